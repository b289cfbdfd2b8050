/**
 * How the term engine turns text into index terms: folded (ё = е, hyphens as spaces), prepositions
 * dropped, Russian words reduced to their Snowball stem ('Волге', 'Волгу' → 'волг'), Latin words kept.
 */
import { stemmer } from '@orama/stemmers/russian';
import type { CruiseKind } from '../../shared/api/schemas';
import { foldWords } from '../../shared/search/fold';
import { SYNONYMS } from '../../shared/search/synonyms';
import { latinToCyrillic } from '../../shared/search/transliterate';

/** Words that never tell places apart: 'по Волге', 'в Норвегию', 'из Москвы'. */
const STOP_WORDS = new Set([
  'в',
  'во',
  'на',
  'по',
  'из',
  'с',
  'со',
  'до',
  'и',
  'к',
  'ко',
  'от',
  'для',
  'о',
  'об',
  'у',
  'за',
  'the',
  'of',
  // «всё включено» is not «по всему миру»: a word for «all» names nothing.
  'все',
  'всё',
  'всему',
  'всех',
  'весь',
  'вся',
]);

/** Words of a query that say 'a cruise' and nothing more: dropped when anything else is left. */
const GENERIC_STEMS = new Set([
  'круиз',
  'теплоход',
  'лайнер',
  'корабл',
  'cruise',
  'cruises',
  'тур',
  'путешеств',
  // «каюта с балконом»: the cabin is what every cruise sells; the balcony is what the term asks for.
  'кают',
]);

function stemWord(word: string): string {
  return /[а-я]/.test(word) ? stemmer(word) : word;
}

/** The words of a text as typed (folded, without prepositions). */
export function queryWords(text: string): string[] {
  return foldWords(text).filter((w) => !STOP_WORDS.has(w));
}

/** The index terms of a text. */
export function indexTerms(text: string): string[] {
  return queryWords(text).map(stemWord);
}

/** One-word short names by their stem, so that their other forms count too: 'из Питера', 'в Эмиратах'. */
const SYNONYM_STEMS = new Map(
  Object.entries(SYNONYMS)
    .filter(([short]) => !short.includes(' '))
    .map(([short, full]) => [stemWord(short), indexTerms(full)]),
);

/**
 * The terms of a query: all of them, and the specific ones (without the generic words, unless nothing else
 * is left).
 */
export function queryTerms(text: string): { all: string[]; specific: string[] } {
  const all = indexTerms(text)
    .map(russianInLatin)
    .flatMap((term) => SYNONYM_STEMS.get(term) ?? [term]);
  const specific = all.filter((t) => !GENERIC_STEMS.has(t));
  return { all, specific: specific.length > 0 ? specific : all };
}

/**
 * Words that say what kind of place a name is, not which: 'острова', 'море', 'река' («Соловецкие
 * острова» must not find the Cayman Islands because «Соловецкие» found nothing). Snowball's stems of
 * their forms.
 */
export const DESCRIPTOR_STEMS: ReadonlySet<string> = new Set([
  'остр',
  'остров',
  'мор',
  'рек',
  'озер',
  'побереж',
  'зал',
  'залив',
  'прол',
  'пролив',
]);

/**
 * A Russian word typed in Latin letters that says 'a cruise', its kind or a kind of place ('kruiz',
 * 'teplohod', 'ostrova') is that word: else it would match the Latin slugs of every collection
 * ('kruizy-msc') or island ('britanskie-ostrova').
 */
function russianInLatin(term: string): string {
  if (/[а-я]/.test(term)) return term;
  const stem = stemmer(latinToCyrillic(term));
  return GENERIC_STEMS.has(stem) || stem in KIND_STEMS || DESCRIPTOR_STEMS.has(stem) ? stem : term;
}

/** Stems that name a kind of cruise by its ships or waters: 'теплоход', 'речной' — 'лайнер', 'морские'. */
const KIND_STEMS: Readonly<Record<string, CruiseKind>> = {
  речн: 'river',
  теплоход: 'river',
  пароход: 'river',
  морск: 'sea',
  лайнер: 'sea',
};

/**
 * The text names something besides 'a cruise': 'дешевые круизы' names nothing; 'Волга' does, and so does
 * 'теплоход', a kind of cruise.
 */
export function namesSomething(text: string): boolean {
  return indexTerms(text).some((t) => !GENERIC_STEMS.has(t) || t in KIND_STEMS);
}

/** The kind of cruise a query names and nothing else ('теплоходы', 'морской круиз'), or null. */
export function kindOfQuery(terms: readonly string[]): CruiseKind | null {
  const kinds = new Set(terms.map((t) => KIND_STEMS[t] ?? null));
  return kinds.size === 1 ? [...kinds][0] : null;
}
