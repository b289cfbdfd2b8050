/**
 * What a Russian traveller reads agrees with where it leads: a port's and a city's count of cruises is the
 * number the search shows behind 'Смотреть N круизов', and a cruise that has left (Moscow time) says so,
 * takes no request and leads to the next departures of its route. Screenshots at both widths.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Database } from '../../catalog/db/driver';
import { moscowToday } from '../../shared/today';
import { api } from './support';

const shot = (name: string, project: string) => `tests/e2e/screenshots/counts-${name}-${project}.png`;

for (const path of ['/port/malaga', '/city/malaga']) {
  test(`${path}: the printed count is what its button finds`, async ({ page }, info) => {
    await page.goto(path);
    const fact = page.locator('.facts__row', { hasText: 'Круизов в продаже' }).locator('dd');
    const count = Number((await fact.innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText('Сейчас нет круизов в продаже')).toHaveCount(0);
    await expect(page.locator('.place-cruises .card, .place-cruises article').first()).toBeVisible();
    await page.screenshot({ path: shot(path.slice(1).replace('/', '-'), info.project.name), fullPage: true });
    await page.locator('.place-hero__cta').click();
    await expect(page).toHaveURL(/\/search-cruise\?callsAt=malaga$/, { timeout: 15_000 });
    await expect(page.locator('#sc-results-title')).toContainText(`${count.toLocaleString('ru-RU')} круиз`);
  });
}

test('a region page, for the screenshot and its count', async ({ page, request }, info) => {
  const { regions } = await api<{ regions: { slug: string; cruisesCount: number }[] }>(
    request,
    '/regions/get-map',
  );
  const region = regions.sort((a, b) => b.cruisesCount - a.cruisesCount)[0];
  await page.goto(`/region/${region.slug}`);
  await expect(page.locator('.place-hero__cta')).toContainText(
    `${region.cruisesCount.toLocaleString('ru-RU')} круиз`,
  );
  await page.screenshot({ path: shot('region', info.project.name), fullPage: true });
});

/** A cruise departed before today (today's say they leave today) whose route sails again, from the e2e server's store (playwright.config.ts). */
async function sailedCruise(request: APIRequestContext): Promise<{ slug: string; next: string }> {
  const db = new Database('data/e2e/catalog.sqlite', { readonly: true });
  const slugs = db
    .prepare('SELECT slug FROM cruises WHERE start_date < ? ORDER BY start_date DESC')
    .pluck()
    .all(moscowToday()) as string[];
  db.close();
  for (const slug of slugs) {
    const cruise = await api<{ nextDepartures: { slug: string }[] }>(
      request,
      `/cruises/get-by-slug?slug=${slug}`,
    );
    if (cruise.nextDepartures.length > 0) return { slug, next: cruise.nextDepartures[0].slug };
  }
  throw new Error('the seed has no departed cruise whose route sails again');
}

test('a cruise that has sailed: no booking, the next departures of its route', async ({
  page,
  request,
}, info) => {
  const sailed = await sailedCruise(request);
  await page.goto(`/cruise/${sailed.slug}`);
  await expect(page.getByText('Этот круиз уже отправился')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить заявку' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Оставить заявку' })).toHaveCount(0);
  await page.screenshot({ path: shot('sailed-cruise', info.project.name), fullPage: true });
  await page.locator(`#next-departures a[href="/cruise/${sailed.next}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/cruise/${sailed.next}$`));
  await expect(page.getByText('Этот круиз уже отправился')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Оставить заявку' })).toBeVisible();
});
