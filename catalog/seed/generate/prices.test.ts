import { describe, expect, it } from 'vitest';
import type { CruiseRec } from '../../store/types';
import { createRng } from '../prng';
import { generateFleet } from './fleet';
import { createImageRegistry } from './images';
import { generatePrices } from './prices';

const SEED_START = new Date('2026-11-01T00:00:00Z');

describe('prices', () => {
  it('prices every class of every ship above the class below it, in the line’s currency', () => {
    const fleet = generateFleet(createRng('t'), createImageRegistry());
    // Three sailings per ship, in low and high season, are enough to exercise the spread per category.
    const cruises = fleet.ships.flatMap((ship, i) =>
      ['2027-02-10', '2027-07-10', '2027-10-01'].map(
        (startDate, k) => ({ id: i * 3 + k + 1, shipId: ship.id, startDate, nights: 7 }) as CruiseRec,
      ),
    );
    const prices = generatePrices(createRng('p'), fleet, cruises, SEED_START);
    expect(prices).toHaveLength(
      cruises.reduce((n, c) => n + fleet.cabins.filter((k) => k.shipId === c.shipId).length, 0),
    );
    for (const c of cruises) {
      const amounts = prices.filter((p) => p.cruiseId === c.id).map((p) => p.amount);
      for (let i = 1; i < amounts.length; i++)
        expect(amounts[i], `cruise ${c.id}`).toBeGreaterThan(amounts[i - 1]);
      const { line } = fleet.shipSeeds.get(c.shipId)!;
      expect(new Set(prices.filter((p) => p.cruiseId === c.id).map((p) => p.currency))).toEqual(
        new Set([line.currency]),
      );
    }
  });

  it('leaves as many cabins as the plan has free, fewer near departure', () => {
    const fleet = generateFleet(createRng('t'), createImageRegistry());
    const cruises = fleet.ships.flatMap((ship, i) =>
      ['2026-11-10', '2027-09-10'].map(
        (startDate, k) => ({ id: i * 2 + k + 1, shipId: ship.id, startDate, nights: 7 }) as CruiseRec,
      ),
    );
    const prices = generatePrices(createRng('p'), fleet, cruises, SEED_START);
    const total = (shipId: number, code: string) =>
      fleet.decks
        .filter((d) => d.shipId === shipId)
        .flatMap((d) => d.cabins.filter((c) => c.category === code)).length;
    let soon = 0;
    let later = 0;
    for (const p of prices) {
      const cabin = fleet.cabins.find((c) => c.id === p.cabinId)!;
      expect(p.cabinsLeft).not.toBeNull();
      expect(p.cabinsLeft!).toBeLessThanOrEqual(total(cabin.shipId, cabin.code));
      expect(p.available, `${p.cruiseId}/${cabin.code}`).toBe(p.cabinsLeft! > 0);
      if (p.cruiseId % 2 === 1) soon += p.cabinsLeft!;
      else later += p.cabinsLeft!;
    }
    expect(soon).toBeLessThan(later / 3);
  });
});
