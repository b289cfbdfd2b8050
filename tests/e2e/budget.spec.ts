/**
 * Page weight budgets (docs/performance.md): what a phone downloads before the page works. Sizes,
 * not timings, so they hold on any machine: the HTML of the page, and the JavaScript requested before the
 * page has hydrated, each script gzip'd at level 9, measured as the benchmark does (bench/first-load-js.ts).
 * The numbers sit a few KB above today's, so a regression (an inline icon set, a library in the shell, preloads)
 * fails here instead of in the next benchmark.
 */
import { expect, test, type Page } from '@playwright/test';
import { weighPage } from '../../bench/first-load-js';

interface Budget {
  htmlKb: number;
  jsGzipKb: number;
}

async function firstCruisePath(page: Page): Promise<string> {
  await page.goto('/search-cruise?sort=popular');
  return (await page.locator('.sc-results .card__link').first().getAttribute('href'))!;
}

// The reading-settings panel in the header (docs/decisions/026-large-type-and-print.md) added 2 KB of
// gzip'd JavaScript to every page's shell; the cruise page's printed programme added its QR path, short link
// and contacts (+5 KB of HTML) and 1 KB of gzip'd JavaScript to its chunk.
const BUDGETS: Array<[string, Budget]> = [
  ['/', { htmlKb: 74, jsGzipKb: 129 }],
  // The calls-at-port filter added a select of every port of call (~7 KB of options) to the search page.
  ['/search-cruise?kind=sea&nights=4-7&sort=price-asc', { htmlKb: 112, jsGzipKb: 135 }],
  // The cruise page's chunk gained the photo viewer, the share popover and the sailed-cruise view.
  ['cruise', { htmlKb: 73, jsGzipKb: 140 }],
];

for (const [name, budget] of BUDGETS) {
  test(`${name}: HTML and first-load JavaScript within budget @desktop-only`, async ({ page }) => {
    const path = name === 'cruise' ? await firstCruisePath(page) : name;
    const weight = await weighPage(page, path);
    const htmlKb = weight.htmlRaw / 1024;
    const jsGzipKb = weight.jsGzip / 1024;
    test.info().annotations.push({
      type: 'weight',
      description: `${htmlKb.toFixed(1)} KB HTML, ${jsGzipKb.toFixed(1)} KB JS (gzip)`,
    });
    expect(htmlKb).toBeLessThan(budget.htmlKb);
    expect(jsGzipKb).toBeLessThan(budget.jsGzipKb);
    // Chunks load from the entry: preloading them took a phone's bandwidth from the first image.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  });
}
