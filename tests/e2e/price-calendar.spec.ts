/**
 * The price calendars as a traveller uses them: from a cruise page, step to another month of its route
 * and go to another date; on the search, «Календарь цен» for the filters and a day's cruises. A month grid
 * at 1366 px, a list of departure days at 390 px; plain links without JavaScript, router navigations
 * (no reload, the scroll kept) with it. Screenshots at both widths.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CruiseCard } from '../../shared/api/schemas';
import { formatDayMonth, formatMoney } from '../../shared/format';

const shot = (name: string, project: string) => `tests/e2e/screenshots/price-calendar-${name}-${project}.png`;

async function search(request: APIRequestContext, query: string): Promise<CruiseCard[]> {
  const res = await request.get(`/api/v1/search/get-cruises?${query}&pageSize=100`);
  expect(res.ok(), query).toBe(true);
  return ((await res.json()) as { items: CruiseCard[] }).items;
}

/** A route's first departure and the route's first departure in a later month. */
async function routeWithLaterMonth(
  request: APIRequestContext,
): Promise<{ cruise: CruiseCard; later: CruiseCard }> {
  for (const cruise of await search(request, 'kind=sea&sort=date')) {
    const route = await search(request, `routeOf=${cruise.slug}`);
    const month = cruise.startDate.slice(0, 7);
    const later = route.find((c) => c.startDate.slice(0, 7) > month && c.priceFromRub);
    if (route[0].slug === cruise.slug && later) return { cruise, later };
  }
  throw new Error('some sea route sails again in a later month');
}

/** «12 июня, от 54 300 ₽»: what a day's link is called. */
const dayName = (c: CruiseCard) =>
  `${formatDayMonth(c.startDate)}, от ${formatMoney(c.priceFromRub!)}`.replace(/[\u00a0\u202f]/g, ' ');

async function expectLayout(page: Page, project: string) {
  const weekdays = page.locator('#cr-dates .pcal__weekdays');
  if (project === 'phone') await expect(weekdays).toBeHidden();
  else await expect(weekdays).toBeVisible();
}

test('from a cruise page to another month of its route and to that date', async ({ page, request }, info) => {
  const { cruise, later } = await routeWithLaterMonth(request);
  await page.goto(`/cruise/${cruise.slug}`);
  const section = page.locator('#cr-dates');
  await expect(section.getByRole('heading', { name: 'Другие даты этого маршрута' })).toBeVisible();
  await expect(section.locator('[aria-current="page"]')).toContainText('этот круиз');
  await expectLayout(page, info.project.name);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: shot('cruise', info.project.name) });

  // A router navigation: the page is not reloaded, and the calendar is where the visitor looks.
  await page.evaluate(() => ((window as unknown as { calendarMark: number }).calendarMark = 1));
  const nextMonth = later.startDate.slice(0, 7);
  await section.locator('.pcal__step--next').click();
  await expect(page).toHaveURL(new RegExp(`[?&]cal=${nextMonth}`));
  const day = section.getByRole('link', { name: dayName(later) });
  await expect(day).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { calendarMark?: number }).calendarMark)).toBe(1);
  // The calendar's own top is where the page stands, as after a plain link to #cr-dates.
  const top = await section.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(page.viewportSize()!.height / 3);

  await day.click();
  await expect(page).toHaveURL(new RegExp(`/cruise/${later.slug}$`));
  await expect(page.locator('h1')).toContainText(later.title.split(' — ')[0]);
  await expect(page.locator('#cr-dates [aria-current="page"]')).toContainText('этот круиз');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the month steps and the days are plain links', async ({ page, request }) => {
    const { cruise, later } = await routeWithLaterMonth(request);
    await page.goto(`/cruise/${cruise.slug}`);
    await page.locator('#cr-dates .pcal__step--next').click();
    await expect(page).toHaveURL(new RegExp(`[?&]cal=${later.startDate.slice(0, 7)}#cr-dates$`));
    await page
      .locator('#cr-dates')
      .getByRole('link', { name: dayName(later) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/cruise/${later.slug}$`));
  });

  test('the search calendar and a day of it', async ({ page }) => {
    await page.goto('/search-cruise?kind=river');
    await page.getByRole('link', { name: 'Календарь цен' }).click();
    await expect(page).toHaveURL(/\/search-cruise\?kind=river&view=calendar$/);
    const first = page.locator('.pcal__day a').first();
    const count = Number((await first.locator('.pcal__count').innerText()).replace(/\D/g, ''));
    await first.click();
    await expect(page).toHaveURL(/dateFrom=(\d{4}-\d{2}-\d{2})&dateTo=\1&sort=price-asc$/);
    await expect(page.locator('#sc-results-title')).toContainText(`${count} круиз`);
  });
});

test('the search offers a price calendar for its filters', async ({ page }, info) => {
  await page.goto('/search-cruise?kind=river');
  await page.getByRole('link', { name: 'Календарь цен' }).click();
  await expect(page).toHaveURL(/view=calendar/);
  const calendar = page.locator('.pcal');
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(/^[А-Я][а-я]+ \d{4}$/);
  const cheapest = calendar.locator('.pcal__day--cheapest').first();
  await expect(cheapest).toContainText('самая низкая цена');
  if (info.project.name === 'phone') await expect(calendar.locator('.pcal__weekdays')).toBeHidden();
  else await expect(calendar.locator('.pcal__weekdays')).toHaveText('пнвтсрчтптсбвс');
  await calendar.screenshot({ path: shot('search', info.project.name) });

  await calendar.locator('.pcal__step--next').click();
  await expect(page).toHaveURL(/view=calendar&cal=\d{4}-\d{2}$/);
  if (info.project.name === 'desktop') {
    // A filter changed in the calendar view keeps the calendar.
    await page.locator('#sc-nights').selectOption('4-7');
    await expect(page).toHaveURL(/\?kind=river&nights=4-7&view=calendar$/);
    await expect(calendar.locator('.pcal__day').first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Списком' }).click();
  await expect(page).toHaveURL(/\/search-cruise\?kind=river(&nights=4-7)?$/);
  await expect(page.locator('.sc-results__grid')).toBeVisible();
});
