/**
 * `npm run lighthouse`: Lighthouse (mobile preset) in Debian's Chromium against the production build with
 * the embedded catalogue, on `/`, `/search-cruise` and a cruise page. Prints the four category scores and
 * LCP, CLS, TBT, and writes bench/LIGHTHOUSE.md. Loopback only; bounded (one run per page).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startSite, waitFor } from './site-process';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4330);
const BASE = `http://127.0.0.1:${PORT}`;

export interface LighthouseRow {
  page: string;
  performance: number;
  /** The report's table row. */
  line: string;
}

/** Lighthouse (mobile preset) on each page of a running site, one run per page. */
export async function lighthouseRows(base: string, pages: string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      await fetch(base + page); // warm the caches, as a real visitor after the first would find them
      const audit = async () =>
        (await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error' }))!.lhr;
      let lhr = await audit();
      // A trace Lighthouse failed to record (NO_NAVSTART: "Please run Lighthouse again") scores 0 without
      // saying anything of the page: run it again, once, and report the error if it stays.
      if (lhr.runtimeError) {
        process.stdout.write(`  Lighthouse ${page}: ${lhr.runtimeError.code}, once more\n`);
        lhr = await audit();
      }
      // LIGHTHOUSE_JSON_DIR=dir keeps each full report (LCP element and phases, opportunities) for a closer look.
      if (process.env.LIGHTHOUSE_JSON_DIR) {
        fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
        const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
      const failing = lhr.runtimeError
        ? [`Lighthouse error ${lhr.runtimeError.code}`]
        : Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id);
      const line = `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('largest-contentful-paint')} | ${metric('cumulative-layout-shift')} | ${metric('total-blocking-time')} | ${failing.join(', ') || '–'} |`;
      rows.push({ page, performance: score('performance'), line });
      process.stdout.write(`${line}\n`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export const LIGHTHOUSE_HEADER =
  '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | failing binary audits |\n|---|---|---|---|---|---|---|---|---|';

async function main() {
  execSync('npx tsx build/build.ts --if-needed', { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  // As `npm start` runs it (server/start.sh) and `npm run bench` measures it (API cache on, no
  // micro-cache): a micro-cache hit is its gzip copy, not the streamed brotli page a visitor gets first.
  const site = startSite(process.cwd(), {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SITE_URL: BASE,
    CATALOG_DB: path.join(dataDir, 'catalog.sqlite'),
    MICRO_CACHE_TTL_MS: '0',
  });
  let rows: LighthouseRow[] = [];
  try {
    await waitFor(`${BASE}/healthz`);
    const popular = (await (await fetch(`${BASE}/api/v1/cruises/get-popular?limit=1`)).json()) as {
      items: { slug: string }[];
    };
    rows = await lighthouseRows(BASE, ['/', '/search-cruise', `/cruise/${popular.items[0].slug}`]);
  } finally {
    site.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const table = `${LIGHTHOUSE_HEADER}\n${rows.map((r) => r.line).join('\n')}`;
  fs.writeFileSync(
    'bench/LIGHTHOUSE.md',
    `# Lighthouse (mobile preset)\n\nDate: ${new Date().toISOString()}  \nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, Chromium from Debian\n\n${table}\n`,
  );
  process.stdout.write(`\n${table}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
