import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../ui/test-render';
import { Documents, visaGroups } from './documents';

const SCHENGEN = 'Нужна шенгенская виза, в том числе для схода на берег на стоянках круиза.';
const FREE = 'Гражданам России виза не нужна для краткосрочной поездки.';
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('Documents', () => {
  const med = [
    { slug: 'italiya', name: 'Италия', visa: SCHENGEN },
    { slug: 'turtsiya', name: 'Турция', visa: FREE },
    { slug: 'gretsiya', name: 'Греция', visa: SCHENGEN },
    { slug: 'ispaniya', name: 'Испания', visa: SCHENGEN },
  ];

  it('says each visa rule once, for the countries it holds in, in the route’s order', () => {
    expect(visaGroups(med).map((g) => [g.visa, g.countries.map((c) => c.name)])).toEqual([
      [SCHENGEN, ['Италия', 'Греция', 'Испания']],
      [FREE, ['Турция']],
    ]);
    const html = text(renderHtml(<Documents cruise={{ countries: med }} />));
    expect(html).toContain('Нужен заграничный паспорт');
    expect(html).toContain(
      'Италия, Греция и Испания — нужна шенгенская виза, в том числе для схода на берег на стоянках круиза.',
    );
    expect(html).toContain('Турция — гражданам России виза не нужна для краткосрочной поездки.');
  });

  it('on a river cruise at home asks for a Russian passport and no visa', () => {
    const html = text(
      renderHtml(
        <Documents
          cruise={{
            countries: [{ slug: 'rossiya', name: 'Россия', visa: 'Для граждан России виза не нужна.' }],
          }}
        />,
      ),
    );
    expect(html).toContain('Нужен паспорт гражданина России, детям до 14 лет — свидетельство о рождении.');
    expect(html).toContain('Гражданам России виза не нужна.');
    expect(html).not.toContain('заграничный');
  });

  it('says nothing when the route’s countries are not known', () => {
    expect(renderHtml(<Documents cruise={{ countries: [] }} />)).toBe('');
  });
});
