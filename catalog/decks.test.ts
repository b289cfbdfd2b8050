/**
 * Deck plans through the API (docs/decisions/023-deck-plans.md): the ship's decks on
 * /cabin-categories/get-by-ship-slug, each cabin's state on /cruises/get-prices-by-cruise-slug in step
 * with the categories' `cabinsLeft`, and /leads/save refusing a cabin that is booked or not on the ship.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CabinStatus } from '../shared/api/schemas';
import { CruisePrices, ShipCabins } from '../shared/api/schemas';
import { makeCatalog, type TestCatalog } from './test/helpers';

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

const get = (path: string) => request(t.app).get(`/api/v1${path}`);
const lead = (body: object) =>
  request(t.app)
    .post('/api/v1/leads/save')
    .send({ name: 'Анна', phone: '+79001234567', consent: true, ...body });

/** A bookable river sailing with free and booked cabins. */
async function riverSailing() {
  const entry = t.catalog.store
    .view()
    .entries.find((e) => e.kind === 'river' && e.cruise.slug.startsWith('lev-tolstoy'))!;
  const res = await get(`/cruises/get-prices-by-cruise-slug?slug=${entry.cruise.slug}`);
  return { slug: entry.cruise.slug, prices: CruisePrices.parse(res.body) };
}

describe('deck plans in the catalogue', () => {
  it('draws a river ship’s named decks with every cabin in a class the ship sells', async () => {
    const res = await get('/cabin-categories/get-by-ship-slug?slug=lev-tolstoy');
    expect(res.status).toBe(200);
    const { items, decks } = ShipCabins.parse(res.body);
    expect(decks.map((d) => d.name)).toEqual([
      'Нижняя палуба',
      'Главная палуба',
      'Средняя палуба',
      'Шлюпочная палуба',
    ]);
    const codes = new Set(items.map((c) => c.code));
    const cabins = decks.flatMap((d) => d.cabins);
    expect(cabins.length).toBeGreaterThanOrEqual(100);
    expect(cabins.every((c) => codes.has(c.category))).toBe(true);
    for (const item of items)
      expect(item.decks).toEqual(
        decks.filter((d) => d.cabins.some((c) => c.category === item.code)).map((d) => d.number),
      );
  });

  it('gives every cabin of the ship a state on a sailing, free ones as many as cabinsLeft', async () => {
    const { slug, prices } = await riverSailing();
    const plan = ShipCabins.parse((await get('/cabin-categories/get-by-ship-slug?slug=lev-tolstoy')).body);
    expect(prices.cabins.map((c) => c.number).sort()).toEqual(
      plan.decks.flatMap((d) => d.cabins.map((c) => c.number)).sort(),
    );
    for (const p of prices.prices) {
      const free = prices.cabins.filter((c) => c.category === p.category.code && c.status === 'free');
      expect(free.length, `${slug} ${p.category.code}`).toBe(p.available ? p.cabinsLeft : 0);
    }
    // Asked again, the same answer.
    const again = await get(`/cruises/get-prices-by-cruise-slug?slug=${slug}`);
    expect(again.body.cabins).toEqual(prices.cabins);
  });

  it('has no free cabin in a class the line stops selling', async () => {
    const { slug, prices } = await riverSailing();
    const pl = prices.prices.find((p) => p.category.code === 'PL')!;
    expect(t.catalog.admin.setCabinPrice(slug, 'PL', pl.price.amount, false)).toBe(true);
    const after = CruisePrices.parse((await get(`/cruises/get-prices-by-cruise-slug?slug=${slug}`)).body);
    expect(after.cabins.filter((c) => c.category === 'PL').every((c) => c.status === 'booked')).toBe(true);
    t.catalog.admin.setCabinPrice(slug, 'PL', pl.price.amount, true);
  });

  it('takes a lead for a free cabin and refuses a booked or unknown one', async () => {
    const { slug, prices } = await riverSailing();
    const pick = (status: CabinStatus['status']) => prices.cabins.find((c) => c.status === status)!;
    const free = pick('free');
    const ok = await lead({ cruiseSlug: slug, cabinNumber: free.number, cabinCategory: free.category });
    expect(ok.status).toBe(200);
    const saved = t.catalog.db
      .prepare('SELECT cabin_number FROM leads WHERE reference = ?')
      .pluck()
      .get(ok.body.reference);
    expect(saved).toBe(free.number);

    const booked = await lead({ cruiseSlug: slug, cabinNumber: pick('booked').number });
    expect(booked.status).toBe(409);
    expect(booked.body.error.code).toBe('CABIN_BOOKED');
    expect(booked.body.error.message).toMatch(/^Каюта \d+ уже забронирована на этот рейс/);

    const unknown = await lead({ cruiseSlug: slug, cabinNumber: '999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      field: 'cabinNumber',
      message: 'Каюты 999 нет на этом судне',
    });

    const otherClass = await lead({ cruiseSlug: slug, cabinNumber: free.number, cabinCategory: 'LUX' });
    expect(otherClass.status).toBe(400);
    expect(otherClass.body.error.field).toBe('cabinCategory');

    // A class with no place left, or not sold on this sailing, is refused with the reason.
    const soldOut = prices.prices.find((p) => p.category.code === 'PL')!;
    t.catalog.admin.setCabinPrice(slug, 'PL', soldOut.price.amount, false);
    const full = await lead({ cruiseSlug: slug, cabinCategory: 'PL' });
    t.catalog.admin.setCabinPrice(slug, 'PL', soldOut.price.amount, true);
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('CATEGORY_SOLD_OUT');
    expect(full.body.error.message).toMatch(/^В категории «[^»]+» мест нет/);
    const notSold = await lead({ cruiseSlug: slug, cabinCategory: 'ZZZ' });
    expect(notSold.status).toBe(400);
    expect(notSold.body.error.field).toBe('cabinCategory');

    const noCruise = await lead({ cabinNumber: free.number });
    expect(noCruise.status).toBe(400);
    const malformed = await lead({ cruiseSlug: slug, cabinNumber: '21а' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.field).toBe('cabinNumber');
  });
});
