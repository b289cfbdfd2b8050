import { describe, expect, it } from 'vitest';
import { activeFilters, filterPhrase, foundText, searchTitle, summaryLines } from './labels';
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
    expect(summaryLines({ weekend: '1' }, options)).toEqual([
      {
        key: 'weekend',
        name: 'Отправление',
        value: 'в пятницу или субботу, возвращение к утру понедельника',
      },
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

describe('a value the options do not name is never shown as its slug', () => {
  it('a chip says which filter it is, and its phrase says it once', () => {
    for (const named of [options, null]) {
      const [line] = activeFilters({ line: ['msc'] }, named);
      expect(line).toEqual({ key: 'line', value: 'msc', label: 'Круизная компания', unnamed: true });
      expect(filterPhrase(line)).toBe('Круизная компания');
    }
    const [port] = activeFilters({ port: ['majami'] }, options);
    expect(`Без условия «${filterPhrase(port)}»`).toBe('Без условия «Порт отправления»');
  });

  it('a collection’s lines leave it out', () => {
    expect(summaryLines({ region: ['volga', 'atlantida'], line: ['msc'] }, options)).toEqual([
      { key: 'region', name: 'Регион', value: 'Волга' },
    ]);
  });
});

describe('the heading never contradicts itself', () => {
  const port = (value: string, label: string, genitive: string, accusative: string) => ({
    value,
    label,
    cases: { genitive, accusative, prepositional: `${label}е` },
    count: 3,
  });
  const ports = [port('mayami', 'Майами', 'Майами', 'Майами'), port('nassau', 'Нассау', 'Нассау', 'Нассау')];
  const fleet = {
    ...options,
    region: [
      { value: 'volga', label: 'Волга', along: 'Волге', count: 0 },
      { value: 'kariby', label: 'Карибы', along: 'Карибам', count: 0 },
    ],
    port: ports,
    callsAt: ports,
    ship: [
      { value: 'msc-seashore', label: 'MSC Seashore', kind: 'sea', count: 0 },
      { value: 'gogol', label: 'Н. В. Гоголь', kind: 'river', count: 0 },
    ],
  } as unknown as OptionsView;

  it('a kind its ship is not loses its word: «Круизы на лайнере MSC Seashore»', () => {
    expect(searchTitle({ kind: 'river', ship: ['msc-seashore'] }, fleet)).toBe(
      'Круизы на лайнере MSC Seashore',
    );
    expect(searchTitle({ kind: 'river', ship: ['msc-seashore'], onOffer: '1' }, fleet)).toBe(
      'Акционные круизы на лайнере MSC Seashore',
    );
    expect(searchTitle({ kind: 'sea', ship: ['msc-seashore'] }, fleet)).toBe(
      'Морские круизы на лайнере MSC Seashore',
    );
    // One of the ships is of the kind: nothing impossible.
    expect(searchTitle({ kind: 'river', ship: ['gogol', 'msc-seashore'] }, fleet)).toBe(
      'Речные круизы: Н. В. Гоголь, MSC Seashore',
    );
  });

  it('a kind its places are not (the loader asks which) loses its word: «Круизы по Карибам»', () => {
    expect(searchTitle({ kind: 'river', region: ['kariby'] }, { ...fleet, kindOfNamed: 'sea' })).toBe(
      'Круизы по Карибам',
    );
    expect(searchTitle({ kind: 'river', region: ['volga'] }, fleet)).toBe('Речные круизы по Волге');
  });

  it('a port of departure that is also the port of call is said once: «Круизы из Майами»', () => {
    expect(searchTitle({ port: ['mayami'], callsAt: ['mayami'] }, fleet)).toBe('Круизы из Майами');
    expect(searchTitle({ port: ['mayami'], callsAt: ['mayami', 'nassau'] }, fleet)).toBe('Круизы из Майами');
    expect(searchTitle({ port: ['mayami'], callsAt: ['nassau'] }, fleet)).toBe(
      'Круизы из Майами с заходом в Нассау',
    );
    expect(searchTitle({ port: ['mayami', 'nassau'], callsAt: ['mayami', 'nassau'] }, fleet)).toBe(
      'Круизы: Майами, Нассау',
    );
  });
});

describe('foundText', () => {
  it('says «Круизов не найдено» for none, and agrees the verb with the number', () => {
    expect(foundText(0)).toBe('Круизов не найдено');
    expect(foundText(1)).toBe('Найден 1 круиз');
    expect(foundText(2)).toBe('Найдено 2 круиза');
    expect(foundText(5)).toBe('Найдено 5 круизов');
    expect(foundText(21)).toBe('Найден 21 круиз');
  });
});
