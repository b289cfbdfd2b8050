/**
 * The BUILT server (dist/server/index.js) as a child process on a free loopback port, with its own temp
 * catalogue database, as the PaaS runs it: for load, soak, fuzz and SIGTERM runs, and for e2e blocks that
 * need a server of their own (the API-down screen).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './redis-server';

/** Tests and the load runner run from the repository root (npm scripts do). */
const ROOT = process.cwd();

/** `tsx build/build.ts --if-needed`: a no-op when dist/ is newer than the sources. */
export async function ensureBuilt(): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'build/build.ts', '--if-needed'],
    {
      cwd: ROOT,
      timeout: 180_000,
    },
  );
}

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Lines the process wrote to stderr (warnings and errors only at LOG_LEVEL=warn). */
  stderr: string[];
  /** Open file descriptors, from /proc (Linux). */
  fds(): number;
  stop(): Promise<void>;
}

export async function startBuiltServer(
  options: { env?: Record<string, string>; nodeArgs?: string[]; dbPath?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cruise-built-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/server/index.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      CATALOG_DB: options.dbPath ?? path.join(dir, 'catalog.sqlite'),
      IMAGE_CACHE_DIR: path.join(dir, 'images'),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => stderr.push(...chunk.split('\n').filter(Boolean)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const until = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr.join('\n')}`);
    if (Date.now() > until) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    child,
    exited,
    stderr,
    fds: () => fs.readdirSync(`/proc/${child.pid}/fd`).length,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
