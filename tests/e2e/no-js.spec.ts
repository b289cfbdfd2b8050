/**
 * Every form and control with JavaScript off, in real Chromium: what a visitor on a slow phone, behind a
 * strict proxy or before the scripts arrive can still do. Nothing personal may travel in a URL.
 */
import { Database } from '../../catalog/db/driver';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, cabinCategories } from './support';

const DB = 'data/e2e/catalog.sqlite';

test.use({ javaScriptEnabled: false });

/** Every URL the page asked for, to prove no personal value ever went into one. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('the subscription form posts, subscribes and shows the result; the e-mail is never in a URL', async ({
  page,
  baseURL,
  context,
}) => {
  await acceptCookies({ context, baseURL });
  const urls = watchUrls(page);
  await page.goto('/');
  const block = page.locator('#subscribe');
  const email = `nojs-${Date.now()}-${test.info().project.name}@example.ru`;

  // Without consent the server answers with the message next to the field and keeps the address.
  await block.getByRole('textbox', { name: 'Электронная почта' }).fill(email);
  await block.getByRole('button').click();
  await expect(block.getByText('Нужно согласие на обработку персональных данных')).toBeVisible();
  await expect(block.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(email);

  await block.getByRole('checkbox').check();
  await block.getByRole('button').click();
  await expect(page.locator('#subscribe [role="status"]')).toBeVisible();
  await expect(page.locator('#subscribe form')).toHaveCount(0);

  const db = new Database(DB, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('SELECT source FROM subscriptions WHERE email = ?').get(email)).toEqual({
      source: 'home',
    });
  } finally {
    db.close();
  }
  const local = email.split('@')[0]!;
  expect(urls.filter((url) => url.includes(local) || url.includes('consent=on'))).toEqual([]);
});

test('«Только по акции» is a checkbox the filter form posts: the list and its heading follow', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies({ context, baseURL });
  await page.goto('/search-cruise?kind=river');
  const toggle = page.locator('.sc-filters__toggle');
  if (await toggle.isVisible()) await toggle.click();
  const box = page.getByRole('checkbox', { name: /Только по акции/ });
  const said = Number((await page.locator('label[for="sc-onOffer"]').innerText()).replace(/\D/g, ''));
  await box.check();
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/onOffer=1/);
  await expect(page.locator('h1')).toHaveText('Акционные речные круизы');
  // A river search finds fewer than a thousand: no digit groups to match.
  await expect(page.locator('#sc-results-title')).toContainText(`${said} круиз`);
  // On a phone the filters are folded again after the post; the box is checked all the same.
  await expect(page.locator('#sc-onOffer')).toBeChecked();
});

test("'Ок' on the cookie banner sets the consent cookie for a year and comes back to the same page", async ({
  page,
  context,
}) => {
  await page.goto('/search-cruise?kind=river');
  const banner = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'O\u043a' }).click();
  await expect(page).toHaveURL(/\/search-cruise\?kind=river$/);
  await expect(page.getByText('Уведомление о файлах cookie')).toHaveCount(0);
  const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('a cookie-consent post from another site is refused', async ({ page, baseURL }) => {
  const response = await page.request.post('/about-us', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'intent=cookie-consent',
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie'] ?? '').not.toContain('cookie_consent');
  expect(baseURL).toBeTruthy();
});

test('the burger menu opens and closes without JavaScript', async ({ page }, info) => {
  // The burger is the header of phones and tablets; from 1200 px the menu is inline.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about-us');
  const menu = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(menu).toBeHidden();
  await page.getByRole('link', { name: 'Открыть меню' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Круизные компании' }).first()).toBeVisible();
  await page.screenshot({ path: `tests/e2e/screenshots/no-js-menu-${info.project.name}.png` });
  await menu.getByRole('link', { name: 'Закрыть меню' }).click();
  await expect(menu).toBeHidden();
});

test('the filters submit as a GET with any whole number of rubles', async ({ page }, info) => {
  await page.goto('/search-cruise');
  if (info.project.name === 'phone') await page.locator('.sc-filters__toggle').click();
  const form = page.getByRole('form', { name: 'Фильтры круизов' });
  await form.getByLabel('Тип круиза').selectOption('river');
  await form.locator('input[name="priceMax"]').fill('145500');
  await form.getByRole('button', { name: 'Показать' }).click();
  // The form sent every field, the empty ones too: the page's address is the canonical one.
  await expect(page).toHaveURL(/\/search-cruise\?kind=river&priceMax=145500$/);
  await expect(page.locator('.sc-results .card__link').first()).toBeVisible();
});

test('the sort applies with its own «Применить», the filters folded away on a phone, and keeps them', async ({
  page,
}) => {
  await page.goto('/search-cruise?kind=river');
  await page.getByLabel('Сортировка').selectOption('price-asc');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  await expect(page).toHaveURL(/[?&]kind=river(&|$)/);
  await expect(page.getByLabel('Сортировка')).toHaveValue('price-asc');
});

test('a booking request posts and shows the confirmation; nothing personal is in a URL', async ({ page }) => {
  const urls = watchUrls(page);
  await page.goto('/search-cruise?sort=popular');
  const cruise = await page.locator('.sc-results .card__link').first().getAttribute('href');
  await page.goto(cruise!);
  const form = page.locator('form.lead');
  const name = `Безскриптов ${Date.now()}`;
  await form.getByLabel('Имя').fill(name);
  await form.getByLabel('Телефон').fill('+7 912 345-67-80');
  // The cabin category with the keyboard: the arrow moves from «Пока не знаю» to the first free category.
  const categories = cabinCategories(form);
  await categories.getByRole('radio', { name: 'Пока не знаю, подскажите' }).focus();
  await page.keyboard.press('ArrowDown');
  const category = await categories.getByRole('radio', { checked: true }).inputValue();
  expect(category).toMatch(/^[A-Z0-9-]+$/);
  await form.locator('#lead-consent').check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Заявка отправлена')).toBeVisible();
  // Post, redirect, get: the address holds the request's reference only, and a reload shows it again
  // without sending the form a second time (it had: a reload re-posted, «Назад» met ERR_CACHE_MISS).
  expect(new URL(page.url()).search).toMatch(/^\?sent=[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const reference = new URL(page.url()).searchParams.get('sent')!;
  await expect(page.getByText(`Номер заявки — ${reference}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Номер заявки — ${reference}`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
  expect(urls.filter((url) => url.includes('912') || url.includes(encodeURIComponent(name)))).toEqual([]);
  const db = new Database(DB, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('SELECT cabin_category FROM leads WHERE name = ?').pluck().get(name)).toBe(category);
    expect(db.prepare('SELECT COUNT(*) FROM leads WHERE name = ?').pluck().get(name)).toBe(1);
  } finally {
    db.close();
  }
});

test("'Поделиться' makes a short link without JavaScript", async ({ page }) => {
  await page.goto('/search-cruise?kind=sea');
  await page.locator('.sc-results__share').getByRole('button', { name: 'Поделиться' }).click();
  await expect(page).toHaveURL(/\/share$/);
  const field = page.getByLabel('Ваша короткая ссылка');
  await expect(field).toHaveValue(/\/share\/[A-Za-z0-9]{4,12}$/);
  const response = await page.request.get(await field.inputValue(), { maxRedirects: 0 });
  expect(response.headers()['location']).toContain('/search-cruise?kind=sea');
});
