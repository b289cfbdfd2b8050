/**
 * What the search page leaves out of its router state and how the browser gets it back before hydrating
 * (shared/hydration.ts): the filter options are read back from the selects (options-in-html.ts), the
 * cards' text from the cards and the rest of each card from a short array (cards-in-json.ts).
 */
import type { HydrationHandle } from '../../../shared/hydration';
import { oncePer } from '../../../shared/once-per';
import type { CruiseCardView } from '../_shared/cruise-card';
import { cardTexts, compactCard, expandCard, type CardText, type CompactCard } from './cards-in-json';
import type { SearchPageData } from './loader';
import { hydration as options } from './options-in-html';

/** The list view renders every item as a card; the calendar view renders none (its one item gives the image). */
const cardsRendered = (data: SearchPageData) => data.results !== null && data.state.view !== 'calendar';

/** The loader's card views are shared per cached answer (loader.ts), so their short form is too. */
const compactCards = oncePer((items: CruiseCardView[]) => items.map(compactCard));

function dehydrateCards(data: SearchPageData): SearchPageData {
  if (!cardsRendered(data) || !data.results) return data;
  const items = compactCards(data.results.items) as unknown as CruiseCardView[];
  return { ...data, results: { ...data.results, items } };
}

/** `texts`: the rendered cards' text in page order (`cardTexts`). */
export function rebuildCards(data: SearchPageData, texts: readonly CardText[]): SearchPageData {
  if (!cardsRendered(data) || !data.results) return data;
  const compact = data.results.items as unknown as CompactCard[];
  if (texts.length !== compact.length)
    throw new Error(`search page: ${texts.length} cards for ${compact.length} items`);
  const items = compact.map((card, i) => expandCard(card, texts[i]));
  return { ...data, results: { ...data.results, items } };
}

export const hydration: HydrationHandle<SearchPageData> = {
  dehydrate: (data) => dehydrateCards(options.dehydrate(data)),
  rehydrate: (data, document) => options.rehydrate(rebuildCards(data, cardTexts(document)), document),
};
