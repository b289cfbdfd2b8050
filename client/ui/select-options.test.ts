import { describe, expect, it } from 'vitest';
import { markSelected, optionsHtml } from './select-options';

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

  it('puts the choice into a list built without one, the same as building it with the choice', () => {
    const list = [
      { value: 'a"b', label: 'Норвегия' },
      { value: 'c', label: 'Исландия' },
    ];
    const plain = optionsHtml(list, '');
    expect(markSelected(plain, 'a"b')).toBe(optionsHtml(list, 'a"b'));
    expect(markSelected(plain, 'c')).toBe(optionsHtml(list, 'c'));
    expect(markSelected(plain, 'zz')).toBe(plain);
  });
});
