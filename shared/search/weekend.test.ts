import { describe, expect, it } from 'vitest';
import { isWeekendCruise } from './weekend';

describe('a weekend cruise', () => {
  it('leaves on Friday (up to three nights) or Saturday (up to two) and is back by Monday morning', () => {
    // 2027-06-03 is a Thursday.
    expect([1, 2, 3, 4].map((n) => isWeekendCruise('2027-06-04', n))).toEqual([true, true, true, false]);
    expect([1, 2, 3].map((n) => isWeekendCruise('2027-06-05', n))).toEqual([true, true, false]);
    expect(isWeekendCruise('2027-06-03', 2)).toBe(false);
    expect(isWeekendCruise('2027-06-06', 1)).toBe(false);
    expect(isWeekendCruise('2027-06-04', 0)).toBe(false);
  });
});
