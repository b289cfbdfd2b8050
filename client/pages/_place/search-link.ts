/**
 * Links into the cruise search with a filter preset. The search page reads the filter names of
 * `SearchFilters` (shared/api/schemas.ts) from the query; multi-value filters repeat the name.
 */
import type { SearchFiltersInput } from '../../../shared/api/schemas';
import { href } from '../../../shared/routes';

export type SearchPreset = Pick<
  SearchFiltersInput,
  'kind' | 'region' | 'country' | 'port' | 'callsAt' | 'line' | 'ship'
>;

/** A port's cruises are every cruise calling there, not only those departing from it. */
export function portPreset(slug: string): SearchPreset {
  return { callsAt: slug };
}

export function searchParamsOf(preset: SearchPreset): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(preset)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item) params.append(key, String(item));
    }
  }
  return params;
}

/** `/search-cruise?region=volga`; the bare search page when the preset is empty. */
export function searchLink(preset: SearchPreset): string {
  return href.searchCruise(searchParamsOf(preset));
}
