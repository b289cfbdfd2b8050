/**
 * Deck plans on the ship and cruise pages against the real app (docs/decisions/023-deck-plans.md): every
 * cabin the page draws carries its number and state (`data-n`, `data-s`), and those states must be the
 * catalogue's; choosing a cabin by link (`?cabin=`) fills the booking form without JS; a booked cabin is
 * refused with a message next to it.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../catalog/db/driver';
import type { CabinStatus, CruisePrices, ShipCabins } from '../../shared/api/schemas';
import { cabinRadiosOf, startSite, textOf, type TestSite } from './harness';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const STATE = { free: 'f', booked: 'b', request: 'r' } as const;
const api = async <T>(path: string) => (await request(site.url).get(`/api/v1${path}`)).body as T;

/** The drawn cabins: number → state letter (empty on a ship page). */
function drawn(html: string): Map<string, string> {
  const svg = /<svg class="dp__svg[^"]*"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
  // class="k2 f": the class's colour, then the state (f, b, r), then `on` for the chosen cabin.
  return new Map(
    [...svg.matchAll(/<rect class="k\d(?: ([fbr]))?[^"]*"[^>]*data-n="(\d+)"/g)].map((m) => [
      m[2],
      m[1] ?? '',
    ]),
  );
}

async function bookableSailing(ship: string) {
  const found = await api<{ items: { slug: string }[] }>(
    `/search/get-cruises?ship=${ship}&sort=date&pageSize=1`,
  );
  const slug = found.items[0].slug;
  const prices = await api<CruisePrices>(`/cruises/get-prices-by-cruise-slug?slug=${slug}`);
  const plan = await api<ShipCabins>(`/cabin-categories/get-by-ship-slug?slug=${ship}`);
  return { slug, prices, plan };
}

describe('deck plans on the pages', () => {
  it('draws every deck of a ship page with the catalogue’s cabins, one deck at a time', async () => {
    const plan = await api<ShipCabins>('/cabin-categories/get-by-ship-slug?slug=msc-grandiosa');
    for (const deck of [plan.decks[0], plan.decks.at(-1)!]) {
      const res = await request(site.url).get(`/ship/msc-grandiosa?deck=${deck.number}`);
      expect(res.status).toBe(200);
      expect([...drawn(res.text).keys()].sort()).toEqual(deck.cabins.map((c) => c.number).sort());
      expect(res.text).toMatch(new RegExp(`aria-current="page"[^>]*>${deck.name}<`));
    }
    const text = textOf((await request(site.url).get('/ship/lev-tolstoy')).text);
    expect(text).toContain('Нижняя палуба Главная палуба Средняя палуба Шлюпочная палуба');
  });

  it('shows on a cruise page each cabin’s state as the catalogue gives it, on every deck', async () => {
    const { slug, prices, plan } = await bookableSailing('lev-tolstoy');
    const state = new Map(prices.cabins.map((c) => [c.number, STATE[c.status]]));
    for (const deck of plan.decks) {
      const res = await request(site.url).get(`/cruise/${slug}?deck=${deck.number}`);
      const cabins = drawn(res.text);
      expect(cabins.size).toBe(deck.cabins.length);
      for (const [number, s] of cabins) expect(s, `${deck.name} ${number}`).toBe(state.get(number));
      // The tab says how many are free on the deck, as the catalogue counts them.
      const free = deck.cabins.filter((c) => state.get(c.number) === 'f').length;
      const tab = new RegExp(
        `${deck.name}<span class="dp__tab-free">${free > 0 ? `${free}(?:&nbsp;| |\\u00a0)свободн` : 'свободных нет'}`,
      );
      expect(res.text).toMatch(tab);
    }
  });

  it('calls a river ship’s decks in the cabin list what the deck plan calls them', async () => {
    const { slug } = await bookableSailing('lev-tolstoy');
    for (const path of [`/cruise/${slug}`, '/ship/lev-tolstoy']) {
      const text = textOf((await request(site.url).get(path)).text);
      expect(text, path).toMatch(
        /(Нижняя|Главная|Средняя|Шлюпочная)( и|,) [а-я, и]*палубы|Шлюпочная палуба /,
      );
      expect(text, path).not.toMatch(/Палуба \d|Палубы \d/);
    }
  });

  it('lists the drawn deck’s free cabins as links that choose them', async () => {
    const { slug, prices } = await bookableSailing('lev-tolstoy');
    const res = await request(site.url).get(`/cruise/${slug}`);
    const deck = /data-deck="(\d+)"/.exec(res.text)![1];
    const onDeck = drawn(res.text);
    const free = prices.cabins.filter((c) => c.status === 'free' && onDeck.has(c.number));
    expect(free.length).toBeGreaterThan(0);
    for (const c of free)
      expect(res.text).toContain(`href="/cruise/${slug}?deck=${deck}&amp;cabin=${c.number}#booking"`);
  });

  it('fills the booking form from ?cabin= without JS and saves the chosen cabin', async () => {
    const { slug, prices, plan } = await bookableSailing('lev-tolstoy');
    const free = prices.cabins.find((c) => c.status === 'free')!;
    const category = plan.items.find((i) => i.code === free.category)!;
    const page = await request(site.url).get(`/cruise/${slug}?cabin=${free.number}`);
    expect(page.text).toContain(`<input type="hidden" name="cabinNumber" value="${free.number}"/>`);
    expect(textOf(page.text)).toContain(`Каюта ${free.number}, категория «${category.name}»`);
    expect(cabinRadiosOf(page.text).filter((r) => r.checked)).toEqual([
      { value: free.category, checked: true, disabled: false },
    ]);

    const name = `Каюта ${Date.now()}`;
    const sent = await request(site.url).post(`/cruise/${slug}?cabin=${free.number}`).type('form').send({
      name,
      phone: '+7 912 345-67-89',
      cabinNumber: free.number,
      cabinCategory: free.category,
      adults: '2',
      consent: 'on',
    });
    expect(sent.status).toBe(303);
    // The page's own choices stay in the address with the reference: the cabin, then `sent`.
    expect(sent.headers.location).toMatch(
      new RegExp(`\\?cabin=${free.number}&sent=[A-Z0-9]{4}-[A-Z0-9]{4}#booking$`),
    );
    const answer = await request(site.url).get(sent.headers.location);
    expect(answer.text).toContain('Заявка отправлена');
    // No link of the page carries the reference on (a deck's cabin, the currency, a share).
    expect(answer.text).not.toMatch(/href="[^"]*[?&]sent=/);
    const db = new Database(site.dbPath, { readonly: true });
    try {
      expect(db.prepare('SELECT cabin_number FROM leads WHERE name = ?').pluck().get(name)).toBe(free.number);
    } finally {
      db.close();
    }
  });

  it('checks a class chosen in the list in the form, without a cabin', async () => {
    const { slug, prices } = await bookableSailing('lev-tolstoy');
    const open = prices.prices.find((p) => p.available)!;
    const page = await request(site.url).get(`/cruise/${slug}?category=${open.category.code}`);
    expect(cabinRadiosOf(page.text).filter((r) => r.checked)).toEqual([
      { value: open.category.code, checked: true, disabled: false },
    ]);
    expect(page.text).not.toContain('name="cabinNumber"');
    expect(page.text).toContain(`?category=${open.category.code}#booking"`);
  });

  it('refuses a booked cabin with a message next to it, and ignores ?cabin= of a booked one', async () => {
    const { slug, prices } = await bookableSailing('lev-tolstoy');
    const booked = prices.cabins.find((c: CabinStatus) => c.status === 'booked')!;
    const page = await request(site.url).get(`/cruise/${slug}?cabin=${booked.number}`);
    expect(page.text).not.toContain('name="cabinNumber"');
    const sent = await request(site.url).post(`/cruise/${slug}`).type('form').send({
      name: 'Анна',
      phone: '+7 912 345-67-89',
      cabinNumber: booked.number,
      adults: '2',
      consent: 'on',
    });
    expect(sent.status).toBe(409);
    expect(textOf(sent.text)).toContain(`Каюта ${booked.number} уже забронирована на этот рейс`);
  });
});
