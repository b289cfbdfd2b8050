import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open';
import { MIGRATIONS } from './db/migrations';
import { seedIfEmpty } from './seed/insert';
import { slugify } from './seed/translit';
import { SLUG_PATTERN } from '../shared/validation';
import { makeCatalog, NOW, type TestCatalog } from './test/helpers';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-store-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const DATA_TABLES = [
  'countries',
  'regions',
  'cities',
  'ports',
  'port_regions',
  'cruise_lines',
  'ships',
  'cabin_categories',
  'cruises',
  'cruise_regions',
  'itinerary_days',
  'cruise_prices',
  'promotions',
  'cruise_promotions',
  'banners',
  'tag_pages',
  'pages',
  'redirects',
  'client_orders',
  'images',
  'meta',
];

describe('seed', () => {
  it('is deterministic: same seed and start → identical data', () => {
    const a = openDatabase(path.join(tmp(), 'a.sqlite'));
    const b = openDatabase(path.join(tmp(), 'b.sqlite'));
    seedIfEmpty(a, 'same', NOW);
    seedIfEmpty(b, 'same', NOW);
    for (const table of DATA_TABLES) {
      const dump = (db: typeof a) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
      expect(dump(a), table).toEqual(dump(b));
    }
    const c = openDatabase(path.join(tmp(), 'c.sqlite'));
    seedIfEmpty(c, 'other', NOW);
    expect(c.prepare('SELECT slug FROM cruises ORDER BY id LIMIT 20').pluck().all()).not.toEqual(
      a.prepare('SELECT slug FROM cruises ORDER BY id LIMIT 20').pluck().all(),
    );
    [a, b, c].forEach((db) => db.close());
  });

  it('runs in seconds and dates start at the first day of the month', () => {
    const db = openDatabase(path.join(tmp(), 'd.sqlite'));
    const started = Date.now();
    expect(seedIfEmpty(db, 'speed', new Date('2026-03-17T15:00:00Z'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(db.prepare("SELECT value FROM meta WHERE key='seedStart'").pluck().get()).toBe('2026-03-01');
    expect(db.prepare('SELECT MIN(start_date) FROM cruises').pluck().get()! >= '2026-03-01').toBe(true);
    // A second start does not reseed.
    expect(seedIfEmpty(db, 'speed', new Date('2026-06-01T00:00:00Z'))).toBe(false);
    db.close();
  });

  it('makes latin slugs', () => {
    expect(slugify('Санкт-Петербург')).toBe('sankt-peterburg');
    expect(slugify('MSC Grandiosa')).toBe('msc-grandiosa');
    expect(slugify('Плёс')).toBe('ples');
    const db = openDatabase(path.join(tmp(), 'e.sqlite'));
    seedIfEmpty(db, 'slugs', NOW);
    for (const table of [
      'countries',
      'regions',
      'ports',
      'cities',
      'ships',
      'cruise_lines',
      'cruises',
      'promotions',
      'tag_pages',
    ]) {
      for (const slug of db.prepare(`SELECT slug FROM ${table}`).pluck().all() as string[])
        expect(slug).toMatch(SLUG_PATTERN);
    }
    db.close();
  });

  it('applies migrations in order, once', () => {
    const file = path.join(tmp(), 'm.sqlite');
    const db = openDatabase(file);
    expect(db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual(
      MIGRATIONS.map((m) => m.id),
    );
    db.close();
    const again = openDatabase(file);
    expect(again.prepare('SELECT COUNT(*) FROM migrations').pluck().get()).toBe(MIGRATIONS.length);
    expect(again.pragma('journal_mode', { simple: true })).toBe('wal');
    again.close();
  });
});

describe('persistence', () => {
  it('keeps accepted writes across a restart', async () => {
    const dir = tmp();
    let t: TestCatalog = makeCatalog({}, dir);
    const json = (p: string, body: unknown) =>
      request(t.app)
        .post(`/api/v1${p}`)
        .set('Content-Type', 'application/json')
        .send(body as object);
    expect(
      (await json('/subscriptions/create', { email: 'keep@example.ru', consent: true })).body
        .alreadySubscribed,
    ).toBe(false);
    const lead = await json('/leads/save', {
      name: 'Ольга',
      phone: '8 900 111-22-33',
      consent: true,
      utm: { utm_source: 'vk' },
    });
    const link = await json('/short-links/get-short', { url: '/region/volga' });
    const firstCruise = t.catalog.store.model().cruises[0].slug;
    t.catalog.close();

    t = makeCatalog({ dbPath: path.join(dir, 'catalog.sqlite') }, dir);
    expect(t.catalog.store.model().cruises[0].slug).toBe(firstCruise);
    expect(
      (await json('/subscriptions/create', { email: 'KEEP@example.ru', consent: true })).body
        .alreadySubscribed,
    ).toBe(true);
    const row = t.catalog.db.prepare('SELECT * FROM leads WHERE reference = ?').get(lead.body.reference) as {
      phone: string;
      utm: string;
    };
    expect(row.phone).toBe('+79001112233');
    expect(JSON.parse(row.utm)).toEqual({ utm_source: 'vk' });
    expect(
      (await json('/short-links/get-short', { url: 'http://localhost:3000/region/volga' })).body.code,
    ).toBe(link.body.code);
    const full = await request(t.app).get(`/api/v1/short-links/get-full?code=${link.body.code}`);
    expect(full.body).toEqual({
      code: link.body.code,
      path: '/region/volga',
      url: 'http://localhost:3000/region/volga',
    });
    t.cleanup();
  });
});

describe('cache keys for deleting', () => {
  it('lists what changed since a moment; leads and subscriptions do not invalidate', async () => {
    const t = makeCatalog();
    try {
      const since = new Date(NOW.getTime() - 60_000).toISOString();
      const keys = async () =>
        (await request(t.app).get('/api/v1/get-cache-keys-for-deleting').query({ since })).body;
      expect((await keys()).keys).toEqual([]);
      await request(t.app)
        .post('/api/v1/subscriptions/create')
        .set('Content-Type', 'application/json')
        .send({ email: 'c@c.ru', consent: true });
      expect((await keys()).keys).toEqual([]);

      const cruise = t.catalog.store.view().entries[0];
      const before = (
        await request(t.app).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${cruise.cruise.slug}`)
      ).body;
      const code = before.prices[0].category.code;
      expect(t.catalog.admin.setCabinPrice(cruise.cruise.slug, code, 1234)).toBe(true);
      const after = (
        await request(t.app).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${cruise.cruise.slug}`)
      ).body;
      expect(after.prices[0].price.amount).toBe(1234);
      const result = await keys();
      expect(result.keys).toContain(`/cruises/get-by-slug?slug=${cruise.cruise.slug}`);
      expect(result.keys).toContain('/search/get-cruises');
      expect(result.now).toBe(NOW.toISOString());

      t.catalog.admin.setPromotionDates('goryashchie-kruizy', '2026-01-01', '2026-02-01');
      expect((await keys()).keys).toContain('/promotions/');
      const promo = await request(t.app).get('/api/v1/promotions/get-by-slug?slug=goryashchie-kruizy');
      expect(promo.body.isActive).toBe(false);
      // Nothing changed after `now`.
      expect(
        (await request(t.app).get('/api/v1/get-cache-keys-for-deleting').query({ since: result.now })).body
          .keys,
      ).toEqual([]);
    } finally {
      t.cleanup();
    }
  });
});

describe('short links', () => {
  it('gives the same code for the same URL and refuses foreign hosts', async () => {
    const t = makeCatalog();
    try {
      const make = (url: string) =>
        request(t.app)
          .post('/api/v1/short-links/get-short')
          .set('Content-Type', 'application/json')
          .send({ url });
      const a = await make('/cruise/x?y=1');
      const b = await make('/cruise/x?y=1');
      expect(a.body.code).toBe(b.body.code);
      expect((await make('/cruise/x?y=2')).body.code).not.toBe(a.body.code);
      expect((await make('http://localhost:3001/cruise/x')).status).toBe(400);
      expect((await make('/\\evil.example')).status).toBe(400);
    } finally {
      t.cleanup();
    }
  });
});
