/**
 * A booking request with its party and quote: stored with the catalogue's own total, a differing quote
 * flagged (never refused), and the manager's notice sent. Fares served with the prices.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CruisePrices } from '../../shared/api/schemas';
import { makeCatalog, NOW, type TestCatalog } from '../test/helpers';

let t: TestCatalog;
const notices: string[] = [];
let clock = NOW;
beforeAll(() => {
  t = makeCatalog({ rateLimitPerMinute: 1000, notifyLead: (text) => notices.push(text), now: () => clock });
});
afterAll(() => t.cleanup());

const TODAY = '2026-03-10';

/** An upcoming Vodohod sailing without early booking, so its regular price applies. */
function vodohodSailing() {
  const model = t.catalog.store.model();
  const line = [...model.lineById.values()].find((l) => l.slug === 'vodokhod')!;
  const cruise = model.cruises.find(
    (c) =>
      c.startDate > TODAY &&
      model.lineById.get(model.shipById.get(c.shipId)!.lineId) === line &&
      // No early fare, and the pensioner fare stands (no percentage offer in the price).
      (model.pricesByCruise.get(c.id) ?? []).every((p) => !p.tariff?.early && p.tariff?.pensionerPercent),
  )!;
  const price = model.pricesByCruise.get(cruise.id)![0];
  return {
    cruise,
    code: model.cabinById.get(price.cabinId)!.code,
    berths: model.cabinById.get(price.cabinId)!.berths,
  };
}

const lead = (body: object) =>
  request(t.app)
    .post('/api/v1/leads/save')
    .set('Content-Type', 'application/json')
    .send(JSON.stringify({ name: 'Анна', phone: '8 (912) 345-67-89', consent: true, ...body }));

const row = (reference: string) =>
  t.catalog.db.prepare('SELECT * FROM leads WHERE reference = ?').get(reference) as Record<string, unknown>;

describe('saving a lead with its party', () => {
  it('stores the party and a quote that matches the tariff, and tells the manager', async () => {
    const { cruise, code, berths } = vodohodSailing();
    expect(berths).toBe(2);
    t.catalog.admin.setCabinPrice(cruise.slug, code, 40_000);
    // Vodohod: pensioners −10%, children 2–13 −15%. 2 × 40 000 + 36 000 + 34 000 = 150 000 ₽, two cabins.
    const res = await lead({
      cruiseSlug: cruise.slug,
      cabinCategory: code,
      party: { adults: 2, children: [7], pensioners: 1 },
      quote: { amount: 150_000, currency: 'RUB' },
    });
    expect(res.status, res.text).toBe(200);
    expect(row(res.body.reference)).toMatchObject({
      guests: 4,
      party: JSON.stringify({ adults: 2, children: [7], pensioners: 1 }),
      quote_amount: 150_000,
      quote_currency: 'RUB',
      computed_amount: 150_000,
      quote_mismatch: 0,
    });
    const notice = notices.at(-1)!;
    expect(notice).toContain(`<b>Новая заявка ${res.body.reference}</b>`);
    expect(notice).toContain('<b>Состав:</b> 2 взрослых, 1 ребёнок (7 лет), 1 пенсионер');
    expect(notice).toContain('<b>Сумма на сайте:</b> 150\u00a0000\u00a0₽');
    expect(notice).toContain(`<b>Круиз:</b> «${cruise.title}»`);
    expect(notice).not.toContain('Расчёт по тарифу');
  });

  it('keeps a quote that differs, flags it and shows both totals to the manager', async () => {
    const { cruise, code } = vodohodSailing();
    t.catalog.admin.setCabinPrice(cruise.slug, code, 40_000);
    const res = await lead({
      cruiseSlug: cruise.slug,
      cabinCategory: code,
      party: { adults: 1, children: [], pensioners: 0 },
      quote: { amount: 40_000, currency: 'RUB' },
    });
    expect(res.status, res.text).toBe(200);
    // Alone in a double cabin: 40 000 + 50% single supplement.
    expect(row(res.body.reference)).toMatchObject({
      quote_amount: 40_000,
      computed_amount: 60_000,
      quote_mismatch: 1,
    });
    expect(notices.at(-1)).toContain(
      '<b>Расчёт по тарифу:</b> 60\u00a0000\u00a0₽ — не совпадает с суммой на сайте, проверьте цену',
    );
  });

  it('checks a child on the extra bed of a river double as the form quotes it: one cabin, no supplement', async () => {
    const { cruise, code } = vodohodSailing();
    t.catalog.admin.setCabinPrice(cruise.slug, code, 40_000);
    const served = await request(t.app).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${cruise.slug}`);
    const cabin = CruisePrices.parse(served.body).prices.find((p) => p.category.code === code)!;
    // Vodohod sells an extra bed in its standard doubles, 40% off the fare of the day (its children's 15%).
    expect(cabin.category).toMatchObject({ berths: 2, extraBeds: 1 });
    expect(cabin.tariff.extraBedPercent).toBe(40);
    const party = { adults: 2, children: [6], pensioners: 0 };
    // 2 × 40 000 + 24 000 for the child on the extra bed = 104 000 ₽.
    const res = await lead({
      cruiseSlug: cruise.slug,
      cabinCategory: code,
      party,
      quote: { amount: 104_000, currency: 'RUB' },
    });
    expect(res.status, res.text).toBe(200);
    expect(row(res.body.reference)).toMatchObject({ computed_amount: 104_000, quote_mismatch: 0 });
    // The old quote, two cabins and a single supplement (80 000 + 34 000 + 20 000), is flagged (another
    // name: the same request within half an hour would be the first one again).
    const old = await lead({
      name: 'Борис',
      cruiseSlug: cruise.slug,
      cabinCategory: code,
      party,
      quote: { amount: 134_000, currency: 'RUB' },
    });
    expect(row(old.body.reference)).toMatchObject({ computed_amount: 104_000, quote_mismatch: 1 });
  });

  it('a lead without a party is still taken, its total unknown', async () => {
    const res = await lead({ comment: 'Подберите круиз' });
    expect(res.status).toBe(200);
    expect(row(res.body.reference)).toMatchObject({
      party: null,
      computed_amount: null,
      quote_mismatch: null,
    });
    expect(notices.at(-1)).toContain('<b>Состав:</b> Не указан');
  });
});

describe('a request sent again', () => {
  const count = () => t.catalog.db.prepare('SELECT COUNT(*) FROM leads').pluck().get() as number;

  it('is the first one within half an hour: its reference, no second row, no second notice', async () => {
    const { cruise, code } = vodohodSailing();
    const body = {
      name: 'Ольга',
      phone: '+7 921 000-11-22',
      cruiseSlug: cruise.slug,
      cabinCategory: code,
      party: { adults: 2, children: [], pensioners: 0 },
      comment: 'Каюта у носа',
    };
    const at = (minutes: number) => (clock = new Date(NOW.getTime() + minutes * 60_000));
    try {
      const first = await lead(body);
      expect(first.status, first.text).toBe(200);
      const rows = count();
      const told = notices.length;

      // A reload of the answer re-sends the form: the phone as typed may differ in its spaces.
      at(30);
      const again = await lead({ ...body, phone: '8 921 000 11 22' });
      expect(again.status).toBe(200);
      expect(again.body.reference).toBe(first.body.reference);
      expect(count()).toBe(rows);
      expect(notices.length).toBe(told);

      // Another party, or the same request later than half an hour after, is a new request.
      const other = await lead({ ...body, party: { adults: 3, children: [], pensioners: 0 } });
      expect(other.body.reference).not.toBe(first.body.reference);
      at(31);
      const later = await lead(body);
      expect(later.body.reference).not.toBe(first.body.reference);
      expect(count()).toBe(rows + 2);
      expect(notices.length).toBe(told + 2);
    } finally {
      clock = NOW;
    }
  });
});

describe('fares with the prices', () => {
  it('gives river sailings a pensioner fare and sea sailings none; early booking only while it holds', async () => {
    const model = t.catalog.store.model();
    const upcoming = model.cruises.filter((c) => c.startDate > TODAY);
    const kinds = new Set<string>();
    let early = 0;
    let pensionerFares = 0;
    const kindOf = (c: (typeof upcoming)[number]) => model.shipById.get(c.shipId)!.kind;
    // Spread over the season: early booking is offered months ahead, so the first sailings may have none.
    const spread = (kind: string) =>
      upcoming
        .filter((c) => kindOf(c) === kind)
        .filter((_, i) => i % 10 === 0)
        .slice(0, 20);
    const sample = [...spread('river'), ...spread('sea')];
    for (const cruise of sample) {
      const res = await request(t.app).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${cruise.slug}`);
      const prices = CruisePrices.parse(res.body);
      const kind = model.shipById.get(cruise.shipId)!.kind;
      kinds.add(kind);
      for (const p of prices.prices) {
        // At sea no pensioner fare; on a river, one unless a percentage offer is already in the price.
        if (kind === 'sea') expect(p.tariff.pensionerPercent, cruise.slug).toBeNull();
        else if (p.tariff.pensionerPercent !== null) pensionerFares++;
        const e = p.tariff.earlyBooking;
        if (!e) continue;
        early++;
        expect(e.until >= TODAY && e.until < cruise.startDate, `${cruise.slug} ${e.until}`).toBe(true);
        expect(e.price.amount).toBeLessThan(p.price.amount);
        expect(e.priceRub.amount).toBeLessThan(p.priceRub.amount);
      }
    }
    expect([...kinds].sort()).toEqual(['river', 'sea']);
    expect(early).toBeGreaterThan(0);
    expect(pensionerFares).toBeGreaterThan(0);
  });

  it('prices a sailing from its early-booking price while it holds, and from the regular price after', async () => {
    const model = t.catalog.store.model();
    // A sailing whose every category with places has an early-booking price (one date per sailing).
    const cruise = model.cruises.find((c) => {
      const rows = (model.pricesByCruise.get(c.id) ?? []).filter((x) => x.available);
      return (
        c.startDate > TODAY &&
        rows.length > 1 &&
        rows.every((x) => x.tariff?.early && x.tariff.early.until >= TODAY)
      );
    })!;
    const rows = model.pricesByCruise.get(cruise.id)!.filter((x) => x.available);
    const earlyFrom = Math.min(...rows.map((x) => x.tariff!.early!.amount));
    const regularFrom = Math.min(...rows.map((x) => x.amount));
    expect(earlyFrom).toBeLessThan(regularFrom);
    const card = async (app: typeof t.app) =>
      (await request(app).get(`/api/v1/cruises/get-by-slug?slug=${cruise.slug}`)).body as {
        priceFrom: { amount: number };
        priceFromRub: { amount: number };
      };
    // The price filter is in rubles.
    const found = async (app: typeof t.app, priceMax: number) =>
      (
        await request(app).get(
          `/api/v1/search/get-cruises?routeOf=${cruise.slug}&priceMax=${priceMax}&pageSize=100`,
        )
      ).body.items.some((c: { slug: string }) => c.slug === cruise.slug);

    // The card and the price filter (and so the price sort) read the price a traveller pays today.
    const today = await card(t.app);
    expect(today.priceFrom.amount).toBe(earlyFrom);
    expect(await found(t.app, today.priceFromRub.amount)).toBe(true);

    // The day after the early-booking date (23:00 UTC is the next day in Moscow): the regular price.
    const later = makeCatalog(
      { now: () => new Date(`${rows[0].tariff!.early!.until}T23:00:00Z`), dbPath: t.dbPath },
      t.dir,
    );
    try {
      expect((await card(later.app)).priceFrom.amount).toBe(regularFrom);
      expect(await found(later.app, today.priceFromRub.amount)).toBe(false);
    } finally {
      later.catalog.close();
    }
  });

  it('drops an early-booking price once its date has passed', async () => {
    const model = t.catalog.store.model();
    const p = model.cruises
      .filter((c) => c.startDate > TODAY)
      .flatMap((c) => (model.pricesByCruise.get(c.id) ?? []).map((x) => ({ c, x })))
      .find(({ x }) => x.tariff?.early && x.tariff.early.until >= TODAY)!;
    const later = makeCatalog(
      { now: () => new Date(`${p.x.tariff!.early!.until}T23:00:00Z`), dbPath: t.dbPath },
      t.dir,
    );
    try {
      const res = await request(later.app).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${p.c.slug}`);
      const code = model.cabinById.get(p.x.cabinId)!.code;
      expect(
        res.body.prices.find((q: { category: { code: string } }) => q.category.code === code).tariff
          .earlyBooking,
      ).toBeNull();
    } finally {
      later.catalog.close();
    }
  });
});
