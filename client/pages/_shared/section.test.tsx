import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../ui/test-render';
import { Section } from './section';

const linkText = (html: string) =>
  /<a [^>]*class="section__more"[^>]*>(.*?)<svg/
    .exec(html)![1]
    .replace(/<[^>]+>/g, '')
    .replace(/<!-- -->/g, '');

describe('Section', () => {
  it('names its «Все …» link after the heading, so links of the same text differ', () => {
    const html = renderHtml(
      <Section title="Круизы по Волге" moreTo="/search-cruise?region=volga" moreText="Все 24 круиза" />,
    );
    expect(linkText(html)).toBe('Все 24 круиза: Круизы по Волге');
  });

  it('does not put a second colon after a heading that has one', () => {
    const html = renderHtml(
      <Section title="Круизы: Франция" moreTo="/search-cruise?country=fr" moreText="Все 160 круизов" />,
    );
    expect(linkText(html)).toBe('Все 160 круизов — Круизы: Франция');
  });

  it('adds nothing to a link that already names the heading', () => {
    const html = renderHtml(
      <Section title="Морские круизы" moreTo="/search-cruise?kind=sea" moreText="Все морские круизы" />,
    );
    expect(linkText(html)).toBe('Все морские круизы');
    expect(html).not.toContain('visually-hidden');
  });
});
