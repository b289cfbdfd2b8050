/**
 * Data of /search-cruise and of the tag landing pages /search-cruise/<tag>: the query is parsed and
 * validated first (garbage never reaches the API), a tag page's preset is merged under the visitor's own
 * filters, then options, results and the tag chips load in parallel.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../../shared/api/client';
import type {
  CruiseCard as CruiseCardData,
  CruiseKind,
  FilterOption,
  PageTag,
} from '../../../shared/api/schemas';
import { toCruiseCardView, type CruiseCardView } from '../_shared/cruise-card';
import { PATHS, href } from '../../../shared/routes';
import { isSlug } from '../../../shared/validation';
import { oncePer } from '../../../shared/once-per';
import { apiFrom, contentFrom, optional, required } from '../../api';
import { requiredContent } from '../info/content-source';
import {
  filtersFromPreset,
  hasBlankFields,
  mergeFilters,
  onlyKnown,
  ownFilters,
  PAGE_SIZE,
  parseSearchQuery,
  presetKeys,
  searchHref,
  toApiFilters,
  type FilterKey,
  type SearchFiltersState,
  type SearchState,
} from './search-query';
import { withCases } from '../../../shared/russian/place-cases';
import { moscowToday } from '../../../shared/today';
import type { CalendarMonth } from '../_shared/price-calendar/model';
import { loadSearchCalendar } from './calendar';

interface TagView {
  slug: string;
  title: string;
  h1: string;
  description: string;
  /** Sanitised editorial HTML. */
  seoHtml: string;
  imageUrl: string;
}

export interface OptionsView {
  kind: FilterOption[];
  region: FilterOption[];
  country: FilterOption[];
  port: FilterOption[];
  callsAt: FilterOption[];
  line: FilterOption[];
  ship: FilterOption[];
  month: FilterOption[];
  nights: FilterOption[];
  price: { min: number; max: number };
  /** Cruises under a running offer with the other filters: the count beside «Только по акции». */
  onOffer: number;
  /** Weekend cruises with the other filters: the count beside «Круизы выходного дня». */
  weekend: number;
  /** The chosen promotion by its title (a link from /promotions), for its chip: never its slug. */
  promotion: PromotionOption[];
  /**
   * Set only when the chosen kind finds nothing because of the chosen places, line or ship: the one kind
   * their cruises are (`kind=sea&region=volga`: river). The empty state says so (empty-state.ts).
   */
  kindOfNamed?: CruiseKind;
}

/** The chosen offer; `endsAt` only for one that has ended (an old link): the page says it ended, and when. */
interface PromotionOption extends FilterOption {
  endsAt?: string;
}

/**
 * The choices that lead somewhere: an option nothing matches (with the other filters) is left out, unless
 * the visitor has chosen it. A sea search then lists no river ships, and the form stays short. Only chosen
 * options keep their case forms.
 */
export function reachable(
  options: FilterOption[],
  chosen: string | readonly string[] | undefined,
): FilterOption[] {
  const chosenList = chosen === undefined ? [] : typeof chosen === 'string' ? [chosen] : chosen;
  // A cached API answer is one object for every visitor: its lists are filtered once per choice, and the
  // same arrays let the selects build their HTML once (filter-fields.tsx). Nothing downstream changes them.
  const byChoice = reachableLists(options);
  const key = chosenList.join(',');
  const known = byChoice.get(key);
  if (known) return known;
  const kept = new Set<string>(chosenList);
  const list = options.flatMap((o) => {
    if (o.count === 0 && !kept.has(o.value)) return [];
    // Case forms serve the heading, which names only chosen places: the rest would be ~16 KB of page data.
    if (o.cases === undefined || kept.has(o.value)) return [o];
    const { cases: _cases, ...option } = o;
    return [option];
  });
  byChoice.set(key, list);
  return list;
}
const reachableLists = oncePer((_options: FilterOption[]) => new Map<string, FilterOption[]>());
/** The cards' view of a page of results: once per answer (shared/once-per.ts). */
const cardViews = oncePer((items: CruiseCardData[]) => items.map(toCruiseCardView));

export interface SearchPageData {
  /** The path the filters apply to: /search-cruise or the tag page's own path. */
  path: string;
  tag: TagView | null;
  /** Filters the tag page fixes (not editable, not in the URL). */
  fixed: FilterKey[];
  /** All filters in effect (preset + own). */
  filters: SearchFiltersState;
  /** The visitor's own state: what the URL carries. */
  state: SearchState;
  options: OptionsView | null;
  results: { items: CruiseCardView[]; total: number; page: number; pages: number } | null;
  /** The calendar view's month (null: the list view, or the calendar could not load). */
  calendar: CalendarMonth | null;
  tags: PageTag[];
  origin: string;
  /** Moscow's date (shared/today.ts): the empty state says when a chosen month or dates have passed. */
  today: string;
}

/**
 * The port options with every chosen port named and declined for the heading. A chosen port the options do
 * not list (a link from a port page to a port no cruise departs from or calls at) is looked up by its slug,
 * so the heading and the chips never show a slug; one the API does not know (404) is `unknown`.
 */
async function chosenPortsNamed(
  api: ApiClient,
  listed: FilterOption[],
  chosen: readonly string[] | undefined,
  signal: AbortSignal,
): Promise<{ options: FilterOption[]; unknown: string[] }> {
  if (!chosen?.length) return { options: listed, unknown: [] };
  const missing = chosen.filter((slug) => !listed.some((o) => o.value === slug));
  const found = await Promise.all(missing.map((slug) => api.getPortBySlug({ slug }, { signal })));
  const options = [
    ...listed,
    ...found.flatMap((r) =>
      r.ok ? [{ value: r.data.slug, label: r.data.name, cases: r.data.cases, count: 0 }] : [],
    ),
  ];
  return {
    options: await Promise.all(
      options.map(async (o) => {
        if (!chosen.includes(o.value)) return o;
        const { cases } = await withCases({ name: o.label, cases: o.cases });
        return cases ? { ...o, cases } : o;
      }),
    ),
    // Only a «not found» makes a port unknown: a lookup that failed otherwise keeps it searched for.
    unknown: missing.filter((_, i) => {
      const r = found[i];
      return !r.ok && r.error.code === 404;
    }),
  };
}

/**
 * The kind the chosen places, line and ship imply, when the chosen kind finds nothing because of them (a
 * river search in the Caribbean, on a sea liner): asked only then, with those filters alone, so a river
 * search in January (nothing because of the month) is not blamed on its kind. The empty state names it.
 */
async function kindOfNamedFilters(
  api: ApiClient,
  filters: SearchFiltersState,
  kinds: FilterOption[],
  signal: AbortSignal,
): Promise<CruiseKind | undefined> {
  const { kind, region, country, port, callsAt, line, ship } = filters;
  if (!kind || kinds.some((o) => o.value === kind && o.count > 0)) return undefined;
  const named = toApiFilters({ region, country, port, callsAt, line, ship });
  if (Object.keys(named).length === 0) return undefined;
  const answer = optional(await api.getFilterOptions(named, { signal }));
  const found = answer?.kind.filter((o) => o.count > 0) ?? [];
  return found.length === 1 && found[0].value !== kind ? (found[0].value as CruiseKind) : undefined;
}

export async function searchLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<SearchPageData> {
  const api = apiFrom(context);
  const { signal } = request;
  const url = new URL(request.url);
  const query = parseSearchQuery(url.searchParams);

  let tag: TagView | null = null;
  let preset: SearchFiltersState = {};
  let path: string = PATHS.searchCruise;
  if (params.slug !== undefined) {
    // A slug of the wrong shape cannot be a tag page: 404 without asking the API.
    if (!isSlug(params.slug)) throw data(null, { status: 404 });
    // Its text comes sanitised from the server (client/pages/info/content-source.ts).
    const page = requiredContent(await contentFrom(context).tagPage(params.slug, signal));
    preset = filtersFromPreset(page.filters as Record<string, unknown>);
    path = href.landing(page.slug);
    tag = {
      slug: page.slug,
      title: page.title,
      h1: page.h1,
      description: page.description,
      seoHtml: page.seoText,
      imageUrl: page.image.url,
    };
  }

  const fixed = presetKeys(preset);
  const own = ownFilters(query.filters, fixed);
  const filters = mergeFilters(preset, own);
  const apiFilters = toApiFilters(filters);
  const inCalendar = query.view === 'calendar';
  const today = moscowToday();
  const [options, results, tags, calendar, promotion] = await Promise.all([
    api.getFilterOptions(apiFilters, { signal }),
    // The calendar view shows the count, not the cards: one card is enough (it gives the page's image).
    api.searchCruises(
      // The filters spread last (they hold no sort or page): docs/decisions/041-spreads-last.md.
      { sort: query.sort, page: query.page, pageSize: inCalendar ? 1 : PAGE_SIZE, ...apiFilters },
      { signal },
    ),
    api.getPageTags({ page: 'search' }, { signal }),
    inCalendar ? loadSearchCalendar(api, apiFilters, query.cal, today, signal) : null,
    filters.promotion ? api.getPromotionBySlug({ slug: filters.promotion }, { signal }) : null,
  ]);

  const found = results.ok ? results.data : null;
  // Without results the page still renders its filters (and says so); only a broken backend is an error.
  if (!results.ok && results.error.code !== 400) required(results);
  const state: SearchState = { ...query, filters: own };
  // A page past the end (an old link): the last page that exists.
  if (found && found.pages > 0 && query.page > found.pages) {
    throw redirect(searchHref(path, { ...state, page: found.pages }));
  }

  const o = optional(options);
  // Not written back into `o`: a cached answer is shared by every visitor.
  const [ports, calls, impliedKind] = await Promise.all([
    o ? chosenPortsNamed(api, o.port, filters.port, signal) : null,
    o ? chosenPortsNamed(api, o.callsAt, filters.callsAt, signal) : null,
    o ? kindOfNamedFilters(api, filters, o.kind, signal) : undefined,
  ]);
  // A value the options do not know (`port=majami`, `line=msc`) is not searched for, and the URL says so:
  // the heading, the chips, the form and the count then agree. Only the visitor's own filters are in it.
  let known = own;
  if (o && ports && calls) {
    const unknown = { port: ports.unknown, callsAt: calls.unknown };
    known = onlyKnown(own, (key, value) =>
      key === 'port' || key === 'callsAt'
        ? !unknown[key].includes(value)
        : o[key].some((option) => option.value === value),
    );
  }
  // So is an offer the API does not know (404). An ended one it still knows, so an old link to it keeps
  // its filter and the page says the offer ended (decision 052, amended).
  if (known.promotion && promotion && !promotion.ok && promotion.error.code === 404) {
    const { promotion: _unknown, ...rest } = known;
    known = rest;
  }
  const canonical = searchHref(path, Object.assign({}, state, { filters: known }));
  if (canonical !== searchHref(path, state) || hasBlankFields(url.searchParams)) throw redirect(canonical);
  return {
    path,
    tag,
    fixed: [...fixed],
    filters,
    state,
    options: o
      ? {
          kind: reachable(o.kind, filters.kind),
          region: reachable(o.region, filters.region),
          country: reachable(o.country, filters.country),
          port: reachable(ports?.options ?? o.port, filters.port),
          callsAt: reachable(calls?.options ?? o.callsAt, filters.callsAt),
          line: reachable(o.line, filters.line),
          ship: reachable(o.ship, filters.ship),
          month: reachable(o.month, filters.month),
          nights: reachable(o.nights, filters.nights),
          price: o.price,
          onOffer: o.onOffer,
          weekend: o.weekend,
          promotion: promotion?.ok
            ? [
                {
                  value: promotion.data.slug,
                  label: promotion.data.title,
                  count: 0,
                  ...(promotion.data.isActive ? {} : { endsAt: promotion.data.endsAt }),
                },
              ]
            : [],
          ...(impliedKind ? { kindOfNamed: impliedKind } : {}),
        }
      : null,
    results: found
      ? { items: cardViews(found.items), total: found.total, page: found.page, pages: found.pages }
      : null,
    tags: optional(tags)?.items ?? [],
    calendar,
    origin: url.origin,
    today,
  };
}
