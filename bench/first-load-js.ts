/**
 * First-load JavaScript of a page as a browser really loads it: every script fetched from navigation until
 * the page has hydrated (`html[data-hydrated]`), in Debian's Chromium. Pages preload nothing, so reading
 * the HTML's script tags would count only the entry.
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
    const bodies: Promise<Buffer | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
    });
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
    return {
      jsRaw: scripts.reduce((sum, b) => sum + b.length, 0),
      jsGzip: scripts.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0),
      jsFiles: scripts.length,
    };
  } finally {
    await page.close();
  }
}
