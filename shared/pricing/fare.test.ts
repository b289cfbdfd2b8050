import { describe, expect, it } from 'vitest';
import { fareToday } from './fare';

const rub = (amount: number) => ({ amount, currency: 'RUB' });
const cabin = {
  price: { amount: 700, currency: 'EUR' },
  priceRub: rub(70_000),
  tariff: {
    childDiscounts: [],
    pensionerPercent: null,
    singleSupplementPercent: 100,
    earlyBooking: { price: { amount: 630, currency: 'EUR' }, priceRub: rub(63_000), until: '2027-03-31' },
    secondGuest: null,
    childrenFree: null,
  },
};

describe('fareToday', () => {
  it('is the early-booking price up to and including its date, with the regular price that follows', () => {
    expect(fareToday(cabin, '2027-03-31')).toEqual({
      price: { amount: 630, currency: 'EUR' },
      priceRub: rub(63_000),
      early: { until: '2027-03-31', regular: { amount: 700, currency: 'EUR' }, regularRub: rub(70_000) },
    });
  });

  it('is the regular price the day after, and on a sailing without early booking', () => {
    const regular = { price: { amount: 700, currency: 'EUR' }, priceRub: rub(70_000), early: null };
    expect(fareToday(cabin, '2027-04-01')).toEqual(regular);
    expect(fareToday({ ...cabin, tariff: { ...cabin.tariff, earlyBooking: null } }, '2026-11-24')).toEqual(
      regular,
    );
  });
});
