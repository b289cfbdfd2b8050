/**
 * Real URLs of every route type, discovered through the API (`/api/v1/...` of the site or of the catalogue),
 * for the load mix, the fuzzers, the fault tests and the CSP test.
 */

interface Named {
  slug: string;
}

export interface SiteUrls {
  home: string;
  searchCruise: string;
  landing: string;
  search: string;
  cruise: string;
  region: string;
  country: string;
  port: string;
  city: string;
  cruiseline: string;
  ship: string;
  promotions: string;
  promotion: string;
  aboutUs: string;
  info: string;
  payment: string;
  paymentResult: string;
  allRegions: string;
  allCruiselines: string;
  notFound: string;
}

export interface Slugs {
  cruise: string;
  region: string;
  country: string;
  port: string;
  city: string;
  cruiseline: string;
  ship: string;
  promotion: string;
  tag: string;
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

export function urlsFor(s: Slugs): SiteUrls {
  return {
    home: '/',
    searchCruise: '/search-cruise',
    landing: `/search-cruise/${enc(s.tag)}`,
    search: `/search?term=${enc('волга')}`,
    cruise: `/cruise/${enc(s.cruise)}`,
    region: `/region/${enc(s.region)}`,
    country: `/country/${enc(s.country)}`,
    port: `/port/${enc(s.port)}`,
    city: `/city/${enc(s.city)}`,
    cruiseline: `/cruiseline/${enc(s.cruiseline)}`,
    ship: `/ship/${enc(s.ship)}`,
    promotions: '/promotions',
    promotion: `/promotions/${enc(s.promotion)}`,
    aboutUs: '/about-us',
    info: '/info/cookies',
    payment: '/payment',
    paymentResult: '/payment-result?order=TEST-0001',
    allRegions: '/all-regions',
    allCruiselines: '/all-cruiselines',
    notFound: '/no/such/page',
  };
}

export async function discoverUrls(apiOrigin: string): Promise<SiteUrls> {
  return urlsFor(await discoverSlugs(apiOrigin));
}
