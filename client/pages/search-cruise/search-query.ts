/**
 * The search's state lives in the URL (shareable, crawlable, back/forward work). This module is the one
 * place that reads it and writes it: `parseSearchQuery` turns any query string into valid filters (garbage
 * dropped, page clamped, sort from the allowed list) and `serializeSearchQuery` writes the canonical query
 * (fixed key order, sorted comma-joined lists, defaults left out). Zod-free: it runs in the browser.
 * URL format: docs/decisions/005-search-and-cruise.md.
 */
import {
  CRUISE_KINDS,
  isIsoDate,
  isSlug,
  MONTH_PATTERN,
  NIGHTS_RANGES,
  PAGE_MAX,
  PRICE_MAX,
  SEARCH_FACETS,
  SEARCH_SORTS,
  type NightsRange,
  type SearchSortValue,
} from '../../../shared/validation';

type CruiseKindValue = (typeof CRUISE_KINDS)[number];

const LIST_FIELDS = ['region', 'country', 'port', 'callsAt', 'line', 'ship'] as const;
type ListField = (typeof LIST_FIELDS)[number];
/** A list of more than this many slugs is cut (the API takes at most 20). */
const LIST_MAX = 20;

export interface SearchFiltersState {
  kind?: CruiseKindValue;
  region?: string[];
  country?: string[];
  /** Departure port. */
  port?: string[];
  /** Calls at one of these ports, departure included. */
  callsAt?: string[];
  line?: string[];
  ship?: string[];
  month?: string;
  dateFrom?: string;
  dateTo?: string;
  nights?: NightsRange;
  priceMin?: number;
  priceMax?: number;
  promotion?: string;
  /** Only cruises under a running offer («Только по акции»). */
  onOffer?: '1';
  /** Only weekend cruises («Круизы выходного дня», shared/search/weekend.ts). */
  weekend?: '1';
}
export type FilterKey = keyof SearchFiltersState;

/** The results as cards (the default) or as a price calendar of departure days. */
const SEARCH_VIEWS = ['list', 'calendar'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

export interface SearchState {
  filters: SearchFiltersState;
  sort: SearchSortValue;
  page: number;
  view?: SearchView;
  /** The calendar's month, `YYYY-MM` (only with the calendar view). */
  cal?: string;
}

const DEFAULT_SORT: SearchSortValue = 'date';
export const PAGE_SIZE = 24;

/** Key order of the canonical query string: the facets, a date range after the month, price, promotion, offer, weekend. */
export const FILTER_KEYS: readonly FilterKey[] = [
  ...SEARCH_FACETS.flatMap((key) => (key === 'month' ? ([key, 'dateFrom', 'dateTo'] as const) : [key])),
  'priceMin',
  'priceMax',
  'promotion',
  'onOffer',
  'weekend',
];

function isListField(key: string): key is ListField {
  return (LIST_FIELDS as readonly string[]).includes(key);
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined): T | undefined {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Whole rubles from `125000`, `125 000` or `125000.50`; out of range or garbage → undefined. */
function parsePrice(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const clean = value.replace(/[\s\u00a0]/g, '');
  if (!/^\d+(?:[.,]\d+)?$/.test(clean)) return undefined;
  const amount = Math.floor(Number(clean.replace(',', '.')));
  return Number.isFinite(amount) && amount >= 0 && amount <= PRICE_MAX ? amount : undefined;
}

/** Repeated keys and comma-joined values both work (`region=a&region=b`, `region=a,b`); sorted, unique. */
function parseList(values: string[]): string[] | undefined {
  const slugs = new Set<string>();
  for (const value of values) {
    for (const part of value.split(',')) {
      const slug = part.trim();
      if (isSlug(slug)) slugs.add(slug);
    }
  }
  if (slugs.size === 0) return undefined;
  return [...slugs].sort().slice(0, LIST_MAX);
}

function last(params: URLSearchParams, key: string): string | undefined {
  const all = params.getAll(key).filter((v) => v.trim() !== '');
  return all.length ? all[all.length - 1].trim() : undefined;
}

/** Only the filters (no sort or page): what a tag page presets and what the filter form carries. */
function parseFilters(params: URLSearchParams): SearchFiltersState {
  const filters: SearchFiltersState = {};
  const kind = oneOf(CRUISE_KINDS, last(params, 'kind'));
  if (kind) filters.kind = kind;
  for (const field of LIST_FIELDS) {
    const list = parseList(params.getAll(field));
    if (list) filters[field] = list;
  }
  const month = last(params, 'month');
  if (month && MONTH_PATTERN.test(month)) filters.month = month;
  const dateFrom = last(params, 'dateFrom');
  if (dateFrom && isIsoDate(dateFrom)) filters.dateFrom = dateFrom;
  const dateTo = last(params, 'dateTo');
  if (dateTo && isIsoDate(dateTo)) filters.dateTo = dateTo;
  // A range given backwards is what the visitor meant the other way round.
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) {
    [filters.dateFrom, filters.dateTo] = [filters.dateTo, filters.dateFrom];
  }
  const nights = oneOf(NIGHTS_RANGES, last(params, 'nights'));
  if (nights) filters.nights = nights;
  const priceMin = parsePrice(last(params, 'priceMin'));
  if (priceMin !== undefined && priceMin > 0) filters.priceMin = priceMin;
  const priceMax = parsePrice(last(params, 'priceMax'));
  if (priceMax !== undefined) filters.priceMax = priceMax;
  if (
    filters.priceMin !== undefined &&
    filters.priceMax !== undefined &&
    filters.priceMin > filters.priceMax
  ) {
    [filters.priceMin, filters.priceMax] = [filters.priceMax, filters.priceMin];
  }
  const promotion = last(params, 'promotion');
  if (promotion && isSlug(promotion)) filters.promotion = promotion;
  // A checkbox posts «on» without JavaScript when it has no value; the form gives it «1». A named offer
  // says more than «any offer», and the form has no box beside it.
  const onOffer = last(params, 'onOffer');
  if ((onOffer === '1' || onOffer === 'on') && !filters.promotion) filters.onOffer = '1';
  const weekend = last(params, 'weekend');
  if (weekend === '1' || weekend === 'on') filters.weekend = '1';
  return filters;
}

export function parsePage(value: string | null | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, PAGE_MAX);
}

export function parseSearchQuery(input: URLSearchParams | string): SearchState {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const state: SearchState = {
    filters: parseFilters(params),
    sort: oneOf(SEARCH_SORTS, last(params, 'sort')) ?? DEFAULT_SORT,
    page: parsePage(last(params, 'page')),
  };
  if (oneOf(SEARCH_VIEWS, last(params, 'view')) === 'calendar') {
    // The calendar is one month, not pages of cards.
    state.view = 'calendar';
    state.page = 1;
    const cal = last(params, 'cal');
    if (cal && MONTH_PATTERN.test(cal)) state.cal = cal;
  }
  return state;
}

/** `kind=river&region=kama,volga&sort=price-asc&page=2`, `…&view=calendar&cal=2027-06`: stable order, defaults left out, no leading `?`. */
export function serializeSearchQuery(state: Partial<SearchState> & { filters: SearchFiltersState }): string {
  const parts: string[] = [];
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      parts.push(`${key}=${[...new Set(value)].sort().map(encodeURIComponent).join(',')}`);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  }
  if (state.sort && state.sort !== DEFAULT_SORT) parts.push(`sort=${state.sort}`);
  if (state.page && state.page > 1) parts.push(`page=${state.page}`);
  if (state.view === 'calendar') {
    parts.push('view=calendar');
    if (state.cal) parts.push(`cal=${state.cal}`);
  }
  return parts.join('&');
}

/**
 * A field of the search sent empty (`region=&country=&…`): the filter form sent without JavaScript sends
 * every field, so its address is no one's to share or read until put in the canonical form.
 */
export function hasBlankFields(params: URLSearchParams): boolean {
  return [...params].some(
    ([key, value]) => value === '' && ((FILTER_KEYS as readonly string[]).includes(key) || key === 'sort'),
  );
}

/** Path plus canonical query: `/search-cruise?kind=river`. */
export function searchHref(
  path: string,
  state: Partial<SearchState> & { filters: SearchFiltersState },
): string {
  const qs = serializeSearchQuery(state);
  return qs ? `${path}?${qs}` : path;
}

/** A tag page's preset with the visitor's own filters on top (a field given in the query replaces the preset's). */
export function mergeFilters(preset: SearchFiltersState, own: SearchFiltersState): SearchFiltersState {
  const merged: SearchFiltersState = { ...preset };
  for (const key of FILTER_KEYS) {
    if (own[key] !== undefined) (merged as Record<string, unknown>)[key] = own[key];
  }
  return merged;
}

/** The filters minus one field (or one value of a list field): the 'relax this filter' links. */
export function withoutFilter(
  filters: SearchFiltersState,
  key: FilterKey,
  value?: string,
): SearchFiltersState {
  const next: SearchFiltersState = { ...filters };
  if (value !== undefined && isListField(key)) {
    const rest = (filters[key] ?? []).filter((v) => v !== value);
    if (rest.length) next[key] = rest;
    else delete next[key];
    return next;
  }
  delete next[key];
  // One day is one chip (labels.ts): without it, no «по» end is left of the day.
  if (key === 'dateFrom' && filters.dateTo === filters.dateFrom) delete next.dateTo;
  return next;
}

/**
 * The filters without the list values `isKnown` rejects: a slug no option names (a typo, an old link to a
 * port that is gone) is not searched for, and so not shown either. Searched for, it finds nothing while the
 * heading, which names only what it knows, says the filter is not there.
 */
export function onlyKnown(
  filters: SearchFiltersState,
  isKnown: (key: ListField, value: string) => boolean,
): SearchFiltersState {
  const out: SearchFiltersState = { ...filters };
  for (const key of LIST_FIELDS) {
    const values = filters[key];
    if (!values) continue;
    const known = values.filter((value) => isKnown(key, value));
    if (known.length) out[key] = known;
    else delete out[key];
  }
  return out;
}

/** Fields the visitor may change: on a tag page the preset fields are fixed. */
export function countActiveFilters(
  filters: SearchFiltersState,
  fixed: ReadonlySet<FilterKey> = new Set(),
): number {
  let count = 0;
  for (const key of FILTER_KEYS) {
    if (fixed.has(key) || filters[key] === undefined) continue;
    count += 1;
  }
  return count;
}

/** The filters in the API's input shape (lists as arrays, the rest as they are). */
export function toApiFilters(filters: SearchFiltersState): SearchFiltersState {
  const out: SearchFiltersState = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined)
      (out as Record<string, unknown>)[key] = Array.isArray(value) ? [...value] : value;
  }
  return out;
}

/** A tag page's filters as they come from the API (lists may be arrays or single slugs) → our state. */
export function filtersFromPreset(preset: Record<string, unknown> | null | undefined): SearchFiltersState {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(preset ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return parseFilters(params);
}

/** The keys a preset fixes. */
export function presetKeys(preset: SearchFiltersState): Set<FilterKey> {
  return new Set(FILTER_KEYS.filter((key) => preset[key] !== undefined));
}

/** The visitor's own part of the filters on a tag page: fields the preset fixes are left out of the URL. */
export function ownFilters(filters: SearchFiltersState, fixed: ReadonlySet<FilterKey>): SearchFiltersState {
  const out: SearchFiltersState = {};
  for (const key of FILTER_KEYS) {
    if (!fixed.has(key) && filters[key] !== undefined) (out as Record<string, unknown>)[key] = filters[key];
  }
  return out;
}
