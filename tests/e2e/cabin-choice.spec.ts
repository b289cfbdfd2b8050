/**
 * The booking form's cabin category, a radio group (client/pages/cruise/cabin-choice.tsx): on a 390 px phone
 * the chosen category's price is whole on screen, the keyboard chooses and the party's total follows, a
 * category without places is listed but cannot be chosen, a class from the URL is checked without
 * JavaScript, and the server's message about the category lands on the group. An early-booking price reads
 * the same in the cabin list, the form and the total (docs/decisions/033-early-booking-price-shown.md); the
 * second-guest offer is a line of the total (docs/decisions/035-second-guest-discount.md).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CabinPrice, CruiseCard } from '../../shared/api/schemas';
import { formatDeadline, formatMoney } from '../../shared/format';
import { fareToday } from '../../shared/pricing/fare';
import { moscowToday } from '../../shared/today';
import {
  acceptCookies,
  api,
  cabinCategories,
  cabinRadio,
  expectAccessible,
  hydrated,
  watchConsole,
} from './support';

/** The first sailing (by popularity, of `line` if given) whose prices `fits` accepts; its slug and prices. */
async function popularSailing(
  request: APIRequestContext,
  fits: (prices: CabinPrice[]) => boolean,
  what: string,
  line?: string,
): Promise<{ slug: string; prices: CabinPrice[] }> {
  const { items } = await api<{ items: CruiseCard[] }>(
    request,
    `/search/get-cruises?sort=popular&pageSize=100${line ? `&line=${line}` : ''}`,
  );
  for (const { slug } of items) {
    const { prices } = await api<{ prices: CabinPrice[] }>(
      request,
      `/cruises/get-prices-by-cruise-slug?slug=${slug}`,
    );
    if (fits(prices)) return { slug, prices };
  }
  throw new Error(`some popular sailing has ${what}`);
}

/** The first sailing (by popularity) with a category sold out and another with places; its prices. */
const sailingWithSoldOut = (request: APIRequestContext) =>
  popularSailing(
    request,
    (prices) => prices.some((p) => !p.available) && prices.some((p) => p.available),
    'a sold-out category',
  );

test.beforeEach(acceptCookies);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the keyboard chooses a category, its whole price is on screen and the total follows', async ({
    page,
    request,
  }, info) => {
    const errors = watchConsole(page);
    const { slug, prices } = await sailingWithSoldOut(request);
    await page.goto(`/cruise/${slug}`);
    await hydrated(page);
    const form = page.locator('form.lead');
    const group = cabinCategories(form);
    await expect(form.locator('.party-price')).toContainText(
      'Выберите категорию каюты, и мы рассчитаем стоимость для всей компании.',
    );

    // Tab lands on the checked radio («Пока не знаю»); the arrow keys move through the free categories.
    const unsure = group.getByRole('radio', { name: 'Пока не знаю, подскажите' });
    await expect(unsure).toBeChecked();
    await unsure.focus();
    await page.keyboard.press('ArrowDown');
    const first = prices.find((p) => p.available)!;
    const radio = cabinRadio(form, first.category.code);
    await expect(radio).toBeChecked();
    await expect(radio).toBeFocused();
    await expect(form.locator('.party-price__total')).toHaveText(/^Итого за 2 человека: [\d\u00a0]+\u00a0₽$/);

    // The row of the chosen category: its name and whole price, inside the screen and not cut.
    const price = formatMoney(fareToday(first, moscowToday()).priceRub);
    // The radio sits in its row's label.
    const row = radio.locator('xpath=..');
    await expect(row).toContainText(`${first.category.name} ${price}`, { useInnerText: true });
    await expect(radio).toHaveAccessibleName(`${first.category.name} ${price}`);
    const amount = row.locator('.cabin-choice__price');
    await expect(amount).toHaveText(price);
    for (const box of [await row.boundingBox(), await amount.boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    const cut = await row.evaluate((label) =>
      [label, ...label.querySelectorAll('span')].some((e) => e.scrollWidth > e.clientWidth),
    );
    expect(cut, 'no text of the row is cut').toBe(false);

    // A category without places is there, greyed and marked, and the arrows pass it by.
    const sold = prices.find((p) => !p.available)!;
    await expect(cabinRadio(form, sold.category.code)).toBeDisabled();
    await expect(cabinRadio(form, sold.category.code).locator('xpath=..')).toContainText(
      `${sold.category.name} (нет мест)`,
    );
    const next = prices.slice(prices.indexOf(first) + 1).find((p) => p.available);
    if (next) {
      const before = await form.locator('.party-price__total').innerText();
      await page.keyboard.press('ArrowDown');
      await expect(cabinRadio(form, next.category.code)).toBeChecked();
      if (fareToday(next, moscowToday()).priceRub.amount !== fareToday(first, moscowToday()).priceRub.amount)
        await expect(form.locator('.party-price__total')).not.toHaveText(before);
    }
    await group.screenshot({ path: `tests/e2e/screenshots/cabin-choice-${info.project.name}.png` });
    await expectAccessible(page, { include: 'form.lead' });
    expect(errors).toEqual([]);
  });
});

test('the cabin list’s «Выбрать» checks the category in the form', async ({ page, request }) => {
  const { slug, prices } = await sailingWithSoldOut(request);
  await page.goto(`/cruise/${slug}`);
  await hydrated(page);
  const last = prices.filter((p) => p.available).at(-1)!;
  await page.getByRole('link', { name: `Выбрать каюту «${last.category.name}»` }).click();
  await expect(cabinRadio(page.locator('form.lead'), last.category.code)).toBeChecked();
  await expect(page.locator('form.lead .party-price__total')).toHaveText(/^Итого за 2 человека: /);
});

test('an early-booking price is the one figure of its category: the list, the form and the total', async ({
  page,
  request,
}) => {
  const earlyOf = (prices: CabinPrice[]) =>
    prices.find((p) => p.available && fareToday(p, moscowToday()).early);
  const { slug, prices } = await popularSailing(
    request,
    (prices) => earlyOf(prices) !== undefined,
    'an early-booking price',
  );
  const cabin = earlyOf(prices)!;
  const fare = fareToday(cabin, moscowToday());
  const price = formatMoney(fare.priceRub);
  const until = formatDeadline(fare.early!.until, moscowToday());
  const regular = formatMoney(fare.early!.regularRub);
  await page.goto(`/cruise/${slug}`);
  await hydrated(page);

  const card = page.locator('#prices .cr-price', { hasText: cabin.category.name }).first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.cr-price__amount')).toHaveText(
    `${price}за человекадо ${until}, потом ${regular}`,
  );
  await card.getByRole('link', { name: `Выбрать каюту «${cabin.category.name}»` }).click();

  const form = page.locator('form.lead');
  await expect(cabinRadio(form, cabin.category.code)).toBeChecked();
  await expect(cabinRadio(form, cabin.category.code)).toHaveAccessibleName(`${cabin.category.name} ${price}`);
  await expect(form.locator('.party-price__lines')).toContainText(`Взрослые, 2 × ${price}`);
  await expect(form.locator('.party-price__early')).toHaveText(
    `Цена раннего бронирования — до ${until}, потом ${regular} за человека`,
  );
});

test('a sold-out category in the cabin list stays readable', async ({ page, request }) => {
  const { slug, prices } = await sailingWithSoldOut(request);
  await page.goto(`/cruise/${slug}`);
  await hydrated(page);
  const sold = prices.find((p) => !p.available)!;
  const card = page.locator('#prices .cr-price', { hasText: sold.category.name }).first();
  // The section renders once it nears the screen (content-visibility).
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText('Мест нет');
  await expectAccessible(page, { include: '#prices' });
});

test('the server’s message about the category is tied to the group and takes the focus there', async ({
  page,
}) => {
  // A cabin chosen on the plan and another class checked: the catalogue refuses the pair.
  const res = await page.request.get('/api/v1/search/get-cruises?ship=lev-tolstoy&sort=date&pageSize=1');
  await page.goto(`/cruise/${(await res.json()).items[0].slug}`);
  await hydrated(page);
  const cabin = page.locator('.dp-free__cabin:not(.dp-free__cabin--request)').first();
  const number = (await cabin.textContent())!.trim();
  await cabin.click();
  const form = page.locator('form.lead');
  await expect(form.locator('input[name="cabinNumber"]')).toHaveValue(number);
  const group = cabinCategories(form);
  await group.getByRole('radio', { checked: false, disabled: false }).last().check();
  await form.getByLabel('Имя').fill('Анна');
  await form.getByLabel('Телефон').fill('+7 912 345-67-89');
  await form.locator('#lead-consent').check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();

  const message = `Каюта ${number} другой категории: выберите её категорию или другую каюту`;
  await expect(form.locator('#lead-cabinCategory-error')).toHaveText(message);
  await expect(group).toHaveAttribute('aria-invalid', 'true');
  await expect(group).toHaveAccessibleDescription(message);
  await expect(group.getByRole('radio', { name: 'Пока не знаю, подскажите' })).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a class from the URL is checked by the server', async ({ page, request }) => {
    const { slug, prices } = await sailingWithSoldOut(request);
    const last = prices.filter((p) => p.available).at(-1)!;
    await page.goto(`/cruise/${slug}?category=${last.category.code}`);
    const form = page.locator('form.lead');
    await expect(cabinRadio(form, last.category.code)).toBeChecked();
    await expect(form.locator('.party-price__total')).toHaveText(/^Итого за 2 человека: /);
    // A category without places is not offered even when the URL names it.
    const sold = prices.find((p) => !p.available)!;
    await page.goto(`/cruise/${slug}?category=${sold.category.code}`);
    await expect(
      cabinCategories(form).getByRole('radio', { name: 'Пока не знаю, подскажите' }),
    ).toBeChecked();
    await expect(cabinRadio(form, sold.category.code)).not.toBeChecked();
  });
});

test('the second-guest offer is a line of the total: the second adult pays its percent less', async ({
  page,
  request,
}) => {
  // At the regular price: while an early-booking price holds, the second guest pays the lower of the two
  // (docs/decisions/024-party-price.md), a case of its own.
  const offerOf = (prices: CabinPrice[]) =>
    prices.find(
      (p) =>
        p.available &&
        p.category.berths >= 2 &&
        p.tariff.secondGuest &&
        fareToday(p, moscowToday()).early === null,
    );
  const { slug, prices } = await popularSailing(
    request,
    (prices) => offerOf(prices) !== undefined,
    'the second-guest offer',
    'royal-caribbean',
  );
  const cabin = offerOf(prices)!;
  const base = fareToday(cabin, moscowToday()).priceRub;
  const percent = cabin.tariff.secondGuest!.percent;
  const second = { amount: Math.round((base.amount * (100 - percent)) / 100), currency: 'RUB' };
  await page.goto(`/cruise/${slug}`);
  await hydrated(page);

  const card = page.locator('#prices .cr-price', { hasText: cabin.category.name }).first();
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('link', { name: `Выбрать каюту «${cabin.category.name}»` }).click();

  const form = page.locator('form.lead');
  await expect(cabinRadio(form, cabin.category.code)).toBeChecked();
  await expect(form.locator('.party-price__lines')).toContainText(`Взрослый${formatMoney(base)}`);
  await expect(form.locator('.party-price__lines')).toContainText(
    `Второй гость в каюте (−${percent}%)${formatMoney(second)}`,
  );
  await expect(form.locator('.party-price')).toContainText(
    `Итого за 2 человека: ${formatMoney({ amount: base.amount + second.amount, currency: 'RUB' })}`,
  );
});
