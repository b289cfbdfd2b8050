/**
 * Every indexable URL of the site, gathered from the API. The API has list endpoints for cruises (search),
 * lines, promotions, regions (map) and ships (per line); countries, ports and cities have none, so they are
 * reached through the entities that name them (region → countries → ports → cities), and landing pages
 * through the page-tag chips. Each section is gathered on its own: one failing section does not empty
 * the others (docs/decisions/007-content-payment-seo.md).
 */
import type { ApiClient } from '../../shared/api/client';
import type { ApiResult } from '../../shared/api/errors';
import type { Page } from '../../shared/api/schemas';
import { href, INFO_SLUGS, PATHS } from '../../shared/routes';
import type { SitemapUrl } from './xml';

export const SITEMAP_SECTIONS = [
  'pages',
  'landings',
  'cruises',
  'promotions',
  'cruiselines',
  'ships',
  'regions',
  'countries',
  'ports',
  'cities',
] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** The API's largest page. */
const PAGE_SIZE = 100;
/** Calls in flight at once while walking the API (keeps the catalogue responsive for visitors). */
const CONCURRENCY = 6;
/** A hard stop for paging in case an API reports an absurd page count. */
const MAX_PAGES = 2_000;

class SectionError extends Error {}

function unwrap<T>(result: ApiResult<T>, what: string): T {
  if (!result.ok) throw new SectionError(`${what}: ${result.error.code} ${result.error.message}`);
  return result.data;
}

/** Runs `fn` over items with at most `limit` calls at a time. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** All pages of a paged list: the first page tells how many there are, the rest load in parallel. */
async function allPages<T>(load: (page: number) => Promise<ApiResult<Page<T>>>, what: string): Promise<T[]> {
  const first = unwrap(await load(1), what);
  const pages = Math.min(first.pages, MAX_PAGES);
  const rest = await mapLimit(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
    CONCURRENCY,
    async (page) => unwrap(await load(page), what).items,
  );
  return [...first.items, ...rest.flat()];
}

/** The distinct slugs of what each parent names (a region's countries, a country's ports). */
async function distinctSlugs(
  parents: string[],
  named: (slug: string) => Promise<Array<{ slug: string }>>,
): Promise<string[]> {
  const lists = await mapLimit(parents, CONCURRENCY, named);
  return [...new Set(lists.flat().map((entity) => entity.slug))];
}

const unique = (paths: string[]): SitemapUrl[] => [...new Set(paths)].map((path) => ({ path }));

export type SectionCollectors = Record<SitemapSection, () => Promise<SitemapUrl[]>>;

/**
 * `client()` gives a fresh client per call: a background client's abort signal would otherwise collect a
 * listener per call in flight (Node warns past 10).
 */
export function sectionCollectors(client: () => ApiClient): SectionCollectors {
  const api = new Proxy({} as ApiClient, { get: (_t, name) => client()[name as keyof ApiClient] });
  // Sections that feed others share their calls.
  let regionSlugs: Promise<string[]> | null = null;
  let countrySlugs: Promise<string[]> | null = null;
  let portSlugs: Promise<string[]> | null = null;
  let lineSlugs: Promise<string[]> | null = null;

  const regions = () =>
    (regionSlugs ??= api.getRegionsMap({}).then((r) => unwrap(r, 'regions map').regions.map((x) => x.slug)));
  const lines = () =>
    (lineSlugs ??= allPages((page) => api.getCruiseLines({ page, pageSize: PAGE_SIZE }), 'cruise lines').then(
      (items) => items.map((l) => l.slug),
    ));
  const countries = () =>
    (countrySlugs ??= regions().then((slugs) =>
      distinctSlugs(
        slugs,
        async (slug) => unwrap(await api.getRegionBySlug({ slug }), `region ${slug}`).countries,
      ),
    ));
  const ports = () =>
    (portSlugs ??= countries().then((slugs) =>
      distinctSlugs(
        slugs,
        async (slug) => unwrap(await api.getCountryBySlug({ slug }), `country ${slug}`).ports,
      ),
    ));

  return {
    pages: async () => [
      { path: PATHS.home },
      { path: PATHS.searchCruise },
      { path: PATHS.promotions },
      { path: PATHS.allRegions },
      { path: PATHS.allCruiseLines },
      { path: PATHS.aboutUs },
      ...Object.values(INFO_SLUGS).map((slug) => ({ path: href.info(slug) })),
    ],
    landings: async () => {
      const lists = await Promise.all(
        (['home', 'search', 'cruise'] as const).map(
          async (page) => unwrap(await api.getPageTags({ page }), `page tags ${page}`).items,
        ),
      );
      return unique(lists.flat().map((t) => href.landing(t.slug)));
    },
    cruises: async () =>
      unique(
        (
          await allPages((page) => api.searchCruises({ sort: 'date', page, pageSize: PAGE_SIZE }), 'cruises')
        ).map((c) => href.cruise(c.slug)),
      ),
    promotions: async () =>
      unique(
        (
          await allPages(
            (page) => api.getPromotions({ status: 'active', page, pageSize: PAGE_SIZE }),
            'promotions',
          )
        ).map((p) => href.promotion(p.slug)),
      ),
    cruiselines: async () => unique((await lines()).map(href.cruiseLine)),
    ships: async () => {
      const lists = await mapLimit(await lines(), CONCURRENCY, (slug) =>
        allPages((page) => api.getShipsByCruiseLine({ slug, page, pageSize: PAGE_SIZE }), `ships of ${slug}`),
      );
      return unique(lists.flat().map((s) => href.ship(s.slug)));
    },
    regions: async () => unique((await regions()).map(href.region)),
    countries: async () => unique((await countries()).map(href.country)),
    ports: async () => unique((await ports()).map(href.port)),
    cities: async () => {
      const cities = await mapLimit(
        await ports(),
        CONCURRENCY,
        async (slug) => unwrap(await api.getPortBySlug({ slug }), `port ${slug}`).city.slug,
      );
      return unique(cities.map(href.city));
    },
  };
}
