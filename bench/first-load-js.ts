/**
 * First-load JavaScript of a page as a browser really loads it: every script requested from navigation
 * until the page has hydrated (the entry's `performance.mark('hydrated')`), in Debian's Chromium. Pages
 * preload nothing, so reading the HTML's script tags would count only the entry; what loads after
 * hydration (prefetching, code on demand) is not first-load.
 */
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

export interface JsWeight {
  jsRaw: number;
  jsGzip: number;
  jsFiles: number;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
}

export async function firstLoadJs(browser: Browser, url: string): Promise<JsWeight> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.set(
          response.url(),
          response.body().catch(() => null),
        );
    });
    await page.goto(url);
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
      jsRaw: scripts.reduce((sum, b) => sum + b.length, 0),
      jsGzip: scripts.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0),
      jsFiles: scripts.length,
    };
  } finally {
    await page.close();
  }
}
