/**
 * What the term engine reads a typo as, and which names it lists, over the seed catalogue (decision 019,
 * amended 2026-11-28: «the form typed»).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalog, type TestCatalog } from '../test/helpers';
import { searchByTerm } from './term-search';

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

const term = (q: string) =>
  searchByTerm(t.catalog.store.model(), t.catalog.store.view(), { term: q, limit: 20, page: 1 });

describe('a typo forgiven', () => {
  it('is read in the form typed: the name’s form that agrees with it, or the word typed with the typo fixed', () => {
    for (const [typed, readAs] of [
      // «фьордам» of «Круизы по фьордам Норвегии» matched first; «фьорды» is the form typed.
      ['Норвежские фьйорды', 'Норвежские фьорды'],
      // No name has «Средиземное» or «Новгорода»: the word typed, its typo fixed.
      ['Средеземное', 'Средиземное'],
      ['Нижнего Новгорада', 'Нижнего Новгорода'],
      ['по валге на 7 дней', 'по Волге на 7 дней'],
      // The word of the name, not of its countries («Норвегия»), in the letter case typed.
      ['норвежкие фьорды', 'норвежские фьорды'],
      ['валаан', 'Валаам'],
      ['Валаан в июле', 'Валаам в июле'],
    ])
      expect(term(typed).readAs, typed).toBe(readAs);
  });

  it('reaches a longer word a letter away, not only a beginning: «ярославь» is Ярославль', () => {
    const r = term('ярославь');
    expect(r.readAs).toBe('Ярославль');
    expect(r.cruiseFilters).toEqual({ callsAt: ['yaroslavl'] });
  });
});

describe('names a term lists', () => {
  it('takes the closest name for a word no name has as typed: «Майями» is Майами, not Коста-Майя too', () => {
    const typo = term('Майями');
    expect(typo.best[0].slug).toBe('mayami');
    expect(typo.cruiseFilters).toEqual({ callsAt: ['mayami'] });
    expect(typo.cruises.total).toBe(term('Майами').cruises.total);
  });

  it('takes no line for «круиз»: a word that says only «a cruise» is no brand’s word in Cyrillic', () => {
    const r = term('круиз');
    expect(r.cruiseLines).toEqual([]);
    expect(r.best.map((h) => h.name)).not.toContain('Norwegian Cruise Line');
    expect(r.cruiseFilters).toEqual({});
    // The brand spelled in Cyrillic is still the brand.
    expect(term('Норвежиан Круиз Лайн').best[0].slug).toBe('norwegian-cruise-line');
  });
});
