/**
 * The search's filter options with counts: what each option of each facet would give with the other active
 * filters, and the price bounds (the filters themselves are compiled by search.ts).
 */
import type { FilterOption, FilterOptions, SearchFilters } from '../../shared/api/schemas';
import { NIGHTS_RANGES } from '../../shared/validation';
import { SEARCH_FACETS, type SearchFacet } from '../../shared/validation';
import { countAnd, has, indexOf, popcount } from './bitmap-index';
import type { Model } from './model';
import { catalogCases, countryWording, regionAlong } from './place-cases';
import { compile, maskOf } from './search';
import type { DayView } from './views';

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

/** Facets whose chosen options carry the forms the search's heading needs (cases, «по», a ship's kind). */
const FACETS_WITH_FORMS = ['region', 'country', 'port', 'callsAt', 'ship'] as const;
const hasForms = (facet: SearchFacet): facet is (typeof FACETS_WITH_FORMS)[number] =>
  (FACETS_WITH_FORMS as readonly SearchFacet[]).includes(facet);

/** The labelled option lists; they do not depend on the filters, so they are built once per day. */
const optionLists = new WeakMap<DayView, Record<SearchFacet, Omit<FilterOption, 'count'>[]>>();

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
      region: model.regions.map((r) => ({ value: r.slug, label: r.name, along: regionAlong(r.slug) })),
      country: model.countries
        .map((c) => ({ value: c.slug, label: c.name, ...countryWording(c.code) }))
        .sort(byName),
      port: model.ports
        .filter((p) => departure.has(p.id))
        .map((p) => ({ value: p.slug, label: p.name, cases: catalogCases(p.name) }))
        .sort(byName),
      callsAt: model.ports
        .filter((p) => called.has(p.id))
        .map((p) => ({ value: p.slug, label: p.name, cases: catalogCases(p.name) }))
        .sort(byName),
      line: model.lines.map((l) => ({ value: l.slug, label: l.name })),
      ship: model.ships.map((s) => ({ value: s.slug, label: s.name, kind: s.kind })).sort(byName),
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
  /**
   * An option's count: every OTHER filter plus this option. Case forms and the «по» form go only with the
   * chosen options: the heading names only those (`Круизы по Волге из Москвы`), and all of them would
   * double the answer's size.
   */
  const withCounts = (facet: SearchFacet): FilterOption[] => {
    const fi = SEARCH_FACETS.indexOf(facet);
    const others = c.facets[fi] ? maskOf(c, fi) : all;
    const chosen: readonly string[] = hasForms(facet) ? (f[facet] ?? []) : [];
    return lists[facet].map(({ cases, along, kind, ...o }) => {
      const bits = ix.facet[fi].get(o.value);
      const count = bits ? countAnd(others, bits) : 0;
      if (!chosen.includes(o.value)) return { ...o, count };
      return {
        ...o,
        ...(cases ? { cases } : {}),
        ...(along ? { along } : {}),
        ...(kind ? { kind } : {}),
        count,
      };
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
    onOffer: f.onOffer ? total : countAnd(all, ix.onOffer),
    weekend: f.weekend ? total : countAnd(all, ix.weekend),
    total,
  };
}
