/**
 * Every count a visitor reads agrees with what its link shows. The test walks every region, country, port,
 * city, cruise line, ship, promotion and tag page of the seed through the real app, reads each printed
 * count of cruises and the link beside it from the HTML, follows the link and compares. It also checks the
 * filter options' counts against the search, and that nothing departed (Moscow time) is offered.
 */
import { Database } from '../../catalog/db/driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchParamsOf } from '../../client/pages/_place/search-link';
import { parseSearchQuery, toApiFilters } from '../../client/pages/search-cruise/search-query';
import { moscowToday } from '../../shared/today';
import { startSite, type TestSite } from './harness';

let site: TestSite;
let slugs: Record<
  'regions' | 'countries' | 'ports' | 'cities' | 'cruise_lines' | 'ships' | 'promotions',
  string[]
>;
let tags: string[];

beforeAll(async () => {
  site = await startSite();
  // Warm the catalogue (it seeds on first use) before reading the seed's slugs from its file.
  await get('/api/v1/regions/get-map');
  const db = new Database(site.dbPath, { readonly: true });
  const list = (table: string) =>
    db.prepare(`SELECT slug FROM ${table} ORDER BY slug`).pluck().all() as string[];
  slugs = {
    regions: list('regions'),
    countries: list('countries'),
    ports: list('ports'),
    cities: list('cities'),
    cruise_lines: list('cruise_lines'),
    ships: list('ships'),
    promotions: list('promotions'),
  };
  tags = list('tag_pages');
  db.close();
}, 60_000);

afterAll(async () => {
  await site?.close();
});

async function get(path: string): Promise<string> {
  const res = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.text();
}

async function api<T>(path: string): Promise<T> {
  return JSON.parse(await get(`/api/v1${path}`)) as T;
}

function decode(text: string): string {
  return text
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function textOf(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const number = (text: string) => Number(text.replace(/\D/g, ''));

/** Links that print a count of cruises: 'Смотреть 24 круиза', 'Все 24 круиза', 'Смотреть круиз' (one). */
function countLinks(html: string): { href: string; count: number; text: string }[] {
  const out: { href: string; count: number; text: string }[] = [];
  for (const m of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const text = textOf(m[2]);
    const counted = /^(?:Смотреть|Все) (\d[\d ]*) круиз/.exec(text);
    if (counted) out.push({ href: decode(m[1]), count: number(counted[1]), text });
    else if (/^Смотреть круиз\b/.test(text)) out.push({ href: decode(m[1]), count: 1, text });
  }
  return out;
}

/**
 * Region cards: the count a card prints and where the card leads. On a region list the region's page (its
 * cruises, all of them); on a line's or ship's page the search narrowed to that line's or ship's cruises there.
 */
function regionCards(html: string): { href: string; count: number; text: string }[] {
  const out: { href: string; count: number; text: string }[] = [];
  for (const m of html.matchAll(
    /<article class="card rcard">[\s\S]*?<a href="([^"]*)" class="card__link">([^<]*)<\/a>[\s\S]*?<span class="card__count">([^<]*)<\/span>/g,
  ))
    out.push({ href: decode(m[1]), count: number(decode(m[3])), text: `${m[2]}: ${decode(m[3])}` });
  return out;
}

/** The key fact 'Круизов в продаже', if the page prints one. */
function factCount(html: string): number | null {
  const m = /<dt[^>]*>Круизов [^<]*<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(html);
  return m ? number(decode(m[1])) : null;
}

/**
 * What a link into the search shows, the fast way: the query read by the search page's own parser and sent
 * to the API as its loader does (the page prints this total as 'Найдено N круизов', checked below).
 */
const totals = new Map<string, Promise<number>>();
function totalBehind(href: string): Promise<number> {
  let total = totals.get(href);
  if (!total) {
    const { filters } = parseSearchQuery(new URL(href, site.url).searchParams);
    const query = searchParamsOf(toApiFilters(filters));
    query.set('pageSize', '1');
    total = api<{ total: number }>(`/search/get-cruises?${query}`).then((r) => r.total);
    totals.set(href, total);
  }
  return total;
}

/** 'Найдено 24 круиза' on the search page: what a link into the search shows. */
const found = new Map<string, Promise<number>>();
function foundOn(href: string): Promise<number> {
  let total = found.get(href);
  if (!total) {
    total = get(href).then((html) => {
      const m = /id="sc-results-title"[^>]*>([\s\S]*?)<\/h2>/.exec(html);
      const text = m ? textOf(m[1]) : '';
      if (/^Ничего не найдено|^Найдено 0|^Круизов не найдено/.test(text)) return 0;
      const n = /^Найден[оа]? (\d[\d ]*) круиз/.exec(text);
      if (!n) throw new Error(`${href}: no results count in '${text}'`);
      return number(n[1]);
    });
    found.set(href, total);
  }
  return total;
}

/** Runs `task` over `items`, a few at a time (the machine is small; the site renders one page at a time anyway). */
async function each<T>(items: T[], task: (item: T) => Promise<void>, width = 4): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

interface Mismatch {
  page: string;
  problem: string;
}

/** Every count on the page against the results behind its link. */
async function checkPage(path: string, problems: Mismatch[]): Promise<void> {
  const html = await get(path);
  const links = countLinks(html);
  const fact = factCount(html);
  for (const link of links) {
    if (!link.href.startsWith('/search-cruise')) {
      problems.push({ page: path, problem: `'${link.text}' leads to ${link.href}, not to the search` });
      continue;
    }
    const shown = await totalBehind(link.href);
    if (shown !== link.count)
      problems.push({ page: path, problem: `'${link.text}' → ${link.href} shows ${shown}` });
  }
  for (const card of regionCards(html)) {
    const region = /^\/region\/([^/?]+)$/.exec(card.href)?.[1];
    const shown = await totalBehind(region ? `/search-cruise?region=${region}` : card.href);
    if (shown !== card.count)
      problems.push({ page: path, problem: `card '${card.text}' → ${card.href} shows ${shown}` });
  }
  if (fact !== null && fact > 0) {
    if (!links.some((l) => l.count === fact))
      problems.push({ page: path, problem: `prints ${fact} cruises without a link that shows them` });
    if (html.includes('Сейчас нет круизов в продаже'))
      problems.push({ page: path, problem: `prints ${fact} cruises and 'Сейчас нет круизов в продаже'` });
  }
}

describe('every printed count equals the results behind its link', () => {
  const pages: [string, keyof typeof slugs][] = [
    ['/region/', 'regions'],
    ['/country/', 'countries'],
    ['/port/', 'ports'],
    ['/city/', 'cities'],
    ['/cruiseline/', 'cruise_lines'],
    ['/ship/', 'ships'],
    ['/promotions/', 'promotions'],
  ];
  for (const [base, key] of pages) {
    it(`${base}: every page of the seed`, async () => {
      const problems: Mismatch[] = [];
      await each(slugs[key], (slug) => checkPage(`${base}${slug}`, problems));
      expect(slugs[key].length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it('the regions page counts cruises as its «Все морские / речные круизы» links find them, a crossing once', async () => {
    const html = await get('/all-regions');
    const text = textOf(html);
    const lead = /(\d+) регион\S* и ([\d ]+) круиз\S* в продаже/.exec(text);
    expect(lead, text.slice(0, 400)).not.toBeNull();
    const sections = [...text.matchAll(/(Морские|Речные) круизы (\d+) регион\S*, ([\d ]+) круиз/g)];
    expect(sections).toHaveLength(2);
    const byKind = new Map(sections.map((m) => [m[1] === 'Морские' ? 'sea' : 'river', number(m[3])]));
    expect(await totalBehind('/search-cruise')).toBe(number(lead![2]));
    for (const kind of ['sea', 'river'] as const) {
      const link = new RegExp(`href="([^"]*kind=${kind}[^"]*)"`).exec(html);
      expect(link, kind).not.toBeNull();
      expect(await totalBehind(decode(link![1])), kind).toBe(byKind.get(kind));
    }
  });

  it('a line’s and a ship’s region cards count their own cruises there, and lead to them', async () => {
    for (const [path, param] of [
      ['/cruiseline/vodokhod', 'line=vodokhod'],
      ['/ship/n-v-gogol', 'ship=n-v-gogol'],
    ]) {
      const cards = regionCards(await get(path));
      expect(cards.length, path).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.href, path).toMatch(new RegExp(`^/search-cruise\\?(.*&)?${param}(&|$)`));
        expect(await totalBehind(card.href)).toBe(card.count);
      }
    }
  });

  it('a port and a city count the cruises calling there, and their lists show them (Malaga)', async () => {
    for (const path of ['/port/malaga', '/city/malaga']) {
      const html = await get(path);
      const fact = factCount(html);
      expect(fact, path).toBeGreaterThan(0);
      // The count takes in the sailings that start there too: not «Круизов с заходом».
      expect(html).toMatch(/<dt[^>]*>Круизов в продаже<\/dt>/);
      const cta = countLinks(html).find((l) => l.text.startsWith('Смотреть'))!;
      expect(cta.href).toBe('/search-cruise?callsAt=malaga');
      expect(await foundOn(cta.href)).toBe(fact);
      expect(await totalBehind(cta.href)).toBe(fact);
      expect(html).not.toContain('Сейчас нет круизов в продаже');
    }
  });

  it('a port and a city say «из» as many cruises as start there, and head their list by it', async () => {
    const problems: string[] = [];
    for (const [kind, path] of [
      ['ports', 'port'],
      ['cities', 'city'],
    ] as const) {
      for (const slug of slugs[kind]) {
        const place = await api<{
          cruisesCount: number;
          departuresCount: number;
          ports?: { slug: string }[];
        }>(`/${kind}/get-by-slug?slug=${slug}`);
        // A city's departures are those from any of its ports, each cruise once.
        const ports = place.ports?.map((p) => p.slug) ?? [slug];
        const starts = await totalBehind(`/search-cruise?${ports.map((p) => `port=${p}`).join('&')}`);
        if (place.departuresCount !== starts)
          problems.push(`${path} ${slug}: ${place.departuresCount} departures, the search finds ${starts}`);
        if (place.cruisesCount === 0) continue;
        const heading =
          /<h2[^>]*>(Круизы [^<]*)<\/h2>/.exec(decode(await get(`/${path}/${slug}`)))?.[1] ?? '';
        const saysFrom = /^Круизы (из|с) /.test(heading) && !heading.startsWith('Круизы с заходом');
        if (saysFrom !== place.departuresCount > 0) problems.push(`${path} ${slug}: «${heading}»`);
      }
    }
    expect(problems).toEqual([]);
    expect(decode(await get('/port/kazan'))).toContain('Круизы из Казани и с заходом в Казань');
    expect(decode(await get('/port/neapol'))).toContain('Круизы с заходом в Неаполь');
  }, 120_000);

  it('a country names and counts only ports its sailings call at: «1 порт захода» for Iceland, not Reykjavik', async () => {
    const problems: string[] = [];
    for (const slug of slugs.countries) {
      const country = await api<{ ports: { slug: string }[]; cruisesCount: number }>(
        `/countries/get-by-slug?slug=${slug}`,
      );
      for (const port of country.ports) {
        const { cruisesCount } = await api<{ cruisesCount: number }>(`/ports/get-by-slug?slug=${port.slug}`);
        if (cruisesCount === 0) problems.push(`${slug}: ${port.slug}`);
      }
    }
    expect(problems).toEqual([]);
    const iceland = decode(await get('/country/islandiya'));
    expect(iceland).toContain('1 порт захода');
    expect(iceland).toContain('Круизы с заходом в Исландию');
    expect(iceland).not.toContain('/port/reykyavik');
  });

  it('tag chips: the count on each chip is what its landing page finds, and so does its way into the search', async () => {
    const problems: Mismatch[] = [];
    for (const where of ['home', 'search', 'cruise'] as const) {
      const { items } = await api<{ items: { slug: string; count: number }[] }>(
        `/get-page-tags?page=${where}`,
      );
      for (const chip of items) {
        const shown = await foundOn(`/search-cruise/${chip.slug}`);
        if (shown !== chip.count)
          problems.push({
            page: where,
            problem: `chip ${chip.slug} says ${chip.count}, its page finds ${shown}`,
          });
      }
    }
    await each(tags, async (slug) => {
      const path = `/search-cruise/${slug}`;
      const html = await get(path);
      const own = await foundOn(path);
      const all = /<a\b[^>]*href="([^"]*)"[^>]*>Изменить условия в общем поиске<\/a>/.exec(html);
      if (!all) return;
      const shown = await foundOn(decode(all[1]));
      if (shown !== own)
        problems.push({ page: path, problem: `finds ${own}, the same filters in the search ${shown}` });
    });
    expect(problems).toEqual([]);
  }, 60_000);

  it('each filter option counts what picking it finds', async () => {
    type Options = Record<string, { value: string; count: number }[]> & { total: number };
    const options = await api<Options>('/search/get-filter-options');
    const problems: string[] = [];
    for (const facet of ['kind', 'region', 'country', 'port', 'callsAt', 'line', 'ship', 'month', 'nights']) {
      expect(options[facet]?.length, facet).toBeGreaterThan(0);
      for (const option of options[facet]) {
        const { total } = await api<{ total: number }>(
          `/search/get-cruises?${facet}=${encodeURIComponent(option.value)}&pageSize=1`,
        );
        if (total !== option.count)
          problems.push(`${facet}=${option.value}: option ${option.count}, search ${total}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('«Только по акции» counts what checking it finds, on the page as in the API', async () => {
    const path = '/search-cruise?kind=river';
    const html = await get(path);
    const box = /<label for="sc-onOffer"[^>]*>([\s\S]*?)<\/label>/.exec(html);
    expect(box, 'the checkbox').not.toBeNull();
    const said = number(textOf(box![1]));
    expect(said).toBeGreaterThan(0);
    expect(await foundOn(`${path}&onOffer=1`)).toBe(said);
    expect(await totalBehind(`${path}&onOffer=1`)).toBe(said);
  });

  it('«Круизы выходного дня» counts what checking it finds, and the heading says it', async () => {
    const path = '/search-cruise?kind=river';
    const box = /<label for="sc-weekend"[^>]*>([\s\S]*?)<\/label>/.exec(await get(path));
    expect(box, 'the checkbox').not.toBeNull();
    const said = number(textOf(box![1]));
    expect(said).toBeGreaterThan(0);
    expect(await foundOn(`${path}&weekend=1`)).toBe(said);
    expect(await totalBehind(`${path}&weekend=1`)).toBe(said);
    expect(decode(await get(`${path}&weekend=1`))).toMatch(/<h1[^>]*>Речные круизы выходного дня<\/h1>/);
  });
});

describe('today is Moscow’s, and what has departed is not offered', () => {
  it('the search lists nothing departing today or earlier', async () => {
    const today = moscowToday();
    const { items } = await api<{ items: { startDate: string }[] }>(
      '/search/get-cruises?sort=date&pageSize=5',
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items[0].startDate > today).toBe(true);
  });
});
