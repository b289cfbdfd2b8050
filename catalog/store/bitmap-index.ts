/**
 * A bitmap index over the day's upcoming cruises. Each facet value (region, line, month, …) has a bitset of
 * the cruises carrying it; a query ORs the bitsets within a facet and ANDs across facets, so a search or a
 * full set of facet counts is a few thousand word operations instead of a scan with per-cruise checks.
 * Bit i is `view.entries[i]`, which is in date order, so a date range is a contiguous run of bits.
 */
import { isWeekendCruise } from '../../shared/search/weekend';
import type { SearchSort } from '../../shared/api/schemas';
import { SEARCH_FACETS, type SearchFacet } from '../../shared/validation';
import type { DayView, SearchEntry } from './views';
import { oncePer } from '../../shared/once-per';

export type Bits = Uint32Array;

export interface BitmapIndex {
  n: number;
  words: number;
  entries: SearchEntry[];
  facet: Map<string, Bits>[];
  promotion: Map<string, Bits>;
  /** Cruises under a running offer: their card shows its badge. */
  onOffer: Bits;
  /** Weekend cruises (shared/search/weekend.ts). */
  weekend: Bits;
  /** Cruises by route key (views.ts). */
  route: Map<string, Bits>;
  routeKeyBySlug: Map<string, string>;
  /** Rubles price from, NaN when a cruise has no bookable cabin. */
  price: Float64Array;
  start: string[];
  order: Record<SearchSort, Int32Array>;
}

export function popcount(bits: Bits): number {
  let c = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i];
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    c += (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  }
  return c;
}

export const has = (bits: Bits, i: number) => (bits[i >>> 5] & (1 << (i & 31))) !== 0;
const set = (bits: Bits, i: number) => {
  bits[i >>> 5] |= 1 << (i & 31);
};

export function full(ix: BitmapIndex): Bits {
  const b = new Uint32Array(ix.words).fill(0xffffffff);
  const extra = ix.words * 32 - ix.n;
  if (extra > 0) b[ix.words - 1] = 0xffffffff >>> extra;
  return b;
}

export function and(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] &= other[i];
  return target;
}

export function or(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] |= other[i];
  return target;
}

export function countAnd(a: Bits, b: Bits): number {
  let c = 0;
  for (let i = 0; i < a.length; i++) {
    let v = a[i] & b[i];
    if (v === 0) continue;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    c += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return c;
}

function valuesOf(e: SearchEntry, f: SearchFacet): string[] {
  return f === 'kind' ? [e.kind] : e[f];
}

/** Built once per day view (shared/once-per.ts). */
export const indexOf = oncePer((view: DayView): BitmapIndex => {
  const entries = view.entries;
  const n = entries.length;
  const words = Math.max(1, Math.ceil(n / 32));
  const facet = SEARCH_FACETS.map(() => new Map<string, Bits>());
  const promotion = new Map<string, Bits>();
  const route = new Map<string, Bits>();
  const onOffer = new Uint32Array(words);
  const weekend = new Uint32Array(words);
  const add = (m: Map<string, Bits>, key: string, i: number) => {
    let b = m.get(key);
    if (!b) m.set(key, (b = new Uint32Array(words)));
    set(b, i);
  };
  const price = new Float64Array(n);
  entries.forEach((e, i) => {
    SEARCH_FACETS.forEach((f, fi) => valuesOf(e, f).forEach((v) => add(facet[fi], v, i)));
    e.promotions.forEach((p) => add(promotion, p, i));
    if (e.card.promotion) set(onOffer, i);
    if (isWeekendCruise(e.start, e.cruise.nights)) set(weekend, i);
    add(route, e.routeKey, i);
    price[i] = e.priceRub ?? Number.NaN;
  });
  const idx = Array.from({ length: n }, (_, i) => i);
  const by = (cmp: (a: number, b: number) => number) =>
    Int32Array.from([...idx].sort((a, b) => cmp(a, b) || a - b));
  const p = (i: number) => (Number.isNaN(price[i]) ? Number.MAX_SAFE_INTEGER : price[i]);
  const ix: BitmapIndex = {
    n,
    words,
    entries,
    facet,
    promotion,
    onOffer,
    weekend,
    route,
    routeKeyBySlug: view.routeKeyBySlug,
    price,
    start: entries.map((e) => e.start),
    order: {
      date: Int32Array.from(idx),
      'price-asc': by((a, b) => p(a) - p(b)),
      'price-desc': by(
        (a, b) => (Number.isNaN(price[b]) ? -1 : price[b]) - (Number.isNaN(price[a]) ? -1 : price[a]),
      ),
      nights: by((a, b) => entries[a].cruise.nights - entries[b].cruise.nights),
      popular: by((a, b) => entries[b].cruise.popularity - entries[a].cruise.popularity),
    },
  };
  return ix;
});

/** First index whose start date is >= date (entries are in date order). */
export function lowerBound(starts: string[], date: string): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid] < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function range(ix: BitmapIndex, from: number, to: number): Bits {
  const b = new Uint32Array(ix.words);
  for (let i = from; i < to; i++) set(b, i);
  return b;
}
