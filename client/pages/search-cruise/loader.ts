/**
 * Data of /search-cruise and of the tag landing pages /search-cruise/<tag>: the query is parsed and
 * validated first (garbage never reaches the API), a tag page's preset is merged under the visitor's own
 * filters, then options, results and the tag chips load in parallel.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { FilterOption, PageTag } from '../../../shared/api/schemas';
import { toCruiseCardView, type CruiseCardView } from '../_shared/cruise-card';
import { PATHS, href } from '../../../shared/routes';
import { isSlug } from '../../../shared/validation';
import { apiFrom, contentFrom, optional, required } from '../../api';
import { requiredContent } from '../info/content-source';
import {
  filtersFromPreset,
  mergeFilters,
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

export interface TagView {
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
  line: FilterOption[];
  ship: FilterOption[];
  month: FilterOption[];
  nights: FilterOption[];
  price: { min: number; max: number };
}

/**
 * The choices that lead somewhere: an option nothing matches (with the other filters) is left out, unless
 * the visitor has chosen it. A sea search then lists no river ships, and the form stays short.
 */
export function reachable(
  options: FilterOption[],
  chosen: string | readonly string[] | undefined,
): FilterOption[] {
  const kept = new Set<string>(chosen === undefined ? [] : typeof chosen === 'string' ? [chosen] : chosen);
  return options.filter((o) => o.count > 0 || kept.has(o.value));
}

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
  tags: PageTag[];
  origin: string;
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
  const [options, results, tags] = await Promise.all([
    api.getFilterOptions(apiFilters, { signal }),
    api.searchCruises({ ...apiFilters, sort: query.sort, page: query.page, pageSize: PAGE_SIZE }, { signal }),
    api.getPageTags({ page: 'search' }, { signal }),
  ]);

  const found = results.ok ? results.data : null;
  // Without results the page still renders its filters (and says so); only a broken backend is an error.
  if (!results.ok && results.error.code !== 400) required(results);
  const state: SearchState = { filters: own, sort: query.sort, page: query.page };
  // A page past the end (an old link): the last page that exists.
  if (found && found.pages > 0 && query.page > found.pages) {
    throw redirect(searchHref(path, { ...state, page: found.pages }));
  }

  const o = optional(options);
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
          port: reachable(o.port, filters.port),
          line: reachable(o.line, filters.line),
          ship: reachable(o.ship, filters.ship),
          month: reachable(o.month, filters.month),
          nights: reachable(o.nights, filters.nights),
          price: o.price,
        }
      : null,
    results: found
      ? { items: found.items.map(toCruiseCardView), total: found.total, page: found.page, pages: found.pages }
      : null,
    tags: optional(tags)?.items ?? [],
    origin: url.origin,
  };
}
