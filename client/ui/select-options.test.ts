import { describe, expect, it } from 'vitest';
import { optionsHtml } from './select-options';

describe('optionsHtml', () => {
  it('marks the chosen option and escapes values and labels', () => {
    const html = optionsHtml(
      [
        { value: '', label: 'Все регионы' },
        { value: 'a"b', label: 'Норвегия <фьорды> & острова (12)' },
      ],
      'a"b',
    );
    expect(html).toBe(
      '<option value="">Все регионы' +
        '<option value="a&quot;b" selected>Норвегия &lt;фьорды&gt; &amp; острова (12)',
    );
  });

  it('chooses nothing when no value matches', () => {
    expect(optionsHtml([{ value: 'x', label: 'X' }], 'y')).toBe('<option value="x">X');
  });
});
