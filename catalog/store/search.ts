/**
 * Search over the day's upcoming cruises: filters, sorting, paging and facet counts (term search is
 * catalog/search/term-search.ts).
 * Filtering runs on the bitmap index (bitmap-index.ts); this module turns queries into bitsets and back.
 */
import {
  type FilterOption,
  type FilterOptions,
  type Page,
  type CruiseCard,
  type SearchCruisesQuery,
  type SearchFilters,
} from '../../shared/api/schemas';
import { NIGHTS_RANGES } from '../../shared/validation';
import type { Model } from './model';
import { catalogCases } from './place-cases';
import {
  FACETS,
  and,
  countAnd,
  full,
  has,
  indexOf,
  lowerBound,
  or,
  popcount,
  range,
  type BitmapIndex,
  type Bits,
  type Facet,
} from './bitmap-index';
import type { DayView } from './views';

interface Compiled {
  /** OR of the wanted values' bitsets per facet (FACETS order); null when that facet is not filtered. */
  facets: (Bits | null)[];
  /** Date range, promotion and route: filters that are never counted as options. */
  base: Bits;
  /** Cruises within the price range (all when no price filter). */
  price: Bits;
}

function compile(ix: BitmapIndex, f: SearchFilters): Compiled {
  const wanted: Record<Facet, string[] | undefined> = {
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
  const facets = FACETS.map((k, fi) => {
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
function maskOf(c: Compiled, skipFacet = -1, withPrice = true): Bits {
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

const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];
const NIGHTS_LABELS: Record<string, string> = {
  '1-3': '1–3 ночи',
  '4-7': '4–7 ночей',
  '8-10': '8–10 ночей',
  '11-14': '11–14 ночей',
  '15-': '15 ночей и больше',
};

/** The labelled option lists; they do not depend on the filters, so they are built once per day. */
const optionLists = new WeakMap<DayView, Record<Facet, { value: string; label: string }[]>>();

function optionsOf(model: Model, view: DayView, months: number) {
  let lists = optionLists.get(view);
  if (!lists) {
    const departure = new Set(model.cruises.map((c) => c.departurePortId));
    const called = new Set(
      [...model.daysByCruise.values()].flat().flatMap((d) => (d.portId ? [d.portId] : [])),
    );
    const start = new Date(`${view.today.slice(0, 7)}-01T00:00:00Z`);
    const monthList = Array.from({ length: months }, (_, i) => {
      const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
      return {
        value: d.toISOString().slice(0, 7),
        label: `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
      };
    });
    const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'ru');
    lists = {
      kind: [
        { value: 'sea', label: 'Морские круизы' },
        { value: 'river', label: 'Речные круизы' },
      ],
      region: model.regions.map((r) => ({ value: r.slug, label: r.name })),
      country: model.countries.map((c) => ({ value: c.slug, label: c.name })).sort(byName),
      port: model.ports
        .filter((p) => departure.has(p.id))
        .map((p) => ({ value: p.slug, label: p.name, cases: catalogCases(p.name) }))
        .sort(byName),
      callsAt: model.ports
        .filter((p) => called.has(p.id))
        .map((p) => ({ value: p.slug, label: p.name, cases: catalogCases(p.name) }))
        .sort(byName),
      line: model.lines.map((l) => ({ value: l.slug, label: l.name })),
      ship: model.ships.map((s) => ({ value: s.slug, label: s.name })).sort(byName),
      month: monthList,
      nights: NIGHTS_RANGES.map((n) => ({ value: n, label: NIGHTS_LABELS[n] })),
    };
    optionLists.set(view, lists);
  }
  return lists;
}

/**
 * Facet counts: an option's count is the cruises matching every OTHER active filter plus that option, so a
 * visitor sees what picking it would give. One pass: an entry that fails no filter counts in every facet; one
 * that fails exactly one facet counts only in that facet.
 */
export function filterOptions(model: Model, view: DayView, f: SearchFilters, months: number): FilterOptions {
  const ix = indexOf(view);
  const c = compile(ix, f);
  const all = maskOf(c);
  const total = popcount(all);
  // Price bounds ignore the price filter itself, so a slider can widen again.
  const unpriced = maskOf(c, -1, false);
  let min = Number.MAX_SAFE_INTEGER;
  let max = 0;
  for (let i = 0; i < ix.n; i++) {
    if (!has(unpriced, i)) continue;
    const p = ix.price[i];
    if (Number.isNaN(p)) continue;
    if (p < min) min = p;
    if (p > max) max = p;
  }
  const lists = optionsOf(model, view, months);
  /** An option's count: every OTHER filter plus this option. */
  const withCounts = (facet: Facet): FilterOption[] => {
    const fi = FACETS.indexOf(facet);
    const others = c.facets[fi] ? maskOf(c, fi) : all;
    return lists[facet].map((o) => {
      const bits = ix.facet[fi].get(o.value);
      return { ...o, count: bits ? countAnd(others, bits) : 0 };
    });
  };
  return {
    kind: withCounts('kind'),
    region: withCounts('region'),
    country: withCounts('country'),
    port: withCounts('port'),
    callsAt: withCounts('callsAt'),
    line: withCounts('line'),
    ship: withCounts('ship'),
    month: withCounts('month'),
    nights: withCounts('nights'),
    price: min <= max ? { min, max } : { min: 0, max: 0 },
    total,
  };
}
