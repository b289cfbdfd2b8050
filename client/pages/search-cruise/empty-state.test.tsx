import { unescape as unescapeHtml } from 'html-escaper';
import { describe, expect, it } from 'vitest';
import { countWithout, kindNote, nearestMonth, passedDates, relaxChoices, seasonText } from './empty-state';
import { activeFilters } from './labels';
import type { OptionsView, SearchPageData } from './loader';
import { renderPage } from './render-page.test-util';
import type { SearchFiltersState } from './search-query';

const NBSP = '\u00a0';
/** Moscow's date of the months below: they are the catalogue's from November 2026. */
const TODAY = '2026-11-28';
const option = (value: string, label: string, count: number) => ({ value, label, count });
/** The catalogue's river months: May to October 2027, and May 2028 again. */
const RIVER_MONTHS: Record<string, number> = {
  '2027-05': 38,
  '2027-06': 46,
  '2027-07': 69,
  '2027-08': 62,
  '2027-09': 40,
  '2027-10': 9,
  '2028-05': 6,
};
const months = (counts: Record<string, number>, chosen?: string) =>
  Array.from({ length: 19 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10 + i, 1)).toISOString().slice(0, 7);
    return option(d, d, counts[d] ?? 0);
  }).filter((o) => o.count > 0 || o.value === chosen);

function optionsOf(overrides: Partial<OptionsView> = {}): OptionsView {
  return {
    kind: [option('sea', 'Морские круизы', 0), option('river', 'Речные круизы', 86)],
    region: [
      { ...option('volga', 'Волга', 0), along: 'Волге' },
      { ...option('lena', 'Лена', 0), along: 'Лене' },
    ],
    country: [{ ...option('rossiya', 'Россия', 0), along: 'России' }],
    port: [],
    callsAt: [],
    line: [],
    ship: [{ ...option('msc-seashore', 'MSC Seashore', 0), kind: 'sea' }],
    month: [],
    nights: [option('4-7', '4–7 ночей', 0)],
    price: { min: 0, max: 0 },
    onOffer: 0,
    weekend: 0,
    promotion: [],
    ...overrides,
  } as OptionsView;
}

describe('a sea search on the Volga: the heading keeps the kind, the empty state names it', () => {
  const filters: SearchFiltersState = { kind: 'sea', region: ['volga'] };
  const options = optionsOf({ kindOfNamed: 'river' });

  it('says the Volga has river cruises only', () => {
    expect(kindNote(filters, options)).toBe('Круизы по Волге — только речные.');
    expect(kindNote({ kind: 'sea', country: ['rossiya'] }, options)).toBe(
      'Круизы по России — только речные.',
    );
    expect(kindNote({ kind: 'river', ship: ['msc-seashore'] }, optionsOf({ kindOfNamed: 'sea' }))).toBe(
      'Круизы на лайнере MSC Seashore — только морские.',
    );
    // Nothing to say when the kind is not what empties the list.
    expect(kindNote(filters, optionsOf())).toBeNull();
  });

  it('offers to drop the kind first, with the count the list would have', () => {
    const choices = relaxChoices(filters, activeFilters(filters, options), options);
    expect(choices.map((c) => [c.filter.label, c.count])).toEqual([
      ['Морские круизы', 86],
      ['Волга', null],
    ]);
  });
});

describe('what the list would hold without a filter', () => {
  const options = optionsOf({
    month: months({ ...RIVER_MONTHS }, '2026-12'),
    kind: [option('sea', 'Морские круизы', 102), option('river', 'Речные круизы', 0)],
  });

  it('adds up the counts of a facet a cruise has one value of', () => {
    const filters: SearchFiltersState = { kind: 'river', month: '2026-12' };
    expect(countWithout(filters, { key: 'kind' }, options)).toBe(102);
    expect(countWithout(filters, { key: 'month' }, options)).toBe(270);
  });

  it('cannot tell for regions (a cruise is in several), and knows one of several values finds nothing', () => {
    expect(countWithout({ region: ['volga'] }, { key: 'region', value: 'volga' }, options)).toBeNull();
    expect(countWithout({ region: ['lena', 'volga'] }, { key: 'region', value: 'volga' }, options)).toBe(0);
    expect(countWithout({ priceMax: 1 }, { key: 'priceMax' }, options)).toBeNull();
    expect(countWithout({ kind: 'river' }, { key: 'kind' }, null)).toBeNull();
  });

  it('does not offer a filter known to find nothing', () => {
    const filters: SearchFiltersState = { kind: 'river', nights: '4-7', priceMax: 1 };
    const choices = relaxChoices(filters, activeFilters(filters, options), options);
    expect(choices.map((c) => [c.filter.key, c.count])).toEqual([
      ['kind', 102],
      ['priceMax', null],
    ]);
  });
});

describe('the season', () => {
  const set = (...m: number[]) => new Set(m.map((x) => x - 1));
  it('a run of months from the first to the last, or the months one by one', () => {
    expect(seasonText(set(5, 6, 7, 8, 9, 10))).toBe('с мая по октябрь');
    expect(seasonText(set(7, 8))).toBe('в июле и августе');
    expect(seasonText(set(7))).toBe('в июле');
    expect(seasonText(set(11, 12, 1, 2, 3))).toBe('с ноября по март');
    expect(seasonText(set(12, 1))).toBe('в декабре и январе');
    expect(seasonText(set(6, 8, 9))).toBe('в июне, августе и сентябре');
    expect(seasonText(set(1, 3, 5, 7))).toBeNull();
    expect(seasonText(set(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))).toBeNull();
  });
});

describe('a month without cruises: the nearest one that has them', () => {
  it('river cruises in December: the navigation, and May 2027 with its count', () => {
    const options = optionsOf({ month: months(RIVER_MONTHS, '2026-12') });
    expect(nearestMonth({ kind: 'river', month: '2026-12' }, options, TODAY)).toEqual({
      lead: 'Речная навигация — с мая по октябрь; ближайшие речные круизы —',
      month: '2027-05',
      count: 38,
    });
  });

  it('the Lena in June: its own months, July and August', () => {
    const options = optionsOf({ month: months({ '2027-07': 11, '2027-08': 7 }, '2027-06') });
    expect(nearestMonth({ region: ['lena'], month: '2027-06' }, options, TODAY)).toEqual({
      lead: 'Круизы по Лене — в июле и августе; ближайшие —',
      month: '2027-07',
      count: 11,
    });
  });

  it('a filter the heading does not name narrows the months: no season is claimed', () => {
    const options = optionsOf({ month: months({ '2027-06': 3 }, '2026-12') });
    expect(nearestMonth({ kind: 'river', priceMax: 20000, month: '2026-12' }, options, TODAY)).toEqual({
      lead: 'Ближайшие круизы по остальным условиям —',
      month: '2027-06',
      count: 3,
    });
  });

  it('after the last month with cruises, the latest before it; nothing without a month or with dates', () => {
    const options = optionsOf({ month: months(RIVER_MONTHS, '2027-12') });
    expect(nearestMonth({ kind: 'river', month: '2027-12' }, options, TODAY)?.month).toBe('2028-05');
    const late = optionsOf({ month: months({ '2027-07': 11 }, '2027-12') });
    const lastOne = nearestMonth({ region: ['lena'], month: '2027-12' }, late, TODAY);
    expect(lastOne?.month).toBe('2027-07');
    // Not «ближайшие»: from today, an earlier month of the season may come sooner.
    expect(lastOne?.lead).toMatch(/; последние —$/);
    expect(nearestMonth({ kind: 'river' }, options, TODAY)).toBeNull();
    expect(
      nearestMonth({ kind: 'river', month: '2027-12', dateFrom: '2027-12-01' }, options, TODAY),
    ).toBeNull();
    expect(nearestMonth({ kind: 'river', month: '2026-12' }, optionsOf(), TODAY)).toBeNull();
  });
});

describe('dates gone by (Moscow’s today)', () => {
  it('a past month has passed; the nearest month with departures follows', () => {
    const options = optionsOf({ month: months({ '2026-11': 12, '2027-05': 38 }, '2026-10') });
    expect(nearestMonth({ month: '2026-10' }, options, TODAY)).toEqual({
      lead: 'Октябрь 2026 г. уже прошёл; ближайшие круизы —',
      month: '2026-11',
      count: 12,
    });
    expect(nearestMonth({ kind: 'river', month: '2026-10' }, options, TODAY)?.lead).toBe(
      'Октябрь 2026 г. уже прошёл; ближайшие круизы по остальным условиям —',
    );
  });

  it('dates that end by today have passed (a cruise leaving today is not sold); later ones have not', () => {
    expect(passedDates({ dateFrom: '2026-11-01', dateTo: '2026-11-28' }, TODAY)).toEqual({
      lead: `Даты отправления с 1 по 28${NBSP}ноября${NBSP}2026${NBSP}г. уже прошли: посмотрите`,
      link: 'круизы без этих дат',
    });
    expect(passedDates({ dateFrom: '2026-11-02', dateTo: '2026-11-02' }, TODAY)?.lead).toBe(
      `Дата отправления 2${NBSP}ноября${NBSP}2026${NBSP}г. уже прошла: посмотрите`,
    );
    expect(passedDates({ dateFrom: '2026-11-01', dateTo: '2026-11-29' }, TODAY)).toBeNull();
    expect(passedDates({ dateFrom: '2026-11-01' }, TODAY)).toBeNull();
  });
});

function pageData(filters: SearchFiltersState, options: OptionsView): SearchPageData {
  return {
    path: '/search-cruise',
    tag: null,
    fixed: [],
    filters,
    state: { filters, sort: 'date', page: 1 },
    options,
    results: { items: [], total: 0, page: 1, pages: 0 },
    tags: [],
    calendar: null,
    origin: 'http://localhost',
    today: TODAY,
  };
}

const textOf = (html: string) =>
  unescapeHtml(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .replaceAll(NBSP, ' ');

describe('the rendered empty state', () => {
  it('a sea search on the Volga: «Морские круизы по Волге», and what finds the 86', async () => {
    const html = await renderPage(
      pageData({ kind: 'sea', region: ['volga'] }, optionsOf({ kindOfNamed: 'river' })),
    );
    const text = textOf(html);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('Морские круизы по Волге');
    expect(text).toContain('Круизы по Волге — только речные.');
    expect(text).toContain('Без условия «Тип круиза: Морские круизы» — 86 круизов');
    expect(html).toContain('href="/search-cruise?region=volga"');
  });

  it('river cruises in December: the navigation and a link to May with its count', async () => {
    const filters: SearchFiltersState = { kind: 'river', month: '2026-12' };
    const html = await renderPage(pageData(filters, optionsOf({ month: months(RIVER_MONTHS, '2026-12') })));
    expect(textOf(html)).toContain(
      'Речная навигация — с мая по октябрь; ближайшие речные круизы — в мае 2027 г. (38 круизов).',
    );
    expect(html).toMatch(/<a [^>]*href="\/search-cruise\?kind=river&amp;month=2027-05"[^>]*>в\u00a0мае/);
  });

  it('dates gone by: said, and a link without them, not one without one of their ends', async () => {
    const filters: SearchFiltersState = { kind: 'river', dateFrom: '2026-11-01', dateTo: '2026-11-28' };
    const html = await renderPage(pageData(filters, optionsOf()));
    expect(textOf(html)).toContain(
      'Даты отправления с 1 по 28 ноября 2026 г. уже прошли: посмотрите круизы без этих дат',
    );
    expect(html).toContain('<a href="/search-cruise?kind=river">круизы без этих дат</a>');
    expect(textOf(html)).not.toContain('Без условия «Отправление');
  });

  it('an ended offer: its title, and that it ended; never a placeholder', async () => {
    const ended = optionsOf({
      promotion: [{ ...option('fyordy-letom', 'Фьорды летом', 0), endsAt: '2026-05-31' }],
    });
    const text = textOf(await renderPage(pageData({ promotion: 'fyordy-letom' }, ended)));
    expect(text).toContain('Акция «Фьорды летом» завершилась 31 мая 2026 г.');
    expect(text).toContain('Без условия «Акция: Фьорды летом (акция завершилась)»');
    const unnamed = textOf(await renderPage(pageData({ promotion: 'fake-promo' }, optionsOf())));
    expect(unnamed).not.toContain('выбранная');
    expect(unnamed).not.toContain('fake-promo');
    expect(unnamed).toContain('Без условия «Акция»');
  });
});
