/**
 * The payment journey against the catalogue's sandbox gateway: pay, decline, pending. The e2e catalogue
 * database is shared by every spec and both projects, so each journey uses its own seeded unpaid order:
 * desktop CR-100007 (pay), CR-100008 (decline), CR-100009 (pending); phone CR-100001, CR-100002, CR-100011.
 * content-pages.spec.ts only looks at orders these journeys never touch (CR-100003, -04, -05 and -10).
 */
import { expect, test, type Page } from '@playwright/test';
import { Database } from '../../catalog/db/driver';
import { demoOrderKey, demoOrderPhone } from '../../catalog/payments/access';
import { watchConsole } from './support';

/** A seeded order's purpose (it names the seeded cruise and cabin), from the e2e server's store. */
function purposeOf(ref: string): string {
  const db = new Database('data/e2e/catalog.sqlite', { readonly: true });
  try {
    return db.prepare('SELECT description FROM client_orders WHERE ref = ?').pluck().get(ref) as string;
  } finally {
    db.close();
  }
}

const ORDERS = {
  desktop: { pay: 'CR-100007', decline: 'CR-100008', pending: 'CR-100009' },
  phone: { pay: 'CR-100001', decline: 'CR-100002', pending: 'CR-100011' },
} as const;

function ordersFor(project: string) {
  return ORDERS[project === 'phone' ? 'phone' : 'desktop'];
}

/** Opens the order, checks what it shows, and goes to the sandbox gateway with 'Оплатить'. */
async function toGateway(page: Page, ref: string) {
  await page.goto(`/payment?order=${ref}&key=${demoOrderKey(ref)}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Оплата заказа ${ref}`);
  await expect(page.getByText('Что вы оплачиваете')).toBeVisible();
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/pay\//);
}

test('pay: the gateway confirms, the result page says so, and the order cannot be paid twice', async ({
  page,
}, testInfo) => {
  const ref = ordersFor(testInfo.project.name).pay;
  const errors = watchConsole(page, { allowPageStatus4xx: true });
  await toGateway(page, ref);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-result\\?order=${ref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата прошла успешно');
  await expect(page.getByText(`по заказу ${ref}`)).toBeVisible();
  await page.screenshot({
    path: `tests/e2e/screenshots/payment-paid-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await page.goto(`/payment?order=${ref}`);
  await expect(page.getByText('Этот заказ уже оплачен')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Оплатить/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('decline: the result page offers to try again, which leads back to a payable order', async ({
  page,
}, testInfo) => {
  const ref = ordersFor(testInfo.project.name).decline;
  const errors = watchConsole(page, { allowPageStatus4xx: true });
  await toGateway(page, ref);
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-result\\?order=${ref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Платёж отклонён');
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `tests/e2e/screenshots/payment-declined-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await page.getByRole('link', { name: 'Попробовать снова' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?order=${ref}$`));
  await expect(page.getByText('Предыдущая попытка оплаты не прошла')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Оплатить/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('pending: the result page re-checks a few times, then explains what happens next', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const ref = ordersFor(testInfo.project.name).pending;
  const errors = watchConsole(page, { allowPageStatus4xx: true });
  await toGateway(page, ref);
  await page.getByRole('button', { name: 'Оставить в ожидании' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-result\\?order=${ref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Платёж обрабатывается');
  await expect(page.getByRole('status', { name: 'Проверяем статус платежа' })).toBeVisible();
  // The page asks again by itself; the link asks now.
  await expect(page.getByRole('link', { name: 'Проверить ещё раз' })).toBeVisible();
  await page.screenshot({
    path: `tests/e2e/screenshots/payment-pending-${testInfo.project.name}.png`,
    fullPage: true,
  });
  // Five re-checks three seconds apart, then the advice.
  let checks = 0;
  page.on('request', (r) => {
    if (r.url().includes('/client-orders/check-payment')) checks += 1;
  });
  await expect(page.getByText('Банк ещё не подтвердил платёж')).toBeVisible({ timeout: 30_000 });
  expect(checks).toBe(5);
  await expect(page.getByRole('link', { name: 'Проверить ещё раз' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the form finds an order by its number and explains a wrong one', async ({ page }) => {
  const errors = watchConsole(page, { allowPageStatus4xx: true });
  await page.goto('/payment');
  await page.waitForLoadState('networkidle');
  const field = page.getByLabel('Номер заказа');
  await field.fill('12345');
  await page.getByRole('button', { name: 'Показать заказ' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Номер заказа выглядит как CR-000000' }),
  ).toBeVisible();
  await page.getByLabel('Номер заказа').fill('cr-100004');
  await page.getByRole('button', { name: 'Показать заказ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата заказа CR-100004');
  await expect(page.getByText('Срок оплаты этого заказа истёк')).toBeVisible();
  await page.getByRole('link', { name: 'Оплатить другой заказ' }).click();
  await page.getByLabel('Номер заказа').fill('CR-999999');
  await page.getByRole('button', { name: 'Показать заказ' }).click();
  await expect(page.getByText('Заказ CR-999999 не найден')).toBeVisible();
  expect(errors).toEqual([]);
});

test('without JavaScript the form post still reaches the gateway (a real 303) @desktop-only', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // CR-100009 is the desktop pending journey's order: this only starts a payment, which changes nothing.
  const response = await page.request.post('/payment?order=CR-100009', {
    form: { order: 'CR-100009' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toMatch(/\/api\/v1\/sandbox\/pay\//);
  await context.close();
});

test('without JavaScript: the number shows the amount and no name, the phone’s last four digits the whole order', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // CR-100010 is only looked at, never paid, by any spec.
  const ref = 'CR-100010';
  await page.goto(`/payment?order=${ref}`);
  // No payer at all, not even «Татьяна В.» (decision 051): the numbers run in order.
  await expect(page.getByText('Татьяна')).toHaveCount(0);
  await expect(page.getByText('Плательщик')).toHaveCount(0);
  await expect(page.getByText('Васильева')).toHaveCount(0);
  await expect(page.getByText(purposeOf(ref))).toHaveCount(0);
  await page.screenshot({
    path: `tests/e2e/screenshots/payment-limited-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await page.getByLabel('Последние 4 цифры телефона').fill('0000' === lastFour(ref) ? '1111' : '0000');
  await page.getByRole('button', { name: 'Показать данные заказа' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Не удалось подтвердить, что это ваш заказ' }),
  ).toBeVisible();
  await expect(page.getByText('Васильева')).toHaveCount(0);

  await page.getByLabel('Последние 4 цифры телефона').fill(lastFour(ref));
  await page.getByRole('button', { name: 'Показать данные заказа' }).click();
  await expect(page.getByText('Васильева Татьяна')).toBeVisible();
  await expect(page.getByText(purposeOf(ref))).toBeVisible();
  await page.screenshot({
    path: `tests/e2e/screenshots/payment-verified-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await page.goto(`/payment?order=${ref}&key=${demoOrderKey(ref)}`);
  await expect(page.getByText('Васильева Татьяна')).toBeVisible();
  await page.screenshot({
    path: `tests/e2e/screenshots/payment-link-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await context.close();
});

test('a visitor on another address of this machine is still sent back to the site’s own (SITE_URL)', async ({
  page,
  baseURL,
}, testInfo) => {
  // The decline journeys' orders: payable before and after them, and starting a payment changes nothing.
  const ref = ordersFor(testInfo.project.name).decline;
  const errors = watchConsole(page, { allowPageStatus4xx: true });
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/payment?order=${ref}&key=${demoOrderKey(ref)}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/pay\//);
  expect(errors).toEqual([]);
});

function lastFour(ref: string): string {
  return demoOrderPhone(ref).replace(/\D/g, '').slice(-4);
}
