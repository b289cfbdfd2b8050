import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../ui/test-render';
import { refsFact } from './ref-links';

const countries = ['Дания', 'Германия', 'Нидерланды', 'Норвегия', 'Исландия', 'Швеция'].map((name, i) => ({
  slug: `c${i}`,
  name,
}));
const shown = (n: number) =>
  renderHtml(<>{refsFact('Страны', countries.slice(0, n), (slug) => `/country/${slug}`).value}</>).replace(
    /<[^>]+>/g,
    '',
  );

describe('a fact of place links', () => {
  it('names four and counts the rest, but names a fifth rather than «и ещё 1»', () => {
    expect(shown(4)).toBe('Дания, Германия, Нидерланды, Норвегия');
    expect(shown(5)).toBe('Дания, Германия, Нидерланды, Норвегия, Исландия');
    expect(shown(6)).toBe('Дания, Германия, Нидерланды, Норвегия и ещё 2');
  });
});
