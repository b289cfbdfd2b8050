/**
 * Worked examples of the tariff rules, each total worked out by hand (the numbers are written here, not
 * recomputed with the function's own formula).
 */
import { describe, expect, it } from 'vitest';
import type { Tariff } from '../api/schemas';
import { earlyBookingHolds } from './fare';
import { partyTotal, quoteParty } from './party-total';
import { SEA_TARIFF as SEA } from './test-tariffs';

/** A river line: infants free on an adult's berth, 2–13 years 20% off, pensioners 10%, single +50%. */
const RIVER: Tariff = {
  childDiscounts: [
    { fromAge: 0, toAge: 1, percent: 100, ownBerth: false },
    { fromAge: 2, toAge: 13, percent: 20, ownBerth: true },
  ],
  pensionerPercent: 10,
  singleSupplementPercent: 50,
  earlyBooking: null,
  secondGuest: null,
  childrenFree: null,
};

describe('partyTotal: worked examples', () => {
  it('2 adults, a child of 7 and a pensioner on a river line, two double cabins: 148 000', () => {
    // 2 × 40 000 + 36 000 (pensioner −10%) + 32 000 (child −20%) = 148 000; 4 places → 2 cabins, nobody alone.
    const t = partyTotal({ adults: 2, children: [7], pensioners: 1 }, 40_000, 2, RIVER);
    expect(t.total).toBe(148_000);
    expect(t.cabins).toBe(2);
    expect(t.people).toBe(4);
    expect(t.lines).toEqual([
      { kind: 'adult', count: 2, percent: 0, unit: 40_000, amount: 80_000 },
      { kind: 'pensioner', count: 1, percent: 10, unit: 36_000, amount: 36_000 },
      { kind: 'child', count: 1, age: 7, ownBerth: true, percent: 20, unit: 32_000, amount: 32_000 },
    ]);
  });

  it('one adult alone in a double cabin pays the single supplement: 50 000 + 25 000', () => {
    const t = partyTotal({ adults: 1, children: [], pensioners: 0 }, 50_000, 2, RIVER);
    expect(t.total).toBe(75_000);
    expect(t.lines.at(-1)).toEqual({ kind: 'single', count: 1, percent: 50, unit: 25_000, amount: 25_000 });
  });

  it('three adults in double cabins take two, one of them alone: 90 000 + 15 000', () => {
    const t = partyTotal({ adults: 3, children: [], pensioners: 0 }, 30_000, 2, RIVER);
    expect(t.cabins).toBe(2);
    expect(t.total).toBe(105_000);
  });

  it('five adults in cabins for four take two cabins of three and two, nobody alone', () => {
    const t = partyTotal({ adults: 5, children: [], pensioners: 0 }, 20_000, 4, RIVER);
    expect(t.cabins).toBe(2);
    expect(t.total).toBe(100_000);
  });

  it('an infant travels free on a parent’s berth and takes no place', () => {
    const t = partyTotal({ adults: 2, children: [1], pensioners: 0 }, 40_000, 2, RIVER);
    expect(t.total).toBe(80_000);
    expect(t.berths).toBe(2);
    expect(t.cabins).toBe(1);
  });

  it('a child older than every band pays the adult fare', () => {
    const t = partyTotal({ adults: 1, children: [16], pensioners: 0 }, 35_500, 2, RIVER);
    expect(t.total).toBe(71_000);
  });

  it('at sea a pensioner pays the adult fare and a teenager 30% less: 1 290 + 903 USD', () => {
    const t = partyTotal({ adults: 0, children: [15], pensioners: 1 }, 1290, 2, SEA);
    expect(t.total).toBe(2193);
  });

  it('rounds each traveller to whole units: 33 333 − 10% = 30 000', () => {
    const t = partyTotal({ adults: 0, children: [], pensioners: 2 }, 33_333, 2, RIVER);
    expect(t.lines).toEqual([{ kind: 'pensioner', count: 2, percent: 10, unit: 30_000, amount: 60_000 }]);
  });

  it('single cabins: two adults take two, without a supplement', () => {
    const t = partyTotal({ adults: 2, children: [], pensioners: 0 }, 45_000, 1, RIVER);
    expect(t.cabins).toBe(2);
    expect(t.total).toBe(90_000);
  });
});

describe('partyTotal: the second-guest offer (decision 035)', () => {
  const OFFER: Tariff = { ...SEA, secondGuest: { percent: 20, until: '2027-03-01' } };

  it('two adults in a double cabin: the second pays 20% less, 1 000 + 800', () => {
    const t = partyTotal({ adults: 2, children: [], pensioners: 0 }, 1000, 2, OFFER);
    expect(t.total).toBe(1800);
    expect(t.lines).toEqual([
      { kind: 'adult', count: 1, percent: 0, unit: 1000, amount: 1000 },
      { kind: 'secondGuest', count: 1, percent: 20, unit: 800, amount: 800 },
    ]);
  });

  it('three adults take two double cabins: one cabin has a second grown-up, the other a single supplement', () => {
    const t = partyTotal({ adults: 3, children: [], pensioners: 0 }, 1000, 2, OFFER);
    expect(t.cabins).toBe(2);
    expect(t.total).toBe(2 * 1000 + 800 + 1000);
  });

  it('only the second grown-up of a cabin: four adults in a cabin for four pay 3 × 1 000 + 800', () => {
    expect(partyTotal({ adults: 4, children: [], pensioners: 0 }, 1000, 4, OFFER).total).toBe(3800);
  });

  it('a parent with a child has no second grown-up: the child’s own fare, no offer', () => {
    const t = partyTotal({ adults: 1, children: [8], pensioners: 0 }, 1000, 2, OFFER);
    expect(t.lines.map((l) => l.kind)).toEqual(['adult', 'child']);
    expect(t.total).toBe(1500);
  });

  it('a pensioner at sea pays the adult fare, so can be the second guest', () => {
    const t = partyTotal({ adults: 0, children: [], pensioners: 2 }, 1000, 2, OFFER);
    expect(t.lines).toEqual([
      { kind: 'pensioner', count: 1, percent: 0, unit: 1000, amount: 1000 },
      { kind: 'secondGuest', count: 1, percent: 20, unit: 800, amount: 800 },
    ]);
  });

  it('does not add up with a pensioner’s own fare: on a river line the pensioner keeps 10% and no more', () => {
    const river: Tariff = { ...RIVER, secondGuest: { percent: 20, until: '2027-03-01' } };
    const t = partyTotal({ adults: 1, children: [], pensioners: 1 }, 1000, 2, river);
    expect(t.total).toBe(1000 + 900);
  });
});

describe('partyTotal: the kids-sail-free offer (MSC «Дети плывут бесплатно»)', () => {
  // «Ребёнок до 12 лет размещается бесплатно на третьем или четвёртом месте в каюте с двумя взрослыми».
  const KIDS = { ...SEA, childrenFree: { toAge: 11, until: '2027-06-29' } };
  const free = {
    kind: 'child',
    count: 1,
    ownBerth: true,
    percent: 100,
    kidsSailFree: true,
    unit: 0,
    amount: 0,
  };

  it('a child under 12 on the third place of a balcony cabin with two adults travels free: 2 × 1 000', () => {
    const t = partyTotal({ adults: 2, children: [5], pensioners: 0 }, 1000, 4, KIDS);
    expect(t.cabins).toBe(1);
    expect(t.total).toBe(2000);
    expect(t.lines).toEqual([
      { kind: 'adult', count: 2, percent: 0, unit: 1000, amount: 2000 },
      { ...free, age: 5 },
    ]);
    // The fourth place too; a teenager is not of the offer's ages and pays 30% less.
    expect(partyTotal({ adults: 2, children: [5, 8], pensioners: 0 }, 1000, 4, KIDS).total).toBe(2000);
    expect(partyTotal({ adults: 2, children: [5, 14], pensioners: 0 }, 1000, 4, KIDS).total).toBe(2700);
  });

  it('not on a sailing without the offer: the same child pays half, 2 000 + 500', () => {
    expect(partyTotal({ adults: 2, children: [5], pensioners: 0 }, 1000, 4, SEA).total).toBe(2500);
    const over = { ...SEA, childrenFree: null };
    expect(partyTotal({ adults: 2, children: [5], pensioners: 0 }, 1000, 4, over).total).toBe(2500);
  });

  it('an inside cabin for two has no third place: 2 adults and children of 5 and 14 take two cabins and pay the bands', () => {
    const t = partyTotal({ adults: 2, children: [5, 14], pensioners: 0 }, 1000, 2, KIDS);
    expect(t.cabins).toBe(2);
    expect(t.lines).toEqual([
      { kind: 'adult', count: 2, percent: 0, unit: 1000, amount: 2000 },
      { kind: 'child', count: 1, age: 5, ownBerth: true, percent: 50, unit: 500, amount: 500 },
      { kind: 'child', count: 1, age: 14, ownBerth: true, percent: 30, unit: 700, amount: 700 },
    ]);
  });

  it('only with two grown-ups in the cabin: one adult and a child pay 1 000 + 500', () => {
    expect(partyTotal({ adults: 1, children: [5], pensioners: 0 }, 1000, 4, KIDS).total).toBe(1500);
    // Three adults and a child in one cabin for four: the offer is for a cabin with two, the child pays half.
    expect(partyTotal({ adults: 3, children: [5], pensioners: 0 }, 1000, 4, KIDS).total).toBe(3500);
    // Two adults and three children in cabins for four take two cabins, a grown-up in each: none free.
    expect(partyTotal({ adults: 2, children: [5, 7, 9], pensioners: 0 }, 1000, 4, KIDS).total).toBe(3500);
    // Two adults, children of 5 and 8 in cabins for three: two cabins, one grown-up in each, none free.
    expect(partyTotal({ adults: 2, children: [5, 8], pensioners: 0 }, 1000, 3, KIDS).total).toBe(3000);
  });

  it('each cabin with two grown-ups frees its third and fourth places, and no more', () => {
    // 3 adults, children of 5, 7 and 9 in cabins for four: two adults and two children free in one cabin,
    // the third adult with the third child, who pays half.
    const t = partyTotal({ adults: 3, children: [5, 7, 9], pensioners: 0 }, 1000, 4, KIDS);
    expect(t.cabins).toBe(2);
    expect(t.lines.map((l) => [l.age, l.amount])).toEqual([
      [undefined, 3000],
      [5, 0],
      [7, 0],
      [9, 500],
    ]);
    // Cabins for three: one third place. Four adults and two children in cabins for four: two cabins of two.
    expect(partyTotal({ adults: 2, children: [5], pensioners: 0 }, 1000, 3, KIDS).total).toBe(2000);
    expect(partyTotal({ adults: 4, children: [5, 9], pensioners: 0 }, 1000, 4, KIDS).total).toBe(4000);
    // Five adults and a child in cabins for four: three and two, the child free with the two.
    expect(partyTotal({ adults: 5, children: [5], pensioners: 0 }, 1000, 4, KIDS).total).toBe(5000);
  });

  it('a pensioner is one of the grown-ups; an infant takes no place and stays free', () => {
    expect(partyTotal({ adults: 1, children: [5], pensioners: 1 }, 1000, 4, KIDS).total).toBe(2000);
    const t = partyTotal({ adults: 2, children: [1, 5], pensioners: 0 }, 1000, 3, KIDS);
    expect(t.cabins).toBe(1);
    expect(t.total).toBe(2000);
  });
});

describe('partyTotal: a river double’s extra bed («дополнительное место»)', () => {
  // Vodohod-like: the extra bed 40% off the price of the day; children 2–13 20% off a main berth.
  const EXTRA: Tariff = { ...RIVER, extraBedPercent: 40 };
  const DOUBLE = { berths: 2, extraBeds: 1 };

  it('2 adults and a child of 6 take one cabin, the child on the extra bed: 2 × 40 000 + 24 000', () => {
    const t = partyTotal({ adults: 2, children: [6], pensioners: 0 }, 40_000, DOUBLE, EXTRA);
    expect(t.cabins).toBe(1);
    expect(t.extraBeds).toBe(1);
    expect(t.total).toBe(104_000);
    // No single supplement: before, two cabins and 80 000 + 32 000 + 20 000 = 132 000.
    expect(t.lines).toEqual([
      { kind: 'adult', count: 2, percent: 0, unit: 40_000, amount: 80_000 },
      {
        kind: 'child',
        count: 1,
        age: 6,
        ownBerth: true,
        extraBed: true,
        percent: 40,
        unit: 24_000,
        amount: 24_000,
      },
    ]);
  });

  it('one extra bed takes one child, not more: 2 adults and children of 6 and 9 take two cabins at the band', () => {
    const t = partyTotal({ adults: 2, children: [6, 9], pensioners: 0 }, 40_000, DOUBLE, EXTRA);
    expect(t.cabins).toBe(2);
    expect(t.extraBeds).toBe(0);
    // Two cabins of a grown-up and a child each: nobody alone, nobody on an extra bed.
    expect(t.total).toBe(80_000 + 2 * 32_000);
    expect(t.lines.some((l) => l.extraBed)).toBe(false);
    // Three children: two cabins, the youngest on one of their extra beds.
    const three = partyTotal({ adults: 2, children: [9, 5, 7], pensioners: 0 }, 40_000, DOUBLE, EXTRA);
    expect(three.cabins).toBe(2);
    expect(three.lines.map((l) => [l.age, l.extraBed, l.amount])).toEqual([
      [undefined, undefined, 80_000],
      [9, undefined, 32_000],
      [5, true, 24_000],
      [7, undefined, 32_000],
    ]);
  });

  it('a category without an extra bed, or a tariff that does not price one: as before, two cabins and a supplement', () => {
    const party = { adults: 2, children: [6], pensioners: 0 };
    const before = partyTotal(party, 40_000, 2, RIVER);
    expect(before.total).toBe(132_000);
    expect(before.cabins).toBe(2);
    expect(partyTotal(party, 40_000, { berths: 2, extraBeds: 0 }, EXTRA)).toEqual(before);
    expect(partyTotal(party, 40_000, DOUBLE, RIVER)).toEqual(before);
    expect(partyTotal(party, 40_000, DOUBLE, { ...RIVER, extraBedPercent: null })).toEqual(before);
  });

  it('the child pays the lower of the band’s fare and the extra bed’s', () => {
    // A band of 20% against an extra bed of 15%: the band's 32 000.
    const low = partyTotal({ adults: 2, children: [6], pensioners: 0 }, 40_000, DOUBLE, {
      ...RIVER,
      extraBedPercent: 15,
    });
    expect(low.lines[1]).toMatchObject({ extraBed: true, percent: 20, unit: 32_000 });
    // A teenager, older than every band, pays the adult fare on a main berth and 40% less on the extra bed.
    const teen = partyTotal({ adults: 2, children: [15], pensioners: 0 }, 40_000, DOUBLE, EXTRA);
    expect(teen.lines[1]).toMatchObject({ age: 15, extraBed: true, percent: 40, unit: 24_000 });
  });

  it('a parent with two children fits one cabin; the child whose band is dearest takes the extra bed', () => {
    // Before: two cabins for one grown-up, which the form refuses. Now 40 000 + 32 000 + 24 000.
    const t = partyTotal({ adults: 1, children: [6, 15], pensioners: 0 }, 40_000, DOUBLE, EXTRA);
    expect(t.cabins).toBe(1);
    expect(t.total).toBe(96_000);
    expect(t.lines.map((l) => [l.age, l.extraBed])).toEqual([
      [undefined, undefined],
      [6, undefined],
      [15, true],
    ]);
  });

  it('a grown-up takes an extra bed no child needs where the line sells it to grown-ups, at their fare', () => {
    const ADULTS_TOO: Tariff = { ...EXTRA, extraBedAdultPercent: 20 };
    // Three adults: one cabin, the third on the extra bed at 20% off (two cabins and a single supplement,
    // 105 000, where it is sold to children only: the test below).
    const three = partyTotal({ adults: 3, children: [], pensioners: 0 }, 30_000, DOUBLE, ADULTS_TOO);
    expect(three).toMatchObject({ cabins: 1, extraBeds: 1, extraBedGrownUps: 1, total: 84_000 });
    expect(three.lines).toEqual([
      { kind: 'adult', count: 2, percent: 0, unit: 30_000, amount: 60_000 },
      { kind: 'adult', count: 1, extraBed: true, percent: 20, unit: 24_000, amount: 24_000 },
    ]);
    // Five adults: two cabins, nobody alone; five and a child of 6: the child on one extra bed (at the
    // children's 40%), an adult on the other.
    const five = partyTotal({ adults: 5, children: [], pensioners: 0 }, 30_000, DOUBLE, ADULTS_TOO);
    expect(five).toMatchObject({ cabins: 2, extraBedGrownUps: 1, total: 4 * 30_000 + 24_000 });
    const six = partyTotal({ adults: 5, children: [6], pensioners: 0 }, 30_000, DOUBLE, ADULTS_TOO);
    expect(six).toMatchObject({ cabins: 2, extraBeds: 2, extraBedGrownUps: 1 });
    expect(six.lines.filter((l) => l.extraBed).map((l) => [l.kind, l.unit])).toEqual([
      ['adult', 24_000],
      ['child', 18_000],
    ]);
    // A family of three still puts the child there, not a parent.
    expect(partyTotal({ adults: 2, children: [6], pensioners: 0 }, 40_000, DOUBLE, ADULTS_TOO)).toMatchObject(
      { cabins: 1, extraBedGrownUps: 0, total: 104_000 },
    );
    // Adults before pensioners; pensioners alone: one on the extra bed at the lower of their two fares
    // (the pensioners' 10% against 20%).
    const mixed = partyTotal({ adults: 2, children: [], pensioners: 1 }, 30_000, DOUBLE, ADULTS_TOO);
    expect(mixed.lines.map((l) => [l.kind, l.extraBed, l.unit])).toEqual([
      ['adult', undefined, 30_000],
      ['adult', true, 24_000],
      ['pensioner', undefined, 27_000],
    ]);
    const elders = partyTotal({ adults: 0, children: [], pensioners: 3 }, 30_000, DOUBLE, ADULTS_TOO);
    expect(elders.lines.map((l) => [l.kind, l.extraBed, l.count, l.unit])).toEqual([
      ['pensioner', undefined, 2, 27_000],
      ['pensioner', true, 1, 24_000],
    ]);
  });

  it('grown-ups do not take an extra bed sold to children only, and an infant on a parent’s berth needs none', () => {
    // Three adults: two cabins and a single supplement, as before.
    const three = partyTotal({ adults: 3, children: [], pensioners: 0 }, 30_000, DOUBLE, EXTRA);
    expect(three.cabins).toBe(2);
    expect(three.total).toBe(105_000);
    // Two adults and an infant: one cabin, nobody on the extra bed; with a child of 6 too, the child takes it.
    expect(partyTotal({ adults: 2, children: [1], pensioners: 0 }, 40_000, DOUBLE, EXTRA).extraBeds).toBe(0);
    const family = partyTotal({ adults: 2, children: [1, 6], pensioners: 0 }, 40_000, DOUBLE, EXTRA);
    expect(family.cabins).toBe(1);
    expect(family.total).toBe(104_000);
    // A pensioner is a grown-up: a pensioner, an adult and a child share one cabin.
    const grand = partyTotal({ adults: 1, children: [6], pensioners: 1 }, 40_000, DOUBLE, EXTRA);
    expect(grand.cabins).toBe(1);
    expect(grand.total).toBe(40_000 + 36_000 + 24_000);
  });

  it('the extra bed is off the price of the day: 40% off the early 34 000 is 20 400', () => {
    const t = partyTotal({ adults: 2, children: [6], pensioners: 0 }, 34_000, DOUBLE, EXTRA, {
      regular: 40_000,
      percent: 15,
    });
    expect(t.lines[1]).toMatchObject({ extraBed: true, percent: 40, unit: 20_400 });
    expect(t.total).toBe(88_400);
  });
});

describe('partyTotal: the early-booking price does not add up with a pensioner’s or second guest’s percent', () => {
  const offer: Tariff = { ...RIVER, secondGuest: { percent: 20, until: '2027-03-01' } };

  it('a pensioner pays the lower: the early 34 000 against the regular 40 000 −10% = 36 000', () => {
    const t = partyTotal({ adults: 1, children: [], pensioners: 1 }, 34_000, 2, RIVER, {
      regular: 40_000,
      percent: 15,
    });
    expect(t.lines).toEqual([
      { kind: 'adult', count: 1, percent: 0, unit: 34_000, amount: 34_000 },
      { kind: 'pensioner', count: 1, percent: 0, unit: 34_000, amount: 34_000, earlyIsLower: true },
    ]);
  });

  it('the regular price less 10% when that is lower: the early 38 000 against 36 000', () => {
    const t = partyTotal({ adults: 1, children: [], pensioners: 1 }, 38_000, 2, RIVER, {
      regular: 40_000,
      percent: 5,
    });
    expect(t.lines[1]).toEqual({
      kind: 'pensioner',
      count: 1,
      percent: 10,
      ofRegular: true,
      unit: 36_000,
      amount: 36_000,
    });
  });

  it('a second guest at an early price lower than the offer’s pays the early price, as the first', () => {
    const sea = { ...offer, pensionerPercent: null };
    expect(
      partyTotal({ adults: 2, children: [], pensioners: 0 }, 750, 2, sea, { regular: 1000, percent: 25 })
        .lines,
    ).toEqual([{ kind: 'adult', count: 2, percent: 0, unit: 750, amount: 1500 }]);
    // An early price above the offer's: the second guest pays the regular 1000 −20%.
    expect(
      partyTotal({ adults: 2, children: [], pensioners: 0 }, 900, 2, offer, { regular: 1000, percent: 10 })
        .total,
    ).toBe(900 + 800);
  });

  it('a child’s percent comes off the early price: the two add up', () => {
    const t = partyTotal({ adults: 1, children: [7], pensioners: 0 }, 34_000, 2, RIVER, {
      regular: 40_000,
      percent: 15,
    });
    expect(t.lines[1]).toMatchObject({ kind: 'child', percent: 20, unit: 27_200 });
  });
});

describe('quoteParty', () => {
  const cabin = {
    category: { berths: 2 },
    price: { amount: 1290, currency: 'USD' },
    priceRub: { amount: 116_100, currency: 'RUB' },
    tariff: {
      ...SEA,
      earlyBooking: {
        price: { amount: 1100, currency: 'USD' },
        priceRub: { amount: 99_000, currency: 'RUB' },
        until: '2026-12-15',
      },
    },
  };
  const party = { adults: 1, children: [5], pensioners: 0 };
  const rates = [{ code: 'EUR', rateToRub: 100 }];

  it('uses the early-booking price up to and including its date', () => {
    expect(quoteParty(party, cabin, 'USD', rates, '2026-12-15')).toMatchObject({
      total: { amount: 1650, currency: 'USD' },
      early: true,
    });
    expect(quoteParty(party, cabin, 'USD', rates, '2026-12-16')).toMatchObject({
      total: { amount: 1935, currency: 'USD' },
      early: false,
    });
    expect(earlyBookingHolds(cabin.tariff, '2026-12-16')).toBe(false);
  });

  it('takes the second-guest offer off up to and including its last day', () => {
    const offer = {
      ...cabin,
      tariff: { ...SEA, earlyBooking: null, secondGuest: { percent: 20, until: '2027-03-01' } },
    };
    const two = { adults: 2, children: [], pensioners: 0 };
    expect(quoteParty(two, offer, 'USD', rates, '2027-03-01').total.amount).toBe(1290 + 1032);
    expect(quoteParty(two, offer, 'USD', rates, '2027-03-02').total.amount).toBe(2 * 1290);
  });

  it('frees a child under the kids-sail-free offer up to and including its last day, then the band’s half', () => {
    const offer = {
      ...cabin,
      category: { berths: 4 },
      tariff: { ...SEA, earlyBooking: null, childrenFree: { toAge: 11, until: '2027-03-01' } },
    };
    const family = { adults: 2, children: [5], pensioners: 0 };
    expect(quoteParty(family, offer, 'USD', rates, '2027-03-01').total.amount).toBe(2 * 1290);
    expect(quoteParty(family, offer, 'RUB', rates, '2027-03-01').total.amount).toBe(2 * 116_100);
    expect(quoteParty(family, offer, 'USD', rates, '2027-03-02').total.amount).toBe(2 * 1290 + 645);
  });

  it('takes the extra bed from the category and its fare from the tariff, in each currency', () => {
    const river = {
      category: { berths: 2, extraBeds: 1 },
      price: { amount: 400, currency: 'USD' },
      priceRub: { amount: 40_000, currency: 'RUB' },
      tariff: { ...RIVER, extraBedPercent: 40 },
    };
    const family = { adults: 2, children: [6], pensioners: 0 };
    const quote = quoteParty(family, river, 'RUB', rates, '2027-01-01');
    expect(quote).toMatchObject({ cabins: 1, extraBeds: 1, total: { amount: 104_000, currency: 'RUB' } });
    expect(quoteParty(family, river, 'USD', rates, '2027-01-01').total.amount).toBe(1040);
    // An API without the new fields: no extra bed, two cabins and the single supplement.
    const older = { ...river, category: { berths: 2 }, tariff: RIVER };
    expect(quoteParty(family, older, 'RUB', rates, '2027-01-01')).toMatchObject({ cabins: 2, extraBeds: 0 });
  });

  it('quotes rubles with the fare the line’s currency picks, where rounding would tip the other way', () => {
    // In dollars the early price is 7% off, as much as the pensioner's 7%: the pensioner pays the early
    // 930 $. In rubles, rounded apart, 93 100 ₽ is a little less than 7% off 100 000 ₽; the quote in rubles
    // still takes the early price, or its lines would not be the dollar quote's.
    const tie = {
      category: { berths: 2 },
      price: { amount: 1000, currency: 'USD' },
      priceRub: { amount: 100_000, currency: 'RUB' },
      tariff: {
        ...RIVER,
        pensionerPercent: 7,
        earlyBooking: {
          price: { amount: 930, currency: 'USD' },
          priceRub: { amount: 93_100, currency: 'RUB' },
          until: '2026-12-15',
        },
      },
    };
    const quote = quoteParty({ adults: 1, children: [], pensioners: 1 }, tie, 'RUB', rates, '2026-12-01');
    expect(quote.lines.map((l) => [l.kind, l.percent, l.amountMoney.amount])).toEqual([
      ['adult', 0, 93_100],
      ['pensioner', 0, 93_100],
    ]);
  });

  it('quotes in rubles and in another currency from rubles: 174 150 ₽ → 1 742 €', () => {
    expect(quoteParty(party, cabin, 'RUB', rates, '2027-01-01').total).toEqual({
      amount: 174_150,
      currency: 'RUB',
    });
    const eur = quoteParty(party, cabin, 'EUR', rates, '2027-01-01');
    expect(eur.total).toEqual({ amount: 1742, currency: 'EUR' });
    expect(eur.lines.map((l) => l.amountMoney)).toEqual([
      { amount: 1161, currency: 'EUR' },
      { amount: 581, currency: 'EUR' },
    ]);
  });
});
