/**
 * One month of the price calendar from /search/get-cruises: the month's departures (all of them, page by
 * page, as a day's lowest price needs every departure of that day), and in parallel the nearest earlier
 * and later departures, which make the month-stepping links skip empty months.
 * docs/decisions/022-price-calendar.md.
 */
import type { ApiClient } from '../../../../shared/api/client';
import type { EndpointInput } from '../../../../shared/api/contract';
import { PAGE_SIZE_MAX } from '../../../../shared/validation';
import { addMonths, calendarDays, monthBounds, monthOf, type CalendarMonth } from './model';

/** The search filters a calendar is drawn for; the calendar sets the dates, the sort and the paging. */
export type CalendarFilters = Omit<EndpointInput<'searchCruises'>, 'sort' | 'page' | 'pageSize'>;

/** 10 pages of 100: a thousand departures in one month is far beyond any catalogue; the rest is not drawn. */
const MONTH_PAGES_MAX = 10;

const later = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);
const earlier = (a: string, b: string | undefined) => (b !== undefined && b < a ? b : a);

export interface CalendarRequest {
  month: string;
  /** Moscow today (shared/today.ts): its month is the first one shown, its departures are gone. */
  today: string;
  /** The cruise being viewed: it stands for its day, whatever else departs that day. */
  keep?: string;
  /** The visitor chose this month: show it even when empty. Otherwise an empty month gives way to the next. */
  chosen: boolean;
  /** Name each day's ship when the month's departures sail on more than one (a route's calendar). */
  shipNames?: boolean;
  signal?: AbortSignal;
}

export async function loadPriceCalendar(
  api: ApiClient,
  filters: CalendarFilters,
  request: CalendarRequest,
): Promise<CalendarMonth | null> {
  const { month, today, chosen, keep, signal } = request;
  const search = (dateFrom: string, dateTo: string | undefined, page: number, pageSize: number) => {
    // Object.assign, not `{ ...filters, dateFrom, … }`: on Node 20 properties after a spread give every call's
    // input a hidden class of its own (docs/decisions/041-spreads-last.md).
    const input = Object.assign({}, filters, { dateFrom, dateTo, sort: 'date' as const, page, pageSize });
    return api.searchCruises(input, { signal });
  };
  const { first, last } = monthBounds(month);
  const from = later(first, filters.dateFrom);
  const to = earlier(last, filters.dateTo);
  const nextFrom = later(monthBounds(addMonths(month, 1)).first, filters.dateFrom);
  const sinceFrom = later(monthBounds(monthOf(today)).first, filters.dateFrom);
  const beforeTo = earlier(monthBounds(addMonths(month, -1)).last, filters.dateTo);

  const [firstPage, nextOne, before] = await Promise.all([
    from <= to ? search(from, to, 1, PAGE_SIZE_MAX) : null,
    filters.dateTo === undefined || nextFrom <= filters.dateTo
      ? search(nextFrom, filters.dateTo, 1, 1)
      : null,
    sinceFrom <= beforeTo ? search(sinceFrom, beforeTo, 1, 1) : null,
  ]);
  if (firstPage && !firstPage.ok) return null;
  const pages = firstPage ? Math.min(firstPage.data.pages, MONTH_PAGES_MAX) : 0;
  const [rest, lastBefore] = await Promise.all([
    Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) => search(from, to, i + 2, PAGE_SIZE_MAX)),
    ),
    // The date-sorted search's last item before this month: the page numbered by the count.
    before?.ok && before.data.total > 0 ? search(sinceFrom, beforeTo, before.data.total, 1) : null,
  ]);
  // A month with a page missing would show wrong lowest prices: better no calendar than a wrong one.
  if (rest.some((r) => !r.ok)) return null;
  const departures = [firstPage, ...rest].flatMap((r) => (r?.ok ? r.data.items : []));
  const next = nextOne?.ok ? nextOne.data.items[0]?.startDate : undefined;
  const prev = lastBefore?.ok ? lastBefore.data.items[0]?.startDate : undefined;
  const days = calendarDays(departures, today, keep);
  if (days.length === 0 && !chosen && next) {
    return loadPriceCalendar(api, filters, { ...request, month: monthOf(next), chosen: true });
  }
  const ships = new Set(departures.map((d) => d.ship.slug)).size;
  if (request.shipNames && ships > 1) {
    const shipOf = new Map(departures.map((d) => [d.slug, d.ship.name]));
    for (const day of days) day.ship = shipOf.get(day.slug);
  }
  return {
    month,
    days,
    prev: prev ? monthOf(prev) : null,
    next: next ? monthOf(next) : null,
    ships,
  };
}
