/**
 * SIGTERM under load, against the built server: autocannon traffic plus requests held in flight (a form post
 * whose body is still arriving, page renders) when the signal lands; a second SIGTERM 100 ms later. Every
 * in-flight response must complete, new connections must be refused, and the process must exit 0 within
 * 10 s. Client errors allowed: ECONNREFUSED (a connection attempted after close) and, after the signal only,
 * at most one ECONNRESET per autocannon connection: autocannon writes its next request the moment a
 * response ends without honouring `Connection: close`, so the request it sends on the socket being closed
 * is never read. Those requests started after shutdown did; in-flight ones are checked one by one here.
 */
import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import type { ServerProcess } from './server-process';
import { discoverUrls, sigtermPaths } from './site-urls';

export interface SigtermReport {
  /** Requests started before the signal and still running when it came. */
  inFlight: number;
  /** Of those, answered completely (status and the whole body). */
  completed: number;
  inFlightStatuses: number[];
  autocannon: {
    connections: number;
    requests: number;
    /** Error code → count, before and after the signal. */
    errorsBefore: Record<string, number>;
    errorsAfter: Record<string, number>;
  };
  /** A connection attempted after the signal was refused. */
  refusedAfterClose: boolean;
  exitCode: number | null;
  exitSignal: string | null;
  exitMs: number;
}

/**
 * A form post held in flight: `Expect: 100-continue` makes the server confirm it has accepted the connection
 * and parsed the request (so it is truly in flight, not waiting in the listen backlog); the body is sent only
 * when `finish()` is called, after the signal.
 */
function heldPost(
  base: string,
  path: string,
): { accepted: Promise<void>; done: Promise<number>; finish(): void } {
  const url = new URL(base);
  const body = 'name=%D0%98%D0%B2%D0%B0%D0%BD&phone=%2B79990000000';
  let req!: http.ClientRequest;
  let accept!: () => void;
  const accepted = new Promise<void>((resolve) => (accept = resolve));
  const done = new Promise<number>((resolve, reject) => {
    req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      // Half the body now: the request is active on the server, so shutdown must wait for it.
      req.write(body.slice(0, 10));
      accept();
    });
    req.flushHeaders();
  });
  return { accepted, done, finish: () => req.end(body.slice(10)) };
}

/** A page request; `headersAt` is when its response started (the render was under way on the server). */
function getPage(base: string, path: string, started: { headersAt: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: false }, (res) => {
        started.headersAt = Date.now();
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve(text.trimEnd().endsWith('</html>') ? (res.statusCode ?? 0) : -1));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function connectRefused(base: string): Promise<boolean> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Traffic over pages of the site, requests held in flight, then SIGTERM twice. */
export async function runSigtermCheck(server: ServerProcess): Promise<SigtermReport> {
  const paths = sigtermPaths(await discoverUrls(server.url));
  const errorsBefore: Record<string, number> = {};
  const errorsAfter: Record<string, number> = {};
  let signalled = Number.POSITIVE_INFINITY;
  const connections = 20;
  let finish!: (result: autocannon.Result) => void;
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: server.url,
      connections,
      duration: 20,
      requests: paths.map((path) => ({ method: 'GET', path })),
    },
    (_error, result) => finish(result),
  );
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message;
    const bucket = Date.now() < signalled ? errorsBefore : errorsAfter;
    bucket[code] = (bucket[code] ?? 0) + 1;
  });
  await new Promise((r) => setTimeout(r, 2_000));

  const posts = paths.slice(0, 4).map((path) => heldPost(server.url, path));
  const postStatuses = posts.map((p) => p.done.catch(() => -2));
  // Page requests: only those whose response had started but not ended at the signal count as in flight
  // (a loaded server accepts late, and a connection still in the listen backlog when it closes is refused).
  const pages = paths.map((path) => {
    const page = {
      headersAt: Number.POSITIVE_INFINITY,
      finishedAt: Number.POSITIVE_INFINITY,
      status: Promise.resolve(0),
    };
    page.status = getPage(server.url, path, page).catch(() => -2);
    void page.status.then(() => (page.finishedAt = Date.now()));
    return page;
  });
  await Promise.race([Promise.all(posts.map((p) => p.accepted)), new Promise((r) => setTimeout(r, 10_000))]);
  await new Promise((r) => setTimeout(r, 50));

  signalled = Date.now();
  server.child.kill('SIGTERM');
  setTimeout(() => server.child.kill('SIGTERM'), 100);
  // The signal is handled when the event loop turns; a busy loop may take a moment to close the listener.
  let refusedAfterClose = false;
  for (const until = Date.now() + 5_000; !refusedAfterClose && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 100));
    refusedAfterClose = await connectRefused(server.url);
  }
  for (const post of posts) post.finish();

  const running = pages
    .filter((p) => p.headersAt < signalled && p.finishedAt > signalled)
    .map((p) => p.status);
  const statuses = await Promise.all([...postStatuses, ...running]);
  const exit = await Promise.race([
    server.exited,
    new Promise<{ code: null; signal: null; at: number }>((r) =>
      setTimeout(() => r({ code: null, signal: null, at: Date.now() }), 15_000),
    ),
  ]);
  instance.stop();
  const result = await finished;
  return {
    inFlight: statuses.length,
    completed: statuses.filter((s) => s > 0).length,
    inFlightStatuses: statuses,
    autocannon: { connections, requests: result.requests.total, errorsBefore, errorsAfter },
    refusedAfterClose,
    exitCode: exit.code,
    exitSignal: exit.signal,
    exitMs: exit.at - signalled,
  };
}

/** The problems in a report; empty when shutdown was graceful. */
export function sigtermProblems(report: SigtermReport): string[] {
  const problems: string[] = [];
  if (report.completed !== report.inFlight)
    problems.push(
      `in-flight: ${report.completed}/${report.inFlight} completed (${report.inFlightStatuses.join(',')})`,
    );
  if (!report.refusedAfterClose) problems.push('a new connection was accepted after SIGTERM');
  if (Object.keys(report.autocannon.errorsBefore).length > 0)
    problems.push(`errors before the signal: ${JSON.stringify(report.autocannon.errorsBefore)}`);
  for (const [code, count] of Object.entries(report.autocannon.errorsAfter)) {
    if (code === 'ECONNREFUSED') continue;
    if (code === 'ECONNRESET' && count <= report.autocannon.connections) continue;
    problems.push(`after the signal: ${count} × ${code}`);
  }
  if (report.exitCode !== 0) problems.push(`exit code ${report.exitCode} (signal ${report.exitSignal})`);
  if (report.exitMs >= 10_000) problems.push(`exited after ${report.exitMs} ms`);
  return problems;
}
