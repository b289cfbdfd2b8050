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
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMs, rssMb } from './process-stats';
import { median, nodeArgsFrom, settingsFrom, startBuilds, type BuildUnderTest } from './site-process';

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

interface Site extends BuildUnderTest {
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
  const { builds, stop } = await startBuilds(
    [dirA, dirB],
    BASE_PORT,
    (i) => ({
      API_CACHE: CACHE,
      MICRO_CACHE_TTL_MS: '0',
      ...settingsFrom(process.env[i ? 'AB_ENV_B' : 'AB_ENV_A']),
    }),
    (i) => nodeArgsFrom(process.env[i ? 'AB_NODE_ARGS_B' : 'AB_NODE_ARGS_A']),
  );
  const sites: Site[] = builds.map((build) => ({ ...build, cpu: [], p99: [], rss: [] }));
  try {
    for (const site of sites) {
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
      `${s.name} (${s.dir}): median ${median(s.cpu).toFixed(2)} ms CPU/req, p99 ${median(s.p99)} ms, RSS ${median(s.rss).toFixed(0)} MB`;
    // Each round's B against the same round's A: the load drifts less within a round than across them.
    const change = (median(b.cpu.map((cpu, i) => cpu / a.cpu[i])) - 1) * 100;
    process.stdout.write(
      `${line(a)}\n${line(b)}\nB − A: ${change.toFixed(1)}% CPU, median of the rounds' ratios (load average ${os.loadavg()[0].toFixed(1)})\n`,
    );
  } finally {
    await stop();
  }
}

await main();
