import { describe, expect, it } from 'vitest';
import type { CabinPrice, Tariff } from '../../../shared/api/schemas';
import type { LeadFormValues } from '../../../shared/validation';
import { quoteFor } from './party-fields';

const tariff: Tariff = {
  childDiscounts: [],
  pensionerPercent: 0,
  singleSupplementPercent: 50,
  earlyBooking: null,
  secondGuest: null,
  childrenFree: null,
};
const cabin = (cabinsLeft: number | null) =>
  ({
    category: { code: 'LUX', name: 'Люкс', berths: 2 },
    price: { amount: 40_000, currency: 'RUB' },
    priceRub: { amount: 40_000, currency: 'RUB' },
    available: true,
    cabinsLeft,
    tariff,
  }) as unknown as CabinPrice;
const party = (adults: number, children: string[] = []): LeadFormValues => ({
  name: '',
  phone: '',
  email: '',
  cabinCategory: 'LUX',
  cabinNumber: '',
  adults: String(adults),
  pensioners: '0',
  children,
  comment: '',
  consent: false,
});
const reason = (r: ReturnType<typeof quoteFor>) => ('reason' in r ? r.reason : null);

describe('quoteFor', () => {
  it('says at once that a party needs more cabins of the category than are free', () => {
    expect(reason(quoteFor(party(4), cabin(1), 'RUB', [], '2027-01-01'))).toBe(
      'В этой категории осталась 1 каюта, а вам нужно 2 каюты. Выберите другую категорию или уменьшите число гостей.',
    );
    expect(reason(quoteFor(party(4), cabin(2), 'RUB', [], '2027-01-01'))).toBeNull();
    // A line that does not say how many are left is not second-guessed.
    expect(reason(quoteFor(party(6), cabin(null), 'RUB', [], '2027-01-01'))).toBeNull();
  });

  it('places no child in a cabin without a grown-up: one grown-up and two children in cabins for two', () => {
    expect(reason(quoteFor(party(1, ['5', '7']), cabin(null), 'RUB', [], '2027-01-01'))).toBe(
      'Дети не могут жить в каюте без взрослых, а в этой категории вам нужно 2 каюты на 1 взрослого. Выберите категорию, где всем хватит места в одной каюте, или добавьте взрослого.',
    );
    // Two grown-ups for two cabins: each takes a child.
    expect(reason(quoteFor(party(2, ['5', '7']), cabin(null), 'RUB', [], '2027-01-01'))).toBeNull();
  });

  it('places one infant without a berth beside each grown-up, no more', () => {
    const infants = {
      ...cabin(null),
      tariff: { ...tariff, childDiscounts: [{ fromAge: 0, toAge: 1, percent: 100, ownBerth: false }] },
    } as CabinPrice;
    expect(reason(quoteFor(party(1, ['0', '1', '0']), infants, 'RUB', [], '2027-01-01'))).toBe(
      'Малышей без отдельного места может быть не больше, чем взрослых: у вас 3 малыша на 1 взрослого. Добавьте взрослого или позвоните нам — менеджер подберёт размещение.',
    );
    expect(reason(quoteFor(party(1, ['0']), infants, 'RUB', [], '2027-01-01'))).toBeNull();
  });

  it('says the group limit as soon as the party passes it, not when the request is sent', () => {
    expect(reason(quoteFor(party(9, ['5', '7']), cabin(null), 'RUB', [], '2027-01-01'))).toBe(
      'В одной заявке — не больше 10 человек. Для большой группы позвоните нам: менеджер подберёт каюты.',
    );
    expect(reason(quoteFor(party(8, ['5', '7']), cabin(null), 'RUB', [], '2027-01-01'))).toBeNull();
  });
});

describe('quoteFor: the categories where the party fits in one cabin', () => {
  const category = (code: string, name: string, berths: number, amount: number, over: object = {}) =>
    ({
      ...cabin(null),
      category: { code, name, berths },
      price: { amount, currency: 'RUB' },
      priceRub: { amount, currency: 'RUB' },
      ...over,
    }) as unknown as CabinPrice;
  const double = {
    ...category('STD', 'Стандартная двухместная', 2, 30_000),
    category: { code: 'STD', name: 'Стандартная двухместная', berths: 2, extraBeds: 1 },
    tariff: { ...tariff, extraBedPercent: 40 },
  } as unknown as CabinPrice;
  const others = [
    cabin(null),
    double,
    category('SGL', 'Одноместная', 1, 50_000),
    category('JS', 'Полулюкс', 2, 60_000),
    category('FAM', 'Семейная', 4, 45_000, { available: false }),
  ];

  it('prices them for the party when the chosen one takes more cabins (the extra bed counted)', () => {
    const result = quoteFor(party(2, ['6']), cabin(null), 'RUB', [], '2027-01-01', others);
    expect('quote' in result && result.quote.cabins).toBe(2);
    // 2 × 30 000 + 18 000 (the child on the extra bed, −40%); the sold-out family cabin is not offered.
    expect('roomier' in result && result.roomier).toEqual([
      { name: 'Стандартная двухместная', total: { amount: 78_000, currency: 'RUB' } },
    ]);
    // A party in one cabin already hears of none.
    const two = quoteFor(party(2), cabin(null), 'RUB', [], '2027-01-01', others);
    expect('roomier' in two && two.roomier).toEqual([]);
  });
});
