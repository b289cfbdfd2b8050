/**
 * Links near the viewport (200 px, SPEC §9) prefetch their route's code, and a link the visitor points at
 * prefetches its data, so the next page opens without waiting on the network.
 */
import { expect, test } from '@playwright/test';

test('a cruise link in view loads the cruise page code before any click, and its data on hover @desktop-only', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) =>
    requested.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  // Scroll the popular cruises into view: their links come within the prefetch margin.
  const link = page.locator('a[href^="/cruise/"]').first();
  await link.scrollIntoViewIfNeeded();
  await expect
    .poll(() => requested.some((p) => /^\/assets\/pages\/cruise\/index-[^/]+\.js$/.test(p)))
    .toBe(true);

  const href = (await link.getAttribute('href'))!;
  const slug = href.split('/').pop()!;
  const lookups = () =>
    requested.filter((p) => p.startsWith('/api/v1/cruises/get-by-slug') && p.includes(`slug=${slug}`)).length;
  await link.hover();
  await expect.poll(lookups, { timeout: 5_000 }).toBe(1);

  // The navigation uses the prefetched answer: no second call for the same cruise.
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('h1')).toBeVisible();
  expect(lookups()).toBe(1);
});
