import { describe, expect, it } from 'vitest';
import { cabinsLeftText, offerNote } from './fare-shown';

describe('cabinsLeftText', () => {
  it('agrees the verb with the number of cabins left', () => {
    expect([1, 2, 3, 21].map(cabinsLeftText)).toEqual([
      'Осталась 1 каюта',
      'Осталось 2 каюты',
      'Осталось 3 каюты',
      'Осталась 21 каюта',
    ]);
  });
});

describe('offerNote', () => {
  it('names the first offer that takes a percentage off, and nothing for a gift', () => {
    expect(
      offerNote([
        { title: 'Напитки в подарок', discountPercent: null },
        { title: 'Чёрная пятница', discountPercent: 30 },
      ]),
    ).toBe('Со скидкой 30% по акции «Чёрная пятница»');
    expect(offerNote([{ title: 'Напитки в подарок', discountPercent: null }])).toBeNull();
  });
});
