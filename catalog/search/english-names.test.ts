import { describe, expect, it } from 'vitest';
import { byEar } from './english-names';

describe('byEar', () => {
  it('writes the names’ English words as Russians hear them, the rest letter for letter', () => {
    expect(byEar('icon of the seas')).toBe('айкон оф зе сиз');
    expect(byEar('celebrity beyond')).toBe('селебрити бийонд');
    // No English word it knows: nothing to add to the letter-for-letter reading.
    expect(byEar('costa smeralda')).toBe('');
  });
});
