/**
 * The load generator: keep-alive HTTP(S) clients that either hold a number of connections busy (closed
 * model) or start requests at a rate (open model, what a crowd does), ramping up linearly over the first
 * seconds. It stops by itself: no request starts after the duration, requests still running get
 * `timeoutMs` to finish, then every socket is closed.
 */
import http from 'node:http';
import https from 'node:https';
import type { Planned } from './scenario';
import { USER_AGENT } from './scenario';

export interface Sample {
  kind: Planned['kind'];
  path: string;
  /** 0 when no response came (see `error`). */
  status: number;
  /** To the last byte. */
  ms: number;
  ttfbMs: number;
  /** Bytes on the wire (compressed, as browsers receive them). */
  bytes: number;
  /** The Server-Timing header and trailer, joined. */
  serverTiming: string;
  error?: string;
}

export interface LoadPlan {
  target: URL;
  durationS: number;
  rampS: number;
  /** Closed model: this many connections, each sending its next request when the last one ended. */
  connections?: number;
  /** Open model: requests per second at full rate (ramps up from ~0). */
  rate?: number;
  /** Open model: requests in flight at most; beyond it arrivals are counted as `skipped`. */
  maxInFlight?: number;
  timeoutMs: number;
  next: () => Planned;
  onSample: (sample: Sample) => void;
}

export interface LoadOutcome {
  startedAt: number;
  endedAt: number;
  /** Open model arrivals dropped because the generator already had maxInFlight requests running. */
  skipped: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runLoad(plan: LoadPlan): Promise<LoadOutcome> {
  const secure = plan.target.protocol === 'https:';
  const maxSockets = plan.connections ?? plan.maxInFlight ?? 256;
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets })
    : new http.Agent({ keepAlive: true, maxSockets });
  const startedAt = Date.now();
  const durationMs = plan.durationS * 1_000;
  const rampMs = Math.min(plan.rampS * 1_000, durationMs);
  const endAt = startedAt + durationMs;
  let skipped = 0;
  const inFlight = new Set<Promise<void>>();

  const fire = (planned: Planned) => {
    const job = send(agent, plan, planned).then(plan.onSample);
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
    return job;
  };

  if (plan.connections) {
    const connections = plan.connections;
    await Promise.all(
      Array.from({ length: connections }, async (_, i) => {
        await sleep((rampMs * i) / connections);
        while (Date.now() < endAt) await fire(plan.next());
      }),
    );
  } else {
    const rate = plan.rate ?? 10;
    const maxInFlight = plan.maxInFlight ?? 256;
    let started = 0;
    // Arrivals due by time t: the area under a rate that climbs linearly to `rate` over the ramp.
    const dueBy = (t: number) =>
      t < rampMs ? (rate * t * t) / (2 * rampMs * 1_000) : (rate * (rampMs / 2 + (t - rampMs))) / 1_000;
    while (Date.now() < endAt) {
      const due = Math.floor(dueBy(Date.now() - startedAt));
      for (; started < due; started++) {
        if (inFlight.size >= maxInFlight) skipped++;
        else fire(plan.next());
      }
      await sleep(5);
    }
  }
  // The duration is over: what is still running gets its timeout, then every socket goes.
  await Promise.race([Promise.allSettled([...inFlight]), sleep(plan.timeoutMs + 1_000)]);
  agent.destroy();
  return { startedAt, endedAt: Date.now(), skipped };
}

function send(agent: http.Agent, plan: LoadPlan, planned: Planned): Promise<Sample> {
  const url = new URL(planned.path, plan.target);
  const client = url.protocol === 'https:' ? https : http;
  const start = performance.now();
  return new Promise((resolve) => {
    let ttfbMs = 0;
    let bytes = 0;
    let settled = false;
    const done = (sample: Omit<Sample, 'kind' | 'path' | 'ms' | 'ttfbMs' | 'bytes'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...planned, ...sample, ms: performance.now() - start, ttfbMs, bytes });
    };
    const req = client.get(
      url,
      {
        agent,
        headers: {
          'User-Agent': USER_AGENT,
          'Accept-Encoding': 'gzip, br',
          Accept: 'text/html,image/avif,image/webp,*/*',
        },
        timeout: plan.timeoutMs,
      },
      (res) => {
        ttfbMs = performance.now() - start;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          const header = res.headers['server-timing'] ?? '';
          const trailer = res.trailers['server-timing'] ?? '';
          done({
            status: res.statusCode ?? 0,
            serverTiming: [header, trailer].filter(Boolean).join(', '),
          });
        });
        res.on('error', (error: NodeJS.ErrnoException) =>
          done({ status: res.statusCode ?? 0, serverTiming: '', error: error.code ?? error.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ status: 0, serverTiming: '', error: error.code ?? error.message }),
    );
  });
}
