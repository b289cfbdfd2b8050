/**
 * Soak: normal clients plus clients that disconnect mid-stream (raw sockets that send a request and destroy
 * the socket after the first bytes, or before any), for SOAK_MINUTES. The server runs with --expose-gc and
 * DIAGNOSTICS=1, so `/_diag` reports the heap after a full GC. Passing: the heap after GC grows less than
 * 10% from the end of the first minute to the end, and after an idle period (longer than the keep-alive
 * timeout) the process holds no more file descriptors than at start.
 */
import net from 'node:net';
import autocannon from 'autocannon';
import type { DiagnosticsReport } from '../../server/middleware/diagnostics';
import type { ServerProcess } from './server-process';

export interface SoakSample {
  atS: number;
  heapUsedMB: number;
  rssMB: number;
  connections: number | null;
  fds: number | null;
}

export interface SoakReport {
  minutes: number;
  normalRequests: number;
  normalErrors: number;
  non2xx: number;
  disconnects: number;
  samples: SoakSample[];
  heapFirstMinuteMB: number;
  heapLastMB: number;
  heapGrowthPercent: number;
  fdsStart: number;
  fdsEndAfterIdle: number;
  idleSeconds: number;
  stillAlive: boolean;
}

const MB = 1_048_576;

async function diag(base: string): Promise<DiagnosticsReport> {
  const res = await fetch(`${base}/_diag`);
  if (!res.ok) throw new Error(`/_diag answered ${res.status}: start the server with DIAGNOSTICS=1`);
  return (await res.json()) as DiagnosticsReport;
}

/** One visitor who leaves: sends the request, then destroys the socket at the first bytes (or at once). */
function disconnectOnce(base: string, path: string, early: boolean): Promise<void> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nUser-Agent: soak-leaver\r\nAccept: text/html\r\n\r\n`,
      );
      if (early) setTimeout(() => socket.destroy(), 5);
    });
    socket.once('data', () => socket.destroy());
    socket.once('error', () => resolve());
    socket.once('close', () => resolve());
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

export async function runSoak(
  server: ServerProcess,
  paths: string[],
  options: { minutes: number; idleSeconds: number; sampleEveryS?: number; log?: (line: string) => void },
): Promise<SoakReport> {
  const log = options.log ?? (() => undefined);
  const durationS = Math.round(options.minutes * 60);
  const fdsStart = server.fds();
  const started = Date.now();
  const samples: SoakSample[] = [];
  const sample = async () => {
    const d = await diag(server.url);
    const s: SoakSample = {
      atS: Math.round((Date.now() - started) / 1000),
      heapUsedMB: Math.round((d.memory.heapUsed / MB) * 10) / 10,
      rssMB: Math.round(d.memory.rss / MB),
      connections: d.connections,
      fds: d.fds,
    };
    samples.push(s);
    log(`soak t=${s.atS}s heap=${s.heapUsedMB}MB rss=${s.rssMB}MB connections=${s.connections} fds=${s.fds}`);
  };

  const normal = autocannon({
    url: server.url,
    connections: 10,
    duration: durationS,
    timeout: 30,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  let stop = false;
  let disconnects = 0;
  const leavers = Array.from({ length: 4 }, async (_, worker) => {
    for (let i = worker; !stop; i += 4) {
      await disconnectOnce(server.url, paths[i % paths.length], i % 3 === 0);
      disconnects++;
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  const every = (options.sampleEveryS ?? 15) * 1000;
  const sampler = setInterval(
    () => void sample().catch((e: Error) => log(`diag failed: ${e.message}`)),
    every,
  );
  const result = await normal;
  stop = true;
  await Promise.all(leavers);
  clearInterval(sampler);
  await sample();

  // The reference is the first sample after the first minute (warm caches, JIT, pools); the last is the end.
  const reference = samples.find((s) => s.atS >= Math.min(60, durationS / 2)) ?? samples[0];
  const last = samples[samples.length - 1];
  log(`soak: idle ${options.idleSeconds}s so keep-alive sockets time out`);
  await new Promise((r) => setTimeout(r, options.idleSeconds * 1000));
  const fdsEndAfterIdle = server.fds();
  const stillAlive = (await fetch(`${server.url}/healthz`).catch(() => null))?.ok === true;
  return {
    minutes: options.minutes,
    normalRequests: result.requests.total,
    normalErrors: result.errors,
    non2xx: result.non2xx,
    disconnects,
    samples,
    heapFirstMinuteMB: reference.heapUsedMB,
    heapLastMB: last.heapUsedMB,
    heapGrowthPercent:
      Math.round(((last.heapUsedMB - reference.heapUsedMB) / reference.heapUsedMB) * 1000) / 10,
    fdsStart,
    fdsEndAfterIdle,
    idleSeconds: options.idleSeconds,
    stillAlive,
  };
}

/** Descriptors a healthy idle process may hold beyond its start: lazily opened files (image cache, WAL). */
const FD_TOLERANCE = 10;

export function soakProblems(report: SoakReport): string[] {
  const problems: string[] = [];
  if (report.heapGrowthPercent >= 10)
    problems.push(`heap grew ${report.heapGrowthPercent}% after the first minute`);
  if (report.fdsEndAfterIdle > report.fdsStart + FD_TOLERANCE)
    problems.push(`file descriptors: ${report.fdsStart} at start, ${report.fdsEndAfterIdle} after idle`);
  if (report.normalErrors > 0) problems.push(`${report.normalErrors} errors for normal clients`);
  if (report.non2xx > 0) problems.push(`${report.non2xx} non-2xx answers for normal clients`);
  if (!report.stillAlive) problems.push('the server no longer answers /healthz');
  return problems;
}
