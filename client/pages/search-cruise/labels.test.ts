import { describe, expect, it } from 'vitest';
import { activeFilters, filterPhrase, summaryLines } from './labels';
import type { OptionsView } from './loader';

const NBSP = '\u00a0';
const options = {
  region: [
    { value: 'volga', label: 'Волга', count: 9 },
    { value: 'kama', label: 'Кама', count: 2 },
  ],
} as unknown as OptionsView;

describe('a landing page’s collection in words', () => {
  it('one line a filter: the dates as one range, a list under its plural name', () => {
    const lines = summaryLines(
      { region: ['volga', 'kama'], dateFrom: '2027-04-28', dateTo: '2027-05-09', priceMax: 90000 },
      options,
    );
    expect(lines.map((l) => `${l.name}: ${l.value}`)).toEqual([
      'Регионы: Волга, Кама',
      `Даты отправления: с 28${NBSP}апреля по 9${NBSP}мая${NBSP}2027${NBSP}г.`,
      `Цена: до 90${NBSP}000${NBSP}₽`,
    ]);
  });

  it('names a single value’s filter in the singular, a date alone with its preposition', () => {
    expect(summaryLines({ region: ['volga'] }, options)).toEqual([
      { key: 'region', name: 'Регион', value: 'Волга' },
    ]);
    expect(summaryLines({ dateTo: '2028-01-10', dateFrom: '2027-12-28' }, options)[0].value).toBe(
      `с 28${NBSP}декабря${NBSP}2027${NBSP}г. по 10${NBSP}января${NBSP}2028${NBSP}г.`,
    );
  });
});

describe('filterPhrase', () => {
  it('says a date or price once, with its own preposition', () => {
    const [from, region] = activeFilters({ region: ['volga'], dateFrom: '2027-04-28' }, options).sort((a) =>
      a.key === 'dateFrom' ? -1 : 1,
    );
    expect(filterPhrase(from)).toBe(`Отправление с 28${NBSP}апреля${NBSP}2027${NBSP}г.`);
    expect(filterPhrase(region)).toBe('Регион: Волга');
  });
});
