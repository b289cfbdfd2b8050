/**
 * What the search page leaves out of its router state and how the browser gets it back before hydrating
 * (shared/hydration.ts): the filter options are read back from the selects (options-in-html.ts), the cards
 * travel as arrays (cards-in-json.ts).
 */
import type { HydrationHandle } from '../../../shared/hydration';
import type { CruiseCardView } from '../_shared/cruise-card';
import { compactCard, expandCard, type CompactCard } from './cards-in-json';
import type { SearchPageData } from './loader';
import { hydration as options } from './options-in-html';

function mapItems<From, To>(data: SearchPageData, map: (item: From) => To): SearchPageData {
  if (!data.results) return data;
  const items = (data.results.items as unknown as From[]).map(map) as unknown as CruiseCardView[];
  return { ...data, results: { ...data.results, items } };
}

export const hydration: HydrationHandle<SearchPageData> = {
  dehydrate: (data) => mapItems(options.dehydrate(data), compactCard),
  rehydrate: (data, document) => options.rehydrate(mapItems<CompactCard, CruiseCardView>(data, expandCard), document),
};
