import { describe, expect, it } from 'vitest';
import { askedFor } from './asked-for';

const NBSP = '\u00a0';

describe('askedFor', () => {
  it('says the dates, the length and the order a term asked for, and nothing for names alone', () => {
    expect(askedFor({ region: ['volga'], month: '2027-07', nights: '4-7' }, 'price-asc')).toBe(
      `В${NBSP}июле${NBSP}2027${NBSP}г., 4–7 ночей, сначала дешевле`,
    );
    expect(
      askedFor({ dateFrom: '2027-06-01', dateTo: '2027-08-31' }, undefined).replace(/\u00a0/g, ' '),
    ).toBe('С 1 июня по 31 августа 2027 г.');
    expect(askedFor({ region: ['volga'] }, 'date')).toBe('');
  });
});
