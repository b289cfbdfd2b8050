/**
 * 'Версия для слабовидящих' in Chromium at 390 and 1366 px: every page type stays usable at 150 % text
 * (no sideways scrolling, the header's controls on screen), both themes pass axe, and the panel works with
 * JavaScript (in place, kept by the cookie) and without it (a form post).
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { api, expectAccessible } from './support';

const PANEL = 'Версия для слабовидящих';

/** One page of each type, with real slugs from the catalogue. */
async function pageTypes(request: APIRequestContext): Promise<Array<[string, string]>> {
  const popular = await api<{ items: { slug: string; ship: { slug: string } }[] }>(
    request,
    '/cruises/get-popular',
  );
  const cruise = await api<{ departurePort: { slug: string }; regions: { slug: string }[] }>(
    request,
    `/cruises/get-by-slug?slug=${popular.items[0].slug}`,
  );
  const promotions = await api<{ items: { slug: string }[] }>(
    request,
    '/promotions/get-all?page=1&pageSize=1',
  );
  return [
    ['home', '/'],
    ['search', '/search-cruise?kind=river'],
    ['search by term', `/search?term=${encodeURIComponent('Волга')}`],
    ['cruise', `/cruise/${popular.items[0].slug}`],
    ['ship', `/ship/${popular.items[0].ship.slug}`],
    ['region', `/region/${cruise.regions[0].slug}`],
    ['port', `/port/${cruise.departurePort.slug}`],
    ['promotion', `/promotions/${promotions.items[0].slug}`],
    ['content page', '/about-us'],
    ['payment', '/payment'],
    ['not found', '/no-such-page'],
  ];
}

async function settle(context: BrowserContext, baseURL: string, a11y: string | null) {
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: baseURL },
    ...(a11y ? [{ name: 'a11y', value: a11y, url: baseURL }] : []),
  ]);
}

/** The box of a control lies wholly inside the viewport's width. */
async function expectOnScreen(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.x, selector).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, selector).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('every page type is usable at 150 % text with high contrast', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await settle(context, baseURL!, 't150.hc');
  for (const [name, path] of await pageTypes(request)) {
    await page.goto(path);
    const html = page.locator('html');
    await expect(html, name).toHaveAttribute('data-text-size', '150');
    await expect(html, name).toHaveAttribute('data-contrast', 'high');
    expect(await html.evaluate((el) => getComputedStyle(el).fontSize), name).toBe('24px');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${name}: no sideways scrolling`).toBeLessThanOrEqual(innerWidth);
    await expect(page.locator('h1').first(), name).toBeVisible();
    await expectOnScreen(page, '.logo');
    await expectOnScreen(page, '.a11y__toggle');
    await expectOnScreen(page, '.hsearch__opener');
    // With larger text the menu is behind the burger at every width (header.css).
    await expectOnScreen(page, '.hdr__burger');
    // An offer's badge shows its whole label, on two lines if need be: none is cut.
    const cut = await page
      .locator('.card__badge')
      .evaluateAll((badges) => badges.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent));
    expect(cut, `${name}: badges cut`).toEqual([]);
    await page.screenshot({
      path: `test-results/large-type/${test.info().project.name}-${name.replace(/\W+/g, '-')}.png`,
    });
  }
});

for (const [theme, cookie] of [
  ['the usual theme', null],
  ['high contrast at 150 %', 't150.hc'],
] as const) {
  test(`axe finds nothing serious on any page type in ${theme} @desktop-only`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    await settle(context, baseURL!, cookie);
    for (const [name, path] of await pageTypes(request)) {
      await page.goto(path);
      // The not-found page's big '404' is decoration (aria-hidden; its heading says the same), drawn as
      // pale outlined type on purpose; axe still measures hidden text, so it is left out here.
      await expectAccessible(page, { exclude: '.nf__code', label: `${name} in ${theme}` });
    }
  });
}

test('with JavaScript the panel changes the page in place and the next page keeps it', async ({
  page,
  context,
  baseURL,
}) => {
  await settle(context, baseURL!, null);
  await page.goto('/all-regions');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const html = page.locator('html');
  const panel = page.getByRole('form', { name: PANEL });

  await page.locator('.a11y__toggle').click();
  await expect(panel).toBeVisible();
  await expectOnScreen(page, '.a11y__panel');
  const largest = panel.getByRole('button', { name: /очень крупный текст/ });
  await largest.click();
  await expect(html).toHaveAttribute('data-text-size', '150');
  await expect(largest).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: /обычный размер/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await html.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');

  const contrast = panel.getByRole('button', { name: 'Высокий контраст' });
  await contrast.click();
  await expect(html).toHaveAttribute('data-contrast', 'high');
  await expect(contrast).toHaveAttribute('aria-pressed', 'true');
  const cookie = (await context.cookies()).find((c) => c.name === 'a11y');
  expect(cookie?.value).toBe('t150.hc');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // Escape puts the panel away and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // A fresh page load comes from the server already in the settings.
  await page.goto('/all-cruiselines');
  await expect(html).toHaveAttribute('data-text-size', '150');
  await expect(html).toHaveAttribute('data-contrast', 'high');

  await page.locator('.a11y__toggle').click();
  await panel.getByRole('button', { name: 'Обычная версия' }).click();
  await expect(html).not.toHaveAttribute('data-text-size', /.*/);
  await expect(html).not.toHaveAttribute('data-contrast', /.*/);
  expect((await context.cookies()).find((c) => c.name === 'a11y')).toBeUndefined();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel opens and its buttons post the choice back to the same page', async ({
    page,
    context,
    baseURL,
  }) => {
    await settle(context, baseURL!, null);
    await page.goto('/all-regions?sort=name');
    await page.locator('.a11y__toggle').click();
    const panel = page.getByRole('form', { name: PANEL });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: /крупный текст, 125/ }).click();
    await expect(page).toHaveURL(/\/all-regions\?sort=name$/);
    await expect(page.locator('html')).toHaveAttribute('data-text-size', '125');

    await page.locator('.a11y__toggle').click();
    await panel.getByRole('button', { name: 'Высокий контраст' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', '125');
  });
});
