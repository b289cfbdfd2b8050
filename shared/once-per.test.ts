import { describe, expect, it } from 'vitest';
import { oncePer, oncePerText } from './once-per';

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

describe('oncePerText', () => {
  it('works a value out once per text, and starts again past its bound', () => {
    const seen: string[] = [];
    const upper = oncePerText((text) => {
      seen.push(text);
      return { text: text.toUpperCase() };
    }, 2);
    const first = upper('мая');
    expect(upper('мая')).toBe(first);
    upper('июня');
    expect(seen).toEqual(['мая', 'июня']);
    // A third text finds the memory full: it is emptied, so 'мая' is worked out again afterwards.
    expect(upper('июля')).toEqual({ text: 'ИЮЛЯ' });
    expect(upper('мая')).not.toBe(first);
    expect(seen).toEqual(['мая', 'июня', 'июля', 'мая']);
  });
});
