/** Calendar arithmetic of the seed, all in UTC so a seed does not depend on the machine's zone. */
const DAY_MS = 86_400_000;

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);
/** Whole days from `from` to the ISO day `to` (negative when it is earlier). */
export const daysBetween = (from: Date, to: string) =>
  Math.round((new Date(`${to}T00:00:00Z`).getTime() - from.getTime()) / DAY_MS);
/** `MM-DD` of a year as a UTC date. */
export const dayOfYear = (year: number, monthDay: string) => new Date(`${year}-${monthDay}T00:00:00Z`);
