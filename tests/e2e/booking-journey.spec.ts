/**
 * The whole choice as a traveller makes it, at 390 px and at 1366 px: from a cruise page to another date of
 * its route on the price calendar, a free cabin picked on the deck plan's list, the party set in the form
 * with its total, and the request sent — which the catalogue stores with the date, the cabin, the party and
 * the quoted total (docs/decisions/022-price-calendar.md, 023-deck-plans.md, 024-party-price.md).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Database } from '../../catalog/db/driver';
import type { CruiseCard } from '../../shared/api/schemas';
import { formatDayMonth, formatMoney } from '../../shared/format';
import { acceptCookies, cabinCategories, hydrated, watchConsole } from './support';

const DB = 'data/e2e/catalog.sqlite';

async function search(request: APIRequestContext, query: string): Promise<CruiseCard[]> {
  const res = await request.get(`/api/v1/search/get-cruises?${query}&pageSize=100`);
  expect(res.ok(), query).toBe(true);
  return ((await res.json()) as { items: CruiseCard[] }).items;
}

/** A river route's first departure, and the same route's first departure in a later month. */
async function riverRoute(request: APIRequestContext): Promise<{ first: CruiseCard; later: CruiseCard }> {
  for (const first of await search(request, 'kind=river&sort=date')) {
    const route = await search(request, `routeOf=${first.slug}`);
    const later = route.find((c) => c.startDate.slice(0, 7) > first.startDate.slice(0, 7) && c.priceFromRub);
    if (route[0]?.slug === first.slug && later) return { first, later };
  }
  throw new Error('some river route sails again in a later month');
}

test.beforeEach(acceptCookies);

test('another date on the calendar, a cabin on the plan, the party’s total, the request sent', async ({
  page,
  request,
}, info) => {
  const errors = watchConsole(page);
  const { first, later } = await riverRoute(request);
  await page.goto(`/cruise/${first.slug}`);
  await hydrated(page);

  // The price calendar of the route: the next month with departures, then the later date itself.
  const dates = page.locator('#cr-dates');
  await dates.locator('.pcal__step--next').click();
  const day = dates.getByRole('link', {
    name: `${formatDayMonth(later.startDate)}, от ${formatMoney(later.priceFromRub!)}`.replace(
      /[\u00a0\u202f]/g,
      ' ',
    ),
  });
  await day.click();
  await expect(page).toHaveURL(new RegExp(`/cruise/${later.slug}$`));
  await expect(dates.locator('[aria-current="page"]')).toContainText('этот круиз');

  // A free cabin from the list beside the deck plan: the form takes the cabin and its class.
  const cabin = page.locator('.dp-free__cabin:not(.dp-free__cabin--request)').first();
  const number = (await cabin.textContent())!.trim();
  await cabin.click();
  await expect(page).toHaveURL(new RegExp(`cabin=${number}#booking$`));
  const form = page.locator('form.lead');
  await expect(form.locator('input[name="cabinNumber"]')).toHaveValue(number);
  await expect(form.getByText(new RegExp(`^Каюта ${number}, категория «`))).toBeVisible();
  const category = await cabinCategories(form).getByRole('radio', { checked: true }).inputValue();
  expect(category).not.toBe('');

  // The party: two adults and a child of seven; the total is for all three.
  await form.getByRole('button', { name: 'Больше: дети до 18 лет' }).click();
  await form.getByLabel('Ребёнок 1: возраст').selectOption('7');
  const total = form.locator('.party-price__total');
  await expect(total).toHaveText(/^Итого за 3 человека: [\d\u00a0]+\u00a0₽$/);
  await form.screenshot({ path: `tests/e2e/screenshots/booking-journey-form-${info.project.name}.png` });

  const name = `Путешественник ${Date.now()} ${info.project.name}`;
  await form.getByLabel('Имя').fill(name);
  await form.getByLabel('Телефон').fill('+7 912 345-67-89');
  await form.locator('#lead-consent').check();
  // «Итого за 3 человека: 152 400 ₽»: the amount after the colon.
  const quoted = Number((await total.innerText()).split(':')[1].replace(/\D/g, ''));
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Заявка отправлена')).toBeVisible();
  await expect(page.getByText('Состав: 2 взрослых, 1 ребёнок (7 лет).')).toBeVisible();

  const db = new Database(DB, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('SELECT * FROM leads WHERE name = ?').get(name)).toMatchObject({
      cruise_slug: later.slug,
      cabin_number: number,
      cabin_category: category,
      party: JSON.stringify({ adults: 2, children: [7], pensioners: 0 }),
      quote_amount: quoted,
      quote_currency: 'RUB',
      quote_mismatch: 0,
    });
  } finally {
    db.close();
  }
  expect(errors).toEqual([]);
});
