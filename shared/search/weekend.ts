/**
 * A weekend cruise, as the Russian river lines sell them («круизы выходного дня»): it leaves on Friday or
 * Saturday and is back by Monday morning (docs/decisions/055-weekend-cruises.md): one to three nights from
 * a Friday, one or two from a Saturday. The seed's timetable makes it so (a Friday sailing leaves its home
 * port at 16:00–19:00, ashore on Monday by 10:00). The search filter `weekend=1` and Infoflot's weekend
 * offer use this one rule.
 */
const FRIDAY = 5;
const SATURDAY = 6;
/** Monday after the weekend, counting from Sunday as 0: a Friday's three nights end on it. */
const MONDAY_AFTER = 8;

export function isWeekendCruise(startDate: string, nights: number): boolean {
  const leaves = new Date(`${startDate}T00:00:00Z`).getUTCDay();
  return (leaves === FRIDAY || leaves === SATURDAY) && nights >= 1 && leaves + nights <= MONDAY_AFTER;
}
