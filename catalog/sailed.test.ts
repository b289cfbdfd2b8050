/**
 * Today is Moscow's: a cruise departing on Moscow's today or earlier has sailed. It is not searched, not
 * counted and takes no booking request; its page data says so and offers the later departures of its route.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cruise, CruiseCard, Page } from '../shared/api/schemas';
import { createStore } from './store/store';
import { makeCatalog, NOW, type TestCatalog } from './test/helpers';

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

/** The catalogue's view of the day at a given moment (same data, another clock). */
const viewAt = (iso: string) => createStore(t.catalog.db, () => new Date(iso)).view();

describe('today is the date in Moscow', () => {
  it('turns at 21:00 UTC: at 21:30 UTC tomorrow’s departures have sailed', () => {
    const before = viewAt('2026-03-10T20:59:00Z');
    const after = viewAt('2026-03-10T21:30:00Z');
    expect(before.today).toBe('2026-03-10');
    expect(after.today).toBe('2026-03-11');
    const leaving = t.catalog.store.model().cruises.filter((c) => c.startDate === '2026-03-11');
    expect(leaving.length).toBeGreaterThan(0);
    for (const c of leaving) {
      expect(before.entryBySlug.has(c.slug)).toBe(true);
      expect(after.entryBySlug.has(c.slug)).toBe(false);
    }
  });

  it('a cruise departing today is not searched or counted', async () => {
    const today = NOW.toISOString().slice(0, 10);
    const res = await request(t.app).get('/api/v1/search/get-cruises?pageSize=100');
    const page = res.body as Page<CruiseCard>;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((c) => c.startDate > today)).toBe(true);
    // The first day from today with a departure: which day that is depends on the seed.
    const day = t.catalog.store.model().cruises.find((c) => c.startDate >= today)!.startDate;
    const view = viewAt(`${day}T12:00:00Z`);
    const departing = t.catalog.store.model().cruises.filter((c) => c.startDate === day);
    expect(departing.length).toBeGreaterThan(0);
    for (const c of departing) expect(view.entryBySlug.has(c.slug)).toBe(false);
  });
});

describe('a sailed cruise', () => {
  const sailedWithNext = () => {
    const model = t.catalog.store.model();
    const view = t.catalog.store.view();
    const keyOf = (id: number) =>
      (model.daysByCruise.get(id) ?? []).flatMap((d) => (d.portId ? [d.portId] : [])).join('-');
    const upcoming = new Set(view.entries.map((e) => keyOf(e.cruise.id)));
    return model.cruises.find((c) => c.startDate <= view.today && upcoming.has(keyOf(c.id)))!;
  };

  it('refuses a booking request with 409 CRUISE_SAILED and a Russian message', async () => {
    const cruise = sailedWithNext();
    const before = t.catalog.db.prepare('SELECT COUNT(*) FROM leads').pluck().get();
    const res = await request(t.app)
      .post('/api/v1/leads/save')
      .send({ name: 'Анна', phone: '+79001234567', consent: true, cruiseSlug: cruise.slug });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CRUISE_SAILED');
    expect(res.body.error.message).toMatch(/уже отправился/);
    expect(t.catalog.db.prepare('SELECT COUNT(*) FROM leads').pluck().get()).toBe(before);
  });

  it('one that leaves today is refused as leaving today, not as gone (it may sail tonight)', async () => {
    const upcoming = t.catalog.store.view().entries[0].cruise;
    // The same data on the morning of its departure, Moscow time.
    const that = makeCatalog({ dbPath: t.dbPath, now: () => new Date(`${upcoming.startDate}T06:00:00Z`) });
    try {
      const res = await request(that.app)
        .post('/api/v1/leads/save')
        .send({ name: 'Анна', phone: '+79001234567', consent: true, cruiseSlug: upcoming.slug });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('CRUISE_SAILED');
      expect(res.body.error.message).toMatch(
        /^Этот круиз отправляется сегодня, заявки на него не принимаются/,
      );
    } finally {
      that.cleanup();
    }
  });

  it('still resolves, says it has sailed and lists the later departures of the same route', async () => {
    const cruise = sailedWithNext();
    const res = await request(t.app).get(`/api/v1/cruises/get-by-slug?slug=${cruise.slug}`);
    expect(res.status).toBe(200);
    const detail = res.body as Cruise;
    expect(detail.sailed).toBe(true);
    expect(detail.promotion).toBeNull();
    expect(detail.promotions).toEqual([]);
    expect(detail.nextDepartures.length).toBeGreaterThan(0);
    const dates = detail.nextDepartures.map((c) => c.startDate);
    expect(dates).toEqual([...dates].sort());
    for (const next of detail.nextDepartures) {
      expect(next.startDate > t.catalog.store.view().today).toBe(true);
      expect(next.route).toEqual(detail.route);
    }
  });

  it('an upcoming cruise is open and takes requests', async () => {
    const upcoming = t.catalog.store.view().entries[0].cruise;
    const res = await request(t.app).get(`/api/v1/cruises/get-by-slug?slug=${upcoming.slug}`);
    expect(res.body.sailed).toBe(false);
    const lead = await request(t.app)
      .post('/api/v1/leads/save')
      .send({ name: 'Анна', phone: '+79001234567', consent: true, cruiseSlug: upcoming.slug });
    expect(lead.status).toBe(200);
  });
});

describe('calls at a port', () => {
  it('finds every cruise calling at the port, the departure included, and counts them the same way', async () => {
    const model = t.catalog.store.model();
    const malaga = model.portBySlug.get('malaga')!;
    const res = await request(t.app).get('/api/v1/search/get-cruises?callsAt=malaga&pageSize=1');
    const port = await request(t.app).get('/api/v1/ports/get-by-slug?slug=malaga');
    const departures = await request(t.app).get('/api/v1/search/get-cruises?port=malaga&pageSize=1');
    expect(res.body.total).toBeGreaterThan(departures.body.total);
    expect(port.body.cruisesCount).toBe(res.body.total);
    const calling = t.catalog.store
      .view()
      .entries.filter((e) => (model.daysByCruise.get(e.cruise.id) ?? []).some((d) => d.portId === malaga.id));
    expect(res.body.total).toBe(calling.length);
  });
});
