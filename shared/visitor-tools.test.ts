import { describe, expect, it } from 'vitest';
import {
  parseSlugList,
  parseToolChange,
  toolChangeValue,
  readVisitorTools,
  recordViewed,
  serializeSlugList,
  setInList,
  VISITOR_TOOL_LIMIT,
} from './visitor-tools';

const fromMap = (cookies: Record<string, string>, name: string) => cookies[name] ?? null;

describe('parseSlugList', () => {
  it('keeps valid slugs in order, once each', () => {
    expect(parseSlugList('volga-1, neva-2,volga-1', 30)).toEqual(['volga-1', 'neva-2']);
  });

  it('drops what is not a slug', () => {
    expect(parseSlugList('ok-1,UPPER,<script>,,a--b,-x,../etc,ok-2', 30)).toEqual(['ok-1', 'ok-2']);
    expect(parseSlugList(`${'a'.repeat(121)},b`, 30)).toEqual(['b']);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 50 }, (_, i) => `c-${i}`).join(',');
    expect(parseSlugList(many, VISITOR_TOOL_LIMIT.favourites)).toHaveLength(30);
    expect(parseSlugList(many, VISITOR_TOOL_LIMIT.compare)).toEqual(['c-0', 'c-1', 'c-2', 'c-3']);
  });

  it('is empty for no cookie', () => {
    expect(parseSlugList(null, 4)).toEqual([]);
    expect(parseSlugList('', 4)).toEqual([]);
  });

  it('round-trips through the cookie value', () => {
    expect(parseSlugList(serializeSlugList(['a-1', 'b-2']), 30)).toEqual(['a-1', 'b-2']);
  });
});

describe('readVisitorTools', () => {
  it('reads the three cookies with their own limits', () => {
    const recent = Array.from({ length: 12 }, (_, i) => `r-${i}`).join(',');
    const tools = readVisitorTools(
      { favourites: 'f-1', compare: 'a,b,c,d,e', recently_viewed: recent },
      fromMap,
    );
    expect(tools).toEqual({
      favourites: ['f-1'],
      compare: ['a', 'b', 'c', 'd'],
      recent: Array.from({ length: 8 }, (_, i) => `r-${i}`),
    });
  });
});

describe('setInList', () => {
  it('adds at the front and removes', () => {
    expect(setInList(['a'], 'b', true, 4)).toEqual({ list: ['b', 'a'], changed: true, full: false });
    expect(setInList(['a', 'b'], 'a', false, 4)).toEqual({ list: ['b'], changed: true, full: false });
  });

  it('changes nothing for what is already so', () => {
    expect(setInList(['a'], 'a', true, 4)).toEqual({ list: ['a'], changed: false, full: false });
    expect(setInList(['a'], 'b', false, 4)).toEqual({ list: ['a'], changed: false, full: false });
  });

  it('refuses one more than the limit and says the list is full', () => {
    expect(setInList(['a', 'b', 'c', 'd'], 'e', true, 4)).toEqual({
      list: ['a', 'b', 'c', 'd'],
      changed: false,
      full: true,
    });
  });
});

describe('recordViewed', () => {
  it('moves the cruise to the front and keeps the newest eight', () => {
    expect(recordViewed(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    const eight = Array.from({ length: 8 }, (_, i) => `v-${i}`);
    expect(recordViewed(eight, 'new')).toEqual(['new', ...eight.slice(0, 7)]);
  });
});

describe('the buttons’ change values', () => {
  it('round-trip', () => {
    const change = { tool: 'compare', slug: 'volga-1', on: false } as const;
    expect(toolChangeValue(change)).toBe('-c:volga-1');
    expect(parseToolChange('-c:volga-1')).toEqual(change);
    expect(parseToolChange(toolChangeValue({ tool: 'favourites', slug: 'a', on: true }))).toEqual({
      tool: 'favourites',
      slug: 'a',
      on: true,
    });
  });

  it('still accept the long form of pages rendered before', () => {
    expect(parseToolChange('remove:compare:volga-1')).toEqual({
      tool: 'compare',
      slug: 'volga-1',
      on: false,
    });
    expect(parseToolChange('add:favourites:volga-1')).toEqual({
      tool: 'favourites',
      slug: 'volga-1',
      on: true,
    });
  });

  it('refuse anything else', () => {
    for (const bad of [
      null,
      '',
      'add',
      'add:recent:a',
      'drop:favourites:a',
      'add:favourites:A',
      'add:favourites:a:b',
      '+r:a',
      '+f:A',
      '*f:a',
      'constructor:a',
      '+f:a:b',
    ]) {
      expect(parseToolChange(bad)).toBeNull();
    }
  });
});
