import { describe, expect, it } from 'vitest';
import { createReadAnswers } from './read-answers';

describe('answers already read', () => {
  it('gives back the value read from the same text for the same endpoint only', () => {
    const read = createReadAnswers({ maxChars: 1_000 });
    const value = { menu: [] };
    read.set('getHeader', '{"menu":[]}', value);
    expect(read.get('getHeader', '{"menu":[]}')).toBe(value);
    expect(read.get('getFooter', '{"menu":[]}')).toBeUndefined();
    expect(read.get('getHeader', '{"menu": []}')).toBeUndefined();
  });

  it('keeps nothing of answers that may not be reused: payments, writes', () => {
    const read = createReadAnswers({ maxChars: 1_000 });
    read.set('checkPayment', '{"status":"paid"}', { status: 'paid' });
    read.set('saveLead', '{"id":1}', { id: 1 });
    expect(read.get('checkPayment', '{"status":"paid"}')).toBeUndefined();
    expect(read.get('saveLead', '{"id":1}')).toBeUndefined();
  });

  it('holds at most maxChars of text, dropping the least recently used first', () => {
    const read = createReadAnswers({ maxChars: 30 });
    const texts = ['{"a":"0123456789"}', '{"b":"0123456789"}'];
    texts.forEach((text, i) => read.set('getFooter', text, { i }));
    expect(read.get('getFooter', texts[0])).toBeUndefined();
    expect(read.get('getFooter', texts[1])).toEqual({ i: 1 });
    read.set('getFooter', `{"c":"${'x'.repeat(40)}"}`, { c: 1 });
    expect(read.get('getFooter', `{"c":"${'x'.repeat(40)}"}`)).toBeUndefined();
  });

  it('keeps the last good answer at an address with its ETag, for its endpoint and reusable ones only', () => {
    const read = createReadAnswers({ maxChars: 1_000 });
    const value = { menu: [] };
    read.keepAt('getHeader', '/api/v1/settings/get-header?locale=ru', 'W/"1"', value, 11);
    expect(read.lastAt('getHeader', '/api/v1/settings/get-header?locale=ru')).toEqual({
      endpoint: 'getHeader',
      etag: 'W/"1"',
      value,
    });
    expect(read.lastAt('getFooter', '/api/v1/settings/get-header?locale=ru')).toBeUndefined();
    expect(read.lastAt('getHeader', '/api/v1/settings/get-header?locale=en')).toBeUndefined();
    read.keepAt('checkPayment', '/api/v1/client-orders/check?orderRef=CR-1', 'W/"2"', { status: 'paid' }, 17);
    expect(read.lastAt('checkPayment', '/api/v1/client-orders/check?orderRef=CR-1')).toBeUndefined();
  });
});
