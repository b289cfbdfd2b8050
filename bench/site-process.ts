/** The benchmarks' child processes: the site started as `npm start` starts it, and waiting for a port. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** server/start.sh: the production launcher, with the memory settings production runs with. */
const LAUNCHER = path.resolve(import.meta.dirname, '../server/start.sh');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Node options given in one environment variable, space-separated (`--trace-gc --max-semi-space-size=8`). */
export const nodeArgsFrom = (value: string | undefined): string[] => (value ?? '').split(' ').filter(Boolean);

/** Settings given in one environment variable as `NAME=value` pairs, space-separated. */
export const settingsFrom = (value: string | undefined): Record<string, string> =>
  Object.fromEntries(nodeArgsFrom(value).map((pair) => pair.split('=', 2)));

/** Polls `url` until it answers 2xx. */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

/** A production Node process of `script` in `cwd` (the catalogue, the reference pages), logging warnings. */
export function startNode(
  cwd: string,
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The built site in `cwd` (its `dist/`) through server/start.sh, which execs Node: the child's pid is the
 * site's, for its CPU and RSS. `nodeArgs` are extra Node options; LOG_LEVEL is warn unless `env` says.
 */
export function startSite(
  cwd: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  stdout: 'ignore' | 'inherit' = 'ignore',
): ChildProcess {
  return spawn('sh', [LAUNCHER, ...nodeArgs], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}
