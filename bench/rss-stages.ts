/**
 * Where the site process's resident memory comes from, stage by stage, as `npm run bench` drives it:
 * idle after start, after Chromium has opened home, search and a cruise page (their pictures go through
 * the image optimizer, cold: a new IMAGE_CACHE_DIR), and at the end of each page's 50-connection run.
 * Each stage prints RSS split into anonymous and file-backed pages (/proc/<pid>/smaps_rollup), V8's heap
 * (`/_diag`, no forced collection) and, for the runs, CPU per request.
 *
 *   npx tsx bench/rss-stages.ts [dir]
 *
 * `dir` holds a production build in `dist/` (default: this checkout); the site starts through
 * server/start.sh, as in production. Env: BENCH_PORT (4310; two ports), BENCH_SECONDS (15; 0 stops after
 * the Chromium stage), BENCH_CONNECTIONS (50), API_CACHE (off), RSS_NODE_ARGS (Node flags of the site,
 * e.g. `--trace-gc`), RSS_STDOUT=1 (the site's stdout, for such traces), RSS_ENV (settings of the site,
 * e.g. `MALLOC_ARENA_MAX=16`, glibc's default on two cores), RSS_BROWSER=0 skips the Chromium stage.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstLoadJs, launchBrowser } from './first-load-js';
import { cpuMs, rssMb } from './process-stats';
import { nodeArgsFrom, settingsFrom, sleep, startNode, startSite, waitFor } from './site-process';

const dir = path.resolve(process.argv[2] ?? '.');
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4310);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOST = '127.0.0.1';
const CATALOG = `http://${HOST}:${BASE_PORT}`;
const SITE = `http://${HOST}:${BASE_PORT + 1}`;

/** Anonymous (heap, malloc, thread stacks) and file-backed (code, mapped files) resident kilobytes. */
function smaps(pid: number): { anon: number; file: number } {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { anon: kb('Anonymous') / 1024, file: (kb('Rss') - kb('Anonymous')) / 1024 };
}

async function report(pid: number, stage: string, extra = '') {
  const memory = (await (await fetch(`${SITE}/_diag`)).json()) as { memory: NodeJS.MemoryUsage };
  const { anon, file } = smaps(pid);
  const mb = (n: number) => (n / 2 ** 20).toFixed(0);
  const m = memory.memory;
  process.stdout.write(
    `| ${stage} | ${rssMb(pid).toFixed(0)} | ${anon.toFixed(0)} | ${file.toFixed(0)} | ${mb(m.heapTotal)} | ${mb(m.heapUsed)} | ${mb(m.external)} | ${extra} |\n`,
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rss-stages-'));
  const catalog = startNode(dir, 'dist/catalog/index.js', {
    CATALOG_PORT: String(BASE_PORT),
    CATALOG_HOST: HOST,
    CATALOG_DB: path.join(dataDir, 'catalog.sqlite'),
    CATALOG_RATE_LIMIT: '1000000',
  });
  let site: ChildProcess | undefined;
  try {
    await waitFor(`${CATALOG}/api/v1/settings/get-header?locale=ru`);
    const popular = (await (await fetch(`${CATALOG}/api/v1/cruises/get-popular?limit=1`)).json()) as {
      items: { slug: string }[];
    };
    // In `npm run bench`'s order: '404' is an integer-like key, so it comes first.
    const pages: Record<string, string> = {
      '/': '/',
      search: '/search-cruise?kind=sea&nights=4-7&sort=price-asc',
      cruise: `/cruise/${popular.items[0].slug}`,
      '404': '/no-such-page',
    };
    site = startSite(
      dir,
      {
        PORT: String(BASE_PORT + 1),
        HOST,
        API_URL: CATALOG,
        SITE_URL: SITE,
        API_CACHE: process.env.API_CACHE ?? 'off',
        MICRO_CACHE_TTL_MS: '0',
        IMAGE_CACHE_DIR: path.join(dataDir, 'images'),
        DIAGNOSTICS: '1',
        ...settingsFrom(process.env.RSS_ENV),
      },
      nodeArgsFrom(process.env.RSS_NODE_ARGS),
      process.env.RSS_STDOUT ? 'inherit' : 'ignore',
    );
    const pid = site.pid!;
    await waitFor(`${SITE}/healthz`);
    process.stdout.write(
      `${dir}: node ${process.env.RSS_NODE_ARGS ?? ''} env ${process.env.RSS_ENV ?? ''}\n| stage | RSS MB | anon | file | heap total | heap used | external | CPU ms/req |\n|---|---|---|---|---|---|---|---|\n`,
    );
    await sleep(2000);
    await report(pid, 'idle after start');
    if (process.env.RSS_BROWSER !== '0') {
      const browser = await launchBrowser();
      try {
        for (const pagePath of [pages['/'], pages.search, pages.cruise])
          await firstLoadJs(browser, SITE + pagePath);
      } finally {
        await browser.close();
      }
      await report(pid, 'after Chromium (cold images)');
    }
    for (const [name, pagePath] of Object.entries(SECONDS ? pages : {})) {
      await autocannon({ url: SITE + pagePath, connections: 10, amount: 300 });
      const before = cpuMs(pid);
      const result = await autocannon({
        url: SITE + pagePath,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      const cpu = (cpuMs(pid) - before) / (result.requests.total || 1);
      await report(pid, `after ${name}, ${CONNECTIONS} connections ${SECONDS} s`, cpu.toFixed(2));
    }
    await sleep(5000);
    await report(pid, '5 s after the last run');
  } finally {
    site?.kill('SIGTERM');
    catalog.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
