/**
 * A real redis-server (/usr/bin/redis-server, or REDIS_SERVER) on a free loopback port, without persistence,
 * for tests that need Redis to exist and then to die.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface RedisProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** SIGKILL, resolved when the process has exited. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn(
    process.env.REDIS_SERVER ?? '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > until) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
