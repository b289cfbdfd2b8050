/**
 * The load test's scenario: which URLs a realistic crowd asks for and how often. URLs come from the site
 * itself (its sitemap, and the image optimizer URLs its pages use), so the same scenario runs against a
 * local site or staging without knowing its data. Only the path of each sitemap URL is kept: a staging
 * sitemap may name the production host, and the load must go to the target alone.
 */
import { CRUISE_KINDS, NIGHTS_RANGES, SEARCH_SORTS } from '../shared/validation';

export const ROUTE_KINDS = [
  'home',
  'search',
  'cruise',
  'catalogue',
  'page',
  'term',
  'not-found',
  'image',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** Share of requests per kind, as visitors spread over the site (searches and cruises above all). */
export const DEFAULT_WEIGHTS: Record<RouteKind, number> = {
  home: 10,
  search: 25,
  cruise: 22,
  catalogue: 15,
  page: 5,
  term: 8,
  'not-found': 3,
  image: 12,
};

export interface SiteInventory {
  cruises: string[];
  /** Region, country, port, city, cruise line, ship and promotion pages and their lists. */
  catalogue: string[];
  /** Every other page in the sitemap: landings, content pages. */
  pages: string[];
  /** Slugs that the search filters take. */
  filters: { region: string[]; country: string[]; port: string[]; line: string[]; ship: string[] };
  images: string[];
}

export interface Planned {
  kind: RouteKind;
  path: string;
}

const CATALOGUE =
  /^\/(region|country|port|city|cruiseline|ship|promotions|all-regions|all-cruiselines)(\/|$)/;
const FILTER_OF: Record<string, keyof SiteInventory['filters']> = {
  region: 'region',
  country: 'country',
  port: 'port',
  cruiseline: 'line',
  ship: 'ship',
};
const TERMS = ['волга', 'норвегия', 'круиз', 'средиземное море', 'лайнер', 'петербург', 'карибы', 'fjord'];

/** `<loc>` values of a sitemap or a sitemap index. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) =>
    m[1]
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"'),
  );
}

/** Path and query of a URL found on the site, or null for something that is not a page of it. */
function pathOf(location: string): string | null {
  try {
    const url = new URL(location, 'http://site.invalid');
    return url.pathname.startsWith('/') ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** Sorts the sitemap's pages into the scenario's kinds and collects the slugs the search filters take. */
export function inventoryFrom(pagePaths: string[], images: string[]): SiteInventory {
  const inventory: SiteInventory = {
    cruises: [],
    catalogue: [],
    pages: [],
    filters: { region: [], country: [], port: [], line: [], ship: [] },
    images,
  };
  for (const path of pagePaths) {
    if (path === '/' || path.startsWith('/search-cruise?') || path === '/search-cruise') continue;
    if (path.startsWith('/cruise/')) inventory.cruises.push(path);
    else if (CATALOGUE.test(path)) inventory.catalogue.push(path);
    else inventory.pages.push(path);
    const [, section, slug] = /^\/([a-z-]+)\/([^/?]+)$/.exec(path) ?? [];
    const filter = section && FILTER_OF[section];
    if (filter) inventory.filters[filter].push(decodeURIComponent(slug));
  }
  return inventory;
}

/** Image optimizer URLs in a page's HTML (src and srcset): `/_img/640/gallery/a.jpg`, or the query form `/_img?s=…`. */
export function imageUrls(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/\/_img[/?][^"'\s,]+/g)) found.add(m[0].replace(/&amp;/g, '&'));
  return [...found];
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence of URLs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A search with a random combination of filters, a sort now and then, and a page among the first few. */
export function randomSearch(filters: SiteInventory['filters'], random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const params = new URLSearchParams();
  if (random() < 0.4) params.set('kind', pick(CRUISE_KINDS));
  for (const key of ['region', 'country', 'port', 'line', 'ship'] as const) {
    if (filters[key].length > 0 && random() < 0.2) params.set(key, pick(filters[key]));
  }
  if (random() < 0.25) params.set('nights', pick(NIGHTS_RANGES));
  if (random() < 0.1) params.set('priceMax', String(50_000 + Math.floor(random() * 20) * 25_000));
  if (random() < 0.2) params.set('sort', pick(SEARCH_SORTS));
  if (random() < 0.3) params.set('page', String(2 + Math.floor(random() * 4)));
  const qs = params.toString();
  return `/search-cruise${qs ? `?${qs}` : ''}`;
}

/** Picks the next request: a kind by weight, then a URL of that kind. Kinds with no URLs are left out. */
export function createMix(
  inventory: SiteInventory,
  random: () => number,
  weights: Record<RouteKind, number> = DEFAULT_WEIGHTS,
): { next(): Planned; kinds: RouteKind[] } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const makers: Record<RouteKind, (() => string) | null> = {
    home: () => '/',
    search: () => randomSearch(inventory.filters, random),
    cruise: inventory.cruises.length ? () => pick(inventory.cruises) : null,
    catalogue: inventory.catalogue.length ? () => pick(inventory.catalogue) : null,
    page: inventory.pages.length ? () => pick(inventory.pages) : null,
    term: () => `/search?term=${encodeURIComponent(pick(TERMS))}`,
    'not-found': () => `/no-such-page/${Math.floor(random() * 1e9).toString(36)}`,
    image: inventory.images.length ? () => pick(inventory.images) : null,
  };
  const kinds = ROUTE_KINDS.filter((kind) => makers[kind] && weights[kind] > 0);
  const total = kinds.reduce((sum, kind) => sum + weights[kind], 0);
  return {
    kinds,
    next() {
      let roll = random() * total;
      for (const kind of kinds) {
        roll -= weights[kind];
        if (roll < 0) return { kind, path: makers[kind]!() };
      }
      const last = kinds[kinds.length - 1];
      return { kind: last, path: makers[last]!() };
    },
  };
}

/** Fetches what the scenario needs from the target: its sitemap (index and files) and a few pages' images. */
export async function discoverSite(
  target: URL,
  options: { maxSitemapFiles?: number; timeoutMs?: number } = {},
): Promise<SiteInventory> {
  const get = async (path: string) => {
    const res = await fetch(new URL(path, target), {
      headers: { 'User-Agent': USER_AGENT },
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.text();
  };
  const index = await get('/sitemap.xml');
  let pagePaths: string[];
  if (index.includes('<sitemapindex')) {
    const files = sitemapLocations(index)
      .map(pathOf)
      .filter((p): p is string => p !== null)
      .slice(0, options.maxSitemapFiles ?? 50);
    pagePaths = (await Promise.all(files.map(async (file) => sitemapLocations(await get(file)))))
      .flat()
      .map(pathOf)
      .filter((p): p is string => p !== null);
  } else {
    pagePaths = sitemapLocations(index)
      .map(pathOf)
      .filter((p): p is string => p !== null);
  }
  if (pagePaths.length === 0) throw new Error('the sitemap lists no pages');
  const sample = ['/', ...pagePaths.filter((p) => p.startsWith('/cruise/')).slice(0, 2), '/search-cruise'];
  const images = new Set<string>();
  for (const path of sample) {
    for (const url of imageUrls(await get(path).catch(() => ''))) images.add(url);
  }
  return inventoryFrom(pagePaths, [...images]);
}

/** A browser's (so pages stream as they do for people) that the target's logs can still tell apart. */
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 cruise-site-loadtest/1.0';
