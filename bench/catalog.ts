/**
 * Search benchmark for the embedded catalogue: starts `catalog/standalone.ts` in a child process on a
 * loopback port with a fresh store, warms it up, then runs autocannon (10 connections, 10 s) over a rotating
 * list of search URLs with mixed filters. Prints req/s, latency percentiles and errors.
 * Run: npx tsx bench/catalog.ts   (BENCH_DURATION, BENCH_CONNECTIONS to change the load)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const PORT = 4000 + Math.floor(Math.random() * 2000) + 1000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-bench-'));

const SEARCHES = [
  'kind=river&sort=date',
  'region=volga&nights=4-7&sort=price-asc',
  'kind=sea&region=sredizemnomore&region=adriatika&sort=popular&pageSize=24',
  'line=msc-cruises&line=costa-cruises&priceMax=300000&sort=price-desc',
  'country=italiya&month=2026-06&sort=date',
  'port=moskva&nights=8-10',
  'dateFrom=2026-05-01&dateTo=2026-09-30&kind=river&page=2',
  'priceMin=50000&priceMax=150000&sort=nights',
  'region=kariby&ship=icon-of-the-seas&sort=price-asc',
  'promotion=rannee-bronirovanie&kind=sea&page=3',
  'nights=15-&sort=popular',
  'region=norvezhskie-fordy&line=aida-cruises&line=norwegian-cruise-line',
];
const REQUESTS = SEARCHES.flatMap((q) => [
  { method: 'GET', path: `/api/v1/search/get-cruises?${q}` },
  {
    method: 'GET',
    path: `/api/v1/search/get-filter-options?${q.replace(/&?(sort|page|pageSize)=[^&]*/g, '').replace(/^&/, '')}`,
  },
]);

/** User + system CPU of a process in ms, from /proc (Linux): immune to other load on the machine. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function main() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'catalog/standalone.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      CATALOG_PORT: String(PORT),
      CATALOG_HOST: '127.0.0.1',
      CATALOG_DB: path.join(dir, 'catalog.sqlite'),
      CATALOG_STORAGE: path.join(dir, 'storage'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/v1/settings/get-header`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 200) throw new Error('catalogue did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Warm-up: JIT and the day view.
    for (const r of REQUESTS) await fetch(base + r.path).then((res) => res.arrayBuffer());
    for (const r of REQUESTS) {
      const res = await fetch(base + r.path);
      if (!res.ok) throw new Error(`${r.path} → ${res.status}`);
    }
    const cpuBefore = cpuMs(child.pid!);
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: REQUESTS,
    });
    const cpuPerRequest = (cpuMs(child.pid!) - cpuBefore) / Math.max(1, result.requests.total);
    const lines = [
      `catalogue search: ${CONNECTIONS} connections, ${DURATION} s, ${REQUESTS.length} rotating URLs (search + filter options)`,
      `req/s avg   ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`,
      `latency ms  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p97.5 ${result.latency.p97_5}  p99 ${result.latency.p99}  max ${result.latency.max}`,
      `errors      ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx}`,
      `server CPU  ${cpuPerRequest.toFixed(3)} ms per request → ${(1000 / cpuPerRequest).toFixed(0)} req/s per core`,
      `load avg    ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores (a busy machine skews wall-clock numbers)`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    const ok =
      result.requests.average >= 1000 &&
      result.latency.p97_5 < 20 &&
      result.errors === 0 &&
      result.non2xx === 0;
    process.stdout.write(ok ? 'PASS: >= 1000 req/s and p97.5 < 20 ms\n' : 'FAIL: below the target\n');
    process.exitCode = ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
