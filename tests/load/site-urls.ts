/**
 * Real URLs of every route type, discovered through the API (`/api/v1/...` of the site or of the catalogue),
 * for the load mix, the fuzzers, the fault tests and the CSP test.
 */

interface Named {
  slug: string;
}

/** The page under each kind of slug (client/routes.tsx), in the order the fuzzers draw them. */
export const SLUG_PAGES = {
  cruise: '/cruise',
  region: '/region',
  country: '/country',
  port: '/port',
  city: '/city',
  cruiseline: '/cruiseline',
  ship: '/ship',
  promotion: '/promotions',
  tag: '/search-cruise',
} as const;

export type SlugKind = keyof typeof SLUG_PAGES;

/** One real slug of each kind. */
export type Slugs = Record<SlugKind, string>;

/** Every route that takes a slug or code as its last segment. */
export const SLUG_ROUTES: string[] = [...Object.values(SLUG_PAGES), '/info', '/share'];

export interface SiteUrls extends Record<Exclude<SlugKind, 'tag'>, string> {
  home: string;
  searchCruise: string;
  /** The tag landing page. */
  landing: string;
  search: string;
  promotions: string;
  aboutUs: string;
  info: string;
  payment: string;
  paymentResult: string;
  allRegions: string;
  allCruiselines: string;
  notFound: string;
}

async function api<T>(apiOrigin: string, path: string): Promise<T> {
  const res = await fetch(`${apiOrigin}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const enc = encodeURIComponent;

/** `apiOrigin`: where `/api/v1` answers (the site with the embedded catalogue, or the catalogue itself). */
export async function discoverSlugs(apiOrigin: string): Promise<Slugs> {
  const [popular, map, lines, promotions, tags] = await Promise.all([
    api<{ items: Named[] }>(apiOrigin, '/cruises/get-popular'),
    api<{ regions: Array<Named & { kind: string; cruisesCount: number }> }>(apiOrigin, '/regions/get-map'),
    api<{ items: Named[] }>(apiOrigin, '/cruise-companies/get-all?page=1&pageSize=100'),
    api<{ items: Named[] }>(apiOrigin, '/promotions/get-all'),
    api<{ items: Named[] } | Named[]>(apiOrigin, '/get-page-tags'),
  ]);
  const region = [...map.regions].sort((a, b) => b.cruisesCount - a.cruisesCount)[0];
  const full = await api<{ countries: Named[] }>(apiOrigin, `/regions/get-by-slug?slug=${enc(region.slug)}`);
  const country = await api<{ ports: Named[] }>(
    apiOrigin,
    `/countries/get-by-slug?slug=${enc(full.countries[0].slug)}`,
  );
  const port = await api<{ city: Named }>(apiOrigin, `/ports/get-by-slug?slug=${enc(country.ports[0].slug)}`);
  const ships = await api<{ items: Named[] }>(
    apiOrigin,
    `/ships/get-by-cruise-company-slug?slug=${enc(lines.items[0].slug)}`,
  );
  const tagList = Array.isArray(tags) ? tags : tags.items;
  return {
    cruise: popular.items[0].slug,
    region: region.slug,
    country: full.countries[0].slug,
    port: country.ports[0].slug,
    city: port.city.slug,
    cruiseline: lines.items[0].slug,
    ship: ships.items[0].slug,
    promotion: promotions.items[0].slug,
    tag: tagList[0]?.slug ?? 'morskie-kruizy',
  };
}

/** The page of each real slug. */
export function slugPaths(s: Slugs): Record<SlugKind, string> {
  const entries = (Object.keys(SLUG_PAGES) as SlugKind[]).map((kind) => [
    kind,
    `${SLUG_PAGES[kind]}/${enc(s[kind])}`,
  ]);
  return Object.fromEntries(entries) as Record<SlugKind, string>;
}

export function urlsFor(s: Slugs): SiteUrls {
  const { tag, ...pages } = slugPaths(s);
  return {
    ...pages,
    home: '/',
    searchCruise: '/search-cruise',
    landing: tag,
    search: `/search?term=${enc('волга')}`,
    promotions: '/promotions',
    aboutUs: '/about-us',
    info: '/info/cookies',
    payment: '/payment',
    paymentResult: '/payment-result?order=TEST-0001',
    allRegions: '/all-regions',
    allCruiselines: '/all-cruiselines',
    notFound: '/no/such/page',
  };
}

/** Pages kept in flight across a SIGTERM: pages of each weight, cached and not. */
export function sigtermPaths(urls: SiteUrls): string[] {
  return [urls.home, urls.cruise, urls.searchCruise, urls.region, urls.promotions, urls.search];
}

export async function discoverUrls(apiOrigin: string): Promise<SiteUrls> {
  return urlsFor(await discoverSlugs(apiOrigin));
}
