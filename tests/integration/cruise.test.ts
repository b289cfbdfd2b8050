/** /cruise/<slug> and its booking request (a plain form POST, as without JS) against the real app. */
import { Database } from '../../catalog/db/driver';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from './harness';

let site: TestSite;
let slug: string;
beforeAll(async () => {
  site = await startSite();
  const found = await request(site.url).get('/api/v1/search/get-cruises?sort=popular&pageSize=1');
  slug = found.body.items[0].slug;
});
afterAll(async () => {
  await site?.close();
});

describe('/cruise/<slug>', () => {
  it('renders the cruise with SEO tags and structured data', async () => {
    const res = await request(site.url).get(`/cruise/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/storage\//);
    expect(res.text).toContain('<meta property="og:type" content="product"/>');
    expect(res.text).toContain('"@type":"Product"');
    expect(res.text).toContain('"@type":"AggregateOffer"');
    expect(res.text).toContain('"@type":"TouristTrip"');
    expect(res.text).toContain('class="cr-map__svg"');
    expect(res.text).toContain('Заявка на бронирование');
  });

  it('renders prices in another currency from the URL', async () => {
    const currencies = await request(site.url).get('/api/v1/currencies/get-all');
    const other = (currencies.body.items as { code: string }[]).find((c) => c.code !== 'RUB');
    if (!other) return;
    const res = await request(site.url).get(`/cruise/${slug}?currency=${other.code}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(new RegExp(`<option value="${other.code}" selected=""`));
  });

  it('unknown and malformed slugs are 404', async () => {
    expect((await request(site.url).get('/cruise/no-such-cruise')).status).toBe(404);
    expect((await request(site.url).get('/cruise/BAD%20slug')).status).toBe(404);
  });

  it('a booking request without JS: bad input comes back with messages and the typed values', async () => {
    const res = await request(site.url)
      .post(`/cruise/${slug}`)
      .type('form')
      .send({ name: 'Иван', phone: '123', email: 'nope', guests: '2' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Введите телефон в формате +7 900 000-00-00');
    expect(res.text).toContain('Нужно согласие на обработку персональных данных');
    expect(res.text).toContain('value="Иван"');
  });

  it('a booking request without JS is stored with the UTM cookies', async () => {
    const name = `Интеграция ${Date.now()}`;
    const res = await request(site.url)
      .post(`/cruise/${slug}`)
      .set('Cookie', 'utm_source=integration; utm_campaign=spring')
      .type('form')
      .send({ name, phone: '8 (912) 345-67-89', email: '', guests: '2', comment: 'Тест', consent: 'on' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Заявка отправлена');
    // The reference is random: nothing in it counts the requests made so far.
    const reference = /Номер заявки — (?:<!-- -->)?([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(res.text)?.[1];
    expect(reference).toBeDefined();
    const db = new Database(site.dbPath, { readonly: true });
    try {
      const row = db.prepare('SELECT * FROM leads WHERE name = ?').get(name) as Record<string, unknown>;
      expect(row).toMatchObject({ cruise_slug: slug, guests: 2, reference });
      expect(String(row.utm)).toContain('integration');
    } finally {
      db.close();
    }
  });
});
