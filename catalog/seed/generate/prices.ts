/** Prices per berth of every cabin category on every sailing, in the line's currency. */
import type { CabinRec, CruiseRec, PriceRec } from '../../store/types';
import type { Rng } from '../prng';
import { cabinClasses, type Fleet } from './fleet';

/** Summer and the winter holidays are dearer at sea; river cruises peak in June–August. */
function seasonFactor(month: number, kind: 'sea' | 'river'): number {
  if (kind === 'river') return [6, 7, 8].includes(month) ? 1.2 : 1;
  return [7, 8, 12].includes(month) ? 1.25 : [1, 2, 11].includes(month) ? 0.85 : 1;
}

export function generatePrices(rng: Rng, fleet: Fleet, cruises: CruiseRec[]): PriceRec[] {
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
    cabinsByShip.get(cruise.shipId)!.forEach((cabin, i) => {
      const soldOut = i > 0 && rng.chance(0.08);
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
        available: !soldOut,
        cabinsLeft: soldOut ? 0 : rng.chance(0.3) ? rng.int(1, 5) : rng.chance(0.5) ? rng.int(6, 40) : null,
        // Fare rules come from generate/tariffs.ts, with a random stream of their own.
        tariff: null,
      });
    });
  }
  return prices;
}
