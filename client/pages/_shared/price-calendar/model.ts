/**
 * The price calendar's arithmetic, without React or the API: months as `YYYY-MM`, the days of a month in
 * Monday-first weeks, departures folded into one price per day, and the cheapest days of the month.
 * docs/decisions/022-price-calendar.md.
 */
import type { CruiseCard, Money } from '../../../../shared/api/schemas';
import { MONTH_PATTERN } from '../../../../shared/validation';

/** One departure day: the lowest rubles price of its departures (null: prices on request only). */
export interface CalendarDay {
  date: string;
  priceRub: number | null;
  /** The same price in the cruise line's own currency (a cruise page in that currency shows it exactly). */
  priceOwn: Money | null;
  /** Departures that day. */
  count: number;
  /** The cheapest departure of the day. */
  slug: string;
  /** Its ship's name, in a route's month that mixes ships: a date may lead to another ship, even line. */
  ship?: string;
}

export interface CalendarMonth {
  /** `YYYY-MM`. */
  month: string;
  /** Departure days in date order; days without departures are not listed. */
  days: CalendarDay[];
  /** The nearest earlier and later months with departures, or null. */
  prev: string | null;
  next: string | null;
  /** How many ships the month's departures sail on: a route's calendar may mix ships and lines. */
  ships: number;
}

type Departure = Pick<CruiseCard, 'slug' | 'startDate' | 'priceFromRub' | 'priceFrom'>;

export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** `2027-06` + 1 → `2027-07`; `2027-12` + 1 → `2028-01`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** First and last day of a month, ISO. */
export function monthBounds(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

/** Column of a date in a Monday-first week: 1 (пн) … 7 (вс). */
export function weekdayColumn(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The month's dates in Monday-first weeks; cells before the 1st and after the last day are null. */
export function weeksOf(month: string): (string | null)[][] {
  const cells: (string | null)[] = Array.from({ length: weekdayColumn(`${month}-01`) - 1 }, () => null);
  for (let d = 1; d <= daysInMonth(month); d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * The month a `?cal=` value asks for: a real month, not before the current one (nothing departed is
 * offered); anything else → null, and the page shows its default month.
 */
export function parseCalendarMonth(value: string | null | undefined, currentMonth: string): string | null {
  if (!value || !MONTH_PATTERN.test(value)) return null;
  return value < currentMonth ? currentMonth : value;
}

/**
 * Departures → one entry per day after `today` (a day that has come is no longer offered): the lowest
 * rubles price among that day's departures and the departure that has it. A priced departure beats one on
 * request. The `keep` departure (the cruise whose page it is) stands for its day whatever else departs then.
 */
export function calendarDays(departures: readonly Departure[], today: string, keep?: string): CalendarDay[] {
  const byDate = new Map<string, CalendarDay>();
  for (const d of departures) {
    if (d.startDate <= today) continue;
    const price = d.priceFromRub?.amount ?? null;
    const day = byDate.get(d.startDate);
    if (!day) {
      byDate.set(d.startDate, {
        date: d.startDate,
        priceRub: price,
        priceOwn: d.priceFrom,
        count: 1,
        slug: d.slug,
      });
      continue;
    }
    day.count += 1;
    if (day.slug === keep) continue;
    if (d.slug === keep || (price !== null && (day.priceRub === null || price < day.priceRub))) {
      day.priceRub = price;
      day.priceOwn = d.priceFrom;
      day.slug = d.slug;
    }
  }
  // ISO dates sort as plain strings; no collator needed.
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The days with the month's lowest price. Only worth marking when some other day costs more: one
 * departure, or one price for all, has no 'cheapest'.
 */
export function cheapestDates(days: readonly CalendarDay[]): Set<string> {
  const prices = days.flatMap((d) => (d.priceRub === null ? [] : [d.priceRub]));
  if (prices.length < 2) return new Set();
  const min = Math.min(...prices);
  if (prices.every((p) => p === min)) return new Set();
  return new Set(days.filter((d) => d.priceRub === min).map((d) => d.date));
}
