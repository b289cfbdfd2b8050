import { describe, expect, it } from 'vitest';
import { createRng } from '../prng';
import { generateDecks } from './decks';
import { cabinClasses, generateFleet } from './fleet';
import { createImageRegistry } from './images';

const fleet = generateFleet(createRng('t'), createImageRegistry());
const ship = (slug: string) => fleet.ships.find((s) => s.slug === slug)!;
const planOf = (slug: string) => fleet.decks.filter((d) => d.shipId === ship(slug).id);

describe('deck plans', () => {
  it('gives a river ship 3–4 named decks of 100–150 cabins numbered by deck', () => {
    const plan = planOf('lev-tolstoy');
    expect(plan.map((d) => d.name)).toEqual([
      'Нижняя палуба',
      'Главная палуба',
      'Средняя палуба',
      'Шлюпочная палуба',
    ]);
    const cabins = plan.flatMap((d) => d.cabins);
    expect(cabins.length).toBeGreaterThanOrEqual(100);
    expect(cabins.length).toBeLessThanOrEqual(150);
    for (const d of plan)
      for (const c of d.cabins) expect(c.number.slice(0, 1), c.number).toBe(String(d.number));
    expect(planOf('n-v-gogol').map((d) => d.name)).toEqual([
      'Главная палуба',
      'Средняя палуба',
      'Шлюпочная палуба',
    ]);
  });

  it('puts a liner’s cabins on «Палуба N» decks by class blocks, numbered deck and place', () => {
    const plan = planOf('msc-grandiosa');
    expect(plan[0].name).toBe('Палуба 5');
    const nine = plan.find((d) => d.number === 9)!;
    expect(nine.cabins.every((c) => /^9\d{3}$/.test(c.number))).toBe(true);
    expect(new Set(nine.cabins.map((c) => c.category))).toEqual(new Set(['IN', 'BA']));
    // The Yacht Club and suites only on the highest cabin decks, forward.
    const club = plan.flatMap((d) => d.cabins.filter((c) => c.category === 'YC').map(() => d.number));
    expect(new Set(club)).toEqual(new Set([plan.at(-1)!.number]));
  });

  it('lays cabins inside the deck without overlaps, odd numbers to starboard', () => {
    const wrong: string[] = [];
    for (const deck of fleet.decks) {
      const at = new Set<string>();
      for (const c of deck.cabins) {
        const starboard = Number(c.number) % 2 === 1;
        // The bow is on the right: starboard is the lower half of the drawing.
        if (c.x + c.w > deck.width || c.y + c.h > deck.height || at.has(`${c.x},${c.y}`))
          wrong.push(`${deck.shipId}/${c.number}: outside or on another cabin`);
        if (starboard !== c.y > deck.height / 2) wrong.push(`${deck.shipId}/${c.number}: wrong side`);
        at.add(`${c.x},${c.y}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is the same plan every time, whatever the seed', () => {
    const s = ship('msc-fantasia');
    expect(generateDecks(s, cabinClasses({ kind: 'sea', slug: 'msc-cruises' }))).toEqual(
      planOf('msc-fantasia'),
    );
  });

  it('tells each class which decks it is on', () => {
    for (const c of fleet.cabins) {
      const decks = fleet.decks
        .filter((d) => d.shipId === c.shipId && d.cabins.some((k) => k.category === c.code))
        .map((d) => d.number);
      expect(c.decks, `${c.shipId}/${c.code}`).toEqual(decks);
      expect(decks.length).toBeGreaterThan(0);
    }
  });
});
