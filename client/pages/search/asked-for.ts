/** What a term asked for besides names, in words (the catalogue reads it: catalog/search/query-intent.ts). */
import type { SearchFilters, SearchSort } from '../../../shared/api/schemas';
import { capitalize, formatFromTo, formatInMonth } from '../../../shared/format';
import { NIGHTS_LABEL, SORT_LABEL } from '../search-cruise/labels';

/**
 * What the term asked for besides names, as the list applies it: `В июле 2027 г., 4–7 ночей, сначала
 * дешевле`; empty when it asked for nothing else.
 */
export function askedFor(filters: SearchFilters, sort: SearchSort | undefined): string {
  const parts = [
    filters.month ? formatInMonth(filters.month) : '',
    filters.dateFrom && filters.dateTo ? formatFromTo(filters.dateFrom, filters.dateTo) : '',
    filters.nights ? NIGHTS_LABEL[filters.nights] : '',
    sort && sort !== 'date' ? SORT_LABEL[sort].toLowerCase() : '',
  ].filter(Boolean);
  return parts.length ? capitalize(parts.join(', ')) : '';
}
