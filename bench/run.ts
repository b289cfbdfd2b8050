/**
 * `npm run bench`: the site's own benchmark. Builds, starts the catalogue and the site (through
 * server/start.sh, as `npm start` does) as separate production processes on loopback, warms up, then
 * drives each page with autocannon (50 connections, 15 s) in three set-ups: no caching, the API response
 * cache, and the HTML micro-cache. A plain static file server on the same machine is the reference
 * ceiling, and a bare Express + renderToPipeableStream page of the same cruises (reference-page.tsx) the
 * floor. Prints a table and writes bench/RESULTS.md. With the API cache it also opens home, search and a
 * cruise page in Chromium on Slow 4G with a 4× CPU slowdown (time to usable, scripts before hydration)
 * and runs Lighthouse on them, then prints every performance target with PASS or FAIL (bench/targets.ts),
 * the time to usable beside the floor page's: the same 24 cruises hydrated by React and the data router
 * alone (bench/floor-page.tsx). Bounded in time (about six minutes); traffic stays on 127.0.0.1.
 * BENCH_PORT moves the five ports (default 4310–4314); BENCH_LIGHTHOUSE=0 skips Lighthouse.
 */
import { execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import type { Browser } from '@playwright/test';
import { firstLoadJs, launchBrowser, type JsWeight } from './first-load-js';
import { benchTermSearch, termSearchLine } from './term-search';
import { childrenRssMb, cpuMs, rssMb } from './process-stats';
import { timeToUsable, type Usable } from './time-to-usable';
import { lighthouseRows, LIGHTHOUSE_HEADER, type LighthouseRow } from './lighthouse';
import { checkTargets, targetsTable } from './targets';
import { dressedFloor, floorLine, measureFloor, stackFloor, type FloorResult } from './floor';
import { sleep, startNode, startSite, waitFor } from './site-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4310);
const CATALOG_PORT = BASE_PORT;
const SITE_PORT = BASE_PORT + 1;
const STATIC_PORT = BASE_PORT + 2;
const BARE_PORT = BASE_PORT + 3;
const FLOOR_PORT = BASE_PORT + 4;
const HOST = '127.0.0.1';

interface Row {
  setup: string;
  page: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuMsPerReq: number;
  rssMb: number;
  /** The image encoder child's, when it is running at the row's end (0: gone or never started). */
  encoderRssMb: number;
  htmlRaw: number;
  htmlGzip: number;
  jsRaw: number;
  jsGzip: number;
  jsFiles: number;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function htmlWeight(base: string, pagePath: string) {
  const res = await fetch(base + pagePath, { headers: { 'accept-encoding': 'identity' } });
  const html = await res.text();
  const htmlBuf = Buffer.from(html);
  return { htmlRaw: htmlBuf.length, htmlGzip: zlib.gzipSync(htmlBuf).length, html };
}

/** First-load JS per page path: the same in every set-up, so measured once, in the browser. */
const jsWeights = new Map<string, JsWeight>();
/** Time to usable on a throttled phone, per page name: measured once, with the API cache, before the load. */
const usable = new Map<string, Usable>();
const PHONE_PAGES = ['/', '/search-cruise (filters)', '/cruise/<slug>'];
const NO_JS: JsWeight = { jsRaw: Number.NaN, jsGzip: Number.NaN, jsFiles: 0 };

async function drive(url: string) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip, br' },
  });
}

/** The search page's HTML, served by the static reference server. */
let referenceHtml = '<!doctype html><p>reference</p>';

async function measure(
  setup: string,
  pid: number,
  base: string,
  pages: Record<string, string>,
  rows: Row[],
  browser: Browser | null,
) {
  for (const [page, pagePath] of Object.entries(pages)) {
    // Warm up: JIT, keep-alive pools, caches.
    await autocannon({ url: base + pagePath, connections: 10, amount: 300 });
    const { html, ...weight } = await htmlWeight(base, pagePath);
    if (pagePath.startsWith('/search-cruise')) referenceHtml = html;
    if (browser && !jsWeights.has(pagePath))
      jsWeights.set(pagePath, await firstLoadJs(browser, base + pagePath));
    const js = browser ? (jsWeights.get(pagePath) ?? NO_JS) : NO_JS;
    if (browser && setup === 'API cache' && PHONE_PAGES.includes(page)) {
      usable.set(page, await timeToUsable(browser, base + pagePath));
      process.stdout.write(`  ${page}: usable in ${Math.round(usable.get(page)!.ms)} ms on Slow 4G\n`);
    }
    const cpuBefore = cpuMs(pid);
    const result = await drive(base + pagePath);
    const cpuAfter = cpuMs(pid);
    const requests = result.requests.total || 1;
    rows.push({
      setup,
      page,
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      cpuMsPerReq: (cpuAfter - cpuBefore) / requests,
      rssMb: rssMb(pid),
      // The static row is the benchmark's own process, whose children are the site and the catalogue.
      encoderRssMb: pid === process.pid ? 0 : childrenRssMb(pid),
      ...weight,
      ...js,
    });
    process.stdout.write(`  ${setup} ${page}: ${Math.round(result.requests.average)} req/s\n`);
  }
}

function staticServer(html: string): http.Server {
  const body = zlib.gzipSync(Buffer.from(html));
  return http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
    });
    res.end(body);
  });
}

function table(rows: Row[], ceiling: Row | undefined, bare: Row | undefined): string {
  const header =
    '| set-up | page | req/s | × static | p50 ms | p99 ms | errors | CPU ms/req | CPU × bare | RSS MB (+ encoder) | HTML KB (gz) | first-load JS KB (gz) |\n|---|---|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map((r) => {
    const ratio = ceiling ? (r.reqPerSec / ceiling.reqPerSec).toFixed(3) : '–';
    const cpuRatio = bare ? (r.cpuMsPerReq / bare.cpuMsPerReq).toFixed(2) : '–';
    return `| ${r.setup} | ${r.page} | ${r.reqPerSec} | ${ratio} | ${r.p50} | ${r.p99} | ${r.errors}${r.non2xx ? ` (+${r.non2xx} non-2xx)` : ''} | ${r.cpuMsPerReq.toFixed(2)} | ${cpuRatio} | ${r.rssMb.toFixed(0)}${r.encoderRssMb ? ` (+${r.encoderRssMb.toFixed(0)})` : ''} | ${(r.htmlRaw / 1024).toFixed(1)} (${(r.htmlGzip / 1024).toFixed(1)}) | ${Number.isNaN(r.jsRaw) ? '–' : `${(r.jsRaw / 1024).toFixed(1)} (${(r.jsGzip / 1024).toFixed(1)}), ${r.jsFiles} files`} |`;
  });
  return [header, ...lines].join('\n');
}

async function main() {
  execSync('npx tsx build/build.ts --if-needed', { stdio: 'inherit' });
  const termSearch = termSearchLine(await benchTermSearch());
  process.stdout.write(`${termSearch}\n`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const catalog = startNode(process.cwd(), 'dist/catalog/index.js', {
    CATALOG_PORT: String(CATALOG_PORT),
    CATALOG_HOST: HOST,
    CATALOG_DB: path.join(dataDir, 'catalog.sqlite'),
    SITE_ORIGINS: `http://${HOST}:${SITE_PORT}`,
    CATALOG_RATE_LIMIT: '100000',
  });
  const rows: Row[] = [];
  let ceiling: Row | undefined;
  let bare: Row | undefined;
  let lighthouse: LighthouseRow[] = [];
  let floor: FloorResult[] = [];
  // The floor for time to usable (bench/floor-page.tsx), measured beside the site's pages.
  const floorPage = startNode(
    process.cwd(),
    'bench/floor-page.tsx',
    // SITE_URL: the dressed floor borrows the site's stylesheet and image while the site runs.
    {
      PORT: String(FLOOR_PORT),
      API_URL: `http://${HOST}:${CATALOG_PORT}`,
      SITE_URL: `http://${HOST}:${SITE_PORT}`,
    },
    ['--import', 'tsx'],
  );
  const browser = await launchBrowser();
  try {
    await waitFor(`http://${HOST}:${CATALOG_PORT}/api/v1/settings/get-header?locale=ru`);
    const popular = (await (
      await fetch(`http://${HOST}:${CATALOG_PORT}/api/v1/cruises/get-popular?limit=1`)
    ).json()) as { items: { slug: string }[] };
    const pages = {
      '/': '/',
      '/search-cruise (filters)': '/search-cruise?kind=sea&nights=4-7&sort=price-asc',
      '/cruise/<slug>': `/cruise/${popular.items[0].slug}`,
      '404': '/no-such-page',
    };
    const setups: Array<[string, Record<string, string>]> = [
      ['no cache', { API_CACHE: 'off', MICRO_CACHE_TTL_MS: '0' }],
      ['API cache', { API_CACHE: 'on', MICRO_CACHE_TTL_MS: '0' }],
      ['micro-cache', { API_CACHE: 'on', MICRO_CACHE_TTL_MS: '5000' }],
    ];
    for (const [setup, env] of setups) {
      // As `npm start` runs it (server/start.sh), so the RSS measured is production's.
      const site = startSite(process.cwd(), {
        PORT: String(SITE_PORT),
        HOST,
        API_URL: `http://${HOST}:${CATALOG_PORT}`,
        SITE_URL: `http://${HOST}:${SITE_PORT}`,
        ...env,
      });
      try {
        await waitFor(`http://${HOST}:${SITE_PORT}/healthz`);
        // Before the load: right after 50 connections the CPU is still busy and Lighthouse's timings with it.
        if (setup === 'API cache' && process.env.BENCH_LIGHTHOUSE !== '0') {
          lighthouse = await lighthouseRows(`http://${HOST}:${SITE_PORT}`, [
            pages['/'],
            pages['/search-cruise (filters)'],
            pages['/cruise/<slug>'],
          ]);
        }
        if (setup === 'API cache') {
          await waitFor(`http://${HOST}:${FLOOR_PORT}/healthz`);
          floor = await measureFloor(browser, `http://${HOST}:${FLOOR_PORT}`);
          process.stdout.write(`  ${floorLine(floor)}\n`);
        }
        await measure(setup, site.pid!, `http://${HOST}:${SITE_PORT}`, pages, rows, browser);
      } finally {
        await stop(site);
      }
    }
    const server = staticServer(referenceHtml);
    await new Promise<void>((r) => server.listen(STATIC_PORT, HOST, r));
    const staticRows: Row[] = [];
    await measure(
      'static file',
      process.pid,
      `http://${HOST}:${STATIC_PORT}`,
      { 'same HTML, gzip': '/' },
      staticRows,
      null,
    );
    server.close();
    ceiling = staticRows[0];
    rows.push(...staticRows);

    // The floor: a bare Express + renderToPipeableStream page of the same 24 cruises (bench/reference-page.tsx).
    const reference = startNode(
      process.cwd(),
      'bench/reference-page.tsx',
      { PORT: String(BARE_PORT), API_URL: `http://${HOST}:${CATALOG_PORT}` },
      ['--import', 'tsx'],
    );
    try {
      await waitFor(`http://${HOST}:${BARE_PORT}/healthz`);
      const bareRows: Row[] = [];
      const search = { '/search-cruise (filters)': pages['/search-cruise (filters)'] };
      await measure('bare React', reference.pid!, `http://${HOST}:${BARE_PORT}`, search, bareRows, null);
      bare = bareRows[0];
      rows.push(...bareRows);
    } finally {
      await stop(reference);
    }
  } finally {
    await stop(floorPage);
    await stop(catalog);
    await browser.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const row = (setup: string, page: string) => rows.find((r) => r.setup === setup && r.page === page)!;
  const search = '/search-cruise (filters)';
  const stack = stackFloor(floor);
  const targets = targetsTable(
    checkTargets({
      scriptsBeforeHydration: Object.fromEntries([...usable].map(([page, u]) => [page, u.scripts])),
      usableMs: Object.fromEntries([...usable].map(([page, u]) => [page, u.ms])),
      usableFloor: stack && { ms: stack.usable.ms, jsGzipKb: stack.js.jsGzip / 1024 },
      usableDressedFloorMs: dressedFloor(floor)?.usable.ms,
      lighthouse: Object.fromEntries(lighthouse.map((l) => [l.page, l.performance])),
      searchHtmlKb: row('no cache', search).htmlRaw / 1024,
      searchCpuUncachedMs: row('no cache', search).cpuMsPerReq,
      searchCpuCachedMs: row('API cache', search).cpuMsPerReq,
      searchP99CachedMs: row('API cache', search).p99,
      rssMb: Math.max(
        ...rows.filter((r) => r.setup !== 'static file' && r.setup !== 'bare React').map((r) => r.rssMb),
      ),
    }),
  );
  const bareLine = bare
    ? `The bare page: ${bare.cpuMsPerReq.toFixed(2)} ms CPU per page, ${(bare.cpuMsPerReq / (bare.htmlRaw / 1024)).toFixed(3)} ms per KB of HTML, ${(bare.htmlRaw / 1024).toFixed(1)} KB.`
    : '';
  const phone = [...usable]
    .map(([page, u]) => `${page}: ${Math.round(u.ms)} ms, ${u.scripts} scripts, ${u.requests} requests`)
    .join('; ');
  const floorText = floor.length ? ` ${floorLine(floor)}` : '';
  const lighthouseTable = lighthouse.length
    ? `\n\nLighthouse (mobile preset), with the API cache:\n\n${LIGHTHOUSE_HEADER}\n${lighthouse.map((l) => l.line).join('\n')}`
    : '';
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end`;
  const report = `# Benchmark results\n\nDate: ${new Date().toISOString()}  \nMachine: ${machine}  \nLoad: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per page, loopback; site and catalogue as separate production processes.\n\n${table(rows, ceiling, bare)}\n\n"× static" is the page's req/s divided by a plain Node static server answering the same gzip'd bytes from memory (the ceiling). CPU ms/req is the site process's own user+system CPU time over the run divided by the requests served. The static row's CPU and RSS are the benchmark process's own (it hosts the static server). "CPU × bare" divides CPU ms/req by that of the "bare React" row: a bare Express + renderToPipeableStream page of the same 24 cruises from the API on every request, with no site around it (bench/reference-page.tsx): the floor docs/performance.md compares against.\n\n## Targets\n\n${targets}\n\n${bareLine} On a phone (Chromium, Slow 4G, 4× CPU slowdown, empty cache, median of loads; before hydration): ${phone}.${floorText}${lighthouseTable}\n`;
  fs.writeFileSync('bench/RESULTS.md', report);
  process.stdout.write(
    `\n${table(rows, ceiling, bare)}\n\n${termSearch}\n\n${targets}\n\n${bareLine}${floorText}\n\nwritten to bench/RESULTS.md\n`,
  );
}

await main();
