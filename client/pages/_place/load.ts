/** Calls every catalogue page makes besides its own entity: upcoming cruises and the SEO text of a path. */
import type { ApiClient } from '../../../shared/api/client';
import type { Description } from '../../../shared/api/schemas';
import { toCruiseCardView, type CruiseCardView } from '../_shared/cruise-card';
import { optional } from '../../api';
import type { SearchPreset } from './search-link';

/** How many cruises a catalogue page shows before 'all cruises'. */
const CRUISES_PREVIEW_SIZE = 6;

export interface CruisesPreview {
  items: CruiseCardView[];
  /** All the cruises matching the preset, for 'Все N круизов'. */
  total: number;
}

/**
 * The next departures for a filter preset, soonest first. The cruises are not what the page is about, so
 * a failing search leaves the block out (null) instead of failing the page.
 */
export async function loadCruises(
  api: ApiClient,
  preset: SearchPreset,
  signal: AbortSignal,
): Promise<CruisesPreview | null> {
  const result = optional(
    // Object.assign, not `{ ...preset, sort, … }` (docs/decisions/041-spreads-last.md); ours win as before.
    await api.searchCruises(
      Object.assign({}, preset, { sort: 'date' as const, page: 1, pageSize: CRUISES_PREVIEW_SIZE }),
      { signal },
    ),
  );
  return result ? { items: result.items.map(toCruiseCardView), total: result.total } : null;
}

export interface SeoText {
  title: string | null;
  description: string | null;
}

/** The editors' title and description for a path (`/get-descriptions`); nulls when none are set. */
export async function loadSeoText(api: ApiClient, path: string, signal: AbortSignal): Promise<SeoText> {
  const result: Description | null = optional(await api.getDescriptions({ path }, { signal }));
  return { title: result?.title ?? null, description: result?.description ?? null };
}
