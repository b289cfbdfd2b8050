/**
 * Search over the day's upcoming cruises: filters, sorting and paging (facet counts are filter-options.ts,
 * term search is catalog/search/term-search.ts).
 * Filtering runs on the bitmap index (bitmap-index.ts); this module turns queries into bitsets and back.
 */
import {
  type Page,
  type CruiseCard,
  type SearchCruisesQuery,
  type SearchFilters,
} from '../../shared/api/schemas';
import { SEARCH_FACETS, type SearchFacet } from '../../shared/validation';
import {
  and,
  full,
  has,
  indexOf,
  lowerBound,
  or,
  popcount,
  range,
  type BitmapIndex,
  type Bits,
} from './bitmap-index';
import type { DayView } from './views';

export interface Compiled {
  /** OR of the wanted values' bitsets per facet (SEARCH_FACETS order); null when that facet is not filtered. */
  facets: (Bits | null)[];
  /** Date range, promotion, offer, weekend and route: filters that are never counted as options. */
  base: Bits;
  /** Cruises within the price range (all when no price filter). */
  price: Bits;
}

export function compile(ix: BitmapIndex, f: SearchFilters): Compiled {
  const wanted: Record<SearchFacet, string[] | undefined> = {
    kind: f.kind ? [f.kind] : undefined,
    region: f.region,
    country: f.country,
    port: f.port,
    callsAt: f.callsAt,
    line: f.line,
    ship: f.ship,
    month: f.month ? [f.month] : undefined,
    nights: f.nights ? [f.nights] : undefined,
  };
  const facets = SEARCH_FACETS.map((k, fi) => {
    const values = wanted[k];
    if (!values || values.length === 0) return null;
    const bits = new Uint32Array(ix.words);
    for (const v of values) {
      const b = ix.facet[fi].get(v);
      if (b) or(bits, b);
    }
    return bits;
  });
  let base = full(ix);
  if (f.dateFrom || f.dateTo) {
    const from = f.dateFrom ? lowerBound(ix.start, f.dateFrom) : 0;
    // dateTo is inclusive: everything before the next day.
    const to = f.dateTo ? lowerBound(ix.start, `${f.dateTo}\uffff`) : ix.n;
    base = range(ix, from, Math.max(from, to));
  }
  if (f.promotion) and(base, ix.promotion.get(f.promotion) ?? new Uint32Array(ix.words));
  if (f.onOffer) and(base, ix.onOffer);
  if (f.weekend) and(base, ix.weekend);
  if (f.routeOf) {
    const key = ix.routeKeyBySlug.get(f.routeOf);
    and(base, (key !== undefined && ix.route.get(key)) || new Uint32Array(ix.words));
  }
  let price = full(ix);
  if (f.priceMin !== undefined || f.priceMax !== undefined) {
    price = new Uint32Array(ix.words);
    const min = f.priceMin ?? 0;
    const max = f.priceMax ?? Number.MAX_SAFE_INTEGER;
    for (let i = 0; i < ix.n; i++) {
      const p = ix.price[i];
      if (p >= min && p <= max) price[i >>> 5] |= 1 << (i & 31);
    }
  }
  return { facets, base, price };
}

/** Every filter applied, optionally leaving out one facet (for that facet's option counts) or the price. */
export function maskOf(c: Compiled, skipFacet = -1, withPrice = true): Bits {
  const m = Uint32Array.from(c.base);
  if (withPrice) and(m, c.price);
  c.facets.forEach((b, i) => {
    if (b && i !== skipFacet) and(m, b);
  });
  return m;
}

export function searchCruises(view: DayView, q: SearchCruisesQuery): Page<CruiseCard> {
  const ix = indexOf(view);
  const mask = maskOf(compile(ix, q));
  const total = popcount(mask);
  const from = (q.page - 1) * q.pageSize;
  const items: CruiseCard[] = [];
  if (from < total) {
    let seen = 0;
    const order = ix.order[q.sort];
    for (let k = 0; k < order.length && items.length < q.pageSize; k++) {
      const i = order[k];
      if (!has(mask, i)) continue;
      if (seen >= from) items.push(ix.entries[i].card);
      seen++;
    }
  }
  return { items, total, page: q.page, pageSize: q.pageSize, pages: Math.ceil(total / q.pageSize) };
}

export function countMatching(view: DayView, f: SearchFilters): number {
  const ix = indexOf(view);
  return popcount(maskOf(compile(ix, f)));
}
