/**
 * The way a liner sails between two ports: the straight line where open water lies between them, else the
 * shortest way through the straits and past the capes that join their seas (data/sea-ways.ts): Самуи —
 * Пхукет round the Malay peninsula by Singapore, Киль — Амстердам round Skagen, not across the land.
 */
import type { GeoPoint } from '../../../shared/api/schemas';
import type { PortRec } from '../../store/types';
import { SEA_BASINS, SEA_GATEWAYS } from '../data/sea-ways';
import { distanceKm } from '../geo';

const basinsOf = new Map<string, string[]>();
for (const [basin, ports] of Object.entries(SEA_BASINS))
  for (const port of ports) basinsOf.set(port, [...(basinsOf.get(port) ?? []), basin]);

const gates = SEA_GATEWAYS.map((g) => ({ ...g, at: { lat: g.lat, lng: g.lng } }));
const share = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

// The shortest way between every two gateways (Floyd–Warshall: the graph is a few dozen straits), with the
// gateway before the last on it, to tell the way.
const n = gates.length;
const km = gates.map((a) =>
  gates.map((b) => (share(a.basins, b.basins) ? distanceKm(a.at, b.at) : Infinity)),
);
const before = gates.map((_, i) => gates.map(() => i));
for (let i = 0; i < n; i++) km[i][i] = 0;
for (let k = 0; k < n; k++)
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (km[i][k] + km[k][j] < km[i][j]) {
        km[i][j] = km[i][k] + km[k][j];
        before[i][j] = before[k][j];
      }

function gatesBetween(i: number, j: number): number[] {
  const out = [j];
  while (out[0] !== i) out.unshift(before[i][out[0]]);
  return out;
}

export interface SeaWay {
  km: number;
  /** The straits and capes passed, in order; none where the straight line is the way. */
  via: { name: string; at: GeoPoint }[];
}

const cache = new Map<string, SeaWay>();

/**
 * The way from `a` to `b`. Ports of seas no gateway joins (the Persian Gulf and the Mediterranean, through
 * Suez or round Africa) get the straight line: such a passage is not sold (./routes.ts, `crossingSold`).
 */
export function seaWayVia(a: PortRec, b: PortRec): SeaWay {
  const key = `${a.name}|${b.name}`;
  const known = cache.get(key);
  if (known) return known;
  const from = basinsOf.get(a.name) ?? [];
  const to = basinsOf.get(b.name) ?? [];
  const straight: SeaWay = { km: distanceKm(a.location, b.location), via: [] };
  let best = straight;
  if (from.length > 0 && to.length > 0 && !share(from, to)) {
    best = { km: Infinity, via: [] };
    gates.forEach((gi, i) => {
      if (!share(gi.basins, from)) return;
      gates.forEach((gj, j) => {
        if (!share(gj.basins, to)) return;
        const total = distanceKm(a.location, gi.at) + km[i][j] + distanceKm(gj.at, b.location);
        if (total < best.km)
          best = {
            km: total,
            via: gatesBetween(i, j).map((g) => ({ name: gates[g].name, at: gates[g].at })),
          };
      });
    });
    if (best.km === Infinity) best = straight;
  }
  cache.set(key, best);
  return best;
}

/** Kilometres from `a` to `b` by sea: a timetable's `Way` (./timetable.ts). */
export const seaWay = (a: PortRec, b: PortRec): number => seaWayVia(a, b).km;
