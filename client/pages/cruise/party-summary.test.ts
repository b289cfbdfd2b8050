import { describe, expect, it } from 'vitest';
import type { Tariff } from '../../../shared/api/schemas';
import { quoteParty } from '../../../shared/pricing/party-total';
import { SEA_TARIFF } from '../../../shared/pricing/test-tariffs';
import { fareShown } from './fare-shown';
import { partySummary } from './party-summary';

const NBSP = '\u00a0';
const tariff: Tariff = {
  childDiscounts: [
    { fromAge: 0, toAge: 1, percent: 100, ownBerth: false },
    { fromAge: 2, toAge: 13, percent: 15, ownBerth: true },
  ],
  pensionerPercent: 5,
  singleSupplementPercent: 50,
  earlyBooking: {
    price: { amount: 38_100, currency: 'RUB' },
    priceRub: { amount: 38_100, currency: 'RUB' },
    until: '2027-01-15',
  },
  secondGuest: null,
  childrenFree: null,
};
const cabin = {
  category: { berths: 2 },
  price: { amount: 40_000, currency: 'RUB' },
  priceRub: { amount: 40_000, currency: 'RUB' },
  tariff,
};
const money = (text: string) => text.replace(/ /g, NBSP);

describe('the party’s price in words', () => {
  it('names the categories where a party that takes two cabins fits in one, with their totals', () => {
    // 2 × 40 000 + 34 000 (the child −15%) + 20 000 (the single supplement) = 134 000 ₽ in two cabins.
    const quote = quoteParty({ adults: 2, children: [5], pensioners: 0 }, cabin, 'RUB', [], '2027-01-16');
    expect(quote.total.amount).toBe(134_000);
    const rub = (amount: number) => ({ amount, currency: 'RUB' });
    const categories = [
      { name: 'Семейная', total: rub(150_000) },
      { name: 'Люкс', total: rub(120_000) },
      { name: 'Сьют', total: rub(300_000) },
    ];
    expect(partySummary(quote, null, categories).cabins).toBe(
      // A child shares with a grown-up; the single supplement is the other grown-up's. The cheaper first, and
      // by how much it is cheaper (a tester had to work the family's one cabin out by hand).
      `Размещение: 2 каюты, в каждой — взрослый. Всем вместе хватит места в одной каюте категории «Люкс» — ${money('120 000 ₽')}, на ${money('14 000 ₽')} дешевле, или «Семейная» — ${money('150 000 ₽')}.`,
    );
    // An infant takes no berth: two grown-ups and a baby fit in a cabin for two, and nothing is said.
    const baby = quoteParty({ adults: 2, children: [1], pensioners: 0 }, cabin, 'RUB', [], '2027-01-16');
    expect(partySummary(baby, null, categories).cabins).toBeNull();
  });

  it('the second-guest offer is a line of its own', () => {
    const offer = { ...cabin, tariff: { ...tariff, secondGuest: { percent: 20, until: '2027-03-01' } } };
    const quote = quoteParty({ adults: 2, children: [], pensioners: 0 }, offer, 'RUB', [], '2027-01-16');
    expect(partySummary(quote, null).lines).toEqual([
      { label: 'Взрослый', amount: money('40 000 ₽') },
      { label: 'Второй гость в каюте (−20%)', amount: money('32 000 ₽') },
    ]);
  });

  it('says which child travels free under the kids-sail-free offer, and which pays their band', () => {
    const sea = {
      category: { berths: 4 },
      price: { amount: 1000, currency: 'RUB' },
      priceRub: { amount: 1000, currency: 'RUB' },
      tariff: { ...SEA_TARIFF, childrenFree: { toAge: 11, until: '2027-06-29' } },
    };
    const party = { adults: 2, children: [5, 14], pensioners: 0 };
    expect(partySummary(quoteParty(party, sea, 'RUB', [], '2027-01-16'), null).lines).toEqual([
      { label: `Взрослые, 2 × ${money('1 000 ₽')}`, amount: money('2 000 ₽') },
      { label: 'Ребёнок, 5 лет, по акции «MSC: дети плывут бесплатно»', amount: 'бесплатно' },
      { label: 'Ребёнок, 14 лет (−30%)', amount: money('700 ₽') },
    ]);
    // In cabins for two the party takes two, and neither child is a third guest: each pays their band.
    const inside = { ...sea, category: { berths: 2 } };
    const two = partySummary(quoteParty(party, inside, 'RUB', [], '2027-01-16'), null);
    expect(two.cabins).toBe('Размещение: 2 каюты, в каждой — взрослый.');
    expect(two.lines[1]).toEqual({ label: 'Ребёнок, 5 лет (−50%)', amount: money('500 ₽') });
  });

  describe('a river double with an extra bed («дополнительное место»)', () => {
    const double = {
      ...cabin,
      category: { berths: 2, extraBeds: 1 },
      tariff: { ...tariff, earlyBooking: null, extraBedPercent: 40 },
    };
    const quote = (adults: number, children: number[]) =>
      quoteParty({ adults, children, pensioners: 0 }, double, 'RUB', [], '2027-01-16');

    it('2 adults and a child of 6: one cabin, the child on the extra bed, no single supplement', () => {
      expect(partySummary(quote(2, [6]), null)).toEqual({
        total: `Итого за 3 человека: ${money('104 000 ₽')}`,
        cabins: 'Размещение: все в одной каюте, ребёнок — на дополнительном месте.',
        lines: [
          { label: `Взрослые, 2 × ${money('40 000 ₽')}`, amount: money('80 000 ₽') },
          { label: 'Ребёнок, 6 лет, на дополнительном месте (−40%)', amount: money('24 000 ₽') },
        ],
        early: null,
      });
    });

    it('a grown-up on the extra bed no child needs, where the line sells it to grown-ups', () => {
      const adultsToo = { ...double, tariff: { ...double.tariff, extraBedAdultPercent: 20 } };
      const q = (adults: number, children: number[]) =>
        quoteParty({ adults, children, pensioners: 0 }, adultsToo, 'RUB', [], '2027-01-16');
      const three = partySummary(q(3, []), null);
      expect(three.cabins).toBe('Размещение: все в одной каюте, один из взрослых — на дополнительном месте.');
      expect(three.lines.map((l) => l.label)).toEqual([
        `Взрослые, 2 × ${money('40 000 ₽')}`,
        'Взрослый, на дополнительном месте (−20%)',
      ]);
      // Five adults and a child: two cabins, the child on one extra bed and an adult on the other.
      expect(partySummary(q(5, [6]), null).cabins).toBe(
        'Размещение: 2 каюты, в каждой — двое или трое взрослых; ребёнок и один из взрослых — на дополнительных местах.',
      );
    });

    it('says which of the children, and how many, sleep on extra beds', () => {
      // A parent and two children: one cabin; the breakdown says which child is on the extra bed.
      const one = partySummary(quote(1, [6, 9]), null);
      expect(one.cabins).toBe('Размещение: все в одной каюте, один из детей — на дополнительном месте.');
      expect(one.lines.map((l) => l.label)).toEqual([
        'Взрослый',
        'Ребёнок, 6 лет, на дополнительном месте (−40%)',
        'Ребёнок, 9 лет (−15%)',
      ]);
      // Two adults and three children: two cabins, one child on an extra bed.
      expect(partySummary(quote(2, [5, 7, 9]), null).cabins).toBe(
        'Размещение: 2 каюты, в каждой — взрослый; один из детей — на дополнительном месте в одной из них.',
      );
      // Four adults and four children: three cabins, two children on extra beds.
      expect(partySummary(quote(4, [5, 7, 9, 11]), null).cabins).toBe(
        'Размещение: 3 каюты, в каждой — один или двое взрослых; 2 ребёнка — на дополнительных местах.',
      );
      // Four adults and a child: two to a cabin (it had read «в каждой — взрослый», one each).
      expect(partySummary(quote(4, [6]), null).cabins).toBe(
        'Размещение: 2 каюты, в каждой — двое взрослых; ребёнок — на дополнительном месте в одной из них.',
      );
      // One extra bed takes one child: two adults and two children take two cabins, nobody on it.
      expect(partySummary(quote(2, [6, 9]), null).cabins).toBe('Размещение: 2 каюты, в каждой — взрослый.');
    });

    it('without the extra bed, as before: two cabins and a single supplement', () => {
      const plain = quoteParty(
        { adults: 2, children: [6], pensioners: 0 },
        { ...double, category: { berths: 2 } },
        'RUB',
        [],
        '2027-01-16',
      );
      const summary = partySummary(plain, null);
      expect(summary.cabins).toBe('Размещение: 2 каюты, в каждой — взрослый.');
      expect(summary.lines.at(-1)).toEqual({
        label: 'Доплата за одноместное размещение (+50%)',
        amount: money('20 000 ₽'),
      });
    });
  });

  it('2 adults, a child of 7, an infant and a pensioner at the early-booking price', () => {
    const quote = quoteParty({ adults: 2, children: [7, 0], pensioners: 1 }, cabin, 'RUB', [], '2026-11-24');
    // 2 × 38 100 + 38 000 (the regular 40 000 −5%, lower than the early 38 100: the two do not add up)
    // + 32 385 (the early price −15%: children's discounts do) + 0 = 146 585 ₽; 4 places → 2 cabins.
    expect(partySummary(quote, fareShown(cabin, '2026-11-24', 'RUB', []).early)).toEqual({
      total: `Итого за 5 человек: ${money('146 585 ₽')}`,
      cabins: 'Размещение: 2 каюты, в каждой — один или двое взрослых.',
      lines: [
        { label: `Взрослые, 2 × ${money('38 100 ₽')}`, amount: money('76 200 ₽') },
        { label: 'Пенсионер (−5% от обычной цены)', amount: money('38 000 ₽') },
        { label: 'Ребёнок, 7 лет (−15%)', amount: money('32 385 ₽') },
        { label: 'Ребёнок, до года, без отдельного места', amount: 'бесплатно' },
      ],
      early: `Цена раннего бронирования — до 15${NBSP}января${NBSP}2027${NBSP}г., потом ${money('40 000 ₽')} за человека`,
    });
  });

  it('a pensioner pays the early-booking price when it is lower than the pensioner fare', () => {
    const lower = {
      ...cabin,
      tariff: {
        ...tariff,
        pensionerPercent: 10,
        earlyBooking: {
          price: { amount: 34_000, currency: 'RUB' },
          priceRub: { amount: 34_000, currency: 'RUB' },
          until: '2027-01-15',
        },
      },
    };
    const quote = quoteParty({ adults: 1, children: [], pensioners: 2 }, lower, 'RUB', [], '2027-01-15');
    expect(partySummary(quote, null).lines).toEqual([
      { label: 'Взрослый', amount: money('34 000 ₽') },
      {
        // Why no pensioners' percent: the early price is lower, and the two do not add up.
        label: `Пенсионеры, 2 × ${money('34 000 ₽')} — по цене раннего бронирования: она ниже, чем со скидкой пенсионерам`,
        amount: money('68 000 ₽'),
      },
      { label: 'Доплата за одноместное размещение (+50%)', amount: money('17 000 ₽') },
    ]);
    // After the early date: the regular price, and the pensioners' 10% off it.
    const after = quoteParty({ adults: 1, children: [], pensioners: 2 }, lower, 'RUB', [], '2027-01-16');
    expect(partySummary(after, null).lines[1]).toEqual({
      label: `Пенсионеры (−10%), 2 × ${money('36 000 ₽')}`,
      amount: money('72 000 ₽'),
    });
  });

  it('one traveller alone pays the single supplement; after the early date the regular price', () => {
    const quote = quoteParty({ adults: 1, children: [], pensioners: 0 }, cabin, 'RUB', [], '2027-01-16');
    expect(partySummary(quote, fareShown(cabin, '2027-01-16', 'RUB', []).early)).toEqual({
      total: `Итого за 1 человека: ${money('60 000 ₽')}`,
      cabins: null,
      lines: [
        { label: 'Взрослый', amount: money('40 000 ₽') },
        { label: 'Доплата за одноместное размещение (+50%)', amount: money('20 000 ₽') },
      ],
      early: null,
    });
  });
});
