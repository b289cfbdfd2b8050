/**
 * A cruise page printed as a programme, in Chromium's print emulation at 390 and 1366 px: navigation, forms,
 * gallery and map are gone; title, dates, ship, route, the day-by-day itinerary, prices, what is included,
 * contacts and a QR code of the page's short link are there. The button calls the browser's print.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookies, api, hydrated } from './support';

/** Opens, hydrated, a popular cruise that has similar cruises to move to. */
async function openCruiseWithSimilar(page: Page, request: APIRequestContext): Promise<void> {
  const popular = await api<{ items: { slug: string }[] }>(request, '/cruises/get-popular');
  let start = '';
  for (const { slug } of popular.items) {
    const cruise = await api<{ similar: unknown[] }>(request, `/cruises/get-by-slug?slug=${slug}`);
    if (cruise.similar.length > 0) {
      start = slug;
      break;
    }
  }
  expect(start, 'a popular cruise with similar cruises').not.toBe('');
  await page.goto(`/cruise/${start}`);
  await hydrated(page);
}

test('the cruise page prints as a clean programme', async ({ page, context, baseURL, request }) => {
  await acceptCookies({ context, baseURL });
  const popular = (await (await request.get('/api/v1/cruises/get-popular')).json()) as {
    items: { slug: string; title: string; ship: { name: string } }[];
  };
  const cruise = popular.items[0];
  await page.goto(`/cruise/${cruise.slug}`);

  // On screen the programme's print-only parts are hidden.
  await expect(page.locator('.cr-programme__foot')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['header.hdr', 'footer.ftr', '.cr-gallery', '#booking', '.cr-currency', 'form']) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1, name: cruise.title })).toBeVisible();
  await expect(page.locator('.cr-facts')).toContainText(cruise.ship.name);
  await expect(page.locator('.cr-facts')).toContainText(/ноч/);
  await expect(page.getByRole('heading', { name: 'Программа по дням' })).toBeVisible();
  expect(await page.locator('.cr-day').count()).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: 'Каюты и цены' })).toBeVisible();
  await expect(page.locator('.cr-price__amount').first()).toContainText('₽');
  await expect(page.getByRole('heading', { name: 'Что входит в стоимость' })).toBeVisible();
  await expect(page.getByText('Программа круиза', { exact: false }).first()).toBeVisible();

  const foot = page.locator('.cr-programme__foot');
  await expect(foot).toBeVisible();
  await expect(foot.getByRole('heading', { name: 'Контакты' })).toBeVisible();
  await expect(foot).toContainText(/Телефон: [\d\s+()-]+/);
  const qr = foot.getByRole('img', { name: 'QR-код ссылки на страницу круиза' });
  await expect(qr).toBeVisible();
  const shortUrl = (await foot.locator('figcaption').innerText()).split('\n').at(-1)!.trim();
  expect(shortUrl).toMatch(new RegExp(`^${baseURL}/share/[A-Za-z0-9]+$`));
  // The short link leads back to this very cruise.
  const code = shortUrl.split('/').at(-1);
  const full = (await (await request.get(`/api/v1/short-links/get-full?code=${code}`)).json()) as {
    url: string;
  };
  expect(full.url).toContain(`/cruise/${cruise.slug}`);

  // The page clips sideways overflow, so measure the programme's parts themselves.
  const widest = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('.cr-programme, .cr-summary, .cr-section')].map(
        (el) => el.getBoundingClientRect().right,
      ),
    ),
  );
  expect(widest).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({
    path: `test-results/print-programme/${test.info().project.name}.png`,
    fullPage: true,
  });
});

test('«Распечатать программу» opens the browser print', async ({ page, context, baseURL, request }) => {
  await acceptCookies({ context, baseURL });
  await openCruiseWithSimilar(page, request);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Распечатать программу' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('after a client-side move the programme makes its own link and QR code', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await acceptCookies({ context, baseURL });
  await openCruiseWithSimilar(page, request);
  const similar = page.locator('.section--muted .card__link').first();
  const next = (await similar.getAttribute('href'))!;
  await similar.click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await page.emulateMedia({ media: 'print' });
  const foot = page.locator('.cr-programme__foot');
  await expect(foot.getByRole('img', { name: 'QR-код ссылки на страницу круиза' })).toBeVisible();
  // The router changes the address before React commits the new page, so the previous cruise's link can
  // still be on screen for a moment: wait until the code shown is the new cruise's.
  await expect
    .poll(async () => {
      const code = (await foot.locator('figcaption').innerText()).split('/').at(-1)!.trim();
      const answer = await request.get(`/api/v1/short-links/get-full?code=${code}`);
      return answer.ok() ? ((await answer.json()) as { url: string }).url : '';
    })
    .toContain(next);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button is not offered, and the print-only programme is in the page', async ({
    page,
    request,
  }) => {
    const popular = (await (await request.get('/api/v1/cruises/get-popular')).json()) as {
      items: { slug: string }[];
    };
    await page.goto(`/cruise/${popular.items[0].slug}`);
    await expect(page.getByRole('button', { name: 'Распечатать программу' })).toHaveCount(0);
    // Its place is kept, so nothing below moves when scripts show it.
    expect((await page.locator('.cr-print-button').boundingBox())?.height).toBeGreaterThan(30);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.cr-programme__qr')).toBeVisible();
  });
});
