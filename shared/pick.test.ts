import { describe, expect, it } from 'vitest';
import { pick } from './pick';

describe('pick', () => {
  it('keeps only the named keys, undefined and null values included', () => {
    const value = { a: 1, b: null, c: undefined, extra: 'из API' };
    expect(pick(value, ['a', 'b', 'c'])).toEqual({ a: 1, b: null, c: undefined });
    expect(Object.keys(pick(value, ['a', 'c']))).toEqual(['a', 'c']);
  });
});
