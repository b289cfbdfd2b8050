/**
 * Page weight budgets (docs/performance.md): what a phone downloads before the page works. Sizes,
 * not timings, so they hold on any machine: the HTML of the page, and the JavaScript requested before the
 * page has hydrated, each script gzip'd at level 9, measured as the benchmark does (bench/first-load-js.ts),
 * and how many scripts that is: on a phone each is a round trip (docs/decisions/027-round-trips-and-lean-pages.md).
 * The numbers sit a few KB above today's, so a regression (an inline icon set, a library in the shell, a
 * chunk split off) fails here instead of in the next benchmark.
 */
import { expect, test, type Page } from '@playwright/test';
import { weighPage } from '../../bench/first-load-js';

interface Budget {
  htmlKb: number;
  jsGzipKb: number;
}

/** Scripts requested before hydration, on any page: the entry, vendor, shared and the page's chunk. */
const MAX_SCRIPTS = 6;

async function firstCruisePath(page: Page): Promise<string> {
  await page.goto('/search-cruise?sort=popular');
  return (await page.locator('.sc-results .card__link').first().getAttribute('href'))!;
}

// Grouping chunks (one shared chunk for every page) added ~4 KB gzip to each page's first load and took
// 23–32 script requests away.
const BUDGETS: Array<[string, Budget]> = [
  ['/', { htmlKb: 67, jsGzipKb: 132 }],
  // Filter options only in the selects, three image candidates per card, short image URLs: 112 → 85 KB.
  ['/search-cruise?kind=sea&nights=4-7&sort=price-asc', { htmlKb: 88, jsGzipKb: 138 }],
  // The cruise page's chunk gained the photo viewer, the share popover and the sailed-cruise view.
  ['cruise', { htmlKb: 68, jsGzipKb: 140 }],
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
    expect(weight.jsFiles).toBeLessThanOrEqual(MAX_SCRIPTS);
    // Every script but the entry is preloaded, so none waits for another to arrive first.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(weight.jsFiles - 1);
  });
}
