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
      offerNote(
        [
          { title: 'Напитки в подарок', discountPercent: null },
          { title: 'Чёрная пятница', discountPercent: 30 },
        ],
        '2026-11-28',
        '2027-06-01',
      ),
    ).toBe('Со скидкой 30% по акции «Чёрная пятница»');
    expect(
      offerNote([{ title: 'Напитки в подарок', discountPercent: null }], '2026-11-28', '2027-06-01'),
    ).toBeNull();
  });

  it('says till when the offer’s price holds, the year only when it is not this one', () => {
    const offer = (endsAt: string) => [{ title: 'Чёрная пятница', discountPercent: 30, endsAt }];
    expect(offerNote(offer('2026-11-30'), '2026-11-28', '2027-06-01')).toBe(
      'Со скидкой 30% по акции «Чёрная пятница» — до 30\u00a0ноября',
    );
    expect(offerNote(offer('2027-03-31'), '2026-11-28', '2027-06-01')).toMatch(
      /— до 31\u00a0марта\u00a02027\u00a0г\.$/,
    );
    // An offer that outlasts the sale of the sailing says no date.
    expect(offerNote(offer('2026-12-16'), '2026-11-28', '2026-11-29')).toBe(
      'Со скидкой 30% по акции «Чёрная пятница»',
    );
  });
});
