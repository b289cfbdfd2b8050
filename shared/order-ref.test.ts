import { describe, expect, it } from 'vitest';
import { normalizeOrderRef, parseOrderRef } from './order-ref';

describe('order numbers as people type them', () => {
  it.each([
    ['cr 100001', 'CR-100001'],
    ['CR100001', 'CR-100001'],
    ['  cr   100001 ', 'CR-100001'],
    ['СР-100001', 'CR-100001'], // Cyrillic С and Р
    ['ср 100001', 'CR-100001'],
    ['№ CR – 100 001', 'CR-100001'],
    ['CR—100001', 'CR-100001'],
  ])('%j is %s', (typed, ref) => {
    expect(normalizeOrderRef(typed)).toBe(ref);
    expect(parseOrderRef(typed)).toEqual({ ok: true, ref });
  });
  it('still refuses what is not an order number', () => {
    expect(parseOrderRef('100001')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseOrderRef('Жук 100001')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseOrderRef('CR-12')).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
