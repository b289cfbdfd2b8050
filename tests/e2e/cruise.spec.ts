/** The cruise page: details, currency switch, booking request (stored in the catalogue), bad input. */
import { Database } from '../../catalog/db/driver';
import { expect, test, type Page } from '@playwright/test';
import { cabinCategories, cabinRadio, expectAccessible, hydrated, watchConsole } from './support';

const DB = 'data/e2e/catalog.sqlite';

/** The first cruise of the search that has cabin prices. */
async function openCruise(page: Page, query = 'sort=popular'): Promise<string> {
  await page.goto(`/search-cruise?${query}`);
  const href = await page.locator('.sc-results .card__link').first().getAttribute('href');
  expect(href).toMatch(/^\/cruise\//);
  await page.goto(href!);
  await hydrated(page);
  return href!;
}

test('a cruise page shows what a traveller needs', async ({ page }, info) => {
  const errors = watchConsole(page);
  const path = await openCruise(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.cr-facts')).toContainText(/ноч/);
  await expect(page.locator('.cr-facts a[href^="/ship/"]')).toBeVisible();
  await expect(page.locator('.cr-facts a[href^="/cruiseline/"]')).toBeVisible();
  await expect(page.locator('.cr-days .cr-day').first()).toBeVisible();
  await expect(page.locator('.cr-map__svg')).toBeVisible();
  await expect(page.locator('.cr-price').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/.+\/storage\//,
  );
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = ld.map((t) => JSON.parse(t)['@type']);
  expect(types).toEqual(expect.arrayContaining(['Product', 'TouristTrip', 'BreadcrumbList']));
  const product = ld.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'Product');
  expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'RUB' });
  await page.screenshot({ path: `tests/e2e/screenshots/cruise-${info.project.name}.png`, fullPage: true });
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('switching the currency converts prices and keeps the choice in the URL', async ({ page }) => {
  const errors = watchConsole(page);
  await openCruise(page);
  const select = page.getByLabel('Валюта цен');
  const codes = await select
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const other = codes.find((c) => c !== 'RUB');
  expect(other, 'the catalogue offers currencies besides rubles').toBeTruthy();
  // The cabins are drawn once they come into view (content-visibility), where a visitor reads them: their
  // rendered text is there from the next frame.
  const cabins = page.locator('#prices');
  const amount = page.locator('.cr-price__amount').first();
  await cabins.scrollIntoViewIfNeeded();
  await expect(amount).toContainText('₽', { useInnerText: true });
  await select.selectOption(other!);
  await expect(page).toHaveURL(new RegExp(`currency=${other}`));
  await expect(page.locator('.cr-price__amount').first()).not.toContainText('₽');
  const converted = await page.locator('.cr-price__amount').first().innerText();
  // The server renders the same thing for the shared link.
  await page.reload();
  await cabins.scrollIntoViewIfNeeded();
  await expect(amount).toHaveText(converted, { useInnerText: true });
  expect(errors).toEqual([]);
});

test('a booking request with bad input shows messages per field and keeps what was typed', async ({
  page,
}) => {
  await openCruise(page);
  const form = page.locator('form.lead');
  await form.getByLabel('Имя').fill('А');
  await form.getByLabel('Телефон').fill('12345');
  await form.getByLabel('Электронная почта').fill('not-an-email');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByLabel('Имя')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#lead-name-error')).toHaveText('Имя слишком короткое');
  await expect(form.locator('#lead-phone-error')).toHaveText(
    'Введите телефон в формате +7\u00a0900\u00a0000\u201100\u201100, номер другой страны — с\u00a0«+» и её кодом',
  );
  await expect(form.locator('#lead-email-error')).toHaveText('Проверьте адрес электронной почты');
  await expect(form.locator('#lead-consent-error')).toHaveText(
    'Нужно согласие на обработку персональных данных',
  );
  await expect(form.getByLabel('Имя')).toBeFocused();
  await expect(form.getByLabel('Телефон')).toHaveValue('12345');
  await page.screenshot({ path: `tests/e2e/screenshots/cruise-form-errors-${test.info().project.name}.png` });
});

test('a booking request is stored in the catalogue', async ({ page, context }) => {
  const errors = watchConsole(page);
  await context.addCookies([{ name: 'utm_source', value: 'e2e-test', url: 'http://127.0.0.1' }]);
  const path = await openCruise(page);
  const slug = path.split('/').pop()!;
  const name = `Тест ${Date.now()}`;
  const form = page.locator('form.lead');
  await form.getByLabel('Имя').fill(name);
  await form.getByLabel('Телефон').fill('+7 912 345-67-89');
  await form.getByLabel('Электронная почта').fill('test@example.ru');
  await form.getByRole('button', { name: 'Больше: взрослые' }).click();
  // The first category with free cabins (the group's first radio is «Пока не знаю»).
  const firstCabin = await cabinCategories(form).getByRole('radio', { disabled: false }).nth(1).inputValue();
  if (firstCabin) await cabinRadio(form, firstCabin).check();
  await form.getByLabel('Комментарий').fill('Хотим каюту повыше');
  await form.locator('#lead-consent').check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Заявка отправлена')).toBeVisible();
  // The answer takes the long form's place: it is brought into view and focused, not left above the screen.
  await expect(page.locator('.lead--done')).toBeFocused();
  await expect(page.locator('.lead--done')).toBeInViewport();

  const db = new Database(DB, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT * FROM leads WHERE name = ?').get(name) as
      Record<string, unknown> | undefined;
    expect(row).toMatchObject({
      phone: '+79123456789',
      email: 'test@example.ru',
      cruise_slug: slug,
      guests: 3,
    });
    if (firstCabin) expect(row?.cabin_category).toBe(firstCabin);
    expect(String(row?.utm)).toContain('e2e-test');
  } finally {
    db.close();
  }
  expect(errors).toEqual([]);
});

test('the sections below the first screen are drawn as they come into view, and all of them on paper', async ({
  page,
}) => {
  await openCruise(page);
  const cabins = page.locator('#prices');
  const visibility = () => cabins.evaluate((el) => getComputedStyle(el).contentVisibility);
  // Skipped by the first paint and hydration while off screen, drawn when scrolled to.
  expect(await visibility()).toBe('auto');
  await cabins.scrollIntoViewIfNeeded();
  await expect(page.locator('.cr-price').first()).toBeInViewport();
  await page.emulateMedia({ media: 'print' });
  expect(await visibility()).toBe('visible');
});

test('an unknown cruise is a 404', async ({ page }) => {
  const response = await page.goto('/cruise/no-such-cruise-anywhere');
  expect(response?.status()).toBe(404);
});
