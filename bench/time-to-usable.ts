/**
 * Time to usable on a phone: Chromium with DevTools' "Slow 4G" network and a 4× CPU slowdown opens a page
 * with an empty cache and waits until it has hydrated (the entry's `performance.mark('hydrated')`, when
 * React's event handlers are live). Reports the median of a few loads and the scripts the page requested
 * before hydrating: on this network every round trip costs more than the bytes. Loopback only, bounded
 * (30 s per load).
 *
 * Standalone, for A/B runs against a running server: `npx tsx bench/time-to-usable.ts <base> <path>…`.
 */
import type { Browser } from '@playwright/test';
import { launchBrowser } from './first-load-js';

/** DevTools' "Slow 4G" preset (Chromium's NetworkManager: 1.6 Mbit/s down, 750 kbit/s up, 150 ms × 3.75). */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;
const LOADS = Number(process.env.BENCH_USABLE_LOADS ?? 3);

export interface Usable {
  /** Median ms from navigation start to hydrated. */
  ms: number;
  /** Scripts requested before hydration (the most over the loads). */
  scripts: number;
  /** All requests before hydration (the most over the loads). */
  requests: number;
}

async function loadOnce(browser: Browser, url: string): Promise<Omit<Usable, 'ms'> & { ms: number }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    return await page.evaluate(() => {
      const hydratedAt = performance.getEntriesByName('hydrated')[0]?.startTime ?? Infinity;
      const before = performance.getEntriesByType('resource').filter((e) => e.startTime < hydratedAt);
      return {
        ms: hydratedAt,
        scripts: before.filter((e) => /\.js(\?|$)/.test(e.name)).length,
        // The document itself is a navigation entry, not a resource one.
        requests: before.length + 1,
      };
    });
  } finally {
    await context.close();
  }
}

export async function timeToUsable(browser: Browser, url: string): Promise<Usable> {
  const loads = [];
  for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, url));
  const times = loads.map((l) => l.ms).sort((a, b) => a - b);
  return {
    ms: times[Math.floor(times.length / 2)],
    scripts: Math.max(...loads.map((l) => l.scripts)),
    requests: Math.max(...loads.map((l) => l.requests)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  const browser = await launchBrowser();
  try {
    for (const p of paths) {
      const u = await timeToUsable(browser, base + p);
      process.stdout.write(
        `${p}: usable ${Math.round(u.ms)} ms, ${u.scripts} scripts, ${u.requests} requests\n`,
      );
    }
  } finally {
    await browser.close();
  }
}
