/**
 * "Today" of the site: the calendar date in Moscow, where the company and its travellers are. A cruise
 * departing on this date or earlier has sailed (docs/decisions/015-moscow-today-and-counts.md). Isomorphic:
 * Intl knows the zone on both sides, so the server and the browser agree without a date library.
 */
import { onFirstUse } from './on-first-use';

const SITE_TIME_ZONE = 'Europe/Moscow';

// en-CA writes dates as YYYY-MM-DD.
const isoDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SITE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** `2026-11-25` for 2026-11-24T21:30:00Z: the date in Moscow at that moment. */
export function moscowToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    isoDay()
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A cruise starting on `startDate` has left (or leaves today) and can no longer be booked. */
export function hasSailed(startDate: string, today: string): boolean {
  return startDate <= today;
}

/**
 * Sales close on the day of departure (Moscow's), whatever the hour the ship leaves: a Caribbean evening is
 * Moscow's night. Such a cruise is said to leave today, not to have left (a Yokohama morning has left by
 * Moscow's, but «отправляется сегодня» is not wrong of it either).
 */
export function leavesToday(startDate: string, today: string): boolean {
  return startDate === today;
}

/** Whole days from `today` to `date` (both `YYYY-MM-DD`): 1 for tomorrow. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
