/**
 * Favourites, compare and recently viewed through the real app: hearts pressed in the server's HTML for the
 * visitor's own cookie, never another's (the micro-cache is on), the no-JavaScript posts, the lists opened
 * by query parameter, «Вы смотрели» on home and on the not-found page.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../catalog/db/driver';
import { moscowToday } from '../../shared/today';
import { formatDateRange } from '../../shared/format';
import { expectedComparisonRows } from '../../client/app/visitor-tools/compare-panel.test-util';
import { startSite, textOf, type TestSite } from './harness';

let site: TestSite;
let slugs: string[];
beforeAll(async () => {
  site = await startSite({ MICRO_CACHE_TTL_MS: '60000' });
  const home = await request(site.url).get('/');
  slugs = [...new Set([...home.text.matchAll(/value="\+f:([a-z0-9-]+)"/g)].map((m) => m[1]!))];
});
afterAll(async () => {
  await site?.close();
});

const FORM = 'application/x-www-form-urlencoded';

/**
 * Slugs whose heart is pressed in the page: its button submits the page's visitor-tools form, removes, and
 * says so (the filled heart is its CSS for `aria-pressed="true"`).
 */
function pressedHearts(html: string): string[] {
  expect(html).toContain('<form id="vt" method="post"></form>');
  return [
    ...html.matchAll(
      /<button form="vt" value="-f:([a-z0-9-]+)" class="vt-heart[^"]*" aria-pressed="true" aria-label="В избранное"/g,
    ),
  ].map((m) => m[1]!);
}

describe('hearts in the server HTML', () => {
  it('home has cruise cards to work with', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(5);
  });

  it("are pressed for the visitor's favourites and for nobody else, with the micro-cache on", async () => {
    const [a, b] = slugs;
    const visitorA = await request(site.url).get('/').set('Cookie', `favourites=${a},${b}`);
    expect(visitorA.status).toBe(200);
    expect(pressedHearts(visitorA.text).sort()).toEqual([a, b].sort());
    expect(visitorA.text).toContain('aria-label="Избранное: 2 круиза"');
    // A private page: a shared cache keyed on the consent cookie alone must not keep it.
    expect(visitorA.headers['cache-control']).toBe('private, no-cache');

    const visitorB = await request(site.url).get('/');
    expect(pressedHearts(visitorB.text)).toEqual([]);
    expect(visitorB.text).toContain('aria-label="Избранное: 0 круизов"');

    const visitorC = await request(site.url).get('/').set('Cookie', `favourites=${slugs[2]}`);
    expect(pressedHearts(visitorC.text)).toEqual([slugs[2]]);
    // Visitor A again: the micro-cache gives A's own copy back, not B's or C's.
    const againA = await request(site.url).get('/').set('Cookie', `favourites=${a},${b}`);
    expect(againA.headers['x-micro-cache']).toBe('HIT');
    expect(pressedHearts(againA.text).sort()).toEqual([a, b].sort());
  });

  it('ignores what is not a slug and keeps at most 30', async () => {
    const junk = ['<script>', 'UPPER', ...Array.from({ length: 40 }, (_, i) => `x-${i}`)].join(',');
    const res = await request(site.url)
      .get('/')
      .set('Cookie', `favourites=${encodeURIComponent(junk)}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('aria-label="Избранное: 30 круизов"');
  });
});

describe('the heart and the compare button without JavaScript', () => {
  const post = (path: string, body: string, cookie = '') =>
    request(site.url)
      .post(path)
      .set('Content-Type', FORM)
      .set('Origin', site.url)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', cookie)
      .send(body);

  it('adds to favourites for 90 days and sends the visitor back to the card on the same page', async () => {
    const list = await request(site.url).get('/search-cruise?kind=river');
    const slug = /value="\+f:([a-z0-9-]+)"/.exec(list.text)![1]!;
    const res = await post('/search-cruise?kind=river', `vt=%2Bf:${slug}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/search-cruise?kind=river#${slug}`);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('favourites='),
    );
    expect(cookie).toBe(
      `favourites=${slug}; Max-Age=7776000; Path=/; Expires=${/Expires=([^;]+)/.exec(cookie!)![1]}; SameSite=Lax`,
    );
    // The fragment names the card, whose heart is now pressed.
    const back = await request(site.url)
      .get('/search-cruise?kind=river')
      .set('Cookie', cookie!.split(';')[0]!);
    const card = new RegExp(`<article class="card ccard" id="${slug}">(.*?)</article>`).exec(back.text);
    expect(card?.[1]).toContain(`value="-f:${slug}" class="vt-heart" aria-pressed="true"`);
  });

  it('adds to a list that has cruises already, newest first', async () => {
    const res = await post('/', `vt=%2Bc:${slugs[1]}`, `compare=${slugs[0]}`);
    expect(res.status).toBe(303);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie.startsWith(`compare=${slugs[1]}%2C${slugs[0]};`)).toBe(true);
    const page = await request(site.url).get('/').set('Cookie', cookie.split(';')[0]!);
    expect(page.text).toContain('aria-label="Сравнение: 2 круиза"');
  });

  it('removes from favourites, also when a page rendered before posts the older field and form', async () => {
    const res = await post(
      '/',
      `visitor-tool=remove:favourites:${slugs[0]}`,
      `favourites=${slugs[0]},${slugs[1]}`,
    );
    expect(res.status).toBe(303);
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(new RegExp(`^favourites=${slugs[1]};`)),
    ]);
  });

  it('refuses a fifth cruise to compare politely: the comparison opens with a note', async () => {
    const four = slugs.slice(0, 4).join(',');
    const res = await post('/?x=1', `visitor-tool=add:compare:${slugs[4]}`, `compare=${four}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?x=1&compare=full');
    expect(res.headers['set-cookie']).toBeUndefined();
    const page = await request(site.url).get(res.headers.location).set('Cookie', `compare=${four}`);
    expect(textOf(page.text)).toContain(
      'Сравнивать можно до 4 круизов. Уберите один из сравнения, чтобы добавить другой.',
    );
    expect(page.text.match(/<th scope="col"/g)).toHaveLength(4);
  });

  it('answers a bad post with 400 in Russian and sets nothing', async () => {
    const res = await post('/', 'vt=%2Bf:..%2Fetc');
    expect(res.status).toBe(400);
    expect(res.text).toBe('Не удалось изменить список: круиз не указан');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is refused from another site', async () => {
    const res = await request(site.url)
      .post('/')
      .set('Content-Type', FORM)
      .set('Origin', 'https://evil.example')
      .send(`vt=%2Bf:${slugs[0]}`);
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('the lists opened by query parameter', () => {
  it('?favourites=1 lists the kept cruises with prices from the API; a sailed one is marked', async () => {
    const db = new Database(site.dbPath, { readonly: true });
    const sailed = db
      .prepare('SELECT slug FROM cruises WHERE start_date < ? ORDER BY start_date DESC LIMIT 1')
      .pluck()
      .get(moscowToday()) as string;
    db.close();
    const res = await request(site.url)
      .get('/about-us?favourites=1')
      .set('Cookie', `favourites=${slugs[0]},${sailed}`);
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain('2 круиза в избранном');
    const items = res.text.split('<li class="vt-fav__item').slice(1);
    expect(items).toHaveLength(2);
    expect(textOf(items[0]!)).toMatch(/от \d[\d ]* ₽/);
    expect(textOf(items[0]!)).not.toContain('Круиз уже отправился');
    expect(items[1]).toContain(`/cruise/${sailed}`);
    expect(textOf(items[1]!)).toContain('Круиз уже отправился');
  });

  it('?compare=1 puts the cruises side by side and marks the rows that differ', async () => {
    const res = await request(site.url).get('/?compare=1').set('Cookie', `compare=${slugs[0]},${slugs[1]}`);
    expect(res.text.match(/<th scope="col"/g)).toHaveLength(2);
    // A row's label is the header's text before the hidden «, различается».
    const rowLabels = [...res.text.matchAll(/<th scope="row"[^>]*>([^<]*)/g)].map((m) => m[1]!.trim());
    expect(rowLabels).toEqual(expect.arrayContaining(expectedComparisonRows()));
    expect(res.text).toContain('cmp__row--differs');
  });

  it("heads each column with the cruise's dates and ship under its route: two dates of one route read apart", async () => {
    // Two sailings of one route (the API's other dates of a route), as a family compares them.
    type Sailing = {
      slug: string;
      title: string;
      startDate: string;
      endDate: string;
      ship: { name: string };
    };
    let pair: Sailing[] = [];
    for (const slug of slugs) {
      const same = await request(site.url).get(`/api/v1/search/get-cruises?routeOf=${slug}`);
      pair = (same.body as { items: Sailing[] }).items.slice(0, 2);
      if (pair.length === 2) break;
    }
    expect(pair).toHaveLength(2);
    expect(pair[0]!.title).toBe(pair[1]!.title);
    const res = await request(site.url)
      .get('/?compare=1')
      .set('Cookie', `compare=${pair.map((c) => c.slug).join(',')}`);
    const heads = res.text
      .split('<th scope="col"')
      .slice(1)
      .map((th) => textOf(th.slice(0, th.indexOf('</th>'))));
    expect(heads).toHaveLength(2);
    // The cookie's order is the columns' order.
    for (const [i, cruise] of pair.entries()) {
      const under = `${formatDateRange(cruise.startDate, cruise.endDate)} · ${cruise.ship.name}`;
      expect(heads[i]).toContain(`${cruise.title} ${textOf(under)}`);
    }
    expect(heads[0]).not.toBe(heads[1]);
  });

  it('says to swipe the table sideways when two or more cruises are compared, not for one', async () => {
    const two = await request(site.url).get('/?compare=1').set('Cookie', `compare=${slugs[0]},${slugs[1]}`);
    const hint = two.text.indexOf('class="cmp__swipe"');
    expect(hint).toBeGreaterThan(0);
    // Above the table, so a phone shows it before the first column.
    expect(hint).toBeLessThan(two.text.indexOf('<table class="cmp__table"'));
    expect(textOf(two.text)).toContain('Листайте таблицу вбок →');
    // The class that lets the next column show its edge on a phone.
    expect(two.text).toContain('class="cmp cmp--several"');

    const one = await request(site.url).get('/?compare=1').set('Cookie', `compare=${slugs[0]}`);
    expect(one.text).toContain('<table class="cmp__table"');
    expect(one.text).not.toContain('cmp__swipe');
    expect(one.text).not.toContain('cmp--several');
  });
});

describe('recently viewed', () => {
  it('shows «Вы смотрели» on home and on the not-found page for the cookie, and nothing without it', async () => {
    const cookie = `recently_viewed=${slugs[3]},${slugs[2]}`;
    const home = await request(site.url).get('/').set('Cookie', cookie);
    expect(textOf(home.text)).toContain('Вы смотрели');
    const notFound = await request(site.url).get('/no-such-page').set('Cookie', cookie);
    expect(notFound.status).toBe(404);
    const section = notFound.text.slice(notFound.text.indexOf('Вы смотрели'));
    expect(section.indexOf(`/cruise/${slugs[3]}`)).toBeGreaterThan(0);
    expect(section.indexOf(`/cruise/${slugs[3]}`)).toBeLessThan(section.indexOf(`/cruise/${slugs[2]}`));

    const stranger = await request(site.url).get('/no-such-page');
    expect(stranger.status).toBe(404);
    expect(textOf(stranger.text)).not.toContain('Вы смотрели');
    expect(textOf((await request(site.url).get('/')).text)).not.toContain('Вы смотрели');
  });
});
