/**
 * What a visitor reads on every page type of the embedded catalogue: no `*.example` address anywhere in the
 * document, and no seeded place name left in the nominative right after a preposition (`из Москва`,
 * `в Малага`). The names come from the catalogue's own API, with the forms it serves for them (its answers
 * carry the forms of chosen places only, so the list of declinable names takes them from the same table).
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CruiseCard, FilterOptions, Port, Ship } from '../../shared/api/schemas';
import { DEMO_NOTICE } from '../../client/app/footer';
import { catalogCases } from '../../catalog/store/place-cases';
import { startSite, textOf, type TestSite } from './harness';

let site: TestSite;
let request: ReturnType<typeof supertest>;
/** Names whose genitive differs from the name: a nominative of these after a preposition is an error. */
let declinable: string[];
let departure: { slug: string; name: string; genitive: string };
let cruise: CruiseCard;
let riverShip: Ship;
let seaShip: Ship;
const pages: string[] = [];

async function api<T>(path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`).set('Accept', 'application/json');
  expect(res.status, path).toBe(200);
  return res.body as T;
}

function decoded(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `из Москва`, `в Малага`, `на Малага`, `заходом в Малага`: a preposition and then the bare name. */
function nominativesAfterPrepositions(text: string): string[] {
  const after = (prepositions: string, names: string[]) =>
    names.length === 0
      ? []
      : [
          ...text.matchAll(
            new RegExp(
              `(?<![А-Яа-яЁё])(?:${prepositions}) (?:${names.map(escape).join('|')})(?![А-Яа-яЁё-])`,
              'g',
            ),
          ),
        ].map((m) => m[0]);
  // «в Нижний Новгород» is right: where to takes the accusative, the nominative's twin for such a name.
  const sameAccusative = declinable.filter((name) => catalogCases(name)?.accusative === name);
  return [
    ...after('из|с|о|об|до|от|к|у', sameAccusative),
    ...after(
      'из|в|во|на|с|о|об|до|от|к|у',
      declinable.filter((name) => !sameAccusative.includes(name)),
    ),
  ];
}

beforeAll(async () => {
  site = await startSite();
  request = supertest(site.url);
  const options = await api<FilterOptions>('/search/get-filter-options');
  const ports = options.port.filter((o) => {
    const genitive = catalogCases(o.label)?.genitive;
    return genitive !== undefined && genitive !== o.label;
  });
  const malaga = await api<Port>('/ports/get-by-slug?slug=malaga');
  declinable = [...new Set([...ports.map((o) => o.label), malaga.name])];
  const moscow = await api<Port>('/ports/get-by-slug?slug=moskva');
  departure = { slug: moscow.slug, name: moscow.name, genitive: moscow.cases!.genitive };
  const found = await api<{ items: CruiseCard[] }>(`/search/get-cruises?port=${departure.slug}&pageSize=1`);
  cruise = found.items[0];
  const ships = await api<{ items: Ship[] }>('/ships/get-newest?limit=48');
  riverShip = ships.items.find((s) => s.kind === 'river')!;
  seaShip = ships.items.find((s) => s.kind === 'sea')!;
  pages.push(
    '/',
    `/cruise/${cruise.slug}`,
    '/port/malaga',
    '/city/malaga',
    `/port/${departure.slug}`,
    '/search-cruise?port=malaga',
    `/search-cruise?port=${departure.slug}`,
    '/search-cruise/kruizy-po-volge',
    `/ship/${riverShip.slug}`,
    `/ship/${seaShip.slug}`,
    `/cruiseline/${riverShip.cruiseLine.slug}`,
    '/region/volga',
    '/country/ispaniya',
    '/all-regions',
    '/all-cruiselines',
    '/promotions',
    '/about-us',
    '/info/cookies',
    '/info/policy',
    '/info/soglasie-na-obrabotku-personalnykh-dannykh',
    '/info/kruizy-s-detmi',
    '/payment',
    '/search?term=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
    '/no-such-page',
  );
}, 60_000);

afterAll(async () => {
  await site?.close();
});

const crumbs = (html: string) =>
  textOf(/<nav aria-label="Навигационная цепочка"[^>]*>(.*?)<\/nav>/s.exec(html)![1]);

async function page(path: string) {
  const res = await request.get(path).set('Accept', 'text/html');
  expect(res.status, path).toBeLessThan(500);
  return { html: res.text, text: textOf(res.text), all: decoded(res.text) };
}

describe('every page type', () => {
  it('shows no *.example address and no nominative after a preposition', async () => {
    expect(declinable).toEqual(expect.arrayContaining(['Москва', 'Санкт-Петербург', 'Малага']));
    for (const path of pages) {
      const { text, all } = await page(path);
      expect(all, path).not.toMatch(/[\w.-]+\.example\b/);
      expect(nominativesAfterPrepositions(text), path).toEqual([]);
      expect(nominativesAfterPrepositions(all), path).toEqual([]);
    }
  });

  it('says in the footer that the company is a demonstration, with no invented registration numbers', async () => {
    const { text } = await page('/');
    expect(text).toContain(DEMO_NOTICE);
    expect(text).not.toMatch(/ОГРН|ИНН|РТО \d/);
    expect(text).not.toContain('24/7');
  });
});

describe('names in the case the phrase needs', () => {
  it('cruise page: departure port in the genitive', async () => {
    const { text } = await page(`/cruise/${cruise.slug}`);
    expect(text).toContain(`Отправление из ${departure.genitive}`);
  });

  it('cruise page: the description names the route only where it says more than the title', async () => {
    const found = await api<{ items: CruiseCard[] }>(
      `/search/get-cruises?port=${departure.slug}&pageSize=24`,
    );
    const beyond = (c: CruiseCard) => c.route.join(' — ') !== c.title;
    const same = found.items.find((c) => !beyond(c));
    const longer = found.items.find(beyond);
    expect(same && longer, 'the departure has cruises of both kinds').toBeTruthy();
    const description = async (slug: string) =>
      decoded(/<meta name="description" content="([^"]+)"/.exec((await page(`/cruise/${slug}`)).html)![1]!);
    // «Москва — Калязин — Углич — Москва: …. Маршрут: Москва → Калязин → Углич → Москва.» said it twice.
    expect(await description(same!.slug)).not.toContain('Маршрут:');
    expect(await description(longer!.slug)).toContain(`Маршрут: ${longer!.route.join(' → ')}.`);
  });

  it('cruise page: a currency to choose by what the prices will be in and its sign, no bare codes', async () => {
    const { text } = await page(`/cruise/${cruise.slug}`);
    for (const choice of ['Рубли, ₽', 'Евро, €', 'Доллары США, $']) expect(text).toContain(choice);
    expect(text).not.toMatch(/\b(?:RUB|EUR|USD|CNY)\b/);
  });

  it('port and city pages: the port of call in the accusative', async () => {
    expect((await page('/port/malaga')).text).toContain('Круизы с заходом в Малагу');
    expect((await page('/city/malaga')).text).toContain('Круизы с заходом в Малагу');
  });

  it('an island takes «на» and «с»: port, search and cruise pages', async () => {
    expect((await page('/port/santorini')).text).toContain('Круизы с заходом на Санторини');
    expect((await page('/search-cruise?callsAt=santorini')).html).toMatch(
      /<h1[^>]*>Круизы с заходом на Санторини<\/h1>/,
    );
    const fromPhuket = await page('/search-cruise?port=pkhuket');
    expect(fromPhuket.html).toMatch(/<h1[^>]*>Круизы с Пхукета<\/h1>/);
    const valaam = await api<{ items: CruiseCard[] }>('/search/get-cruises?callsAt=valaam&pageSize=24');
    const texts = await Promise.all(valaam.items.map(async (c) => (await page(`/cruise/${c.slug}`)).text));
    expect(texts.some((t) => t.includes('Стоянка на Валааме'))).toBe(true);
    for (const t of texts) expect(t).not.toMatch(/ в Валаам/);
  });

  it('search page: the port filter by its name, never its slug', async () => {
    const { html } = await page(`/search-cruise?port=${departure.slug}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>Круизы из ${departure.genitive}</h1>`));
    const malaga = await page('/search-cruise?port=malaga');
    expect(malaga.html).toMatch(/<h1[^>]*>Круизы из Малаги<\/h1>/);
    expect(malaga.text).not.toMatch(/Круизы: malaga/);
  });

  it('search page: one region or country after «по», the month after «в», as an editor writes them', async () => {
    const month = (
      await api<{ items: CruiseCard[] }>('/search/get-cruises?region=volga&pageSize=1')
    ).items[0].startDate.slice(0, 7);
    const volga = await page(`/search-cruise?kind=river&region=volga&month=${month}`);
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(volga.html)![1])).toMatch(
      /^Речные круизы по Волге в [а-я]+е \d{4} г\.$/,
    );
    const france = await page('/search-cruise?country=frantsiya');
    expect(france.html).toMatch(/<h1[^>]*>Круизы по Франции<\/h1>/);
    expect(france.html).toMatch(/<title>Круизы по Франции/);
  });

  it('region page: its sailings «по» the region, in the dative the catalogue serves; no double colon', async () => {
    // A link's accessible name: its text and its hidden tail run together, tags and React's markers gone.
    const names = (html: string) =>
      decoded(html)
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, '');
    const { text, html } = await page('/region/vostochnoe-sredizemnomore');
    expect(text).toContain('Круизы по Восточному Средиземноморью');
    expect(text).not.toContain('Круизы: Восточное Средиземноморье');
    expect(names(html)).toMatch(/Все \d+ круиз[а-я]*: Круизы по Восточному Средиземноморью/);
    expect((await page('/region/norvezhskie-fordy')).text).toContain('Круизы по норвежским фьордам');
  });

  it('country page: its sailings «по» the country in the dative, «с заходом» a country of one port', async () => {
    const france = await page('/country/frantsiya');
    expect(france.text).toContain('Круизы по Франции');
    expect(france.text).not.toContain('Круизы: Франция');
    const cyprus = (await page('/country/kipr')).text;
    expect(cyprus).toContain('Круизы с заходом на Кипр');
    expect(cyprus).not.toContain('Круизы по Кипру');
    expect((await page('/search-cruise?country=monako')).text).toContain('Круизы с заходом в Монако');
  });

  it('port and city pages: the country in the crumbs, not under «Регионы» (which lists no countries)', async () => {
    for (const path of ['/port/malaga', '/city/malaga']) {
      const trail = crumbs((await page(path)).html);
      expect(trail, path).toMatch(/Главная\s*Испания\s*Малага/);
      expect(trail, path).not.toContain('Регионы');
      // Ports within a night's sail are neighbours, not «поблизости» (hundreds of kilometres on the Lena).
      expect(textOf((await page(path)).html), path).toContain('Соседние стоянки');
    }
  });

  it('country page: its main regions first, a text of its own, a region crumb only inside one region', async () => {
    const russia = await page('/country/rossiya');
    // Russia is the Volga's before it is the Far East's (Vladivostok lies in «Япония и Китай»).
    expect(russia.text).toContain('Отсюда отправляются круизы по Волге');
    expect(crumbs(russia.html)).not.toMatch(/Волга|Япония/);
    const cyprus = await page('/country/kipr');
    // Limassol sends the Eastern Mediterranean's sailings and crossings to the Caribbean (decision 046).
    expect(cyprus.text).toContain(
      'Отсюда отправляются круизы по Восточному Средиземноморью и трансатлантическим маршрутам.',
    );
    expect(crumbs(cyprus.html)).not.toMatch(/Средиземноморье|Трансатлантика/);
    const norway = await page('/country/norvegiya');
    expect(norway.text).toContain('Сюда заходят круизы по норвежским фьордам.');
    expect(crumbs(norway.html)).toContain('Норвежские фьорды');
    // «О стране» is the country's own, not one paragraph for all.
    const about = (text: string) => /О стране\s+(.{40})/s.exec(text)![1];
    expect(about(russia.text)).not.toBe(about(cyprus.text));
  });

  it('ship page: the generic noun takes the case, the name is quoted only in Cyrillic', async () => {
    expect((await page(`/ship/${riverShip.slug}`)).text).toContain(`Круизы на теплоходе «${riverShip.name}»`);
    expect((await page(`/ship/${seaShip.slug}`)).text).toContain(`Круизы на лайнере ${seaShip.name}`);
  });

  it('cruise line page: «компании» takes the case, a Cyrillic name in quotes', async () => {
    const line = riverShip.cruiseLine;
    expect(line.name).toMatch(/[А-Яа-яЁё]/);
    const { html, all } = await page(`/cruiseline/${line.slug}`);
    expect(all).toContain(`Круизы компании «${line.name}»`);
    // The fleet's heading names the company once: «Суда компании «Водоход»», then «2 теплохода и 1 пароход»
    // (it had said «Суда компании» over «2 теплохода и 1 пароход компании «Водоход»»).
    expect(all).toMatch(new RegExp(`(?:Суда|Теплоходы) компании «${escape(line.name)}»`));
    expect(all).toMatch(/\d+ (?:теплоход|пароход)\S*(?: и \d+ (?:теплоход|пароход)\S*)?</);
    expect(all).not.toMatch(/(?:теплоход|пароход)\S* компании/);
    expect(html).toContain(`alt="Логотип компании «${line.name}»"`);
    // The bare name after a noun that needs the genitive: `Круизы Водоход`, `Теплоходы Водоход`.
    expect(all).not.toMatch(
      new RegExp(`(?:Круизы|Теплоходы|Суда|Регионы|теплоход\\S*|пароход\\S*|Логотип) ${escape(line.name)}`),
    );
    const sea = await page(`/cruiseline/${seaShip.cruiseLine.slug}`);
    expect(sea.all).toContain(`Круизы компании ${seaShip.cruiseLine.name}`);
  });
});
