import { describe, expect, it } from 'vitest';
import { searchWithCorrection, termVariants } from './corrections';
import { foldText } from './fold';
import { switchLayout } from './keyboard-layout';
import { applySynonyms } from './synonyms';
import { cyrillicToLatin, latinToCyrillic } from './transliterate';

describe('keyboard layout', () => {
  it('switches text typed in the wrong layout, both ways', () => {
    expect(switchLayout('djkuf')).toBe('волга');
    expect(switchLayout('Yjhdtubz')).toBe('Норвегия');
    expect(switchLayout('rfhb,s')).toBe('карибы');
    expect(switchLayout('ьыс')).toBe('msc');
  });
  it('leaves mixed text alone', () => {
    expect(switchLayout('MSC Грандиоза')).toBeNull();
    expect(switchLayout('2027')).toBeNull();
  });
});

describe('transliteration', () => {
  it('reads Russian typed in Latin letters', () => {
    expect(latinToCyrillic('volga')).toBe('волга');
    expect(latinToCyrillic('nizhniy novgorod')).toBe('нижний новгород');
    expect(latinToCyrillic('yaroslavl')).toBe('ярославл');
    expect(latinToCyrillic('Lev Tolstoy')).toBe('лев толстой');
  });
  it('writes Russian in Latin letters', () => {
    expect(cyrillicToLatin('Грандиоза')).toBe('grandioza');
    expect(cyrillicToLatin('Щёлково')).toBe('shchelkovo');
  });
});

describe('folding and short names', () => {
  it('folds case, ё and hyphens', () => {
    expect(foldText('  Ростов-на-Дону ')).toBe('ростов на дону');
    expect(foldText('Плёс')).toBe('плес');
  });
  it('spells out short names as whole words only', () => {
    expect(applySynonyms('СПб')).toBe('санкт петербург');
    expect(applySynonyms('Н. Новгород')).toBe('нижний новгород');
    expect(applySynonyms('круизы из Питера')).toBe('круизы из питера');
    expect(applySynonyms('спбх')).toBe('спбх');
  });
});

describe('term variants', () => {
  it('puts the likely spelling first and never repeats the term', () => {
    expect(termVariants('djkuf')[0]).toBe('волга');
    expect(termVariants('volga')[0]).toBe('волга');
    expect(termVariants('Питер')[0]).toBe('санкт петербург');
    expect(termVariants('волга')).not.toContain('волга');
  });

  it('spells a foreign name typed in Cyrillic in Latin, not a Russian phrase', () => {
    expect(termVariants('Сеашор')).toContain('seashor');
    // «do 50000» found the Don and Doha; «na noyabrskie» Rostov-na-Donu.
    expect(termVariants('до 50000')).not.toContain('do 50000');
    expect(termVariants('на ноябрьские')).not.toContain('na noyabrskie');
  });
});

describe('searchWithCorrection', () => {
  const index: Record<string, number> = { волга: 3 };
  const search = async (term: string) => ({ term, total: index[term] ?? 0 });
  const found = (r: { total: number }) => r.total > 0;

  it('keeps the literal result when it finds something', async () => {
    index.djkuf = 1;
    expect(await searchWithCorrection('djkuf', search, found)).toEqual({
      result: { term: 'djkuf', total: 1 },
      correctedTo: null,
    });
    delete index.djkuf;
  });
  it('tries the corrected spelling when the literal finds nothing, and says so', async () => {
    expect(await searchWithCorrection('djkuf', search, found)).toEqual({
      result: { term: 'волга', total: 3 },
      correctedTo: 'волга',
    });
  });
  it('returns the empty literal result when nothing finds anything, and passes a failure on', async () => {
    expect(await searchWithCorrection('щщщ', search, found)).toEqual({
      result: { term: 'щщщ', total: 0 },
      correctedTo: null,
    });
    expect(await searchWithCorrection('djkuf', async () => null, found)).toBeNull();
  });
});
