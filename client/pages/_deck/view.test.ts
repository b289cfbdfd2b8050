import { describe, expect, it } from 'vitest';
import type { CabinStatus, Deck } from '../../../shared/api/schemas';
import { buildDeckPlan, chosenCabin, formatDecks } from './view';
import { hrefWith, withParams } from '../../../shared/routes';

const cabin = (number: string, category: string, x: number) => ({ number, category, x, y: 6, w: 20, h: 34 });
const decks: Deck[] = [
  {
    number: 1,
    name: 'Главная палуба',
    width: 200,
    height: 94,
    cabins: [cabin('101', 'ST', 40), cabin('102', 'ST', 60)],
  },
  {
    number: 2,
    name: 'Средняя палуба',
    width: 200,
    height: 94,
    cabins: [cabin('201', 'ST', 40), cabin('202', 'PL', 60)],
  },
];
const categories = [
  { code: 'ST', name: 'Стандартная двухместная' },
  { code: 'PL', name: 'Полулюкс' },
];
const statuses: CabinStatus[] = [
  { number: '101', category: 'ST', status: 'booked' },
  { number: '102', category: 'ST', status: 'request' },
  { number: '201', category: 'ST', status: 'free' },
  { number: '202', category: 'PL', status: 'free' },
];

describe('the deck a page draws', () => {
  it('on a ship page: the asked deck, else the lowest, without states', () => {
    expect(buildDeckPlan(decks, categories, null, { deck: null, cabin: null })!.deck.number).toBe(1);
    const plan = buildDeckPlan(decks, categories, null, { deck: '2', cabin: null })!;
    expect(plan.deck.cabins).toEqual([
      { n: '201', c: 0, x: 40, y: 6, w: 20, h: 34 },
      { n: '202', c: 1, x: 60, y: 6, w: 20, h: 34 },
    ]);
    expect(plan.tabs).toEqual([
      { number: 1, name: 'Главная палуба', free: null },
      { number: 2, name: 'Средняя палуба', free: null },
    ]);
    expect(buildDeckPlan([], categories, null, { deck: null, cabin: null })).toBeNull();
  });

  it('on a cruise page: the deck of the chosen cabin, else the one with most free cabins; states as letters', () => {
    expect(buildDeckPlan(decks, categories, statuses, { deck: null, cabin: '102' })!.deck.number).toBe(1);
    const plan = buildDeckPlan(decks, categories, statuses, { deck: 'x', cabin: null })!;
    expect(plan.deck.number).toBe(2);
    expect(plan.tabs.map((t) => t.free)).toEqual([0, 2]);
    expect(plan.deck.cabins.map((c) => c.s)).toEqual(['f', 'f']);
  });

  it('puts in the form only a cabin that may be asked for', () => {
    expect(chosenCabin(decks, categories, statuses, '202')).toEqual({
      number: '202',
      category: 'PL',
      categoryName: 'Полулюкс',
      deckName: 'Средняя палуба',
    });
    expect(chosenCabin(decks, categories, statuses, '102')?.number).toBe('102');
    expect(chosenCabin(decks, categories, statuses, '101')).toBeNull();
    expect(chosenCabin(decks, categories, statuses, '999')).toBeNull();
    expect(chosenCabin(decks, categories, statuses, null)).toBeNull();
  });

  it('keeps the other choices of the page in its links', () => {
    const now = new URLSearchParams('currency=EUR&cabin=101');
    expect(withParams(now, { deck: '2', cabin: null })).toBe('?currency=EUR&deck=2');
    expect(withParams(new URLSearchParams('cabin=1'), { cabin: null })).toBe('');
  });

  it('links to the same page, its query changed, landing on the section', () => {
    const now = new URLSearchParams('currency=EUR&cabin=101');
    const here = { pathname: '/cruise/volga-2027-06-01', search: `?${now}` };
    expect(hrefWith(here, { deck: '2', cabin: '214' }, 'booking')).toBe(
      '/cruise/volga-2027-06-01?currency=EUR&cabin=214&deck=2#booking',
    );
    expect(hrefWith({ pathname: '/ship/vasiliy-shukshin', search: '' }, { deck: '3' }, 'decks')).toBe(
      '/ship/vasiliy-shukshin?deck=3#decks',
    );
  });
});

describe('formatDecks', () => {
  it('numbers a liner’s decks, a run as a range', () => {
    expect(formatDecks([])).toBeNull();
    expect(formatDecks([5])).toBe('Палуба 5');
    expect(formatDecks([7, 5, 6])).toBe('Палубы 5–7');
    expect(
      formatDecks(
        [5, 9],
        new Map([
          [5, 'Палуба 5'],
          [9, 'Палуба 9'],
        ]),
      ),
    ).toBe('Палубы 5, 9');
  });

  it('calls a river ship’s decks what its deck plan does', () => {
    const names = new Map([
      [1, 'Главная палуба'],
      [2, 'Средняя палуба'],
      [3, 'Шлюпочная палуба'],
    ]);
    expect(formatDecks([3], names)).toBe('Шлюпочная палуба');
    expect(formatDecks([2, 1, 3], names)).toBe('Главная, средняя и шлюпочная палубы');
  });
});
