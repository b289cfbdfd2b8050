/**
 * Prefetching with restraint: a page the visitor only looks at loads at most a few other routes' code and
 * no other page's data; a link the visitor points at, touches or focuses prefetches its page's code and
 * data, so the next page opens without waiting on the network. A failed prefetch is not reported.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, hydrated } from './support';

/** What a page asked for from the moment it loaded until five idle seconds later, without interaction. */
async function requestsAfterLoad(page: Page, path: string): Promise<{ api: string[]; otherPages: string[] }> {
  const after: string[] = [];
  let loaded = false;
  page.on('request', (request) => {
    if (loaded) after.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await hydrated(page);
  loaded = true;
  await page.waitForTimeout(5_000);
  const own = path.split('/')[1] || 'home';
  return {
    api: after.filter((p) => p.startsWith('/api/v1/')),
    // A page's chunk is /assets/pages/<folder>-<hash>.js (build/merge-chunks.ts).
    otherPages: after.filter(
      (p) =>
        /^\/assets\/pages\/[^/]+\.js$/.test(p) &&
        !new RegExp(`^/assets/pages/${own}-[\\w-]{8}\\.js$`).test(p),
    ),
  };
}

async function firstCruise(page: Page): Promise<string> {
  await page.goto('/search-cruise?sort=popular');
  return (await page.locator('.sc-results .card__link').first().getAttribute('href'))!;
}

test.beforeEach(acceptCookies);

// Home and a cruise page link to dozens of pages. Left alone for five seconds, they may load the code of
// at most three other routes (IN_VIEW_BUDGET in client/app/prefetch.ts) and no other page's data at all.
test('a page left alone loads no other page data and at most three other routes', async ({ page }) => {
  const home = await requestsAfterLoad(page, '/');
  expect(home.api).toEqual([]);
  expect(home.otherPages.length).toBeLessThanOrEqual(3);
  const cruise = await requestsAfterLoad(page, await firstCruise(page));
  expect(cruise.api).toEqual([]);
  expect(cruise.otherPages.length).toBeLessThanOrEqual(3);
});

test('on a slow connection links in view prefetch nothing', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ effectiveType: '3g', saveData: false }),
    });
  });
  const home = await requestsAfterLoad(page, '/');
  expect(home).toEqual({ api: [], otherPages: [] });
});

test('a link the pointer rests on prefetches its page; the click uses it @desktop-only', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) =>
    requested.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  await page.goto('/');
  await hydrated(page);
  const link = page.locator('main a[href^="/cruise/"]').first();
  await link.scrollIntoViewIfNeeded();
  const href = (await link.getAttribute('href'))!;
  const slug = href.split('/').pop()!;
  const lookups = () =>
    requested.filter((p) => p.startsWith('/api/v1/cruises/get-by-slug') && p.includes(`slug=${slug}`)).length;
  await page.waitForTimeout(1_000);
  expect(lookups()).toBe(0);
  await link.hover();
  await expect.poll(lookups, { timeout: 5_000 }).toBe(1);
  expect(requested.some((p) => /^\/assets\/pages\/cruise-[\w-]{8}\.js$/.test(p))).toBe(true);

  // The navigation uses the prefetched answer: no second call for the same cruise.
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('h1')).toBeVisible();
  expect(lookups()).toBe(1);
});

test('a link focused before prefetching started is prefetched once it starts @desktop-only', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) =>
    requested.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  // Prefetching starts once the page is idle after its load; hold its code until the link has the focus.
  let release: () => void = () => undefined;
  const focused = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunks\/prefetch-[\w-]+\.js$/, async (route) => {
    await focused;
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  const link = page.locator('main a[href^="/cruise/"]').first();
  await link.focus();
  const slug = (await link.getAttribute('href'))!.split('/').pop()!;
  release();
  await expect
    .poll(() =>
      requested.filter((p) => p.startsWith('/api/v1/cruises/get-by-slug') && p.includes(`slug=${slug}`)),
    )
    .toHaveLength(1);
});

test('a failed prefetch is not reported; the failure the visitor meets is @desktop-only', async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/telegram-')) reports.push(request.url());
  });
  let failedCalls = 0;
  await page.route('**/api/v1/cruises/get-by-slug*', (route) => {
    failedCalls += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await page.goto('/');
  await hydrated(page);
  const link = page.locator('main a[href^="/cruise/"]').first();
  await link.scrollIntoViewIfNeeded();
  // Focus is intent at once (the pointer's rest is timed, and tested above): on a loaded machine the hover
  // alone sometimes fired its prefetch after this test's wait.
  await link.focus();
  await expect.poll(() => failedCalls, { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1_500);
  expect(reports).toEqual([]);

  await link.click();
  await expect(page.getByText('Очень жаль, но что-то пошло не так')).toBeVisible();
  await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThan(0);
});
