/**
 * A/B of server CPU per page between two builds, for a loaded machine where absolute numbers drift:
 * both sites run side by side, each against the catalogue of its own build (what the API answers is part of
 * a build) and started by server/start.sh as production starts it, and short runs alternate A, B, B, A, …
 * so both see the same load. Prints each run and the medians: the site process's own CPU per request, p99,
 * RSS.
 *
 *   npx tsx bench/ab-cpu.ts <dirA> <dirB> [path]
 *
 * `dirA`/`dirB` hold a production build in `dist/` (copy one aside with `cp -r dist <dir>/dist`; `public/`
 * is linked in when missing). Settings from the environment: AB_CACHE=off|on (API response cache),
 * AB_ROUNDS (5), AB_REQUESTS (400 per run), AB_CONNECTIONS (10), AB_NODE_ARGS_A / AB_NODE_ARGS_B (Node flags
 * of one site, e.g. `--max-semi-space-size=32`), AB_ENV_A / AB_ENV_B (settings of one site, e.g.
 * `RENDER_CONCURRENCY=4`), BENCH_PORT (4310; four ports from there).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, rssMb } from './process-stats';
import { nodeArgsFrom, settingsFrom, sleep, startNode, startSite, waitFor } from './site-process';

const [dirA, dirB, pagePath = '/search-cruise?kind=sea&nights=4-7&sort=price-asc'] = process.argv.slice(2);
if (!dirA || !dirB) {
  process.stderr.write('usage: npx tsx bench/ab-cpu.ts <dirA> <dirB> [path]\n');
  process.exit(2);
}
const CACHE = process.env.AB_CACHE ?? 'off';
const ROUNDS = Number(process.env.AB_ROUNDS ?? 5);
const REQUESTS = Number(process.env.AB_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 10);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4310);
const HOST = '127.0.0.1';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface Site {
  name: string;
  child: ChildProcess;
  base: string;
  cpu: number[];
  p99: number[];
  rss: number[];
}

async function run(site: Site) {
  const before = cpuMs(site.child.pid!);
  const result = await autocannon({
    url: site.base + pagePath,
    connections: CONNECTIONS,
    amount: REQUESTS,
    headers: { 'accept-encoding': 'gzip, br' },
  });
  const cpu = (cpuMs(site.child.pid!) - before) / (result.requests.total || 1);
  if (result.non2xx || result.errors)
    throw new Error(`${site.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  site.cpu.push(cpu);
  site.p99.push(result.latency.p99);
  site.rss.push(rssMb(site.child.pid!));
  process.stdout.write(
    `  ${site.name}: ${cpu.toFixed(2)} ms CPU/req, p99 ${result.latency.p99} ms, RSS ${site.rss.at(-1)!.toFixed(0)} MB\n`,
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ab-cpu-'));
  const catalogs = [dirA, dirB].map((dir, i) =>
    startNode(path.resolve(dir), 'dist/catalog/index.js', {
      CATALOG_PORT: String(BASE_PORT + i),
      CATALOG_HOST: HOST,
      CATALOG_DB: path.join(dataDir, `catalog-${i}.sqlite`),
      CATALOG_RATE_LIMIT: '1000000',
    }),
  );
  const sites: Site[] = [];
  try {
    for (const i of [0, 1])
      await waitFor(`http://${HOST}:${BASE_PORT + i}/api/v1/settings/get-header?locale=ru`);
    for (const [i, dir] of [dirA, dirB].entries()) {
      const cwd = path.resolve(dir);
      if (!fs.existsSync(path.join(cwd, 'public')))
        fs.symlinkSync(path.resolve('public'), path.join(cwd, 'public'));
      const port = BASE_PORT + 2 + i;
      const child = startSite(
        cwd,
        {
          PORT: String(port),
          HOST,
          API_URL: `http://${HOST}:${BASE_PORT + i}`,
          SITE_URL: `http://${HOST}:${port}`,
          API_CACHE: CACHE,
          MICRO_CACHE_TTL_MS: '0',
          ...settingsFrom(process.env[i ? 'AB_ENV_B' : 'AB_ENV_A']),
        },
        nodeArgsFrom(process.env[i ? 'AB_NODE_ARGS_B' : 'AB_NODE_ARGS_A']),
      );
      sites.push({ name: i ? 'B' : 'A', child, base: `http://${HOST}:${port}`, cpu: [], p99: [], rss: [] });
    }
    for (const site of sites) {
      await waitFor(`${site.base}/healthz`);
      // Warm up: JIT, keep-alive pools, caches.
      await autocannon({ url: site.base + pagePath, connections: CONNECTIONS, amount: 300 });
    }
    process.stdout.write(
      `${pagePath}, API cache ${CACHE}, ${ROUNDS} rounds of ${REQUESTS} requests at ${CONNECTIONS} connections\n`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [sites[1], sites[0]] : sites;
      for (const site of order) await run(site);
    }
    const [a, b] = sites;
    const line = (s: Site) =>
      `${s.name} (${s === a ? dirA : dirB}): median ${median(s.cpu).toFixed(2)} ms CPU/req, p99 ${median(s.p99)} ms, RSS ${median(s.rss).toFixed(0)} MB`;
    // Each round's B against the same round's A: the load drifts less within a round than across them.
    const change = (median(b.cpu.map((cpu, i) => cpu / a.cpu[i])) - 1) * 100;
    process.stdout.write(
      `${line(a)}\n${line(b)}\nB − A: ${change.toFixed(1)}% CPU, median of the rounds' ratios (load average ${os.loadavg()[0].toFixed(1)})\n`,
    );
  } finally {
    for (const child of [...sites.map((s) => s.child), ...catalogs]) child.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
