/**
 * SIGTERM/SIGINT: stop accepting, let in-flight responses finish, close idle keep-alive sockets, release
 * resources, exit 0 well inside the PaaS's grace period (architecture habit 6). A second signal changes nothing.
 */
import type http from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  server: http.Server;
  logger: Logger;
  timeoutMs: number;
  onClose: () => Promise<void> | void;
  /** Called once when shutdown starts, before the server stops accepting (/readyz → 503). */
  onStart?: () => void;
  exit?: (code: number) => void;
}

export function installGracefulShutdown(options: ShutdownOptions): () => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing: Promise<void> | null = null;
  // Responses whose headers are not sent yet when shutdown starts, and every later one, say
  // `Connection: close`, so a well-behaved client does not send its next request on a socket we are closing.
  const unsent = new Set<http.ServerResponse>();
  options.server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    else {
      unsent.add(res);
      res.once('close', () => unsent.delete(res));
    }
  });

  const shutdown = () => {
    if (closing) return closing;
    options.logger.info('shutting down: finishing in-flight requests');
    options.onStart?.();
    for (const res of unsent) if (!res.headersSent) res.shouldKeepAlive = false;
    unsent.clear();
    closing = new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        options.logger.warn('shutdown timeout: closing remaining connections');
        options.server.closeAllConnections();
      }, options.timeoutMs);
      force.unref();
      // Keep-alive sockets that finish their response after close() would linger until their timeout.
      const reaper = setInterval(() => options.server.closeIdleConnections(), 100);
      reaper.unref();
      options.server.close(async () => {
        clearTimeout(force);
        clearInterval(reaper);
        try {
          await options.onClose();
        } catch (error) {
          options.logger.error({ err: error }, 'error while releasing resources');
        }
        options.logger.info('shut down');
        resolve();
        exit(0);
      });
      options.server.closeIdleConnections();
    });
    return closing;
  };

  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return shutdown;
}
