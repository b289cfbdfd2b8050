import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDays,
  cheapestDates,
  monthBounds,
  parseCalendarMonth,
  weekdayColumn,
  weeksOf,
} from './model';

const rub = (amount: number) => ({ amount, currency: 'RUB' });
const eur = (amount: number) => ({ amount, currency: 'EUR' });
/** A departure priced in rubles, or in the line's own currency (`own`) and rubles. */
const dep = (slug: string, startDate: string, price: number | null, own?: ReturnType<typeof eur>) => ({
  slug,
  startDate,
  priceFromRub: price === null ? null : rub(price),
  priceFrom: own ?? (price === null ? null : rub(price)),
});

describe('months', () => {
  it('steps across years and knows month lengths', () => {
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2027-06', 14)).toBe('2028-08');
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(monthBounds('2027-06').last).toBe('2027-06-30');
  });

  it('takes a month from the query only when it is real and not before the current one', () => {
    expect(parseCalendarMonth('2027-06', '2026-11')).toBe('2027-06');
    expect(parseCalendarMonth('2026-05', '2026-11')).toBe('2026-11');
    expect(parseCalendarMonth('2027-13', '2026-11')).toBeNull();
    expect(parseCalendarMonth('июнь', '2026-11')).toBeNull();
    expect(parseCalendarMonth(null, '2026-11')).toBeNull();
  });
});

describe('weeks', () => {
  it('lays a month out in Monday-first weeks', () => {
    // 1 June 2027 is a Tuesday, 30 June a Wednesday.
    expect(weekdayColumn('2027-06-01')).toBe(2);
    expect(weekdayColumn('2027-06-06')).toBe(7);
    const weeks = weeksOf('2027-06');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2027-06-01',
      '2027-06-02',
      '2027-06-03',
      '2027-06-04',
      '2027-06-05',
      '2027-06-06',
    ]);
    expect(weeks[4]).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', null, null, null, null]);
    // February 2027 starts on a Monday and fills exactly four weeks; August 2027 starts on a Sunday.
    expect(weeksOf('2027-02')).toHaveLength(4);
    expect(weeksOf('2027-08')[0].indexOf('2027-08-01')).toBe(6);
    expect(weeksOf('2027-08')).toHaveLength(6);
  });
});

describe('days and prices', () => {
  it('one entry per day: the lowest price and its departure, a priced one before one on request', () => {
    const days = calendarDays(
      [
        dep('b', '2027-06-12', 70_000, eur(760)),
        dep('a', '2027-06-03', null),
        dep('c', '2027-06-12', 54_300, eur(590)),
        dep('d', '2027-06-03', 90_000),
        dep('e', '2027-06-20', null),
      ],
      '2026-11-24',
    );
    expect(days).toEqual([
      { date: '2027-06-03', priceRub: 90_000, priceOwn: rub(90_000), count: 2, slug: 'd' },
      // The line's own figure is the cheapest departure's, the one the day links to.
      { date: '2027-06-12', priceRub: 54_300, priceOwn: eur(590), count: 2, slug: 'c' },
      { date: '2027-06-20', priceRub: null, priceOwn: null, count: 1, slug: 'e' },
    ]);
  });

  it('leaves out today and the days before it: nothing departed is offered', () => {
    const days = calendarDays(
      [dep('x', '2026-11-23', 1), dep('y', '2026-11-24', 1), dep('z', '2026-11-25', 1)],
      '2026-11-24',
    );
    expect(days.map((d) => d.slug)).toEqual(['z']);
  });

  it('the cruise whose page it is stands for its day, even beside a cheaper one', () => {
    const departures = [dep('cheap', '2027-06-12', 40_000), dep('this', '2027-06-12', 60_000)];
    expect(calendarDays(departures, '2026-11-24', 'this')).toEqual([
      { date: '2027-06-12', priceRub: 60_000, priceOwn: rub(60_000), count: 2, slug: 'this' },
    ]);
    expect(calendarDays(departures.toReversed(), '2026-11-24', 'this')[0].slug).toBe('this');
  });

  it('marks the cheapest days only when some day costs more', () => {
    const days = calendarDays(
      [
        dep('a', '2027-06-01', 80_000),
        dep('b', '2027-06-05', 54_300),
        dep('c', '2027-06-09', 54_300),
        dep('d', '2027-06-11', null),
      ],
      '2026-11-24',
    );
    expect([...cheapestDates(days)]).toEqual(['2027-06-05', '2027-06-09']);
    expect(cheapestDates(days.slice(1, 3)).size).toBe(0);
    expect(cheapestDates(days.slice(0, 1)).size).toBe(0);
    expect(cheapestDates([]).size).toBe(0);
  });
});
