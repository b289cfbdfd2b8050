import { describe, expect, it } from 'vitest';
import { oncePer } from './once-per';

describe('oncePer', () => {
  it('works a value out once per object and again for another object', () => {
    let calls = 0;
    const length = oncePer((list: readonly number[]) => {
      calls += 1;
      return list.length;
    });
    const a = [1, 2, 3];
    expect(length(a)).toBe(3);
    expect(length(a)).toBe(3);
    expect(calls).toBe(1);
    expect(length([1, 2, 3])).toBe(3);
    expect(calls).toBe(2);
  });
});
