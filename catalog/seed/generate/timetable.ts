/**
 * A sailing's timetable: each call's day, arrival and departure from the hours a ship needs under way between
 * them, so no leg is sailed faster than a ship can go and no day is spent under way that the distance does
 * not need (docs/catalog.md, "Timetables"). One call a day at most; a ship that would arrive at night waits
 * for the morning, one that would arrive too late for a visit arrives the next morning.
 */
import type { CruiseKind } from '../../../shared/api/schemas';
import type { PortRec } from '../../store/types';
import { distanceKm } from '../geo';
import { hashString } from '../prng';
import { seaWay } from './sea-way';

/**
 * The way is longer than the straight line: a river's bends; a liner's lanes round capes and islands along a
 * coast, less so across an ocean.
 */
const winding = (kind: CruiseKind, km: number) =>
  kind === 'river' ? 1.4 : 1.05 + 0.15 * Math.min(1, 1000 / km);
/** Average speed under way, locks and current included: a river cruise ship, a liner at about 19 knots. */
const KM_PER_HOUR: Record<CruiseKind, number> = { river: 20, sea: 35 };

/** A call's arrival after the morning's window would leave no time ashore: the ship comes the next morning. */
const LATEST_ARRIVAL = 16;
/** The last call's arrival: breakfast and leaving the ship by 10:00. */
const LATEST_LAST_ARRIVAL = 8;
/** Hours ashore: a river town's visit, a liner's day in port; the least a ship leaves earlier for. */
const STAY: Record<CruiseKind, [number, number]> = { river: [4, 6.5], sea: [8, 10.5] };
const SHORTEST_STAY: Record<CruiseKind, number> = { river: 2.5, sea: 4 };
/** The earliest a sailing leaves its first port: boarding starts at 12:00. */
const EARLIEST_START = 15;
const LATEST_DEPARTURE = 22;

/**
 * Kilometres between two calls: the straight line, a river's (the sum of its stretches between the towns on
 * the way), or a sea's round the land (./sea-way.ts), which a sea sailing takes unless told otherwise.
 */
export type Way = (a: PortRec, b: PortRec) => number;

const straight: Way = (a, b) => distanceKm(a.location, b.location);
const wayOf = (kind: CruiseKind): Way => (kind === 'sea' ? seaWay : straight);

/** Hours a `kind` ship needs from `a` to `b`: the sailing's kind, not the port's (a river ship turns at Тикси, a sea port). */
export function hoursUnderWay(kind: CruiseKind, a: PortRec, b: PortRec, way: Way = wayOf(kind)): number {
  const km = way(a, b);
  return (km * winding(kind, km)) / KM_PER_HOUR[kind];
}

export interface TimedCall {
  port: PortRec;
  /** Days after the sailing's first (0 for the first call). */
  day: number;
  /** Hours after midnight of its day; null where the sailing begins (arrival) or ends (departure). */
  arrival: number | null;
  departure: number | null;
}

/** A half hour between `from` and `to`, the same for the same key: each sailing keeps its own times. */
function slot(key: string, [from, to]: readonly [number, number]): number {
  const steps = Math.round((to - from) * 2) + 1;
  return from + (hashString(key) % steps) / 2;
}

const halfHourUp = (hours: number) => Math.ceil(hours * 2) / 2;
const halfHourDown = (hours: number) => Math.floor(hours * 2) / 2;

/**
 * The timetable of `calls` (the first is where the sailing begins, the last where it ends); `salt` varies it.
 * A ship leaves a call earlier, down to the shortest stay, when that brings it to the next in its window.
 */
export function timetable(
  kind: CruiseKind,
  calls: readonly PortRec[],
  salt: string | number,
  way: Way = wayOf(kind),
): TimedCall[] {
  const first = calls[0];
  const out: TimedCall[] = [
    { port: first, day: 0, arrival: null, departure: slot(`${salt}:${first.slug}:out`, [16, 19]) },
  ];
  for (let i = 1; i < calls.length; i++) {
    const prev = out[i - 1];
    const port = calls[i];
    const last = i === calls.length - 1;
    const key = `${salt}:${i}:${port.slug}`;
    const hours = hoursUnderWay(kind, prev.port, port, way);
    const latest = last ? LATEST_LAST_ARRIVAL : LATEST_ARRIVAL;
    const morning = slot(`${key}:in`, last ? [6, 8] : [7, 9]);
    // The earliest arrival, in hours from the sailing's first midnight, as the previous call's departure stands.
    const reach = () => prev.day * 24 + prev.departure! + hours;
    let day = Math.max(prev.day + 1, Math.floor(reach() / 24));
    const late = reach() - day * 24 - latest;
    const soonest = prev.arrival === null ? EARLIEST_START : prev.arrival + SHORTEST_STAY[kind];
    if (late > 0 && halfHourDown(prev.departure! - late) >= soonest) {
      prev.departure = halfHourDown(prev.departure! - late);
    }
    const earliest = reach();
    let arrival = Math.max(morning, halfHourUp(earliest - day * 24));
    if (arrival > latest) {
      day += 1;
      arrival = Math.max(morning, halfHourUp(earliest - day * 24));
    }
    const departure = last ? null : Math.min(LATEST_DEPARTURE, arrival + slot(`${key}:stay`, STAY[kind]));
    out.push({ port, day, arrival, departure });
  }
  return out;
}

/** The sailing day by day: the call of each day, null for a day under way. */
export function daysOf(timed: readonly TimedCall[]): (PortRec | null)[] {
  const days: (PortRec | null)[] = Array.from({ length: timed[timed.length - 1].day + 1 }, () => null);
  for (const call of timed) days[call.day] = call.port;
  return days;
}

/** `07:30` */
export function clock(hours: number): string {
  const h = Math.floor(hours);
  return `${String(h).padStart(2, '0')}:${hours - h >= 0.5 ? '30' : '00'}`;
}
