/**
 * First-load JavaScript of a page as a browser really loads it: every script requested from navigation
 * until the page has hydrated (the entry's `performance.mark('hydrated')`), in Debian's Chromium. Pages
 * preload nothing, so reading the HTML's script tags would count only the entry; what loads after
 * hydration (prefetching, code on demand) is not first-load. The benchmark and the e2e budgets
 * (tests/e2e/budget.spec.ts) both measure with this.
 */
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium';

export interface JsWeight {
  jsRaw: number;
  jsGzip: number;
  jsFiles: number;
}

export interface PageWeight extends JsWeight {
  /** Bytes of the page's HTML as served, uncompressed. */
  htmlRaw: number;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH });
}

/** Opens `url` in `page` and weighs its HTML and the scripts it requested before hydrating. */
export async function weighPage(page: Page, url: string): Promise<PageWeight> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
  });
  const response = await page.goto(url);
  const htmlRaw = response ? (await response.body()).length : 0;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  const beforeHydrated = await page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('hydrated')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < hydratedAt && /\.js(\?|$)/.test(entry.name))
      .map((entry) => entry.name);
  });
  const scripts = (await Promise.all(beforeHydrated.map((name) => bodies.get(name) ?? null))).filter(
    (b): b is Buffer => b !== null,
  );
  return {
    htmlRaw,
    jsRaw: scripts.reduce((sum, b) => sum + b.length, 0),
    jsGzip: scripts.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0),
    jsFiles: scripts.length,
  };
}

export async function firstLoadJs(browser: Browser, url: string): Promise<JsWeight> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const { jsRaw, jsGzip, jsFiles } = await weighPage(page, url);
    return { jsRaw, jsGzip, jsFiles };
  } finally {
    await page.close();
  }
}
