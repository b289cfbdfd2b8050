import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  filtersFromPreset,
  hasBlankFields,
  mergeFilters,
  onlyKnown,
  ownFilters,
  parseSearchQuery,
  presetKeys,
  searchHref,
  serializeSearchQuery,
  withoutFilter,
} from './search-query';

describe('parseSearchQuery', () => {
  it('gives defaults for an empty query', () => {
    expect(parseSearchQuery('')).toEqual({ filters: {}, sort: 'date', page: 1 });
  });

  it('reads every filter', () => {
    const state = parseSearchQuery(
      'kind=river&region=volga&country=russia&port=moskva&line=vodohod&ship=mustai-karim&month=2027-06&dateFrom=2027-06-01&dateTo=2027-06-30&nights=4-7&priceMin=30000&priceMax=90000&promotion=early-booking&sort=price-asc&page=3',
    );
    expect(state).toEqual({
      filters: {
        kind: 'river',
        region: ['volga'],
        country: ['russia'],
        port: ['moskva'],
        line: ['vodohod'],
        ship: ['mustai-karim'],
        month: '2027-06',
        dateFrom: '2027-06-01',
        dateTo: '2027-06-30',
        nights: '4-7',
        priceMin: 30000,
        priceMax: 90000,
        promotion: 'early-booking',
      },
      sort: 'price-asc',
      page: 3,
    });
  });

  it('reads the ports of call apart from the departure port, in the canonical order', () => {
    const state = parseSearchQuery('callsAt=malaga&port=barselona&callsAt=valensiya');
    expect(state.filters).toEqual({ port: ['barselona'], callsAt: ['malaga', 'valensiya'] });
    expect(serializeSearchQuery(state)).toBe('port=barselona&callsAt=malaga,valensiya');
  });

  it('reads «Только по акции» as the form posts it, and writes it last', () => {
    // A checkbox without JavaScript posts its value («1»); a browser's default for a valueless one is «on».
    for (const posted of ['1', 'on'])
      expect(parseSearchQuery(`onOffer=${posted}&kind=sea`).filters).toEqual({ kind: 'sea', onOffer: '1' });
    expect(serializeSearchQuery(parseSearchQuery('onOffer=1&priceMax=90000&kind=sea'))).toBe(
      'kind=sea&priceMax=90000&onOffer=1',
    );
    // A named offer says more: the box is not beside it, and «any offer» goes.
    expect(parseSearchQuery('onOffer=1&promotion=x').filters).toEqual({ promotion: 'x' });
  });

  it('reads «Круизы выходного дня» as the form posts it, and writes it after the offer', () => {
    for (const posted of ['1', 'on'])
      expect(parseSearchQuery(`weekend=${posted}&kind=river`).filters).toEqual({
        kind: 'river',
        weekend: '1',
      });
    expect(serializeSearchQuery(parseSearchQuery('weekend=1&onOffer=1&kind=sea'))).toBe(
      'kind=sea&onOffer=1&weekend=1',
    );
    expect(parseSearchQuery('weekend=yes').filters).toEqual({});
  });

  it('drops garbage values', () => {
    const state = parseSearchQuery(
      'kind=space&region=Volga!&region=&month=2027-13&dateFrom=2027-02-30&dateTo=tomorrow&nights=2-5&priceMin=-5&priceMax=abc&promotion=%3Cscript%3E&onOffer=yes&weekend=2&sort=random&page=abc&foo=bar',
    );
    expect(state).toEqual({ filters: {}, sort: 'date', page: 1 });
  });

  it('clamps the page to at least 1 and at most 10 000', () => {
    expect(parseSearchQuery('page=0').page).toBe(1);
    expect(parseSearchQuery('page=-4').page).toBe(1);
    expect(parseSearchQuery('page=2.7').page).toBe(2);
    expect(parseSearchQuery('page=99999999').page).toBe(10_000);
  });

  it('accepts repeated and comma-joined lists, sorted and unique', () => {
    expect(parseSearchQuery('region=volga&region=kama,volga&region=bad_slug').filters.region).toEqual([
      'kama',
      'volga',
    ]);
  });

  it('empty form fields from a plain GET form count as absent', () => {
    expect(parseSearchQuery('kind=&region=&month=&nights=&priceMin=&priceMax=&sort=date').filters).toEqual(
      {},
    );
  });

  it('swaps ranges given backwards and reads prices with spaces', () => {
    const { filters } = parseSearchQuery(
      'dateFrom=2027-07-10&dateTo=2027-07-01&priceMin=90%20000&priceMax=30000',
    );
    expect(filters).toMatchObject({
      dateFrom: '2027-07-01',
      dateTo: '2027-07-10',
      priceMin: 30000,
      priceMax: 90000,
    });
  });

  it('takes the last of repeated single values', () => {
    expect(parseSearchQuery('kind=sea&kind=river').filters.kind).toBe('river');
  });
});

describe('serializeSearchQuery', () => {
  it('writes a stable canonical order and leaves defaults out', () => {
    expect(
      serializeSearchQuery({
        filters: { priceMax: 90000, region: ['volga', 'kama'], kind: 'river' },
        sort: 'date',
        page: 1,
      }),
    ).toBe('kind=river&region=kama,volga&priceMax=90000');
    expect(serializeSearchQuery({ filters: {}, sort: 'price-desc', page: 2 })).toBe('sort=price-desc&page=2');
    expect(serializeSearchQuery({ filters: {} })).toBe('');
  });

  it('round-trips', () => {
    const qs = 'kind=sea&country=italy,spain&month=2027-08&nights=8-10&priceMin=1000&sort=popular&page=4';
    expect(serializeSearchQuery(parseSearchQuery(qs))).toBe(qs);
  });

  it('gives the same string for equivalent queries in any order', () => {
    const a = serializeSearchQuery(parseSearchQuery('page=2&region=b&kind=sea&region=a'));
    const b = serializeSearchQuery(parseSearchQuery('kind=sea&region=a,b&page=2'));
    expect(a).toBe(b);
  });

  it('keeps the calendar view and its month, drops a page or a month that cannot be', () => {
    const qs = 'kind=river&view=calendar&cal=2027-06';
    expect(serializeSearchQuery(parseSearchQuery(qs))).toBe(qs);
    expect(parseSearchQuery('view=calendar&page=3&cal=2027-13')).toEqual({
      filters: {},
      sort: 'date',
      page: 1,
      view: 'calendar',
    });
    // The month goes with the calendar only; an unknown view is the list.
    expect(serializeSearchQuery(parseSearchQuery('cal=2027-06&view=grid&page=2'))).toBe('page=2');
  });

  it('searchHref adds the path', () => {
    expect(searchHref('/search-cruise', { filters: {} })).toBe('/search-cruise');
    expect(searchHref('/search-cruise', { filters: { kind: 'sea' }, page: 2 })).toBe(
      '/search-cruise?kind=sea&page=2',
    );
  });
});

describe('filter helpers', () => {
  it('withoutFilter drops a field or one value of a list', () => {
    const filters = { kind: 'sea' as const, region: ['a', 'b'] };
    expect(withoutFilter(filters, 'kind')).toEqual({ region: ['a', 'b'] });
    expect(withoutFilter(filters, 'region', 'a')).toEqual({ kind: 'sea', region: ['b'] });
    expect(withoutFilter({ region: ['a'] }, 'region', 'a')).toEqual({});
    // One day is one chip: without it, the day is gone, not its «по» end left.
    const day = { kind: 'river' as const, dateFrom: '2027-05-01', dateTo: '2027-05-01' };
    expect(withoutFilter(day, 'dateFrom')).toEqual({ kind: 'river' });
    expect(withoutFilter({ ...day, dateTo: '2027-05-09' }, 'dateFrom')).toEqual({
      kind: 'river',
      dateTo: '2027-05-09',
    });
  });

  it('tag page preset: merged with own filters, fixed keys not counted or kept in the URL', () => {
    const preset = filtersFromPreset({ kind: 'river', region: 'volga', priceMax: 100000 });
    expect(preset).toEqual({ kind: 'river', region: ['volga'], priceMax: 100000 });
    const fixed = presetKeys(preset);
    const own = ownFilters({ kind: 'sea', nights: '4-7' }, fixed);
    expect(own).toEqual({ nights: '4-7' });
    const merged = mergeFilters(preset, own);
    expect(merged).toEqual({ kind: 'river', region: ['volga'], priceMax: 100000, nights: '4-7' });
    expect(countActiveFilters(merged, fixed)).toBe(1);
    expect(countActiveFilters(merged)).toBe(4);
  });
});

describe('onlyKnown', () => {
  const known: Record<string, string[]> = { port: ['mayami'], region: ['kariby', 'volga'] };
  const isKnown = (key: string, value: string) => known[key]?.includes(value) ?? false;

  it('drops the slugs nothing names, a filter of them only as a whole; the rest stays', () => {
    const state = parseSearchQuery('kind=sea&port=majami&nights=15-&region=kariby,atlantida&line=msc');
    const kept = onlyKnown(state.filters, isKnown);
    expect(kept).toEqual({ kind: 'sea', region: ['kariby'], nights: '15-' });
    expect(serializeSearchQuery({ ...state, filters: kept })).toBe('kind=sea&region=kariby&nights=15-');
    expect(onlyKnown({ region: ['volga', 'kariby'] }, isKnown)).toEqual({ region: ['volga', 'kariby'] });
  });
});

describe('hasBlankFields', () => {
  it('finds the empty fields a form sent without scripts sends, not other parameters', () => {
    expect(hasBlankFields(new URLSearchParams('kind=river&region=&country=&sort=date'))).toBe(true);
    expect(hasBlankFields(new URLSearchParams('kind=river&sort='))).toBe(true);
    expect(hasBlankFields(new URLSearchParams('kind=river&priceMax=60000'))).toBe(false);
    expect(hasBlankFields(new URLSearchParams('kind=river&utm_source='))).toBe(false);
  });
});
