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

/**
 * Scripts requested before hydration, on any page: the entry, vendor, shared, perhaps more, perhaps a landing
 * page's own group, the page's chunk.
 */
const MAX_SCRIPTS = 6;

async function firstCruisePath(page: Page): Promise<string> {
  await page.goto('/search-cruise?sort=popular');
  return (await page.locator('.sc-results .card__link').first().getAttribute('href'))!;
}

// The visitor's tools (docs/decisions/025-visitor-tools.md) put their state, the header control, the hearts
// and the favourites and compare panels in the entry bundle (+6 KB gzip on every page), and a heart and a
// compare form on every cruise card (about 0.8 KB of HTML a card: +20 KB on a search page of 24 cards, +3 KB on
// a cruise page with its similar cruises and its own two buttons).
// The reading-settings panel in the header (docs/decisions/026-large-type-and-print.md) added 2 KB of
// gzip'd JavaScript to every page's shell; the cruise page's printed programme added its QR path, short link
// and contacts (+5 KB of HTML) and 1 KB of gzip'd JavaScript to its chunk.
// Code that only other pages share (the place pages' blocks, the term search) left the shared chunk for a
// chunk of its own (docs/decisions/031-landing-pages-shared-chunk.md): home 139.8 → 131.3 KB gz, search
// 147.0 → 138.5, cruise 153.8 → 145.3. Code that only one landing page needs left the shared chunk for that
// page's own (docs/decisions/038-a-landing-pages-own-code.md): home 132.0 → 128.9, search 139.1 → 132.7,
// cruise 146.4 → 141.4. The comparison's dock at the bottom of the screen, Tab kept inside the visitor's
// panels and the focus after a page link or «Oк» (2026-11-28, a tester's pass): +0.35 KB gz on every page,
// home 130.8 → 131.16. Session 29 (2026-11-28, evening): the open phone menu keeps Tab in the header (the
// panels' focus trap, now client/ui/focus-trap.ts), the share button keeps its focus and leaves a request's
// reference out of the address it shares, the API contract's new optional fields (a promotion's end, the
// grown-ups' extra bed): 132.04 KB gz.
const BUDGETS: Array<[string, Budget]> = [
  ['/', { htmlKb: 75, jsGzipKb: 133 }],
  // The calls-at-port filter added a select of every port of call (~7 KB of options) to the search page.
  // The price calendar (docs/decisions/022-price-calendar.md) added 3 KB gz of JS and its view switch 0.4 KB.
  // One page-level form for the hearts and compare buttons with CSS icons, the cards' text read back from
  // the cards (the rest as short arrays in the hydration data), the route named once and path-form image
  // URLs took it from 112.5 to 87.6 KB, the unfiltered search from 120.3 to 95.9 KB; the cards' 3:2 ratio
  // in the stylesheet, one class a button, short button values, lean image attributes and the header menu
  // and footer columns read back from the HTML to 82.9 and 91.3 KB (docs/decisions/028-search-page-bytes.md);
  // that read-back's code took the search page's JS from just under 146 to 146.02 KB gz. No kind chips in a
  // list of one kind, no badge tooltips, a two-letter field name and fewer classes: 74.5 and 84.3 KB.
  // «Только по акции» (docs/decisions/048-only-on-offer.md), its box, count, chip and heading: +0.29 KB gz in
  // the page's two chunks, which left no room under 135 (the bench measured 135.2 KB after it, 2026-11-28).
  // Unknown filter values named by their filter, headings that never contradict themselves (decision 052)
  // and the calendar's count of ships: +0.8 KB gz (135.2 → 136.0, 2026-11-28). The weekend box (decision
  // 055) and the tester's pass above: 136.99 KB gz. An editor's pass (2026-11-28, afternoon): headings that
  // say several values in their cases (shared/russian/name-list.ts), the empty list's reasons (a kind the
  // places do not sail, a river out of season with its nearest month, each relaxed filter's count), the
  // keyboard's select that waits for Enter, the comparison's dates and ship: 139.04 KB gz. Session 30's
  // editor: countries in the heading's phrase in their cases (`countryToParts`), dates in the heading and one
  // day as one chip, the port chips' «Из Москвы» / «Заход в Москву», months and dates gone by, route titles
  // set with a no-break space before each dash: 141.22 KB gz.
  ['/search-cruise?kind=sea&nights=4-7&sort=price-asc', { htmlKb: 77, jsGzipKb: 142 }],
  ['/search-cruise', { htmlKb: 87, jsGzipKb: 142 }],
  // The cruise page's chunk gained the photo viewer, the share popover and the sailed-cruise view; the two
  // price calendars of its route and ship added 7 KB of HTML (one month each) and 3 KB gz of JS.
  // The party's price added 4 KB of HTML (fares, the party fields) and 3 KB gz of JS.
  // The deck plan added one deck's SVG, its free cabins as links and that deck in the hydration data: about
  // 12 KB of HTML on a river cruise (a liner's deck of ~230 cabins, about 70 KB), and its code (~1.5 KB gz).
  // MSC's kids-sail-free places in the party's total (decision 053), the line's currency note under the
  // cabins and the sold-out class's answer: +0.6 KB gz (143.8 → 144.4, 2026-11-28).
  // The party's refusals (a child alone in a cabin, more infants than grown-ups), «в каждой — взрослый» and
  // the route calendar's ship names: +0.7 KB gz (144.4 → 145.1, the bench of 2026-11-28 07:04).
  // Documents and visas, a cruise that leaves today said as such, the steppers' way back to the party
  // without scripts, the comparison's dates and ship: 146.67 KB gz (2026-11-28, afternoon). A child on a
  // river double's extra bed (decision 024, amended: a family of three in one cabin): 147.24 KB gz. Session
  // 29: the request's reference kept in the address (post, redirect, get), the cabin and phone said back, the
  // roomier categories' totals, the offer's end date, a grown-up on the extra bed, the pensioners' stepper
  // only with a pensioner fare: 148.89 KB gz. Session 30: the calendars in the page's currency, the currency
  // choices and rate in words, a pensioner's line that gives way to the early price, the three-day note by
  // the form, route titles set with a no-break space before each dash: 150.03 KB gz.
  ['cruise', { htmlKb: 99, jsGzipKb: 151 }],
  // Grouping chunks (one shared chunk for every page) added ~4 KB gzip to each page's first load and took
  // 23–32 script requests away; filter options only in the selects, three image candidates per card and
  // short image URLs took the search page from 112 to 85 KB (docs/decisions/027-round-trips-and-lean-pages.md).
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

// A page's first Intl object loads the locale's ICU data: 60–100 ms of a slow phone's start-up. The landing
// pages format their numbers, money, dates and plurals without Intl (shared/format.ts), so hydrating them
// creates none (docs/performance.md, "Ninth pass").
test('home, search and a cruise page hydrate without loading ICU @desktop-only', async ({ page }) => {
  await page.addInitScript(() => {
    const created: string[] = [];
    Object.assign(window, { intlCreatedBeforeHydration: created });
    for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat', 'PluralRules'] as const) {
      const Original = Intl[name];
      const counted = new Proxy(Original, {
        construct(target, args: unknown[]) {
          if (document.documentElement.dataset.hydrated !== 'true')
            created.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args) as object;
        },
      });
      Object.defineProperty(Intl, name, { value: counted });
    }
    // These make ICU objects of their own.
    for (const [prototype, name] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      const original = (prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
      Object.defineProperty(prototype, name, {
        value(this: unknown, ...args: unknown[]) {
          if (document.documentElement.dataset.hydrated !== 'true') created.push(name);
          return original.apply(this, args);
        },
      });
    }
  });
  for (const path of [
    '/',
    '/search-cruise?kind=sea&nights=4-7&sort=price-asc',
    await firstCruisePath(page),
  ]) {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const created = await page.evaluate(
      () => (window as unknown as { intlCreatedBeforeHydration: string[] }).intlCreatedBeforeHydration,
    );
    expect(created, path).toEqual([]);
  }
});

// Chromium compiles the code every page runs as it hydrates on a background thread while it downloads
// (build/merge-chunks.ts, COMPILE_HINT); a page's own code, which may hold views that never run, is left
// to the usual lazy compilation.
test('the entry, vendor and shared chunks carry the compile hint, a page chunk does not @desktop-only', async ({
  page,
  request,
}) => {
  await page.goto('/search-cruise');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js')),
  );
  const hinted: string[] = [];
  for (const url of scripts) {
    const text = await (await request.get(url)).text();
    if (text.startsWith('//# allFunctionsCalledOnLoad\n'))
      hinted.push(new URL(url).pathname.replace(/-[\w-]{8}\.js$/, ''));
  }
  expect(hinted.sort()).toEqual(['/assets/chunks/shared', '/assets/chunks/vendor', '/assets/entry']);
  expect(scripts.some((url) => url.includes('/assets/pages/search-cruise-'))).toBe(true);
});
