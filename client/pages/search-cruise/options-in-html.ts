/**
 * The filter option lists are the largest part of the search page's data, and its HTML carries them
 * already as the selects' options (which work without JavaScript). So the router state keeps only the
 * chosen options (their case forms name places in the heading and the chips); before hydrating, the
 * browser reads the rest back from the selects. The search page's data was 18 KB of options in the JSON
 * beside 17 KB of the same options in the HTML (docs/decisions/027-round-trips-and-lean-pages.md).
 */
import type { FilterOption } from '../../../shared/api/schemas';
import { formatNumber } from '../../../shared/format';
import type { HydrationHandle } from '../../../shared/hydration';
import { SEARCH_FACETS } from '../../../shared/validation';
import type { OptionsView, SearchPageData } from './loader';
import type { FilterKey, SearchFiltersState } from './search-query';

/** The lists rendered as a select each (price is a range, not a list). */
const LIST_KEYS = SEARCH_FACETS satisfies ReadonlyArray<keyof OptionsView & FilterKey>;

/** The id of a filter's select (filters-form.tsx). */
export const selectId = (key: FilterKey) => `sc-${key}`;

/** A listed option's text in its select: `Малага (4)`, `Морские круизы (1 699)`. */
export const optionText = (o: FilterOption) => `${o.label} (${formatNumber(o.count)})`;

/** Back from `optionText`; null for the select's other entries ("any", a value the list does not know). */
function parseOptionText(value: string, text: string): FilterOption | null {
  const match = /^([\s\S]*) \(([\d\u00a0]+)\)$/.exec(text);
  return match ? { value, label: match[1], count: Number(match[2].replaceAll('\u00a0', '')) } : null;
}

/** A filter's value as its select holds it: several chosen values are one unknown entry. */
export function listValue(filters: SearchFiltersState, key: FilterKey): string {
  const value = filters[key];
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

function chosenValues(filters: SearchFiltersState, key: FilterKey): Set<string> {
  const value = filters[key];
  if (value === undefined) return new Set();
  return new Set(Array.isArray(value) ? value.map(String) : [String(value)]);
}

/** Lists that render as a select: a tag page's fixed filters have none, so their lists stay in the data. */
const listsInSelects = (data: SearchPageData) => LIST_KEYS.filter((key) => !data.fixed.includes(key));

export function dehydrate(data: SearchPageData): SearchPageData {
  if (!data.options) return data;
  const options = { ...data.options };
  for (const key of listsInSelects(data)) {
    const chosen = chosenValues(data.filters, key);
    options[key] = options[key].filter((o) => chosen.has(o.value));
  }
  return { ...data, options };
}

/** One `<option>` as the document has it. */
export interface OptionEntry {
  value: string;
  text: string;
}

/**
 * The lists `dehydrate` left out, read from the selects' entries (`entriesOf` returns null when a select is
 * missing: its list then stays as it came).
 */
export function rebuildLists(
  data: SearchPageData,
  entriesOf: (selectId: string) => OptionEntry[] | null,
): SearchPageData {
  if (!data.options) return data;
  const options = { ...data.options };
  for (const key of listsInSelects(data)) {
    const entries = entriesOf(selectId(key));
    if (!entries) continue;
    const kept = options[key];
    const value = listValue(data.filters, key);
    // The select starts with "any" and, for a value the list does not know, an entry showing that value.
    const skip = 1 + (value && !kept.some((o) => o.value === value) ? 1 : 0);
    options[key] = entries.slice(skip).flatMap((entry) => {
      const chosen = kept.find((o) => o.value === entry.value);
      return chosen ?? parseOptionText(entry.value, entry.text) ?? [];
    });
  }
  return { ...data, options };
}

export const hydration: HydrationHandle<SearchPageData> = {
  dehydrate,
  rehydrate: (data, document) =>
    rebuildLists(data, (id) => {
      const select = document.querySelector(`#${id}`);
      if (!select) return null;
      return [...select.querySelectorAll('option')].map((o) => ({
        value: o.value,
        text: o.textContent ?? '',
      }));
    }),
};
