/**
 * The benchmarks' child processes: the site started as `npm start` starts it, two builds side by side for an
 * A/B run, and waiting for a port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

/** The middle value of an A/B run's rounds (the mean of the two middle ones for an even count). */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One build of an A/B run: its site's process and address. */
export interface BuildUnderTest {
  name: 'A' | 'B';
  dir: string;
  child: ChildProcess;
  base: string;
}

/**
 * Builds A and B side by side for an A/B run (`dirs` hold a production build in `dist/`; `public/` is linked
 * in when missing), each site against the catalogue of its own build (what the API answers is part of a
 * build), on four ports from `basePort`. `siteEnv(i)` adds settings to site i. Resolves once both answer;
 * `stop()` ends all four processes and removes the catalogues' data.
 */
export async function startBuilds(
  dirs: [string, string],
  basePort: number,
  siteEnv: (i: number) => Record<string, string>,
  nodeArgs: (i: number) => string[] = () => [],
): Promise<{ builds: BuildUnderTest[]; stop: () => Promise<void> }> {
  const host = '127.0.0.1';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ab-'));
  const catalogs = dirs.map((dir, i) =>
    startNode(path.resolve(dir), 'dist/catalog/index.js', {
      CATALOG_PORT: String(basePort + i),
      CATALOG_HOST: host,
      CATALOG_DB: path.join(dataDir, `catalog-${i}.sqlite`),
      CATALOG_RATE_LIMIT: '1000000',
    }),
  );
  const builds: BuildUnderTest[] = [];
  const stop = async () => {
    for (const child of [...builds.map((b) => b.child), ...catalogs]) child.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const i of [0, 1])
      await waitFor(`http://${host}:${basePort + i}/api/v1/settings/get-header?locale=ru`);
    for (const [i, dir] of dirs.entries()) {
      const cwd = path.resolve(dir);
      if (!fs.existsSync(path.join(cwd, 'public')))
        fs.symlinkSync(path.resolve('public'), path.join(cwd, 'public'));
      const port = basePort + 2 + i;
      const env = {
        PORT: String(port),
        HOST: host,
        API_URL: `http://${host}:${basePort + i}`,
        SITE_URL: `http://${host}:${port}`,
        ...siteEnv(i),
      };
      const child = startSite(cwd, env, nodeArgs(i));
      builds.push({ name: i ? 'B' : 'A', dir, child, base: `http://${host}:${port}` });
    }
    for (const build of builds) await waitFor(`${build.base}/healthz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { builds, stop };
}
