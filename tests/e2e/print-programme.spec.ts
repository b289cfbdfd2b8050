/**
 * A cruise page printed as a programme, in Chromium's print emulation at 390 and 1366 px: navigation, forms,
 * gallery and map are gone, and so is everything that only acts on screen (the heart and «Сравнить», the
 * deck tabs and «Выбрать класс», the price calendars and their month steps, the compare dock, the cookie
 * banner); title, dates, ship, route, the day-by-day itinerary, prices, what is included, the party's total
 * when one was calculated, contacts and a QR code of the page's short link are there, and a 3-night cruise
 * fits three A4 pages. The button calls the browser's print.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { acceptCookies, api, hydrated } from './support';

/**
 * For each element the locator finds (at least one), whether it is laid out in the current media: neither it
 * nor an ancestor has the computed `display: none`.
 */
async function displayedEach(locator: Locator): Promise<boolean[]> {
  await expect(locator.first()).toBeAttached();
  return locator.evaluateAll((els) =>
    els.map((el) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        if (getComputedStyle(e).display === 'none') return false;
      }
      return true;
    }),
  );
}

/** Every element the locator finds is left off the sheet. */
async function expectNotPrinted(locator: Locator, what: string): Promise<void> {
  expect(await displayedEach(locator), what).not.toContain(true);
}

/** Every element the locator finds is on the sheet. */
async function expectPrinted(locator: Locator, what: string): Promise<void> {
  expect(await displayedEach(locator), what).not.toContain(false);
}

/** Pages in a PDF that Chromium wrote: one `/Type /Page` object each (`/Pages` is the tree). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

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
  // Something to compare, so the compare dock waits at the bottom of the screen.
  await context.addCookies([{ name: 'compare', value: cruise.slug, url: baseURL! }]);
  await page.goto(`/cruise/${cruise.slug}`);

  // On screen the programme's print-only parts are hidden.
  await expect(page.locator('.cr-programme__foot')).toBeHidden();
  // What only acts on screen is there on screen (so the checks below are not about nothing).
  const onScreenOnly: [string, Locator][] = [
    ['the heart and «Сравнить»', page.locator('main').locator('button.vt-heart, button.vt-compare')],
    ['the deck tabs', page.locator('#decks .dp__tab')],
    // CSS locators: a role locator would not find what print hides, and would pass for the wrong reason.
    ['«Выбрать класс»', page.locator('main a', { hasText: 'Выбрать класс' })],
    ['«Выбрать» of a cabin class', page.locator('.cr-price a', { hasText: 'Выбрать' })],
    ['the price calendars', page.locator('.cr-dates')],
    ['the calendars’ month steps', page.locator('.pcal__step')],
    ['the currency switch', page.locator('#cr-currency')],
    ['the compare dock', page.locator('a.vt-dock')],
    ['«Поделиться» and «Распечатать программу»', page.locator('.cr-summary__actions')],
    ['the booking form', page.locator('form.lead')],
  ];
  for (const [what, locator] of onScreenOnly) expect(await displayedEach(locator), what).toContain(true);

  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['header.hdr', 'footer.ftr', '.cr-gallery', '#booking', '.cr-currency', 'form']) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  for (const [what, locator] of onScreenOnly) await expectNotPrinted(locator, what);
  await expectNotPrinted(page.locator('main button'), 'any button');
  await expectNotPrinted(page.locator('form'), 'any form (no total was calculated)');
  // The programme by days and the prices, every one of them.
  await expectPrinted(page.locator('.cr-day'), 'the days of the programme');
  await expectPrinted(page.locator('.cr-price__amount'), 'the cabin prices');
  await expectPrinted(page.locator('.cr-price__name'), 'the cabin classes');
  await expectPrinted(page.locator('.cr-summary__route'), 'the route');
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

test("the party's total prints, the booking form around it does not", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await acceptCookies({ context, baseURL });
  const popular = await api<{ items: { slug: string }[] }>(request, '/cruises/get-popular');
  await page.goto(`/cruise/${popular.items[0].slug}`);
  await hydrated(page);
  // A class chosen in the cabin list, and a child of six added to the two adults.
  await page
    .locator('.cr-price')
    .getByRole('link', { name: /^Выбрать/ })
    .first()
    .click();
  const form = page.locator('form.lead');
  await form.getByRole('button', { name: 'Больше: дети до 18 лет' }).click();
  await form.locator('#lead-child-0').selectOption('6');
  const total = form.locator('.party-price__total');
  await expect(total).toContainText(/Итого за 3 человека: [\d\s]+₽/);

  await page.emulateMedia({ media: 'print' });
  await expectPrinted(total, 'the total');
  // The form's own heading asks for a request; on paper the box is titled by the stylesheet.
  expect(await form.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(
    '"Стоимость для вашей компании"',
  );
  await expectPrinted(form.locator('.party-price__lines li'), "the total's lines");
  await expectPrinted(form.locator('.cabin-choice__row:has(input:checked)'), 'the class chosen');
  await expectNotPrinted(form.locator('.cabin-choice__row:not(:has(input:checked))'), 'the other classes');
  await expectNotPrinted(form.locator('input:not([type="hidden"]), select, textarea'), 'the fields');
  await expectNotPrinted(form.locator('button'), "the form's buttons");
  await expectNotPrinted(form.locator('.lead__title, .lead__intro, .lead__consent'), "the form's words");
});

test('a 3-night cruise prints on two or three A4 pages @desktop-only', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await acceptCookies({ context, baseURL });
  const popular = await api<{ items: { slug: string; nights: number }[] }>(request, '/cruises/get-popular');
  const short = popular.items.find((c) => c.nights === 3);
  expect(short, 'a popular 3-night cruise').toBeDefined();
  await page.goto(`/cruise/${short!.slug}`);
  await hydrated(page);
  const pages = pdfPages(await page.pdf({ format: 'A4' }));
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(3);
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
    // The cookie banner (not answered here) and the calendars' month links stay off the sheet.
    await expectNotPrinted(page.locator('.cookie'), 'the cookie banner');
    await expectNotPrinted(page.locator('.pcal__step'), 'the calendars’ month steps');
    await expectPrinted(page.locator('.cr-day'), 'the days of the programme');
  });
});
