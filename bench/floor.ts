/**
 * Measures the floor page (bench/floor-page.tsx) the way the site's pages are measured: time to usable on
 * Slow 4G with a 4× CPU slowdown (bench/time-to-usable.ts, median of its loads) and the JavaScript loaded
 * before hydration (bench/first-load-js.ts): with React alone, with the data router, and with the data router
 * plus the site's stylesheet and largest-paint image (borrowed from the running site).
 *
 * Standalone, against a running floor page: `npx tsx bench/floor.ts <base> [query]`.
 */
import os from 'node:os';
import type { Browser } from '@playwright/test';
import { firstLoadJs, launchBrowser, type JsWeight } from './first-load-js';
import { timeToUsable, type Usable } from './time-to-usable';

/** The search bench/run.ts drives the site's search page with. */
export const FLOOR_QUERY = 'kind=sea&nights=4-7&sort=price-asc';

const VARIANTS = {
  'React alone': '/react-only?',
  'React + data router': '/search-cruise?',
  // Needs the site running (the floor page's SITE_URL): its stylesheet and largest-paint image.
  "React + data router + the site's stylesheet and LCP image": '/search-cruise?dress=1&',
} as const;

export type FloorVariant = keyof typeof VARIANTS;

export interface FloorResult {
  variant: FloorVariant;
  usable: Usable;
  js: JsWeight;
}

export async function measureFloor(
  browser: Browser,
  base: string,
  query = FLOOR_QUERY,
): Promise<FloorResult[]> {
  const results: FloorResult[] = [];
  for (const [variant, pagePath] of Object.entries(VARIANTS) as [FloorVariant, string][]) {
    const url = `${base}${pagePath}${query}`;
    results.push({ variant, js: await firstLoadJs(browser, url), usable: await timeToUsable(browser, url) });
  }
  return results;
}

/** The stack's floor: what the site's own stack costs with nothing of the site on it. */
export function stackFloor(results: FloorResult[]): FloorResult | undefined {
  return results.find((r) => r.variant === 'React + data router');
}

/** The floor page with the site's stylesheet and largest-paint image: the least a page that looks like ours takes. */
export function dressedFloor(results: FloorResult[]): FloorResult | undefined {
  return results.find((r) => r.variant === "React + data router + the site's stylesheet and LCP image");
}

export function floorLine(results: FloorResult[]): string {
  const each = results.map(
    (r) =>
      `${r.variant} ${Math.round(r.usable.ms)} ms, ${(r.js.jsGzip / 1024).toFixed(1)} KB gz JS in ${r.js.jsFiles} files, ${r.usable.requests} requests`,
  );
  return `The floor page (bench/floor-page.tsx, the same 24 cards hydrated; Slow 4G, 4× CPU slowdown, median of loads): ${each.join('; ')}.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, query] = process.argv.slice(2);
  const browser = await launchBrowser();
  try {
    const results = await measureFloor(browser, base, query);
    process.stdout.write(
      `${floorLine(results)}\nload average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
  } finally {
    await browser.close();
  }
}
