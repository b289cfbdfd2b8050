import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from './shutdown';

describe('graceful shutdown', () => {
  it('lets an in-flight response finish, refuses new connections, exits 0 once', async () => {
    const server = http.createServer((_req, res) => {
      setTimeout(() => res.end('done'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const exit = vi.fn();
    const onClose = vi.fn();
    const shutdown = installGracefulShutdown({
      server,
      logger: pino({ level: 'silent' }),
      timeoutMs: 5_000,
      onClose,
      exit,
    });

    const inFlight = fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const closing = shutdown();
    const second = shutdown();
    expect(second).toBe(closing);

    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    await closing;
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
  });
});
