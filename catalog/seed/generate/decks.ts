/**
 * Deck plans: every cabin of a ship with its number, class and rectangle (docs/decisions/023-deck-plans.md).
 * River ships get 3–4 cabin decks of two rows along the sides (100–150 cabins, numbered by deck: 1xx, 2xx…);
 * liners get blocks by class on each deck — outside rows along the sides, inside rows between the corridors —
 * numbered deck and place (9001, 9502). Odd numbers are on the starboard side, as on real ships. A plan is a
 * pure function of the ship and its classes, so it never shifts the seed's other records.
 */
import type { CabinType, DeckRec, ShipRec } from '../../store/types';
import { createRng } from '../prng';
import type { CabinClass } from './fleet';

/** Deck names bottom up, by the number of cabin decks a river ship has. */
const RIVER_DECK_NAMES: Record<number, string[]> = {
  3: ['Главная палуба', 'Средняя палуба', 'Шлюпочная палуба'],
  4: ['Нижняя палуба', 'Главная палуба', 'Средняя палуба', 'Шлюпочная палуба'],
};
/** River cabins per deck, bottom up: the upper decks give room to saloons and the restaurant. */
const RIVER_DECK_WEIGHTS: Record<number, number[]> = { 3: [1.1, 1, 0.6], 4: [1, 1.1, 1, 0.6] };
// From the smallest steamer's sixty-odd cabins (Н. В. Гоголь, 126 passengers) to a large four-decker's.
const RIVER_CABINS = { min: 60, max: 150 };

/** Length of a cabin along the deck, in plan units, by class: wider classes take more of the side. */
const CABIN_LENGTH: Record<CabinType, number> = {
  standard: 20,
  single: 16,
  suite: 28,
  lux: 36,
  inside: 12,
  oceanview: 12,
  balcony: 12,
};
/** Plan units kept free at the stern (saloons, the restaurant) and the bow (the rounded nose). */
const STERN = 40;
const BOW = 56;
const MARGIN = 6;

type Row = { classes: CabinClass[]; y: number; h: number; side: 'starboard' | 'port'; base: number };

function layRows(rows: Row[], numberOf: (row: Row, i: number) => number) {
  const cabins: DeckRec['cabins'] = [];
  let length = 0;
  for (const row of rows) {
    // Numbers grow from the bow aft, so a row is laid from the bow (the right end) towards the stern.
    let x = 0;
    const placed = row.classes.map((c, i) => {
      const w = CABIN_LENGTH[c.type];
      const at = { number: String(numberOf(row, i)), category: c.code, x, y: row.y, w, h: row.h };
      x += w;
      return at;
    });
    length = Math.max(length, x);
    cabins.push(...placed);
  }
  // Mirror: the first cabin of a row sits nearest the bow.
  const width = STERN + length + BOW;
  for (const c of cabins) c.x = width - BOW - c.x - c.w;
  return { width, cabins };
}

const byType = (classes: CabinClass[], type: CabinType) => classes.find((c) => c.type === type)!;
const repeat = (c: CabinClass, n: number) => Array.from({ length: Math.max(0, n) }, () => c);

/** Splits `total` over the weights, each part even (two sides) and at least 2. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(2, 2 * Math.round((total * w) / sum / 2)));
  parts[parts.length - 1] += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

function riverDecks(ship: ShipRec, classes: CabinClass[]): DeckRec[] {
  const rng = createRng(`deck-plan:${ship.slug}`);
  const count = Math.min(4, Math.max(3, ship.decks));
  // Berths add up to about the ship's passengers, within what river ships of this size carry.
  const total =
    2 *
    Math.round(Math.min(RIVER_CABINS.max, Math.max(RIVER_CABINS.min, Math.round(ship.passengers / 1.9))) / 2);
  const perDeck = split(total, RIVER_DECK_WEIGHTS[count]);
  const [standard, single, semiLux, lux] = ['standard', 'single', 'suite', 'lux'].map((t) =>
    byType(classes, t as CabinType),
  );
  const rowH = 34;
  const corridor = 14;
  return perDeck.map((n, k) => {
    const deck = k + 1;
    const side = n / 2;
    const top = k === count - 1;
    const belowTop = k === count - 2;
    // The best cabins face forward on the upper decks; single cabins sit aft on the lowest one.
    const luxes = top ? 2 : 0;
    const semis = top ? rng.int(3, 4) : belowTop ? 2 : 0;
    const singles = k === 0 ? rng.int(3, 4) : 0;
    const row = [
      ...repeat(lux, luxes),
      ...repeat(semiLux, semis),
      ...repeat(standard, side - luxes - semis - singles),
      ...repeat(single, singles),
    ];
    const rows: Row[] = [
      { classes: row, y: MARGIN, h: rowH, side: 'port', base: deck * 100 },
      { classes: row, y: MARGIN + rowH + corridor, h: rowH, side: 'starboard', base: deck * 100 },
    ];
    const laid = layRows(rows, (r, i) => r.base + 2 * i + (r.side === 'starboard' ? 1 : 2));
    return {
      shipId: ship.id,
      number: deck,
      name: RIVER_DECK_NAMES[count][k],
      width: laid.width,
      height: MARGIN * 2 + rowH * 2 + corridor,
      cabins: laid.cabins,
    };
  });
}

function seaDecks(ship: ShipRec, classes: CabinClass[]): DeckRec[] {
  const first = ship.decks >= 16 ? 5 : 4;
  const last = ship.decks - 4;
  const count = last - first + 1;
  const perDeck = Math.round(ship.passengers / 2.5 / count);
  const outsidePerSide = Math.round(perDeck / 3.5);
  const insidePerRow = Math.round((perDeck - 2 * outsidePerSide) / 2);
  const [inside, oceanview, balcony] = ['inside', 'oceanview', 'balcony'].map((t) =>
    byType(classes, t as CabinType),
  );
  const suite = classes.find((c) => c.code === 'SU')!;
  const yachtClub = classes.find((c) => c.code === 'YC');
  const outH = 22;
  const inH = 18;
  const corridor = 8;
  const core = 10;
  return Array.from({ length: count }, (_, k) => {
    const deck = first + k;
    const share = count > 1 ? k / (count - 1) : 1;
    const outsideClass = share < 0.3 ? oceanview : balcony;
    const top = k === count - 1;
    const belowTop = k === count - 2;
    // Suites take the forward end of the two highest cabin decks; MSC's Yacht Club the very top one.
    const club = top && yachtClub ? 6 : 0;
    const suites = top ? (yachtClub ? 3 : 6) : belowTop ? 4 : 0;
    const outsideLength = outsidePerSide * CABIN_LENGTH.balcony;
    const front = [...repeat(yachtClub ?? suite, club), ...repeat(suite, suites)];
    const frontLength = front.reduce((s, c) => s + CABIN_LENGTH[c.type], 0);
    const outsideRow = [
      ...front,
      ...repeat(outsideClass, Math.round((outsideLength - frontLength) / CABIN_LENGTH.balcony)),
    ];
    const insideRow = repeat(inside, top ? Math.round(insidePerRow * 0.6) : insidePerRow);
    const base = deck * 1000;
    const y0 = MARGIN;
    const y1 = y0 + outH + corridor;
    const y2 = y1 + inH + core;
    const y3 = y2 + inH + corridor;
    const rows: Row[] = [
      { classes: outsideRow, y: y0, h: outH, side: 'port', base },
      { classes: insideRow, y: y1, h: inH, side: 'port', base: base + 500 },
      { classes: insideRow, y: y2, h: inH, side: 'starboard', base: base + 500 },
      { classes: outsideRow, y: y3, h: outH, side: 'starboard', base },
    ];
    const laid = layRows(rows, (r, i) => r.base + 2 * i + (r.side === 'starboard' ? 1 : 2));
    return {
      shipId: ship.id,
      number: deck,
      name: `Палуба ${deck}`,
      width: laid.width,
      height: y3 + outH + MARGIN,
      cabins: laid.cabins,
    };
  });
}

export function generateDecks(ship: ShipRec, classes: CabinClass[]): DeckRec[] {
  return ship.kind === 'river' ? riverDecks(ship, classes) : seaDecks(ship, classes);
}

/** The decks a class has cabins on, bottom up: what the category card says. */
export function decksOfClass(decks: DeckRec[], code: string): number[] {
  return decks.filter((d) => d.cabins.some((c) => c.category === code)).map((d) => d.number);
}
