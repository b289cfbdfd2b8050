import { describe, expect, it } from 'vitest';
import { LINES } from '../data/lines';
import { createRng } from '../prng';
import { cabinClasses, generateFleet } from './fleet';
import { createImageRegistry } from './images';

describe('fleet', () => {
  it('lists aboard and ashore what a traveller gets, not what the line sells by (prices, dates, ports)', () => {
    const commercial = /цен|скидк|дат|выходного дня|праздник|регион|старт/i;
    const bad = LINES.flatMap((l) =>
      l.features.filter((f) => commercial.test(f)).map((f) => `${l.slug}: ${f}`),
    );
    expect(bad).toEqual([]);
  });

  it('lists every line’s cabin classes from the cheapest up', () => {
    for (const line of LINES) {
      const factors = cabinClasses(line).map((c) => c.factor);
      expect(factors, line.slug).toEqual([...factors].sort((a, b) => a - b));
      expect(new Set(factors).size, line.slug).toBe(factors.length);
    }
    expect(cabinClasses({ kind: 'river', slug: 'vodokhod' }).map((c) => c.name)).toEqual([
      'Стандартная двухместная',
      'Одноместная',
      'Полулюкс',
      'Люкс',
    ]);
    expect(cabinClasses({ kind: 'sea', slug: 'msc-cruises' }).at(-1)!.name).toBe('Сьют MSC Yacht Club');
  });

  it('gives each ship its line’s classes in that order, with unique ids and slugs', () => {
    const { lines, ships, cabins } = generateFleet(createRng('t'), createImageRegistry());
    expect(lines).toHaveLength(LINES.length);
    expect(new Set(ships.map((s) => s.slug)).size).toBe(ships.length);
    for (const ship of ships) {
      const line = LINES.find((l) => l.slug === lines[ship.lineId - 1].slug)!;
      const names = cabins.filter((c) => c.shipId === ship.id).map((c) => c.name);
      expect(names, ship.slug).toEqual(cabinClasses(line).map((c) => c.name));
    }
  });
});
