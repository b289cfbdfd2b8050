import { describe, expect, it } from 'vitest';
import { cabinsCount, childAge, forPeople, partyPhrase, placementPhrase } from './party';

describe('party phrases', () => {
  it('writes the party as a manager reads it', () => {
    expect(partyPhrase({ adults: 2, children: [7], pensioners: 1 })).toBe(
      '2 взрослых, 1 ребёнок (7 лет), 1 пенсионер',
    );
    expect(partyPhrase({ adults: 1, children: [3, 0], pensioners: 0 })).toBe(
      '1 взрослый, 2 ребёнка (3 года, до года)',
    );
    expect(partyPhrase({ adults: 0, children: [], pensioners: 2 })).toBe('2 пенсионера');
    expect(partyPhrase({ adults: 5, children: [1, 2, 11, 12, 14], pensioners: 0 })).toBe(
      '5 взрослых, 5 детей (1 год, 2 года, 11 лет, 12 лет, 14 лет)',
    );
  });
  it('agrees numbers with nouns', () => {
    expect([0, 1, 2, 5, 11, 21].map(childAge)).toEqual([
      'до года',
      '1 год',
      '2 года',
      '5 лет',
      '11 лет',
      '21 год',
    ]);
    expect([1, 2, 3, 5, 10].map(forPeople)).toEqual([
      'за 1 человека',
      'за 2 человека',
      'за 3 человека',
      'за 5 человек',
      'за 10 человек',
    ]);
    expect([1, 2, 5].map(cabinsCount)).toEqual(['1 каюта', '2 каюты', '5 кают']);
  });
});

describe('placementPhrase', () => {
  it('says who sleeps on the extra beds, children first, then a grown-up', () => {
    const placed = (extraBeds: number, extraBedGrownUps: number, people: number, grownUps: number) =>
      placementPhrase({ cabins: 1, extraBeds, extraBedGrownUps, people, grownUps });
    expect(placed(0, 0, 2, 2)).toBe('1 каюта');
    expect(placed(1, 0, 3, 2)).toBe('1 каюта; ребёнок — на дополнительном месте');
    expect(placed(1, 1, 3, 3)).toBe('1 каюта; один из взрослых — на дополнительном месте');
    expect(placed(2, 1, 6, 5)).toBe('1 каюта; ребёнок и один из взрослых — на дополнительных местах');
  });
});
