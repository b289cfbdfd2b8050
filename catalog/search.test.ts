import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CruiseCard, FilterOptions, Page, TermResults } from '../shared/api/schemas';
import { makeCatalog, NOW, type TestCatalog } from './test/helpers';

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

async function search(query: string): Promise<Page<CruiseCard>> {
  const res = await request(t.app).get(`/api/v1/search/get-cruises?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}
async function options(query: string): Promise<FilterOptions> {
  const res = await request(t.app).get(`/api/v1/search/get-filter-options?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}
async function all(query: string): Promise<CruiseCard[]> {
  const first = await search(`${query}&pageSize=100`);
  const items = [...first.items];
  for (let p = 2; p <= first.pages; p++)
    items.push(...(await search(`${query}&pageSize=100&page=${p}`)).items);
  return items;
}
async function term(q: string, limit = 20): Promise<TermResults> {
  const res = await request(t.app).get('/api/v1/search/get-by-term').query({ term: q, limit });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The weekend rule written out again, as the test's own reading: Friday or Saturday to Monday morning. */
function overWeekend(c: { startDate: string; nights: number }): boolean {
  const leaves = new Date(`${c.startDate}T00:00:00Z`).getUTCDay();
  return (leaves === 5 || leaves === 6) && leaves + c.nights <= 8;
}

describe('seed size', () => {
  it('holds a catalogue large enough to page through: 2,000+ sailings, 12+ lines, 40 ships', () => {
    const m = t.catalog.store.model();
    expect(m.cruises.length).toBeGreaterThanOrEqual(2000);
    expect(m.lines.length).toBeGreaterThanOrEqual(12);
    expect(m.ships).toHaveLength(40);
    expect(m.ports.length).toBeGreaterThanOrEqual(150);
    expect(new Set(m.ports.map((p) => p.countryId)).size).toBeGreaterThanOrEqual(30);
    expect(m.regions.length).toBeGreaterThanOrEqual(15);
    expect(m.tagPages.length).toBeGreaterThanOrEqual(10);
  });
});

describe('search filters, sorting and paging', () => {
  it('only upcoming cruises, sorted by date by default', async () => {
    const page = await search('pageSize=50');
    const today = NOW.toISOString().slice(0, 10);
    expect(page.items.every((c) => c.startDate >= today)).toBe(true);
    const dates = page.items.map((c) => c.startDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('pages partition the result', async () => {
    const p1 = await search('kind=river&pageSize=7&page=1');
    const p2 = await search('kind=river&pageSize=7&page=2');
    expect(p1.total).toBe(p2.total);
    expect(p1.pages).toBe(Math.ceil(p1.total / 7));
    expect(p1.items).toHaveLength(7);
    expect(new Set([...p1.items, ...p2.items].map((c) => c.slug)).size).toBe(14);
    const beyond = await search(`kind=river&pageSize=7&page=${p1.pages + 1}`);
    expect(beyond.items).toHaveLength(0);
    expect(beyond.total).toBe(p1.total);
  });

  it('each filter narrows correctly', async () => {
    expect((await all('kind=sea')).every((c) => c.kind === 'sea')).toBe(true);
    const volga = await all('region=volga');
    expect(volga.length).toBeGreaterThan(0);
    expect(volga.every((c) => c.kind === 'river')).toBe(true);
    const msc = await all('line=msc-cruises&line=costa-cruises');
    expect(new Set(msc.map((c) => c.cruiseLine.slug))).toEqual(new Set(['msc-cruises', 'costa-cruises']));
    expect((await all('ship=msc-grandiosa')).every((c) => c.ship.slug === 'msc-grandiosa')).toBe(true);
    expect((await all('port=moskva')).every((c) => c.departurePort.slug === 'moskva')).toBe(true);
    expect((await all('month=2026-07')).every((c) => c.startDate.startsWith('2026-07'))).toBe(true);
    expect(
      (await all('dateFrom=2026-05-01&dateTo=2026-05-10')).every(
        (c) => c.startDate >= '2026-05-01' && c.startDate <= '2026-05-10',
      ),
    ).toBe(true);
    expect((await all('nights=8-10')).every((c) => c.nights >= 8 && c.nights <= 10)).toBe(true);
    expect((await all('nights=15-')).every((c) => c.nights >= 15)).toBe(true);
    const priced = await all('priceMin=50000&priceMax=100000');
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((c) => c.priceFromRub!.amount >= 50000 && c.priceFromRub!.amount <= 100000)).toBe(
      true,
    );
    const italy = await all('country=italiya&kind=sea');
    for (const c of italy.slice(0, 10)) {
      const detail = await request(t.app).get(`/api/v1/cruises/get-by-slug?slug=${c.slug}`);
      expect(detail.body.countries.map((x: { slug: string }) => x.slug)).toContain('italiya');
    }
    const promo = await all('promotion=msc-deti-besplatno');
    expect(promo.length).toBeGreaterThan(0);
    expect(promo.every((c) => c.cruiseLine.slug === 'msc-cruises')).toBe(true);
  });

  it('sorts by price both ways, by nights and by popularity', async () => {
    const asc = (await search('sort=price-asc&pageSize=100')).items.map((c) => c.priceFromRub!.amount);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search('sort=price-desc&pageSize=100')).items.map((c) => c.priceFromRub!.amount);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const nights = (await search('sort=nights&pageSize=100')).items.map((c) => c.nights);
    expect(nights).toEqual([...nights].sort((a, b) => a - b));
    const pop = (await search('sort=popular&pageSize=100')).items.map((c) => c.popularity);
    expect(pop).toEqual([...pop].sort((a, b) => b - a));
  });

  it('routeOf lists the departures of the same ports of call in the same order, from any cruise', async () => {
    const m = t.catalog.store.model();
    const calls = (id: number) =>
      (m.daysByCruise.get(id) ?? []).flatMap((d) => (d.portId ? [d.portId] : [])).join('-');
    const today = NOW.toISOString().slice(0, 10);
    const upcoming = m.cruises.filter((c) => c.startDate > today);
    const byRoute = new Map<string, typeof upcoming>();
    for (const c of upcoming) byRoute.set(calls(c.id), [...(byRoute.get(calls(c.id)) ?? []), c]);
    const [key, sisters] = [...byRoute].find(([, list]) => list.length >= 3)!;
    const found = await all(`routeOf=${sisters[1].slug}`);
    expect(found.map((c) => c.slug).sort()).toEqual(sisters.map((c) => c.slug).sort());
    // A departed cruise of a route still finds that route's coming departures.
    const departed = m.cruises.find((c) => c.startDate <= today && byRoute.has(calls(c.id)))!;
    const fromDeparted = await all(`routeOf=${departed.slug}`);
    expect(fromDeparted.length).toBe(byRoute.get(calls(departed.id))!.length);
    expect(key).not.toBe('');
    // With other filters it narrows like any filter; an unknown cruise matches nothing.
    const month = sisters[0].startDate.slice(0, 7);
    expect((await all(`routeOf=${sisters[0].slug}&month=${month}`)).map((c) => c.slug)).toEqual(
      sisters.filter((c) => c.startDate.startsWith(month)).map((c) => c.slug),
    );
    expect(await search('routeOf=no-such-cruise')).toMatchObject({ items: [], total: 0 });
  });

  it('onOffer lists the cruises whose card shows an offer, and the options count them beforehand', async () => {
    const onOffer = await all('region=volga&onOffer=1');
    expect(onOffer.length).toBeGreaterThan(0);
    expect(onOffer.every((c) => c.promotion !== null)).toBe(true);
    const volga = await all('region=volga');
    expect(onOffer.length).toBe(volga.filter((c) => c.promotion !== null).length);
    expect(onOffer.length).toBeLessThan(volga.length);
    expect((await options('region=volga')).onOffer).toBe(onOffer.length);
    expect((await options('region=volga&onOffer=1')).onOffer).toBe(onOffer.length);
    expect((await options('region=volga&onOffer=1')).total).toBe(onOffer.length);
    const res = await request(t.app).get('/api/v1/search/get-cruises?onOffer=yes');
    expect(res.status).toBe(400);
  });

  it('weekend lists the cruises that leave on Friday or Saturday and are back by Monday, counted beforehand', async () => {
    const weekend = await all('weekend=1');
    expect(weekend.length).toBeGreaterThan(0);
    const short = await all('nights=1-3');
    const byRule = (await all('sort=date')).filter(overWeekend);
    expect(weekend.map((c) => c.slug).sort()).toEqual(byRule.map((c) => c.slug).sort());
    expect(weekend.length).toBeLessThan(short.length);
    expect((await options('')).weekend).toBe(weekend.length);
    expect((await options('kind=river&weekend=1')).total).toBe((await all('kind=river&weekend=1')).length);
    const res = await request(t.app).get('/api/v1/search/get-cruises?weekend=yes');
    expect(res.status).toBe(400);
  });

  it('a filter matching nothing returns an empty page, not an error', async () => {
    const page = await search('region=lena&kind=sea');
    expect(page).toMatchObject({ items: [], total: 0, pages: 0 });
  });
});

describe('filter options', () => {
  it('counts each option with all OTHER filters applied, zeros included', async () => {
    const base = await options('');
    const river = await options('kind=river');
    // Kind counts ignore the kind filter itself.
    expect(river.kind).toEqual(base.kind);
    expect(river.total).toBe(base.kind.find((k) => k.value === 'river')!.count);
    // With kind=river, sea regions are dead ends but still listed.
    const med = river.region.find((r) => r.value === 'sredizemnomore')!;
    expect(med.count).toBe(0);
    const volga = river.region.find((r) => r.value === 'volga')!;
    expect(volga.count).toBe((await search('kind=river&region=volga')).total);
    // Option count equals the search total with that option added.
    const f = await options('kind=river&nights=4-7');
    for (const m of f.month.filter((o) => o.count > 0).slice(0, 3)) {
      expect(m.count).toBe((await search(`kind=river&nights=4-7&month=${m.value}`)).total);
    }
    expect(f.total).toBe((await search('kind=river&nights=4-7')).total);
    expect(base.month.length).toBeGreaterThanOrEqual(18);
  });

  it('gives the case forms of the chosen ports only, for the heading', async () => {
    const none = await options('');
    expect([...none.port, ...none.callsAt].filter((o) => o.cases)).toEqual([]);
    const chosen = await options('port=moskva&callsAt=kazan');
    expect(chosen.port.filter((o) => o.cases).map((o) => [o.value, o.cases?.genitive])).toEqual([
      ['moskva', 'Москвы'],
    ]);
    expect(chosen.callsAt.filter((o) => o.cases).map((o) => [o.value, o.cases?.accusative])).toEqual([
      ['kazan', 'Казань'],
    ]);
  });

  it('price bounds cover the matching cruises and ignore the price filter', async () => {
    const a = await options('kind=river');
    const b = await options('kind=river&priceMin=100000');
    expect(a.price).toEqual(b.price);
    expect(a.price.min).toBeLessThan(a.price.max);
  });
});

describe('search by term', () => {
  it('is case-insensitive and matches word prefixes in every entity', async () => {
    const lower = await term('волг');
    const upper = await term('ВОЛГ');
    expect(upper).toEqual({ ...lower, term: 'ВОЛГ' });
    expect(lower.regions.map((r) => r.slug)).toContain('volga');
    expect(lower.ports.map((p) => p.slug)).toContain('volgograd');
    expect((await term('санкт')).ports[0].slug).toBe('sankt-peterburg');
    expect((await term('петербург')).ports.map((p) => p.slug)).toContain('sankt-peterburg');
    expect((await term('msc')).cruiseLines.map((l) => l.slug)).toContain('msc-cruises');
    expect((await term('grandiosa')).ships[0]).toMatchObject({
      slug: 'msc-grandiosa',
      href: '/ship/msc-grandiosa',
    });
    expect((await term('итал')).countries[0].slug).toBe('italiya');
    expect((await term('водоход')).cruiseLines[0].slug).toBe('vodokhod');
    expect((await term('углич')).cruises.items.length).toBeGreaterThan(0);
  });

  it('treats ё and е as the same letter', async () => {
    const withYo = await term('Плёс');
    const withE = await term('плес');
    expect(withYo.ports.map((p) => p.slug)).toContain('ples');
    expect(withE.ports.map((p) => p.slug)).toContain('ples');
    expect((await term('Олекминск')).ports[0].slug).toBe('olekminsk');
  });

  it('does not match inside short words, forgives a typo in longer ones, respects the limit', async () => {
    expect((await term('олга')).regions).toHaveLength(0);
    expect((await term('Валга')).best[0]).toMatchObject({ kind: 'region', slug: 'volga' });
    // A typo is forgiven only when nothing has the word as typed.
    const slugs = (r: TermResults) => r.best.map((b) => `${b.kind}:${b.slug}`);
    expect(slugs(await term('Генуя'))).toEqual(['port:genuya']);
    expect(slugs(await term('Пхукет'))).toEqual(['port:pkhuket']);
    // A typo forgiven keeps the word's first letter: «yalta» (the site's retry of «Ялта») is no Malta.
    expect(slugs(await term('yalta'))).toEqual([]);
    // A beginning counts as the word was typed, not as its stem: «Обь» (stem «об») is not «объединённое»,
    // «Гоа» (stem «го») not Горицы or «Н. В. Гоголь»; «волго» still completes to Волгоград.
    const { searchTermIndex, termIndexOf } = await import('./search/term-index');
    const index = termIndexOf(t.catalog.store.model(), t.catalog.store.view());
    expect(searchTermIndex(index, 'Обь').map((h) => h.doc.name)).toEqual([]);
    expect(searchTermIndex(index, 'Гоа').map((h) => h.doc.name)).toEqual([]);
    expect((await term('волго', 20)).ports.map((p) => p.slug)).toContain('volgograd');
    const r = await term('круиз', 2);
    expect(r.cruiseLines.length).toBeLessThanOrEqual(2);
    const many = await term('москва', 3);
    expect(many.cruises.items).toHaveLength(3);
    expect(many.total).toBeGreaterThan(3);
  });

  it('says what it read a typo as, spelled as the name, so that the site can say so: «Валаан» is read as «Валаам»', async () => {
    const typo = await term('Валаан в июле');
    expect(typo.best[0].slug).toBe('valaam');
    expect(typo.term).toBe('Валаан в июле');
    expect(typo.readAs).toBe('Валаам в июле');
    expect((await term('Валга')).readAs).toBe('Волга');
    // A Latin word taken for a name's slug is said as the name: «bali» is Бари a letter away.
    expect((await term('bali')).readAs).toBe('Бари');
    // As typed, or a form of it, the term is read as it is: no `readAs`.
    for (const q of ['Волга', 'по Волге', 'из Дубая', 'волго'])
      expect((await term(q)).readAs, q).toBeUndefined();
    // The cruises of the name it read, not of every name a letter away: «Казнь» is Kazan, not Cannes too.
    const kazn = await term('Казнь');
    expect(kazn.readAs).toBe('Казань');
    expect(kazn.cruiseFilters).toEqual({ callsAt: ['kazan'] });
    expect(kazn.cruises.total).toBe((await term('Казань')).cruises.total);
  });

  it('understands Russian word forms, short names and hyphens', async () => {
    expect((await term('по Волге')).regions[0].slug).toBe('volga');
    expect((await term('в Норвегию')).countries[0].slug).toBe('norvegiya');
    expect((await term('СПб')).ports[0].slug).toBe('sankt-peterburg');
    expect((await term('Питер')).ports[0].slug).toBe('sankt-peterburg');
    expect((await term('Ростов на Дону')).best[0].slug).toBe('rostov-na-donu');
    expect((await term('Н. Новгород')).best[0].slug).toBe('nizhniy-novgorod');
    // The stemmer makes 'Александрия' 'александр' too; the ships have the word as typed.
    const alexander = await term('Александр');
    expect(alexander.best.slice(0, 4).map((b) => b.kind)).toEqual(['ship', 'ship', 'ship', 'ship']);
    expect(alexander.cruiseFilters).toEqual({ ship: expect.arrayContaining(['aleksandr-grin']) });
  });

  it('lists the cruises calling at a port, nearest departure first, paged, as /search-cruise lists them', async () => {
    const r = await term('Казань', 20);
    expect(r.cruiseFilters).toEqual({ callsAt: ['kazan'] });
    expect(r.cruises.total).toBe((await search('callsAt=kazan&pageSize=20')).total);
    const dates = r.cruises.items.map((c) => c.startDate);
    expect(dates).toEqual([...dates].sort());
    expect(r.cruises.items.every((c) => c.route.includes('Казань'))).toBe(true);
    expect(r.cruises.total).toBeGreaterThan(20);
    const second = (
      await request(t.app).get('/api/v1/search/get-by-term').query({ term: 'Казань', limit: 20, page: 2 })
    ).body as TermResults;
    expect(second.cruises.page).toBe(2);
    expect(second.cruises.items[0].startDate >= dates[dates.length - 1]).toBe(true);
  });

  it("lists a region's cruises exactly as /search/get-cruises does for its filters", async () => {
    const r = await term('по Волге', 20);
    expect(r.cruiseFilters).toEqual({ region: ['volga'] });
    const listed = await search('region=volga&pageSize=20');
    expect(r.cruises.total).toBe(listed.total);
    expect(r.cruises.items.map((c) => c.slug)).toEqual(listed.items.map((c) => c.slug));
  });

  it('lists a whole sea when a collection holds every region the term names: «Средиземное» with the Adriatic', async () => {
    const r = await term('Средиземное');
    const collection = r.tagPages.find((p) => p.slug === 'kruizy-po-sredizemnomoryu')!;
    expect(r.cruiseFilters).toEqual({
      region: ['sredizemnomore', 'adriatika', 'vostochnoe-sredizemnomore'],
    });
    // The collection's count and the list's are one number.
    expect(collection.subtitle).toMatch(new RegExp(`(^| )${r.cruises.total} круиз`));
    // A term that names one part of it lists that part.
    expect((await term('Адриатика')).cruiseFilters).toEqual({ region: ['adriatika'] });
  });

  it('lists the cruises of a line or ship in a place when the term names both: «MSC Средиземное море»', async () => {
    const sea = ['sredizemnomore', 'adriatika', 'vostochnoe-sredizemnomore'];
    expect((await term('MSC Средиземное море')).cruiseFilters).toEqual({
      line: ['msc-cruises'],
      region: sea,
    });
    expect((await term('Средиземное море MSC')).cruiseFilters).toEqual({
      region: sea,
      line: ['msc-cruises'],
    });
    const costa = await term('Costa Средиземное море июнь');
    expect(costa.cruiseFilters).toEqual({
      line: ['costa-cruises'],
      region: sea,
      month: expect.stringMatching(/-06$/),
    });
    expect(costa.cruises.total).toBeGreaterThan(0);
    expect(new Set(costa.cruises.items.map((c) => c.cruiseLine.slug))).toEqual(new Set(['costa-cruises']));
    expect((await term('Волга Водоход')).cruiseFilters).toEqual({ region: ['volga'], line: ['vodokhod'] });
    // Two ports of call: the cruises calling at both, every Kizhi one calling at Valaam too.
    const both = await term('Валаам Кижи');
    expect(both.cruiseFilters).toEqual({ callsAt: ['kizhi'] });
    expect(both.cruises.items.every((c) => c.route.includes('Валаам') || c.title.includes('Валаам'))).toBe(
      true,
    );
    // Two names whose cruises never meet list none, and say so on the page: not one name's cruises.
    const never = await term('новый год на Волге');
    expect(never.cruiseFilters).toMatchObject({
      region: ['volga'],
      dateFrom: expect.stringMatching(/-12-24$/),
    });
    expect(never.cruises.total).toBe(0);
    // An offer a theme word finds is no such condition: a family asking for the Volga gets the Volga.
    const family = await term('с детьми по Волге');
    expect(family.cruiseFilters).toEqual({ region: ['volga'] });
    expect(family.missedOffer).toBe('msc-deti-besplatno');
    // An offer named beside a place it does not cover: the place's cruises, and the offer said missing.
    const hot = await term('горящие круизы по Лене');
    expect(hot.cruiseFilters).toEqual({ region: ['lena'] });
    expect(hot.missedOffer).toBe('goryashchie-kruizy');
    const met = await term('горящие Канары');
    expect(met.cruiseFilters).toMatchObject({ promotion: 'goryashchie-kruizy' });
    expect(met.missedOffer).toBeUndefined();
    // One name in two words stays one name, in Cyrillic too; two ports are a route.
    expect((await term('Норвежские фьорды')).cruiseFilters).toEqual({ region: ['norvezhskie-fordy'] });
    expect((await term('Роял Карибиан')).cruiseFilters).toEqual({ line: ['royal-caribbean'] });
    // A part a typo away from a name («Белое» is no Бельгия) or naming only a cruise is no name.
    expect((await term('Белое море')).cruiseFilters?.region).toBeUndefined();
    expect((await term('круиз на майские')).cruiseFilters).not.toHaveProperty('region');
    expect((await term('Москва Казань')).cruiseFilters).toEqual({ port: ['moskva'], callsAt: ['kazan'] });
  });

  it('takes a liner’s English name written by ear in Cyrillic for that liner: «Айкон оф зе Сиз»', async () => {
    for (const [q, ship] of [
      ['Айкон оф зе Сиз', 'icon-of-the-seas'],
      ['Селебрити Бийонд', 'celebrity-beyond'],
      ['Норвежиан Эпик', 'norwegian-epic'],
    ] as const) {
      const r = await term(q);
      expect(r.cruiseFilters, q).toEqual({ ship: [ship] });
    }
  });

  it('takes a Latin brand typed in Cyrillic for the brand: «Коста» is Costa Cruises before Коста-Майя', async () => {
    expect((await term('Коста')).best.slice(0, 2).map((h) => h.slug)).toEqual([
      'costa-cruises',
      'kosta-mayya',
    ]);
    expect((await term('Коста Майя')).best[0].slug).toBe('kosta-mayya');
  });

  it('says in a hit’s subtitle what a traveller asks: a country’s ports, a line’s kind, nothing on sale', async () => {
    const subtitle = async (q: string, slug: string) =>
      (await term(q)).best.find((h) => h.slug === slug)!.subtitle;
    expect(await subtitle('Турция', 'turtsiya')).toMatch(/^\d+ порт(а|ов)? · \d+ круиз/);
    expect(await subtitle('Водоход', 'vodokhod')).toMatch(/^речная · \d+ круиз/);
    expect(await subtitle('дети бесплатно', 'msc-deti-besplatno')).toMatch(/^дети бесплатно · /);
    // A port no sailing calls at in the seed's time says so, not just its country.
    const m = t.catalog.store.model();
    const view = t.catalog.store.view();
    const idle = m.ports.find((p) => !view.byPort.get(p.id)?.count);
    expect(idle, 'the seed has a port with no sailing on sale').toBeDefined();
    expect(await subtitle(idle!.name, idle!.slug)).toMatch(/ · круизов в продаже нет$/);
  });

  it('says of a ship hit what kind of ship it is, and of no other hit', async () => {
    const gogol = (await term('Гоголь')).ships[0];
    expect(gogol).toMatchObject({ slug: 'n-v-gogol', shipKind: 'river' });
    expect((await term('Grandiosa')).ships[0].shipKind).toBe('sea');
    const volga = await term('Волга');
    expect([...volga.regions, ...volga.ports].filter((h) => 'shipKind' in h)).toEqual([]);
  });

  it('takes dates, lengths and «недорого» in a term as the list’s filters and order, as /search-cruise has them', async () => {
    // NOW is 10 March 2026: «в июле» is July 2026.
    const july = await term('в июле');
    expect(july.cruiseFilters).toEqual({ month: '2026-07' });
    expect(july.best).toEqual([]);
    expect(july.cruises.total).toBe((await search('month=2026-07&pageSize=20')).total);
    const volga = await term('Волга на неделю недорого');
    expect(volga.best[0].slug).toBe('volga');
    expect(volga.cruiseFilters).toEqual({ region: ['volga'], nights: '4-7' });
    expect(volga.cruiseSort).toBe('price-asc');
    const cheapest = await search('region=volga&nights=4-7&sort=price-asc&pageSize=20');
    expect(volga.cruises.items.map((c) => c.slug)).toEqual(cheapest.items.map((c) => c.slug));
    // Only words that name cruises: every cruise, cheapest first.
    const cheap = await term('дешёвые круизы');
    expect(cheap.cruiseFilters).toEqual({});
    expect(cheap.cruises.total).toBe((await search('pageSize=1')).total);
    // A date is no place a letter away («9 мая» is not Мальта), but a name spelled out still shows.
    expect((await term('9 мая')).best).toEqual([]);
    const weekend = await term('круизы выходного дня');
    // The collection and the offer of that name, nothing a letter or two from it.
    expect(weekend.best.map((h) => h.slug).sort()).toEqual(['infoflot-vykhodnye', 'kruizy-vykhodnogo-dnya']);
    expect(weekend.cruiseFilters).toEqual({ weekend: '1' });
    // Every one leaves on Friday or Saturday and is back by Monday morning; a Tuesday's two nights are not.
    expect(weekend.cruises.total).toBeGreaterThan(0);
    for (const c of weekend.cruises.items) expect(overWeekend(c), c.slug).toBe(true);
    expect((await term('на выходные')).cruises.total).toBe(weekend.cruises.total);
    const short = await search('nights=1-3&pageSize=1');
    expect(weekend.cruises.total).toBeLessThan(short.total);
    expect((await search('weekend=1&pageSize=1')).total).toBe(weekend.cruises.total);
    // A price is the list's most or least, as /search-cruise has it; no Don for «до».
    const under = await term('Волга до 50000');
    expect(under.cruiseFilters).toEqual({ region: ['volga'], priceMax: 50_000 });
    expect(under.cruises.total).toBe((await search('region=volga&priceMax=50000&pageSize=1')).total);
    expect(under.cruises.items.every((c) => (c.priceFromRub?.amount ?? Infinity) <= 50_000)).toBe(true);
    expect((await term('до 50000')).cruiseFilters).toEqual({ priceMax: 50_000 });
  });

  it('reads «из» as the departure and two ports as a route from the first through the second', async () => {
    const from = await term('из Самары');
    expect(from.cruiseFilters).toEqual({ port: ['samara'] });
    // «с Казани», as people say it; «с детьми» is no departure.
    expect((await term('круиз с Казани')).cruiseFilters).toEqual({ port: ['kazan'] });
    expect((await term('круиз с детьми')).cruiseFilters).not.toHaveProperty('port');
    expect(from.cruises.items.every((c) => c.departurePort.name === 'Самара')).toBe(true);
    for (const [q, route] of [
      ['Казань Самара', { port: ['kazan'], callsAt: ['samara'] }],
      ['Москва Валаам', { port: ['moskva'], callsAt: ['valaam'] }],
      ['из Москвы в Казань', { port: ['moskva'], callsAt: ['kazan'] }],
      ['круиз Казань Самара', { port: ['kazan'], callsAt: ['samara'] }],
    ] as const) {
      const r = await term(q);
      expect(r.cruiseFilters, q).toEqual(route);
      const calls =
        route.callsAt[0] === 'valaam' ? 'Валаам' : route.callsAt[0] === 'kazan' ? 'Казань' : 'Самара';
      expect(
        r.cruises.items.every((c) => c.route.includes(calls)),
        q,
      ).toBe(true);
    }
    // Both ports of a route are among the hits, with their case forms, for the page to say the route.
    const valaam = await term('Москва Валаам');
    expect(valaam.ports.map((h) => h.slug)).toEqual(expect.arrayContaining(['moskva', 'valaam']));
    expect(valaam.ports.find((h) => h.slug === 'moskva')?.cases?.genitive).toBe('Москвы');
    // One place of two words is no route.
    expect((await term('Нижний Новгород')).cruiseFilters).toEqual({ callsAt: ['nizhniy-novgorod'] });
  });

  it('reads «скидки» as any offer, and an offer it names as that offer', async () => {
    const any = await term('скидки');
    expect(any.cruiseFilters).toEqual({ onOffer: '1' });
    expect(any.cruises.total).toBe((await search('onOffer=1')).total);
    expect(any.promotions.length).toBeGreaterThan(1);
    expect((await term('акции на Волге')).cruiseFilters).toEqual({ region: ['volga'], onOffer: '1' });
    expect((await term('скидка пенсионерам')).cruiseFilters).toEqual({ promotion: 'vodokhod-pensioneram' });
  });

  it('reads «белые ночи» as Petersburg in June and the first half of July', async () => {
    const r = await term('белые ночи');
    expect(r.cruiseFilters).toEqual({
      callsAt: ['sankt-peterburg'],
      dateFrom: '2026-06-01',
      dateTo: '2026-07-15',
    });
    expect(r.cruises.total).toBeGreaterThan(0);
    for (const c of r.cruises.items) {
      expect(c.route).toContain('Санкт-Петербург');
      expect(c.startDate >= '2026-06-01' && c.startDate <= '2026-07-15', c.startDate).toBe(true);
    }
    // Not the short cruises of «1–3 ночи».
    expect(r.tagPages.map((t) => t.slug)).not.toContain('korotkie-kruizy');
  });

  it('says a route of two ports that no cruise sails, and lists the cruises calling at the second', async () => {
    // No sailing from Moscow reaches Astrakhan: the Volga's Moscow cruises turn back sooner.
    expect((await search('port=moskva&callsAt=astrakhan')).total).toBe(0);
    const r = await term('Москва Астрахань');
    expect(r.missedRoute).toEqual({ from: 'moskva', to: 'astrakhan' });
    expect(r.cruiseFilters).toEqual({ callsAt: ['astrakhan'] });
    expect(r.cruises.total).toBe((await search('callsAt=astrakhan')).total);
    expect(r.cruises.items.every((c) => c.route.includes('Астрахань'))).toBe(true);
    expect(r.ports.map((h) => h.slug)).toEqual(expect.arrayContaining(['moskva', 'astrakhan']));
    // A departure no cruise leaves from: the cruises calling there, said so («из Стамбула»).
    expect((await search('port=stambul')).total).toBe(0);
    const istanbul = await term('из Стамбула');
    expect(istanbul.missedRoute).toEqual({ from: 'stambul', to: 'stambul' });
    expect(istanbul.cruiseFilters).toEqual({ callsAt: ['stambul'] });
    expect(istanbul.cruises.total).toBeGreaterThan(0);
    // A word that names only a cruise changes nothing.
    expect((await term('круиз Москва Астрахань')).missedRoute).toEqual({ from: 'moskva', to: 'astrakhan' });
    // A route that sails says nothing of the kind.
    expect((await term('Казань Самара')).missedRoute).toBeUndefined();
  });

  it('finds the tag pages and places a term is about', async () => {
    expect((await term('Волга')).tagPages.map((p) => p.slug)).toContain('kruizy-po-volge');
    expect((await term('Норвегия')).tagPages.map((p) => p.slug)).toContain('kruizy-po-norvezhskim-fordam');
    expect((await term('Норвегия')).regions.map((p) => p.slug)).toContain('norvezhskie-fordy');
    // A river lists its towns, not only the one whose name begins like it (Волгоград).
    expect((await term('Волга', 20)).ports.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['volgograd', 'kostroma', 'samara', 'yaroslavl']),
    );
    // A written-out word's stem is not the beginning of another word: 'Норвегия' is not 'Norwegian'.
    for (const q of ['Норвегия', 'круиз в Норвегию']) {
      const norway = await term(q, 20);
      expect(
        [...norway.cruiseLines, ...norway.ships].map((h) => h.name),
        q,
      ).toEqual([]);
    }
    // «Канары» is the Canaries, not also Qatar a letter away.
    expect((await term('Канары', 20)).best.map((h) => h.slug)).not.toContain('katar');
    expect((await term('Норв', 20)).cruiseLines.map((h) => h.slug)).toContain('norwegian-cruise-line');
    // The towns that match by their river's name come by their cruises: Moscow first, not last.
    const volga = (await term('Волга', 20)).ports.filter((p) => p.slug !== 'volgograd');
    // «Россия · 1 234 круиза»: the digits with their thin spaces, then the noun.
    const counts = volga.map((p) =>
      Number(/([\d\s\u00a0\u202f]+) круиз/.exec(p.subtitle!)?.[1].replace(/\D/g, '')),
    );
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(volga[0].slug).toBe('moskva');
    // Karelia is where the Russian North's sailings go (Valaam, Kizhi), not Monte Carlo by its letters.
    for (const word of ['Карелия', 'по Карелии'])
      expect(
        (await term(word)).regions.map((h) => h.slug),
        word,
      ).toEqual(['russkiy-sever']);
  });

  it('lists the port a term names without the ports of its region: «Питер» is Petersburg, not Valaam too', async () => {
    const slugs = (hits: { slug: string }[]) => hits.map((h) => h.slug);
    for (const [q, port] of [
      ['питер', 'sankt-peterburg'],
      ['Спб', 'sankt-peterburg'],
      ['Санкт-Петербург', 'sankt-peterburg'],
      ['Петербург', 'sankt-peterburg'],
      ['из Питера', 'sankt-peterburg'],
      ['Москва', 'moskva'],
      ['в Москве', 'moskva'],
      ['Москва 2027', 'moskva'],
      ['Казань', 'kazan'],
      ['Нижний', 'nizhniy-novgorod'],
    ] as const) {
      const r = await term(q, 20);
      expect(slugs(r.ports), q).toEqual([port]);
      expect(slugs(r.best), q).not.toContain('valaam');
    }
    // The region and the collection it names stay, and so does the list of cruises.
    const piter = await term('питер', 20);
    expect(slugs(piter.regions)).toEqual(['moskva-sankt-peterburg']);
    expect(slugs(piter.tagPages)).toEqual(['kruizy-iz-sankt-peterburga']);
    expect(piter.cruiseFilters).toEqual({ callsAt: ['sankt-peterburg'] });
    expect(piter.cruises.total).toBe((await search('callsAt=sankt-peterburg')).total);
    // Two ports, a route: the two, not the Moscow–Petersburg towns by Moscow's region.
    expect(slugs((await term('Москва Казань', 20)).ports).sort()).toEqual(['kazan', 'moskva']);
    // A region or a country lists its ports, by name or related: the Volga its towns, the region «Москва —
    // Санкт-Петербург» (by its name, or «Волго-Балт») its own, Norway its ports.
    expect(slugs((await term('Волга', 20)).ports)).toEqual(
      expect.arrayContaining(['moskva', 'kazan', 'volgograd', 'yaroslavl']),
    );
    for (const q of ['Волго-Балт', 'Москва — Санкт-Петербург', 'Москва Петербург'])
      expect(slugs((await term(q, 20)).ports), q).toEqual(
        expect.arrayContaining(['moskva', 'sankt-peterburg', 'valaam', 'kizhi', 'uglich']),
      );
    expect(slugs((await term('Норвегия', 20)).ports)).toEqual(
      expect.arrayContaining(['bergen', 'geyranger']),
    );
    // A place no sailing goes to is still said so.
    expect((await term('Сочи')).notSold?.what).toBe('Круизов из Сочи');
  });

  it('takes no bare number for a name: «abc 1» finds nothing, not the 1–3-night collection', async () => {
    for (const q of ['abc 1', '<script>alert(1)</script>', 'abc 7', '12']) {
      const r = await term(q);
      expect(r.best, q).toEqual([]);
      expect(r.cruiseFilters, q).toBeNull();
      expect(r.total, q).toBe(0);
    }
    // Beside a name, a bare number neither narrows it nor adds the collection.
    const volga = await term('Волга 1');
    expect(volga.cruiseFilters).toEqual({ region: ['volga'] });
    expect(volga.tagPages.map((h) => h.slug)).not.toContain('korotkie-kruizy');
    // The numbers the term reads still count: nights, days, a price, a year, a holiday's year, a name's own.
    expect((await term('круиз 7 ночей')).cruiseFilters).toEqual({ nights: '4-7' });
    expect((await term('Казань 4 дня')).cruiseFilters).toEqual({ callsAt: ['kazan'], nights: '1-3' });
    expect((await term('Волга до 50000')).cruiseFilters).toEqual({ region: ['volga'], priceMax: 50000 });
    expect((await term('Волга 2027')).cruiseFilters).toEqual({
      region: ['volga'],
      dateFrom: '2027-01-01',
      dateTo: '2027-12-31',
    });
    expect((await term('майские 2027')).cruiseFilters).toEqual({
      dateFrom: '2027-04-28',
      dateTo: '2027-05-09',
    });
    const short = await term('Короткие круизы на 1–3 ночи');
    expect(short.best[0].slug).toBe('korotkie-kruizy');
    expect(short.cruiseFilters).toEqual({ nights: '1-3' });
  });

  it('reads a region’s or a place’s English name as the Russian one, and says so: «Mediterranean»', async () => {
    for (const [q, readAs, filtersOf] of [
      ['Mediterranean', 'Средиземноморье', 'Средиземное море'],
      ['Caribbean', 'Карибы', 'Карибы'],
      ['Baltic', 'Северная Европа', 'Балтика'],
      ['Norwegian fjords', 'Норвежские фьорды', 'Норвежские фьорды'],
      ['Norway', 'Норвегия', 'Норвегия'],
      ['Volga', 'Волга', 'Волга'],
      ['St. Petersburg', 'Санкт-Петербург', 'Санкт-Петербург'],
      ['Moscow', 'Москва', 'Москва'],
      ['Yenisei', 'Енисей', 'Енисей'],
      ['piter', 'Санкт-Петербург', 'Питер'],
      ['Mediterranean в июле', 'Средиземноморье в июле', 'Средиземное море в июле'],
      ['MSC Mediterranean', 'MSC Средиземноморье', 'MSC Средиземное море'],
      // A city whose cruise port has another name: said as the city, read as the port, as «Рим» is.
      ['Rome', 'Рим', 'Рим'],
      ['London', 'Лондон', 'Лондон'],
    ] as const) {
      const r = await term(q, 20);
      expect(r.readAs, q).toBe(readAs);
      expect(r.term, q).toBe(q);
      const russian = await term(filtersOf, 20);
      expect(r.cruiseFilters, q).toEqual(russian.cruiseFilters);
      expect(
        r.best.map((h) => h.slug),
        q,
      ).toEqual(russian.best.map((h) => h.slug));
    }
    // A brand's word stays the brand's, and is read as typed.
    for (const q of ['Royal Caribbean', 'Norwegian', 'Norwegian Cruise Line']) {
      const r = await term(q);
      expect(r.readAs, q).toBeUndefined();
      expect(r.best[0].kind, q).not.toBe('region');
    }
    expect((await term('Royal Caribbean')).cruiseFilters).toEqual({ line: ['royal-caribbean'] });
  });

  it('takes a word for the ships or waters for that kind of cruise: «теплоход» is every river cruise', async () => {
    for (const [word, slug, kind] of [
      ['теплоход', 'rechnye-kruizy', 'river'],
      ['пароходы', 'rechnye-kruizy', 'river'],
      ['речной', 'rechnye-kruizy', 'river'],
      ['лайнер', 'morskie-kruizy', 'sea'],
    ] as const) {
      const r = await term(word);
      expect(`${r.best[0]?.kind}:${r.best[0]?.slug}`, word).toBe(`tag:${slug}`);
      expect(r.cruiseFilters, word).toEqual({ kind });
    }
    // With a name, the word only says what the name is: the ship, not every river cruise.
    expect((await term('теплоход Лев Толстой')).best.map((b) => b.slug)).toEqual(['lev-tolstoy']);
  });

  it('reads Russian typed in Latin letters as Russian: «kruiz» says a cruise, not every collection’s slug', async () => {
    // The site's transliterated retry of «кругосветный круиз» found every collection by «kruiz».
    expect((await term('krugosvetnyy kruiz')).total).toBe(0);
    expect((await term('volga kruiz')).cruiseFilters).toEqual((await term('Волга')).cruiseFilters);
    expect((await term('teplohod')).cruiseFilters).toEqual({ kind: 'river' });
  });

  it('says a place no sailing goes to is not sold, and what is nearest: «Байкал», «Чёрное море», «Соловки»', async () => {
    for (const [query, what, see] of [
      ['Байкал', 'Круизов по Байкалу', ['region:enisey', 'region:lena']],
      ['круиз по Байкалу в июле', 'Круизов по Байкалу', ['region:enisey', 'region:lena']],
      ['Соловки', 'Круизов на Соловки', ['region:russkiy-sever']],
      ['Соловецкие острова', 'Круизов на Соловки', ['region:russkiy-sever']],
      ['Белое море', 'Круизов по Белому морю', ['region:russkiy-sever']],
      // Not the Black Friday offer by «Чёрн…», nor Krasnoyarsk by «Красн…».
      ['Черное море', 'Круизов по Чёрному морю', ['region:vostochnoe-sredizemnomore']],
      ['Красное море', 'Круизов по Красному морю', ['region:persidskiy-zaliv']],
      ['кругосветный круиз', 'Кругосветных круизов', ['region:transatlantika']],
      ['Антарктида', 'Круизов в Антарктиду', []],
      // Not Malta by the site's «yalta», Bari by «bali», a line or ships by «об…», Горицы by «го…».
      ['Ялта', 'Круизов в Ялту', ['region:vostochnoe-sredizemnomore']],
      ['Бали', 'Круизов на Бали', ['region:yugo-vostochnaya-aziya']],
      ['Обь', 'Круизов по Оби', ['region:enisey', 'region:lena']],
      ['по Оби', 'Круизов по Оби', ['region:enisey', 'region:lena']],
      ['Гоа', 'Круизов в Гоа', []],
      ['Валдай', 'Круизов на Валдай', []],
    ] as const) {
      const r = await term(query);
      expect(r.notSold?.what, query).toBe(what);
      expect(
        r.notSold?.see.map((h) => `${h.kind}:${h.slug}`),
        query,
      ).toEqual(see);
      expect([r.total, r.best.length, r.cruiseFilters], query).toEqual([0, 0, null]);
    }
    // Every suggestion of the table is a page of the catalogue.
    const { NOT_SOLD } = await import('./search/not-sold');
    const m = t.catalog.store.model();
    const known = new Set([
      ...m.regions.map((x) => `region:${x.slug}`),
      ...m.countries.map((x) => `country:${x.slug}`),
    ]);
    expect(NOT_SOLD.flatMap((p) => p.see).filter((k) => !known.has(k))).toEqual([]);
    // Two such places: the first named is said, not the offer «Чёрная пятница» by «Чёрн…».
    expect((await term('Черное море из Сочи')).notSold?.what).toBe('Круизов по Чёрному морю');
    // With another name the catalogue has, that one is the answer: «Байкал Енисей» lists the Yenisei.
    const both = await term('Байкал Енисей');
    expect(both.notSold).toBeUndefined();
    expect(both.regions.map((h) => h.slug)).toContain('enisey');
    // A name the catalogue has is never «not sold»: «Чёрная пятница», «Красноярск».
    expect((await term('Чёрная пятница')).notSold).toBeUndefined();
    expect((await term('Красноярск')).notSold).toBeUndefined();
  });

  it('does not answer what kind of place a name is for the name: «Соловецкие острова» are not the Caymans', async () => {
    expect((await term('Соловецкие острова')).total).toBe(0);
    // Nor as the site's transliterated retry has it.
    expect((await term('solovetskie ostrova')).total).toBe(0);
    const greek = await term('Греческие острова', 20);
    expect(greek.countries.map((h) => h.slug)).toEqual(['gretsiya']);
    expect(greek.regions.map((h) => h.slug)).not.toContain('britanskie-ostrova');
    // «всё» is no name either: «всё включено» is not «Морские круизы по всему миру».
    expect((await term('всё включено')).best.map((h) => h.slug)).not.toContain('morskie-kruizy');
    // The word alone still names every such place.
    expect((await term('острова', 20)).regions.map((h) => h.slug)).toContain('kanarskie-ostrova-i-atlantika');
  });

  it('says what an offer is: its percent off, or its label when it is not one («дети бесплатно»)', async () => {
    const subtitles = (r: TermResults) => r.best.map((b) => b.subtitle ?? '');
    const kids = subtitles(await term('дети бесплатно'));
    expect(kids.some((s) => s.startsWith('дети бесплатно ·'))).toBe(true);
    const early = subtitles(await term('раннее бронирование'));
    expect(early.some((s) => s.startsWith('скидка 15% ·'))).toBe(true);
    for (const s of [...kids, ...early]) expect(s).not.toContain('null');
  });

  it('answers «акции», «скидки», «распродажа» with every current offer', async () => {
    const m = t.catalog.store.model();
    const today = NOW.toISOString().slice(0, 10);
    const current = m.promotions.filter((p) => p.endsAt >= today).map((p) => p.slug);
    expect(current.length).toBeGreaterThan(3);
    for (const word of ['акции', 'скидки', 'распродажа', 'спецпредложения']) {
      const r = await term(word);
      expect(r.promotions.map((h) => h.slug).sort(), word).toEqual([...current].sort());
    }
    // An offer named by the word comes first: «Водоход: скидка пенсионерам» for «скидки».
    expect((await term('скидки')).best[0].name).toMatch(/скидка/);
  });

  it('reads «из» and a city as the departure though a collection of that name scores first: «Валаам из Петербурга»', async () => {
    // «Петербурга» is spelled out in «Круизы из Санкт-Петербурга», not in the port's «Санкт-Петербург».
    const route = await term('Петербург Валаам');
    expect(route.cruiseFilters).toEqual({ port: ['sankt-peterburg'], callsAt: ['valaam'] });
    for (const q of ['Валаам из Петербурга', 'Валаам из Санкт-Петербурга', 'Валаам из Питера']) {
      const r = await term(q);
      expect(r.cruiseFilters, q).toEqual({ port: ['sankt-peterburg'], callsAt: ['valaam'] });
      expect(r.cruises.total, q).toBe(route.cruises.total);
      expect(new Set(r.cruises.items.map((c) => c.departurePort.slug)), q).toEqual(
        new Set(['sankt-peterburg']),
      );
    }
    const kizhi = await term('Кижи из Петербурга');
    expect(kizhi.cruiseFilters).toEqual({ port: ['sankt-peterburg'], callsAt: ['kizhi'] });
    expect(kizhi.cruises.total).toBe((await term('Петербург Кижи')).cruises.total);
    // Every city cruises leave from, by its name after «из», whatever else bears the name; «на» in
    // «Ростова-на-Дону» is the name's, not where the cruise goes.
    const m = t.catalog.store.model();
    const departures = new Set((await all('sort=date')).map((c) => c.departurePort.slug));
    let checked = 0;
    for (const port of m.ports.filter((p) => departures.has(p.slug) && p.slug !== 'valaam')) {
      const genitive = (await term(port.name)).ports.find((h) => h.slug === port.slug)?.cases?.genitive;
      if (!genitive) continue;
      checked += 1;
      const q = `Валаам из ${genitive}`;
      expect((await term(q)).cruiseFilters?.port, q).toEqual([port.slug]);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('reads «N дней» as N−1 nights, in the nights range that holds them: «Казань 4 дня» is 3 nights', async () => {
    const r = await term('Казань 4 дня');
    expect(r.cruiseFilters).toEqual({ callsAt: ['kazan'], nights: '1-3' });
    expect(r.cruises.total).toBe((await search('callsAt=kazan&nights=1-3')).total);
    expect((await term('Казань 8 дней')).cruiseFilters).toEqual({ callsAt: ['kazan'], nights: '4-7' });
    expect((await term('Казань 3 ночи')).cruiseFilters).toEqual({ callsAt: ['kazan'], nights: '1-3' });
  });
});

describe('similar cruises', () => {
  it('are another ship’s sailings in the same region nearest in date: an autumn sailing suggests autumn ones', async () => {
    const volga = await all('region=volga&month=2026-09');
    expect(volga.length).toBeGreaterThan(0);
    for (const card of volga.slice(0, 5)) {
      const res = await request(t.app).get('/api/v1/cruises/get-by-slug').query({ slug: card.slug });
      expect(res.status, res.text).toBe(200);
      const similar = res.body.similar as CruiseCard[];
      expect(similar.length).toBeGreaterThan(0);
      const apart = similar.map(
        (s) => Math.abs(Date.parse(s.startDate) - Date.parse(card.startDate)) / 86_400_000,
      );
      expect(Math.max(...apart), `${card.slug}: ${similar.map((s) => s.startDate).join(', ')}`).toBeLessThan(
        30,
      );
    }
  });
});

describe('holidays by their everyday names', () => {
  it('takes «новый год» for the holiday’s cruises, not for «Нижний Новгород» by its first letters', async () => {
    const r = await term('круиз на новый год');
    expect(r.best[0]).toMatchObject({ kind: 'tag', slug: 'novogodnie-kruizy' });
    expect(r.best.map((h) => h.slug)).not.toContain('nizhniy-novgorod');
  });

  it('takes a holiday named with a year for that holiday of that year, not the whole year: «майские 2027»', async () => {
    for (const [q, dateFrom, dateTo] of [
      ['майские 2027', '2027-04-28', '2027-05-09'],
      ['на майские праздники 2027 года', '2027-04-28', '2027-05-09'],
      // The New Year's by their January: the holidays of 2027 begin on 24 December 2026.
      ['новогодние 2027', '2026-12-24', '2027-01-07'],
      ['новый год 2027', '2026-12-24', '2027-01-07'],
    ] as const) {
      const r = await term(q);
      expect(r.cruiseFilters, q).toEqual({ dateFrom, dateTo });
      expect(r.cruises.total, q).toBe((await search(`dateFrom=${dateFrom}&dateTo=${dateTo}`)).total);
      expect(r.best[0]?.kind, q).toBe('tag');
    }
    expect((await term('майские 2027')).cruises.total).toBeGreaterThan(0);
  });
});

describe('an ended offer', () => {
  it('lists no cruise and counts none: it takes nothing off any more', async () => {
    const m = t.catalog.store.model();
    const today = t.catalog.store.view().today;
    const ended = m.promotions.filter((p) => p.endsAt < today);
    const linked = ended.filter((p) =>
      m.cruises.some((c) => (m.promotionsByCruise.get(c.id) ?? []).includes(p)),
    );
    expect(linked.length).toBeGreaterThan(0);
    for (const p of linked) {
      expect((await search(`promotion=${p.slug}`)).total, p.slug).toBe(0);
      const view = (await request(t.app).get('/api/v1/promotions/get-by-slug').query({ slug: p.slug })).body;
      expect(view.cruisesCount, p.slug).toBe(0);
    }
  });
});

describe('offers in their order', () => {
  it('lists the running offers soonest to end first, then the ended ones latest first', async () => {
    const res = await request(t.app).get('/api/v1/promotions/get-all').query({ status: 'all', pageSize: 50 });
    expect(res.status).toBe(200);
    const items = res.body.items as { isActive: boolean; endsAt: string }[];
    const running = items.filter((p) => p.isActive);
    const ended = items.filter((p) => !p.isActive);
    expect(running.length).toBeGreaterThan(1);
    expect(items).toEqual([...running, ...ended]);
    expect(running.map((p) => p.endsAt)).toEqual(running.map((p) => p.endsAt).sort());
    expect(ended.map((p) => p.endsAt)).toEqual(
      ended
        .map((p) => p.endsAt)
        .sort()
        .reverse(),
    );
  });
});
