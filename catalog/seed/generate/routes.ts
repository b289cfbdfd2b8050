/** Routes of one sailing: the calls day by day (`null` is a day at sea or on the river), its title, its map line. */
import type { CruiseKind, GeoPoint } from '../../../shared/api/schemas';
import type { PortRec } from '../../store/types';
import type { RegionSeed } from '../data/regions';
import { distanceKm, round } from '../geo';
import { hashString, type Rng } from '../prng';
import { hoursUnderWay, timetable, type TimedCall, type Way } from './timetable';
import { seaWay, seaWayVia } from './sea-way';
import { formatCount, joinRu, NOUN_FORMS } from '../../../shared/format';
import { fromPlace, inPlaceParts, toPlace, type NamedPlace } from '../../../shared/russian/place-cases';
import { catalogCases } from '../../store/place-cases';

export type RouteDays = (PortRec | null)[];

/** How many nights a sailing calling at `calls` in turn takes. */
const sailingNights = (kind: CruiseKind, calls: readonly PortRec[], salt: number, way?: Way) =>
  timetable(kind, calls, salt, way)[calls.length - 1].day;

/**
 * A loop from a home port by nearest neighbour through part of the region, nearest by sea (./sea-way.ts: from
 * Самуи, Пхукет is round the Malay peninsula, not next door), as many calls as the nights allow with the hours
 * each leg takes (./timetable.ts). A liner keeps to the home port it is in (`at`) while it sails the region, as
 * lines run a season's loops.
 */
export function seaRoute(
  rng: Rng,
  region: RegionSeed,
  nights: number,
  ports: Map<string, PortRec>,
  at: string | undefined,
  salt: number,
): TimedCall[] {
  // The draw is made either way, so the random stream does not depend on where the ship is.
  const home = rng.pick(region.homePorts);
  const dep = ports.get(at !== undefined && region.homePorts.includes(at) ? at : home)!;
  // Not another home port of the same country: Майами is where a sailing from Порт-Канаверал would have
  // boarded, not a call of it.
  const calledAt = (p: PortRec) =>
    p !== dep && !(region.homePorts.includes(p.name) && p.countryId === dep.countryId);
  const pool = rng
    .shuffle(region.ports.map((n) => ports.get(n)!).filter(calledAt))
    .slice(0, Math.max(3, Math.ceil((region.ports.length - 1) * 0.6)));
  const calls = [dep];
  for (;;) {
    const cur = calls[calls.length - 1];
    const next = pool.filter((p) => !calls.includes(p)).sort((a, b) => seaWay(cur, a) - seaWay(cur, b))[0];
    if (!next || sailingNights('sea', [...calls, next, dep], salt) > nights) break;
    calls.push(next);
  }
  return timetable('sea', [...calls, dep], salt);
}

/**
 * Seas joined by open water, where the straight line is the way a liner takes: the Atlantic's and the
 * Mediterranean's, and the Far East's. A crossing between others goes through Suez or round a continent,
 * which the sea way (./sea-way.ts) does not know: it is not sold.
 */
const BASINS = [
  new Set([
    'sredizemnomore',
    'vostochnoe-sredizemnomore',
    'adriatika',
    'kanarskie-ostrova-i-atlantika',
    'severnaya-evropa',
    'norvezhskie-fordy',
    'britanskie-ostrova',
    'kariby',
  ]),
  new Set(['yugo-vostochnaya-aziya', 'yaponiya-i-kitay']),
];

/** Whether the crossing between two seas (region slugs) is sold as a cruise, by the way it takes. */
export function crossingSold(from: string, to: string): boolean {
  return BASINS.some((basin) => basin.has(from) && basin.has(to));
}

/**
 * A liner's crossing from one of its seas to the other (Барселона — Майами in the autumn): one way from where
 * it is to a home port of the next sea, calling at ports of either sea that lie on the way, with days at sea
 * between.
 */
export function crossingRoute(
  from: PortRec,
  to: PortRec,
  ports: readonly PortRec[],
  salt: number,
): TimedCall[] {
  const km = seaWay;
  const calls = [from];
  // Each call brings the ship nearer its goal by sea, off its way by little: the nearest such port next.
  for (let n = 0; n < 3; n++) {
    const cur = calls[calls.length - 1];
    const next = ports
      .filter((p) => km(p, to) < km(cur, to) - 150 && km(cur, p) + km(p, to) <= km(cur, to) * 1.05)
      .sort((a, b) => km(cur, a) - km(cur, b))[0];
    if (!next || next.id === to.id) break;
    calls.push(next);
  }
  return timetable('sea', [...calls, to], salt);
}

/** The longest run between two calls on the way home: from an evening's departure to the next afternoon. */
const NIGHT_RUN_HOURS = 16;

/**
 * Where river sailings start and end: the region's home ports and the river's two ends (Астрахань, Пермь,
 * Тикси, Дудинка), towns a traveller can reach and leave by train or plane, not a village on the way.
 */
function riverEnds(region: Pick<RegionSeed, 'ports' | 'homePorts'>): string[] {
  return [...new Set([...region.homePorts, region.ports[0], region.ports[region.ports.length - 1]])];
}

/** Where a river ship is: its port now (where its last sailing ended), and the home port it works from. */
export interface RiverShipAt {
  at?: string;
  base: string;
}

/** Whether a call at `port` on the sailing's `day` (0 for its first) finds the place open to ships. */
type OpenOn = (port: PortRec, day: number) => boolean;

/**
 * A stretch of the river from where the ship is. From its home port: there and back, or one way to another
 * town where sailings end (Москва — Нижний Новгород); away from it: one way back towards it (Нижний
 * Новгород — Москва), as lines sell a ship's season: every sailing starts where the last one ended. Each
 * leg takes the hours the river needs (./timetable.ts), with days under way where a leg is long. A call on
 * a day its place is not `open` (Кижи before the museum's pier opens) is passed by, as lines sail the
 * season's first sailings.
 */
export function riverRoute(
  rng: Rng,
  region: RegionSeed,
  nights: number,
  ports: Map<string, PortRec>,
  ship: RiverShipAt,
  salt: number,
  open: OpenOn = () => true,
): TimedCall[] {
  const list = region.ports.map((n) => ports.get(n)!);
  // Along the river: a run home past the towns of the way out is as long as the stretches between them,
  // measured once from the river's first town.
  const kmAlong = [0];
  for (let k = 1; k < list.length; k++)
    kmAlong.push(kmAlong[k - 1] + distanceKm(list[k - 1].location, list[k].location));
  const way: Way = (a, b) => Math.abs(kmAlong[list.indexOf(b)] - kmAlong[list.indexOf(a)]);
  const ends = riverEnds(region);
  const here = list.findIndex(
    (p) => p.name === (ship.at !== undefined && ends.includes(ship.at) ? ship.at : ship.base),
  );
  const dep = list[here];
  const down = list.slice(here + 1);
  const up = list.slice(0, here).reverse();
  const away = rng.chance(0.35) || region.oneWay === true;
  const route = (calls: readonly PortRec[]): TimedCall[] => {
    const timed = timetable('river', calls, salt, way);
    const shut = new Set(
      timed.flatMap((c, i) => (i > 0 && i < timed.length - 1 && !open(c.port, c.day) ? [i] : [])),
    );
    if (shut.size === 0) return timed;
    // Without the shut calls, and without a call twice in a row where one between them is gone.
    const kept = calls.filter((_, i) => !shut.has(i)).filter((p, i, all) => i === 0 || p !== all[i - 1]);
    return route(kept);
  };
  /** The farthest town of `seq` where a sailing may end, within `most` nights and no shorter than `least`. */
  const farthestEnd = (seq: readonly PortRec[], least: number, most: number) => {
    let best = -1;
    for (let i = 0; i < seq.length; i++) {
      const n = sailingNights('river', [dep, ...seq.slice(0, i + 1)], salt, way);
      if (n > most) break;
      if (ends.includes(seq[i].name) && n >= least) best = i;
    }
    return best;
  };
  if (dep.name !== ship.base) {
    // Back towards the home port: to it, or as far as the region's longest sailing reaches a town where
    // sailings end.
    const seq = list.findIndex((p) => p.name === ship.base) > here ? down : up;
    const home = seq.findIndex((p) => p.name === ship.base);
    const reach = seq.slice(0, home + 1);
    return route([dep, ...reach.slice(0, farthestEnd(reach, 0, region.nights[1]) + 1)]);
  }
  const seq = down.length === 0 ? up : up.length === 0 ? down : rng.chance(0.7) ? down : up;
  // One way: to the farthest town within the nights where a sailing may end, no shorter than the region's
  // sailings.
  // A waterway between two cities goes all the way, however many nights that takes.
  const last = farthestEnd(seq, region.nights[0], region.oneWay ? Infinity : nights);
  if (away && last >= 0) return route([dep, ...seq.slice(0, last + 1)]);
  // There and back: a call a day on the way out as far as the nights allow, then home calling only where
  // a night's run ends in the day (Санкт-Петербург — Шлиссельбург — Валаам — Санкт-Петербург; Москва —
  // … — Астрахань — Волгоград — Саратов — … — Москва), not a day under way past the towns of the river.
  const thereAndBack = (out: number): PortRec[] => {
    const calls = [dep, ...seq.slice(0, out)];
    const ahead = [...seq.slice(0, out - 1).reverse(), dep];
    while (calls[calls.length - 1] !== dep) {
      const cur = calls[calls.length - 1];
      const inNight = ahead.findLastIndex((p) => hoursUnderWay('river', cur, p, way) <= NIGHT_RUN_HOURS);
      calls.push(...ahead.splice(0, Math.max(0, inNight) + 1).slice(-1));
    }
    return calls;
  };
  let out = 1;
  while (out < seq.length && sailingNights('river', thereAndBack(out + 1), salt, way) <= nights) out++;
  return route(thereAndBack(out));
}

const MAX_TITLE_STOPS = 3;

/**
 * The title an editor writes: where it starts, up to three stops in the order they are called at, where it
 * ends — «Москва — Углич — Мышкин — Москва». A long route keeps its farthest call (where a there-and-back
 * sailing turns) and its best-known calls by `renown` (Валаам and Кижи, then the biggest towns), never an
 * ellipsis.
 */
export function routeTitle(stops: PortRec[], renown: (p: PortRec) => number): string {
  const first = stops[0];
  const last = stops[stops.length - 1];
  const between: PortRec[] = [];
  for (const p of stops.slice(1, -1)) {
    if (p.id !== first.id && p.id !== last.id && !between.includes(p)) between.push(p);
  }
  let chosen = between;
  if (between.length > MAX_TITLE_STOPS) {
    const farthest = between.reduce((a, b) =>
      distanceKm(first.location, b.location) > distanceKm(first.location, a.location) ? b : a,
    );
    const biggest = between
      .filter((p) => p !== farthest)
      .sort((a, b) => renown(b) - renown(a) || a.id - b.id)
      .slice(0, MAX_TITLE_STOPS - 1);
    chosen = between.filter((p) => p === farthest || biggest.includes(p));
  }
  return [first, ...chosen, last].map((p) => p.name).join(' — ');
}

/**
 * The line on the map: the calls with one bent waypoint per leg, so it reads as a route, not a chord; a sea
 * leg round the land passes its straits and capes instead (./sea-way.ts), not across a peninsula.
 */
export function routePath(stops: PortRec[], kind: CruiseKind): GeoPoint[] {
  const out: GeoPoint[] = [];
  stops.forEach((p, i) => {
    if (i > 0) {
      const prev = stops[i - 1];
      if (prev.id === p.id) return;
      const via = kind === 'sea' ? seaWayVia(prev, p).via : [];
      if (via.length > 0) {
        out.push(...via.map(({ at }) => ({ lat: round(at.lat, 4), lng: round(at.lng, 4) })), p.location);
        return;
      }
      const mid = {
        lat: (prev.location.lat + p.location.lat) / 2,
        lng: (prev.location.lng + p.location.lng) / 2,
      };
      const bend = (hashString(`${prev.slug}-${p.slug}`) % 100) / 100 - 0.5;
      out.push({ lat: round(mid.lat + bend * 0.4, 4), lng: round(mid.lng - bend * 0.4, 4) });
    }
    out.push(p.location);
  });
  return out;
}

/** Stops a description names; the route line on the page lists them all. */
const NAMED_STOPS = 4;

const named = (p: PortRec): NamedPlace => ({ name: p.name, cases: catalogCases(p.name) });

/**
 * `из Ростова-на-Дону до Калача-на-Дону и обратно, со стоянками в Старочеркасской и Цимлянске, 2 дня в
 * море`: what this sailing does, from its own route, never from its region's text (which names ports a
 * given sailing may not reach). A prepositional list repeats «в»/«на» only where it changes: `в
 * Шлиссельбурге, на Валааме и в Мандрогах`. A name without trusted forms is listed after a colon.
 */
export function routeDescription(route: RouteDays, kind: CruiseKind): string {
  const stops = route.filter((p): p is PortRec => p !== null);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const names = stops.map((p) => p.name);
  // The turn: the first call after which the sailing only calls where it has been. A river sailing that
  // comes back is there and back; a sea loop only when it retraces every call.
  const turnAt =
    first.id === last.id && stops.length > 2
      ? stops.findIndex((_, i) => i > 0 && stops.slice(i + 1).every((q) => stops.slice(0, i).includes(q)))
      : -1;
  const thereAndBack = turnAt > 0 && (kind === 'river' || names.join() === [...names].reverse().join());
  const turn = thereAndBack ? stops[turnAt] : null;
  const from = fromPlace(named(first));
  const turnGenitive = turn ? catalogCases(turn.name)?.genitive : undefined;
  const to = turn ? turnGenitive && `до ${turnGenitive}` : toPlace(named(last));
  const way =
    from && turn && to
      ? `${from} ${to} и обратно`
      : from && first.id === last.id
        ? `круговой маршрут ${from}`
        : from && to
          ? `${from} ${to}`
          : `маршрут ${first.name} — ${last.name}`;
  const calls = [...new Map(stops.slice(1, -1).map((p) => [p.id, p])).values()].filter(
    (p) => p.id !== first.id && p.id !== turn?.id,
  );
  // One call beyond the four is named, not hidden in «и других портах» (an editor read that as several).
  const shown = calls.slice(0, calls.length === NAMED_STOPS + 1 ? NAMED_STOPS + 1 : NAMED_STOPS);
  const at = shown.map((p) => inPlaceParts(named(p)));
  let stopsText = '';
  if (shown.length && at.every((x) => x !== null)) {
    let said = '';
    const items = at.map(({ preposition, form }) => {
      const item = preposition === said ? form : `${preposition} ${form}`;
      said = preposition;
      return item;
    });
    // `в A, B, C и других портах`; after `на Санторини` the «в» comes back: `… на Санторини и в других портах`.
    stopsText =
      calls.length > shown.length
        ? `, со стоянками ${items.join(', ')} и ${said === 'в' ? '' : 'в '}других портах`
        : `, ${items.length === 1 ? 'со стоянкой' : 'со стоянками'} ${joinRu(items)}`;
  } else if (shown.length) {
    const shownNames = shown.map((p) => p.name);
    stopsText = `, стоянки: ${calls.length > shown.length ? `${shownNames.join(', ')} и другие` : joinRu(shownNames)}`;
  }
  const seaDays = route.filter((p) => p === null).length;
  const atSea = seaDays && kind === 'sea' ? `, ${formatCount(seaDays, NOUN_FORMS.day)} в море` : '';
  return `${way}${stopsText}${atSea}`;
}
