/**
 * `/_diag`, for the soak test only: forces a garbage collection (when node runs with --expose-gc) and
 * reports memory, open handles, open sockets and file descriptors, so a leak shows as a trend. Mounted only
 * when DIAGNOSTICS=1 (server/index.ts) and answered only to loopback clients: it is never a public route.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { Request, RequestHandler } from 'express';

const DIAGNOSTICS_PATH = '/_diag';

export interface DiagnosticsReport {
  pid: number;
  gc: boolean;
  memory: NodeJS.MemoryUsage;
  /** Active libuv resources by type (`TCPSocketWrap`, `Timeout`, ...). */
  resources: Record<string, number>;
  /** Connections the HTTP server holds (this request's included). */
  connections: number | null;
  /** Open file descriptors of the process (Linux), null elsewhere. */
  fds: number | null;
  uptimeS: number;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isLoopback(req: Request): boolean {
  // The socket's own peer, not req.ip: a forwarded header must not open this route.
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

function countFds(): number | null {
  try {
    return fs.readdirSync('/proc/self/fd').length;
  } catch {
    return null;
  }
}

async function connectionsOf(server: http.Server | null): Promise<number | null> {
  if (!server) return null;
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? null : count)));
}

export function diagnostics(options: { server: () => http.Server | null }): RequestHandler {
  return async (req, res, next) => {
    if (req.path !== DIAGNOSTICS_PATH) return next();
    if (!isLoopback(req)) return next();
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) {
      // Two passes: the first may only queue finalizers that release more.
      gc();
      gc();
    }
    const resources: Record<string, number> = {};
    for (const type of process.getActiveResourcesInfo()) resources[type] = (resources[type] ?? 0) + 1;
    const report: DiagnosticsReport = {
      pid: process.pid,
      gc: Boolean(gc),
      memory: process.memoryUsage(),
      resources,
      connections: await connectionsOf(options.server()),
      fds: countFds(),
      uptimeS: Math.round(process.uptime()),
    };
    res.set('Cache-Control', 'no-store').json(report);
  };
}
