/** Prices per berth of every cabin category on every sailing, in the line's currency. */
import type { CabinRec, CruiseRec, PriceRec } from '../../store/types';
import { bookedShare } from '../../store/cabin-status';
import type { Rng } from '../prng';
import { daysBetween } from './dates';
import { cabinClasses, type Fleet } from './fleet';

/** Summer and the winter holidays are dearer at sea; river cruises peak in June–August. */
function seasonFactor(month: number, kind: 'sea' | 'river'): number {
  if (kind === 'river') return [6, 7, 8].includes(month) ? 1.2 : 1;
  return [7, 8, 12].includes(month) ? 1.25 : [1, 2, 11].includes(month) ? 0.85 : 1;
}

/** How many cabins of each class a ship has, from its deck plan. */
function cabinCounts(fleet: Fleet): Map<string, number> {
  const counts = new Map<string, number>();
  for (const deck of fleet.decks)
    for (const c of deck.cabins) {
      const key = `${deck.shipId}:${c.category}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return counts;
}

/**
 * The prices of sailings under a percentage offer («Чёрная пятница −30%», «Горящие круизы −25%»): the cruise
 * page says they have its percent off (`offerNote`), so they do. Off the line's fare for that route and month:
 * its other sailings' of the same ship, title and length that month where there are some (the lowest of
 * each class), else the sailing's own, so that an offer's date is never dearer than the same cruise a week
 * before without one (a tester had found 9 «−30%» sailings dearer than their undiscounted neighbours).
 */
export function withOfferPrices(
  prices: readonly PriceRec[],
  cruises: readonly CruiseRec[],
  percentOff: ReadonlyMap<number, number>,
): PriceRec[] {
  const cruiseById = new Map(cruises.map((c) => [c.id, c]));
  const routeMonth = (c: CruiseRec) => `${c.shipId}|${c.title}|${c.nights}|${c.startDate.slice(0, 7)}`;
  // The line's fare of each class on a route and month: the lowest of its sailings without an offer.
  const fare = new Map<string, number>();
  for (const p of prices) {
    if (percentOff.has(p.cruiseId)) continue;
    const key = `${routeMonth(cruiseById.get(p.cruiseId)!)}|${p.cabinId}`;
    fare.set(key, Math.min(fare.get(key) ?? Infinity, p.amount));
  }
  let previous = { cruiseId: 0, amount: 0 };
  return prices.map((p) => {
    const percent = percentOff.get(p.cruiseId);
    if (percent === undefined) return p;
    const step = p.currency === 'RUB' ? 100 : 10;
    const regular = Math.min(
      p.amount,
      fare.get(`${routeMonth(cruiseById.get(p.cruiseId)!)}|${p.cabinId}`) ?? Infinity,
    );
    const floor = previous.cruiseId === p.cruiseId ? previous.amount + step : 0;
    // Still a dearer class above the one below it (the prices come in class order, generatePrices).
    const amount = Math.max(floor, Math.round((regular * (100 - percent)) / 100 / step) * step);
    previous = { cruiseId: p.cruiseId, amount };
    return { ...p, amount };
  });
}

export function generatePrices(rng: Rng, fleet: Fleet, cruises: CruiseRec[], seedStart: Date): PriceRec[] {
  const counts = cabinCounts(fleet);
  const cabinsByShip = new Map<number, CabinRec[]>();
  for (const c of fleet.cabins) cabinsByShip.set(c.shipId, [...(cabinsByShip.get(c.shipId) ?? []), c]);
  const prices: PriceRec[] = [];
  for (const cruise of cruises) {
    const { line } = fleet.shipSeeds.get(cruise.shipId)!;
    const factorOf = new Map(cabinClasses(line).map((c) => [c.code, c.factor]));
    const month = Number(cruise.startDate.slice(5, 7));
    const base = line.perNight * cruise.nights * seasonFactor(month, line.kind) * (0.85 + rng.next() * 0.35);
    const step = line.currency === 'RUB' ? 100 : 10;
    let previous = 0;
    // Fuller near departure: the share booked rises as the sailing nears, with a spread per class.
    const booked = bookedShare(daysBetween(seedStart, cruise.startDate));
    cabinsByShip.get(cruise.shipId)!.forEach((cabin, i) => {
      const total = counts.get(`${cruise.shipId}:${cabin.code}`) ?? 0;
      const share = Math.min(1, Math.max(0, booked + (rng.next() - 0.5) * 0.2));
      const free = i > 0 && rng.chance(0.08) ? 0 : Math.round(total * (1 - share));
      // A little spread per category, but a dearer class is never cheaper than the one below it.
      const amount = Math.max(
        previous + step,
        Math.round((base * factorOf.get(cabin.code)! * (0.96 + rng.next() * 0.08)) / step) * step,
      );
      previous = amount;
      prices.push({
        cruiseId: cruise.id,
        cabinId: cabin.id,
        amount,
        currency: line.currency,
        available: free > 0,
        // Every free cabin is on the deck plan: the count is the plan's (catalog/store/cabin-status.ts).
        cabinsLeft: free,
        // Fare rules come from generate/tariffs.ts, with a random stream of their own.
        tariff: null,
      });
    });
  }
  return prices;
}
