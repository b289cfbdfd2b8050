import { describe, expect, it } from 'vitest';
import { searchWithCorrection, spelledAsFound, termVariants } from './corrections';
import { foldText } from './fold';
import { switchLayout } from './keyboard-layout';
import { applySynonyms, englishInRussian } from './synonyms';
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

describe('English names', () => {
  it('reads the catalogue’s places by their English names, the longest name first', () => {
    expect(applySynonyms('Mediterranean')).toBe('средиземноморье');
    expect(applySynonyms('Norwegian fjords')).toBe('норвежские фьорды');
    expect(applySynonyms('St. Petersburg')).toBe('санкт петербург');
    expect(applySynonyms('Baltic sea')).toBe('северная европа');
    // A brand's word stays the brand's.
    expect(applySynonyms('Royal Caribbean')).toBe('royal caribbean');
    expect(applySynonyms('Norwegian')).toBe('norwegian');
  });
  it('says a term with English names in Russian, the rest as typed, and nothing of a term without', () => {
    expect(englishInRussian('Mediterranean')).toBe('Средиземноморье');
    expect(englishInRussian('MSC Mediterranean в июле')).toBe('MSC Средиземноморье в июле');
    expect(englishInRussian('St. Petersburg, 3 дня')).toBe('Санкт петербург, 3 дня');
    // A city whose cruise port has another name is said as the city («Рим», not «Чивитавеккья»: the search
    // reads it as the port, as it reads «Рим»); «Scandinavia» is Northern Europe, not Norway alone.
    expect(englishInRussian('Rome')).toBe('Рим');
    expect(englishInRussian('Scandinavia')).toBe('Северная европа');
    expect(englishInRussian('South America')).toBeNull();
    expect(englishInRussian('Royal Caribbean')).toBeNull();
    expect(englishInRussian('Волга')).toBeNull();
    expect(englishInRussian('')).toBeNull();
  });
});

describe('term variants', () => {
  it('puts the likely spelling first and never repeats the term', () => {
    expect(termVariants('djkuf')[0]).toBe('волга');
    expect(termVariants('volga')[0]).toBe('волга');
    expect(termVariants('Питер')[0]).toBe('санкт петербург');
    expect(termVariants('волга')).not.toContain('волга');
    // An English name's Russian one, before a letter-for-letter reading («медитерранеан»).
    expect(termVariants('Mediterranean')[0]).toBe('средиземноморье');
  });

  it('spells a foreign name typed in Cyrillic in Latin, not a Russian phrase', () => {
    expect(termVariants('Сеашор')).toContain('seashor');
    // «do 50000» found the Don and Doha; «na noyabrskie» Rostov-na-Donu.
    expect(termVariants('до 50000')).not.toContain('do 50000');
    expect(termVariants('на ноябрьские')).not.toContain('na noyabrskie');
  });
});

describe('searchWithCorrection', () => {
  /** A hit of a name: all the correction reads of it. */
  const hit = (name: string) => ({ kind: 'region' as const, slug: 'x', name, subtitle: '', href: '/' });
  /** What a catalogue answers for each term: its names, and what it read a typo as. */
  const catalogue: Record<string, { names: string[]; total: number; readAs?: string }> = {
    волга: { names: ['Волга', 'Круизы по Волге'], total: 3 },
    msc: { names: ['MSC Cruises', 'Круизы компании MSC Cruises'], total: 5 },
    валдай: { names: ['Валаам'], total: 2, readAs: 'валаам' },
  };
  const search = async (term: string) => {
    const { names = [], total = 0, readAs } = catalogue[foldText(term)] ?? {};
    return { term, ...(readAs ? { readAs } : {}), best: names.map(hit), total };
  };
  const found = (r: { total: number }) => r.total > 0;

  it('keeps the literal result when it finds something', async () => {
    catalogue.djkuf = { names: ['djkuf'], total: 1 };
    expect(await searchWithCorrection('djkuf', search, found)).toMatchObject({
      result: { term: 'djkuf', total: 1 },
      correctedTo: null,
    });
    delete catalogue.djkuf;
  });
  it('tries the corrected spelling when the literal finds nothing, and says so as the names found spell it', async () => {
    expect(await searchWithCorrection('djkuf', search, found)).toMatchObject({
      result: { term: 'волга', total: 3 },
      correctedTo: 'Волга',
    });
    expect((await searchWithCorrection('ьыс', search, found))?.correctedTo).toBe('MSC');
  });
  it('says what the API read a typo as, as a corrected spelling: «Валдай» is Valaam a letter away', async () => {
    expect(await searchWithCorrection('Валдай', search, found)).toMatchObject({
      result: { term: 'Валдай', readAs: 'валаам', total: 2 },
      correctedTo: 'Валаам',
    });
  });
  it('prefers a variant found as typed to a literal found only by a typo: «bali» is Bali, not Bari', async () => {
    catalogue.bali = { names: ['Бари'], total: 4, readAs: 'бари' };
    catalogue['бали'] = { names: [], total: 1 };
    expect(await searchWithCorrection('bali', search, found)).toMatchObject({
      result: { term: 'бали', total: 1 },
      correctedTo: 'бали',
    });
    delete catalogue['бали'];
    // No variant finds it as typed: the typo's answer, said as a correction.
    expect((await searchWithCorrection('bali', search, found))?.correctedTo).toBe('Бари');
    delete catalogue.bali;
  });
  it('never says a Latin reading of a Cyrillic term: «ярославь» is «Ярославль», not «yaroslav»', async () => {
    catalogue.yaroslav = { names: ['Ярославль'], total: 3 };
    // Found a typo away in Russian: that answer stands, before the Latin reading found as typed.
    catalogue['ярославь'] = { names: ['Ярославль'], total: 3, readAs: 'Ярославль' };
    expect(await searchWithCorrection('ярославь', search, found)).toMatchObject({
      result: { term: 'ярославь', readAs: 'Ярославль' },
      correctedTo: 'Ярославль',
    });
    // Found only by the Latin reading: said as the name it found.
    delete catalogue['ярославь'];
    expect(await searchWithCorrection('ярославь', search, found)).toMatchObject({
      result: { term: 'yaroslav', readAs: 'Ярославль' },
      correctedTo: 'Ярославль',
    });
    delete catalogue.yaroslav;
  });
  it('returns the empty literal result when nothing finds anything, and passes a failure on', async () => {
    expect(await searchWithCorrection('щщщ', search, found)).toEqual({
      result: { term: 'щщщ', best: [], total: 0 },
      correctedTo: null,
    });
    const failing = async (): Promise<Awaited<ReturnType<typeof search>> | null> => null;
    expect(await searchWithCorrection('djkuf', failing, found)).toBeNull();
  });
});

describe('spelledAsFound', () => {
  it('spells each word of a correction as a name found spells it, the rest as it is', () => {
    expect(spelledAsFound('волга', ['Волга'])).toBe('Волга');
    // A capital at a name's start is only a first word's.
    expect(spelledAsFound('речные круизы', ['Круизы по Волге'])).toBe('речные круизы');
    expect(spelledAsFound('санкт-петербург на неделю', ['Санкт-Петербург'])).toBe(
      'Санкт-Петербург на неделю',
    );
    expect(spelledAsFound('плес', ['Плёс'])).toBe('Плёс');
    expect(spelledAsFound('msc', ['MSC Cruises'])).toBe('MSC');
    expect(spelledAsFound('казань', ['Казанский собор'])).toBe('казань');
  });
  it('writes a whole name of several words as the name, hyphen and all: «Санкт-Петербург»', () => {
    const names = ['Санкт-Петербург', 'Москва — Санкт-Петербург', 'Круизы из Санкт-Петербурга'];
    expect(spelledAsFound('санкт петербург', names)).toBe('Санкт-Петербург');
    expect(spelledAsFound('санкт петербург в июле', names)).toBe('Санкт-Петербург в июле');
    expect(spelledAsFound('москва санкт петербург', names)).toBe('Москва — Санкт-Петербург');
    expect(spelledAsFound('ростов на дону', ['Ростов-на-Дону'])).toBe('Ростов-на-Дону');
    expect(spelledAsFound('нижний новгород', ['Нижний Новгород'])).toBe('Нижний Новгород');
  });
  it('keeps the letter case typed where a name’s capital is only its start’s: «норвежские фьорды»', () => {
    const names = ['Норвежские фьорды', 'Круизы по фьордам Норвегии', 'Фьорды летом'];
    expect(spelledAsFound('норвежские фьорды', names)).toBe('норвежские фьорды');
    expect(spelledAsFound('Норвежские фьорды', names)).toBe('Норвежские фьорды');
    expect(spelledAsFound('фьорды норвегии', names)).toBe('фьорды Норвегии');
    expect(spelledAsFound('канарские острова', ['Канарские острова и Атлантика'])).toBe('канарские острова');
    expect(spelledAsFound('речные круизы', ['Круизы по Волге', 'Речные круизы по России'])).toBe(
      'речные круизы',
    );
    expect(spelledAsFound('черная пятница', ['Чёрная пятница'])).toBe('чёрная пятница');
    expect(spelledAsFound('лев толстой', ['Лев Толстой'])).toBe('Лев Толстой');
  });
});
