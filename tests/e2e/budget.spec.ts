/**
 * Page weight budgets (issue 7, docs/performance.md): what a phone downloads before the page works. Sizes,
 * not timings, so they hold on any machine: the HTML of the page, and the JavaScript requested before the
 * page has hydrated (the entry's `performance.mark('hydrated')`), each script gzip'd at level 9. The numbers
 * sit a few KB above today's, so a regression (an inline icon set, a library in the shell, preloads)
 * fails here instead of in the next benchmark.
 */
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

interface Budget {
  htmlKb: number;
  jsGzipKb: number;
}

async function weigh(page: Page, path: string) {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
  });
  const response = await page.goto(path);
  const html = (await response!.body()).length;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  const names = await page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('hydrated')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < hydratedAt && /\.js(\?|$)/.test(entry.name))
      .map((entry) => entry.name);
  });
  const scripts = await Promise.all(names.map((name) => bodies.get(name) ?? null));
  const jsGzip = scripts.reduce(
    (sum, body) => sum + (body ? zlib.gzipSync(body, { level: 9 }).length : 0),
    0,
  );
  const preloads = await page.locator('link[rel="modulepreload"]').count();
  return { htmlKb: html / 1024, jsGzipKb: jsGzip / 1024, preloads };
}

async function firstCruisePath(page: Page): Promise<string> {
  await page.goto('/search-cruise?sort=popular');
  return (await page.locator('.sc-results .card__link').first().getAttribute('href'))!;
}

const BUDGETS: Array<[string, Budget]> = [
  ['/', { htmlKb: 82, jsGzipKb: 127 }],
  ['/search-cruise?kind=sea&nights=4-7&sort=price-asc', { htmlKb: 124, jsGzipKb: 133 }],
  ['cruise', { htmlKb: 72, jsGzipKb: 136 }],
];

for (const [name, budget] of BUDGETS) {
  test(`${name}: HTML and first-load JavaScript within budget @desktop-only`, async ({ page }) => {
    const path = name === 'cruise' ? await firstCruisePath(page) : name;
    const weight = await weigh(page, path);
    test.info().annotations.push({
      type: 'weight',
      description: `${weight.htmlKb.toFixed(1)} KB HTML, ${weight.jsGzipKb.toFixed(1)} KB JS (gzip)`,
    });
    expect(weight.htmlKb).toBeLessThan(budget.htmlKb);
    expect(weight.jsGzipKb).toBeLessThan(budget.jsGzipKb);
    // Chunks load from the entry: preloading them took a phone's bandwidth from the first image.
    expect(weight.preloads).toBe(0);
  });
}
