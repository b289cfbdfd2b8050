/**
 * Data of the visitor's lists, fetched by slug from the API so prices and the sailed mark are today's, not
 * what the visitor saw when saving. A cruise the API no longer knows is left out of what is shown.
 * Used by the root loader on the server (`?favourites=1`, `?compare=1`), by the lists when opened in the
 * browser, and by home and the not-found page (recently viewed).
 */
import type { ApiClient } from '../../../shared/api/client';
import type { CabinPrice, Cruise } from '../../../shared/api/schemas';
import { fareToday } from '../../../shared/pricing/fare';
import { hasSailed, leavesToday, moscowToday } from '../../../shared/today';
import { readCookie } from '../../cookies';
import { readVisitorTools, type VisitorTools } from '../../../shared/visitor-tools';
import { toCruiseCardView, type CruiseCardView } from '../../pages/_shared/cruise-card';

/** Sales closed, and why: the cruise left on an earlier day, or leaves today (Moscow). */
export type Closed = false | 'left' | 'today';

export interface FavouriteItem extends CruiseCardView {
  sailed: Closed;
}

/** One cabin type of a compared cruise: the lowest price of its available categories. */
export interface ComparedCabin {
  type: CabinPrice['category']['type'];
  /** The category that price is for (its first one when none is left): «Полулюкс» in the suites' row. */
  name: string;
  /** Rubles per person; null when no cabin of the type is left. */
  priceRub: number | null;
}

export interface ComparedCruise {
  slug: string;
  title: string;
  startDate: string;
  endDate: string;
  nights: number;
  /** River or sea: a river ship's best cabins are «Полулюкс», a liner's «Сьют». */
  kind: Cruise['kind'];
  ship: string;
  cruiseLine: string;
  route: string[];
  ports: string[];
  cabins: ComparedCabin[];
  included: string[];
  promotions: string[];
  sailed: Closed;
}

/** The visitor's lists: the request's Cookie header on the server, the document's in the browser. */
export function visitorToolsOf(request: Request): VisitorTools {
  const header = request.headers.get('cookie') ?? (typeof document === 'undefined' ? '' : document.cookie);
  return readVisitorTools(header, readCookie);
}

/** Cruises by slug in the list's order; those the API does not return (gone, failing) are left out. */
async function cruisesBySlug(api: ApiClient, slugs: readonly string[], signal: AbortSignal) {
  const results = await Promise.all(slugs.map((slug) => api.getCruiseBySlug({ slug }, { signal })));
  return results.flatMap((result) => (result.ok ? [result.data] : []));
}

/** Sailed by the API's word or by Moscow's date today (a cached answer may be a day old). */
function isSailed(cruise: Cruise, today: string): Closed {
  if (!cruise.sailed && !hasSailed(cruise.startDate, today)) return false;
  return leavesToday(cruise.startDate, today) ? 'today' : 'left';
}

export async function loadFavourites(
  api: ApiClient,
  slugs: readonly string[],
  signal: AbortSignal,
): Promise<FavouriteItem[]> {
  const today = moscowToday();
  return (await cruisesBySlug(api, slugs, signal)).map((cruise) => ({
    ...toCruiseCardView(cruise),
    sailed: isSailed(cruise, today),
  }));
}

export async function loadRecentlyViewed(
  api: ApiClient,
  slugs: readonly string[],
  signal: AbortSignal,
): Promise<CruiseCardView[]> {
  return (await cruisesBySlug(api, slugs, signal)).map(toCruiseCardView);
}

const CABIN_ORDER: ComparedCabin['type'][] = [
  'inside',
  'oceanview',
  'balcony',
  'suite',
  'single',
  'standard',
  'lux',
];

/** The lowest available price of the day (shared/pricing/fare.ts) of each cabin type the ship has. */
export function cabinsFrom(prices: readonly CabinPrice[], today: string): ComparedCabin[] {
  return CABIN_ORDER.flatMap((type) => {
    const ofType = prices.filter((p) => p.category.type === type);
    if (ofType.length === 0) return [];
    const available = ofType
      .filter((p) => p.available)
      .map((p) => ({ name: p.category.name, priceRub: fareToday(p, today).priceRub.amount }))
      .sort((a, b) => a.priceRub - b.priceRub);
    return [
      available[0] ? { type, ...available[0] } : { type, name: ofType[0].category.name, priceRub: null },
    ];
  });
}

export async function loadComparison(
  api: ApiClient,
  slugs: readonly string[],
  signal: AbortSignal,
): Promise<ComparedCruise[]> {
  const today = moscowToday();
  const [cruises, prices] = await Promise.all([
    cruisesBySlug(api, slugs, signal),
    Promise.all(slugs.map((slug) => api.getCruisePrices({ slug }, { signal }))),
  ]);
  const pricesBySlug = new Map(prices.flatMap((p) => (p.ok ? [[p.data.cruiseSlug, p.data.prices]] : [])));
  return cruises.map((cruise) => ({
    slug: cruise.slug,
    title: cruise.title,
    startDate: cruise.startDate,
    endDate: cruise.endDate,
    nights: cruise.nights,
    kind: cruise.kind,
    ship: cruise.ship.name,
    cruiseLine: cruise.cruiseLine.name,
    route: cruise.route,
    ports: cruise.ports.map((port) => port.name),
    cabins: cabinsFrom(pricesBySlug.get(cruise.slug) ?? [], today),
    included: cruise.included,
    promotions: cruise.promotions.map((p) => p.label),
    sailed: isSailed(cruise, today),
  }));
}
