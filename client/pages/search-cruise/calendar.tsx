/**
 * «Календарь цен» of the search: the lowest price per departure day for the filters in effect, one month at
 * a time (`?view=calendar&cal=2027-06`, every filter kept). A day leads to that day's cruises, cheapest
 * first. docs/decisions/022-price-calendar.md.
 */
import type { ApiClient } from '../../../shared/api/client';
import { loadPriceCalendar } from '../_shared/price-calendar/load';
import { monthOf, parseCalendarMonth, type CalendarMonth } from '../_shared/price-calendar/model';
import { PriceCalendar } from '../_shared/price-calendar/price-calendar';
import { href } from '../../../shared/routes';
import { searchHref, type FilterKey, type SearchFiltersState, type SearchState } from './search-query';

export function loadSearchCalendar(
  api: ApiClient,
  filters: SearchFiltersState,
  cal: string | undefined,
  today: string,
  signal: AbortSignal,
): Promise<CalendarMonth | null> {
  const current = monthOf(today);
  // A month filter leaves one month to show; a date range opens on its first month.
  const fixed = parseCalendarMonth(filters.month, current);
  const chosen = fixed ?? parseCalendarMonth(cal, current);
  const opening = parseCalendarMonth(filters.dateFrom && monthOf(filters.dateFrom), current) ?? current;
  return loadPriceCalendar(api, filters, {
    month: chosen ?? opening,
    chosen: chosen !== null,
    today,
    signal,
  });
}

export function SearchCalendar({
  path,
  state,
  filters,
  fixed,
  calendar,
}: {
  path: string;
  /** The visitor's own state (what the URL carries). */
  state: SearchState;
  /** Every filter in effect, a tag page's preset included. */
  filters: SearchFiltersState;
  fixed: ReadonlySet<FilterKey>;
  calendar: CalendarMonth;
}) {
  // A tag page that fixes the dates cannot narrow to one day: the general search takes all its filters.
  const datesFixed = fixed.has('dateFrom') || fixed.has('dateTo');
  const dayPath = datesFixed ? href.searchCruise() : path;
  const dayFilters = datesFixed ? filters : state.filters;
  return (
    <PriceCalendar
      id="sc-calendar"
      calendar={calendar}
      counts
      hrefOfMonth={(month) => searchHref(path, { ...state, page: 1, cal: month })}
      hrefOfDay={(day) =>
        searchHref(dayPath, {
          filters: { ...dayFilters, dateFrom: day.date, dateTo: day.date },
          sort: 'price-asc',
        })
      }
    />
  );
}
