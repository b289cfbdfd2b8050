/**
 * The party's price in the booking form: the visitor sets who travels and sees what the party pays for the
 * chosen category, live with JavaScript and on «Рассчитать» without it; the request carries the party and
 * the total, which the catalogue's own computation confirms.
 */
import { Database } from '../../catalog/db/driver';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, cabinRadio } from './support';

const DB = 'data/e2e/catalog.sqlite';
const NBSP = '\u00a0';

test.beforeEach(acceptCookies);

/**
 * The first popular cruise of a kind, opened; its slug. A river one has a pensioner fare and sells at its
 * regular price: a sailing with a percentage offer in its price has no pensioner fare, and while an
 * early-booking price holds a pensioner pays the lower of the two (neither adds up with the other).
 */
async function openCruise(page: Page, kind: 'river' | 'sea', js = true): Promise<string> {
  await page.goto(`/search-cruise?kind=${kind}&sort=popular`);
  const hrefs = await page
    .locator('.sc-results .card__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  let href = hrefs[0];
  if (kind === 'river') {
    for (const candidate of hrefs) {
      const slug = candidate.split('/').pop();
      const res = await page.request.get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${slug}`);
      const prices = (await res.json()).prices as {
        tariff: { pensionerPercent: number | null; earlyBooking: object | null };
      }[];
      if (prices.some((p) => p.tariff.pensionerPercent !== null && p.tariff.earlyBooking === null)) {
        href = candidate;
        break;
      }
    }
  }
  await page.goto(href);
  if (js) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  return href.split('/').pop()!;
}

/** The first category with places for two that can be booked. */
async function doubleCabin(page: Page, slug: string): Promise<string> {
  const res = await page.request.get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${slug}`);
  const prices = (await res.json()).prices as {
    category: { code: string; berths: number };
    available: boolean;
  }[];
  return prices.find((p) => p.available && p.category.berths === 2)!.category.code;
}

function leadRow(name: string) {
  const db = new Database(DB, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM leads WHERE name = ?').get(name) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

test('with JavaScript the total follows the party, the category and the currency', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const slug = await openCruise(page, 'river');
  const code = await doubleCabin(page, slug);
  const form = page.locator('form.lead');
  const total = form.locator('.party-price__total');

  await expect(form.locator('.party-price')).toContainText(
    'Выберите категорию каюты, и мы рассчитаем стоимость для всей компании.',
  );
  await cabinRadio(form, code).check();
  await expect(total).toHaveText(new RegExp(`^Итого за 2 человека: [\\d${NBSP}]+${NBSP}₽$`));

  await form.getByRole('button', { name: 'Больше: дети до 18 лет' }).click();
  await expect(form.locator('.party-price')).toContainText('Укажите возраст каждого ребёнка');
  await form.getByLabel('Ребёнок 1: возраст').selectOption('7');
  await expect(total).toHaveText(/^Итого за 3 человека: /);
  // A river double sells an extra bed: the child sleeps on it in the parents' cabin, nobody pays the single
  // supplement (decision 024, 2026-11-28).
  await expect(form.locator('.party-price__lines')).toContainText(
    /Ребёнок, 7 лет, на дополнительном месте \(−\d+%\)/,
  );
  await expect(form.locator('.party-price__lines')).not.toContainText('Доплата за одноместное размещение');
  await expect(form.locator('.party-price__note')).toHaveText(
    'Размещение: все в одной каюте, ребёнок — на дополнительном месте.',
  );

  // An infant on a parent's berth is free and needs no cabin of its own.
  await form.getByLabel('Ребёнок 1: возраст').selectOption('1');
  await expect(form.locator('.party-price__lines')).toContainText(
    'Ребёнок, 1 год, без отдельного местабесплатно',
  );
  await expect(total).toHaveText(/^Итого за 3 человека: /);

  await form.getByRole('button', { name: 'Больше: пенсионеры' }).click();
  await expect(total).toHaveText(/^Итого за 4 человека: /);
  await expect(form.locator('.party-price__lines')).toContainText(/Пенсионер \(−\d+%\)/);
  await expect(form.locator('.party-price__included')).toContainText(
    'В стоимость входит: проживание в каюте',
  );
  await page.screenshot({
    path: `tests/e2e/screenshots/party-price-${test.info().project.name}.png`,
    fullPage: false,
  });
  await form.locator('.party-price').screenshot({
    path: `tests/e2e/screenshots/party-price-box-${test.info().project.name}.png`,
  });

  const rubles = await total.innerText();
  await page.getByLabel('Валюта цен').selectOption('EUR');
  await expect(total).toHaveText(new RegExp(`^Итого за 4 человека: [\\d${NBSP}]+${NBSP}€$`));
  expect(await total.innerText()).not.toBe(rubles);

  const name = `Семья ${Date.now()} ${test.info().project.name}`;
  await form.getByLabel('Имя').fill(name);
  await form.getByLabel('Телефон').fill('+7 912 345-67-89');
  await form.locator('#lead-consent').check();
  const quoted = await total.innerText();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Заявка отправлена')).toBeVisible();
  await expect(page.getByText('Состав: 2 взрослых, 1 ребёнок (1 год), 1 пенсионер.')).toBeVisible();
  // The class and the phone the request went with, to check them.
  await expect(page.getByText(/^Категория «.+»\.$/)).toBeVisible();
  await expect(page.getByText('Телефон для связи: +7 912 345-67-89.')).toBeVisible();
  // On one line: it had broken at a hyphen at 1366 px.
  await expect(page.locator('.lead__phone')).toHaveCSS('white-space', 'nowrap');
  await expect(page.getByText(`${quoted} — менеджер подтвердит цену.`)).toBeVisible();
  // The address follows with the reference: a reload shows it again instead of an empty form.
  await expect(page).toHaveURL(/[?&]sent=[A-Z0-9]{4}-[A-Z0-9]{4}(&|$)/);
  // The currency chosen stays in the address with it.
  await expect(page).toHaveURL(/[?&]currency=EUR(&|$)/);
  await page.reload();
  await expect(page.getByText('Заявка отправлена')).toBeVisible();
  // «Отправить ещё одну заявку» brings the form back and takes the reference out of the address.
  await page.getByRole('link', { name: 'Отправить ещё одну заявку' }).click();
  await expect(form.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]sent=/);
  expect(leadRow(name)).toMatchObject({
    cabin_category: code,
    party: JSON.stringify({ adults: 2, children: [1], pensioners: 1 }),
    quote_currency: 'EUR',
    quote_mismatch: 0,
  });
  expect(errors).toEqual([]);
});

test('«Выбрать» in the cabin list checks that class in the form and lands there, with or without scripts', async ({
  page,
  browser,
}) => {
  const slug = await openCruise(page, 'river');
  const code = await doubleCabin(page, slug);
  const form = page.locator('form.lead');
  const choose = page.locator(`.cr-prices a[href*="category=${code}#booking"]`);
  await choose.click();
  const radio = cabinRadio(form, code);
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
  await expect(radio).toBeInViewport();
  // The page did not load again: the click chose in place.
  expect(page.url()).not.toContain('category=');

  const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
  const plain = await noScripts.newPage();
  await plain.goto(page.url());
  await plain.locator(`.cr-prices a[href*="category=${code}#booking"]`).click();
  await expect(plain).toHaveURL(new RegExp(`[?&]category=${code}#booking$`));
  await expect(cabinRadio(plain.locator('form.lead'), code)).toBeChecked();
  await noScripts.close();
});

test('a sea cruise has no pensioner fare, so no pensioners stepper', async ({ page }) => {
  await openCruise(page, 'sea');
  const form = page.locator('form.lead');
  await expect(form.getByLabel('Взрослые')).toHaveValue('2');
  await expect(form.getByLabel('Пенсионеры')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a cabin chosen on the deck plan opens the form in view; a stepper comes back to the party', async ({
    page,
  }) => {
    await openCruise(page, 'river', false);
    // The deck plan's free cabins are links that choose the cabin in the form (a long page above it).
    await page.locator('a.dp-free__cabin').first().click();
    await expect(page).toHaveURL(/[?&]cabin=\w+#booking$/);
    const form = page.locator('form.lead');
    // Lands at the form: the deferred sections above it had carried it 1,372 px down a phone's screen.
    await expect(form.getByRole('heading', { name: 'Заявка на бронирование' })).toBeInViewport();
    await form.getByRole('button', { name: 'Больше: дети до 18 лет' }).click();
    await expect(page).toHaveURL(/[?&]cabin=\w+#party$/);
    await expect(form.getByLabel('Ребёнок 1: возраст')).toBeInViewport();
  });

  test('the steppers and «Рассчитать» ask the server, which shows the total; the request is sent', async ({
    page,
  }) => {
    const slug = await openCruise(page, 'river', false);
    const code = await doubleCabin(page, slug);
    const form = page.locator('form.lead');
    await cabinRadio(form, code).check();
    await form.getByRole('button', { name: 'Больше: дети до 18 лет' }).click();
    await expect(form.getByLabel('Ребёнок 1: возраст')).toBeVisible();
    // The answer opens at the party pressed, not at the top of the page or of the form.
    expect(new URL(page.url()).hash).toBe('#party');
    await expect(form.getByLabel('Ребёнок 1: возраст')).toBeInViewport();
    // The server's answer marks the chosen category as checked.
    await expect(cabinRadio(form, code)).toBeChecked();
    await form.getByLabel('Ребёнок 1: возраст').selectOption('7');
    await form.getByRole('button', { name: 'Рассчитать' }).click();
    const total = form.locator('.party-price__total');
    await expect(total).toHaveText(new RegExp(`^Итого за 3 человека: [\\d${NBSP}]+${NBSP}₽$`));
    await expect(total).toBeInViewport();
    await expect(form.locator('.party-price__lines')).toContainText(
      /Ребёнок, 7 лет, на дополнительном месте \(−\d+%\)/,
    );
    await page.screenshot({ path: `tests/e2e/screenshots/party-price-nojs-${test.info().project.name}.png` });

    const name = `Без скриптов ${Date.now()} ${test.info().project.name}`;
    await form.getByLabel('Имя').fill(name);
    await form.getByLabel('Телефон').fill('8 912 345 67 89');
    await form.locator('#lead-consent').check();
    const quoted = await total.innerText();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Заявка отправлена')).toBeVisible();
    await expect(page.getByText('Заявка отправлена')).toBeInViewport();
    // The answer is the page `?sent=` leads to (post, redirect, get): the total was on the form, and the
    // request keeps it for the manager.
    expect(quoted).toMatch(/^Итого за 3 человека/);
    expect(leadRow(name)).toMatchObject({
      party: JSON.stringify({ adults: 2, children: [7], pensioners: 0 }),
      quote_currency: 'RUB',
      quote_mismatch: 0,
    });
  });
});
