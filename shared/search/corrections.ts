/**
 * What a visitor probably meant when the literal term finds nothing: the same keys in the other keyboard
 * layout, the term transliterated, short names spelled out. The site asks the API for the literal term
 * first and, only when that finds nothing, for these in order, so the correction helps whichever API
 * answers (docs/decisions/019-search-by-term.md).
 */
import type { TermResults } from '../api/schemas';
import { foldText, foldWords, hasCyrillic, hasLatin, placedWords, WORD } from './fold';
import { switchLayout } from './keyboard-layout';
import { applySynonyms, englishInRussian } from './synonyms';
import { cyrillicToLatin, latinToCyrillic } from './transliterate';

/** Corrected spellings of a term, most likely first, none equal to the term itself. */
export function termVariants(term: string): string[] {
  const folded = foldText(term);
  const respelled: string[] = [];
  const switched = switchLayout(term);
  if (switched) respelled.push(applySynonyms(switched));
  if (hasLatin(folded) && !hasCyrillic(folded)) respelled.push(latinToCyrillic(folded));
  if (hasCyrillic(folded) && !hasLatin(folded) && !isRussianPhrase(folded))
    respelled.push(cyrillicToLatin(folded));
  // Short names first (deliberate), then the respellings that look like words before those that do not.
  const byLooks = respelled
    .map((text, i) => ({ text, i, wordLike: looksLikeWords(text) }))
    .sort((a, b) => Number(b.wordLike) - Number(a.wordLike) || a.i - b.i)
    .map((c) => c.text);
  const candidates = [applySynonyms(folded), ...byLooks];
  const seen = new Set([folded]);
  const out: string[] = [];
  for (const candidate of candidates) {
    const key = foldText(candidate);
    if (key.length < 2 || seen.has(key)) continue;
    seen.add(key);
    out.push(candidate.toLowerCase().replace(/\s+/g, ' ').trim());
  }
  return out;
}

/**
 * A Russian phrase, not a foreign name typed in Cyrillic («Сеашор», «Роял Карибиан»): it has a number or a
 * preposition («до 50000», «на ноябрьские»), and its Latin spelling would only find names a letter or two
 * from its syllables («do» → Дон, Доха).
 */
const RUSSIAN_LINK_WORDS = new Set([
  'в',
  'во',
  'на',
  'до',
  'за',
  'из',
  'по',
  'с',
  'со',
  'от',
  'для',
  'и',
  'без',
]);
function isRussianPhrase(folded: string): boolean {
  return /\d/.test(folded) || folded.split(' ').some((w) => RUSSIAN_LINK_WORDS.has(w));
}

/**
 * Text in the wrong layout mostly has too few vowels ('мщдпф' for 'volga'), or too many ('ыйхдтубз' has
 * few too); real words of both languages keep to roughly a fifth to two thirds.
 */
function looksLikeWords(text: string): boolean {
  const letters = text.replace(/[^a-zа-я]/giu, '');
  if (!letters) return false;
  const vowels = letters.replace(/[^aeiouyаеёиоуыэюя]/giu, '').length;
  const share = vowels / letters.length;
  return share >= 0.25 && share <= 0.7;
}

export interface Corrected<T> {
  result: T;
  /**
   * The term the result is for, when not the term typed: the variant that found it, or what the API read a
   * typo as (its answer's `readAs`: 'Валдай' → Valaam), spelled as the names found spell it; null otherwise.
   */
  correctedTo: string | null;
}

/** What the correction reads of an answer: the term it is for and the names it found. */
type Answer = Pick<TermResults, 'term' | 'readAs' | 'best'>;

/** Two spellings of one term: they fold alike ('Волга', 'волга'). */
export const sameTerm = (a: string, b: string) => foldText(a) === foldText(b);

/**
 * The literal term's result, or, when it found nothing, the first variant's that found something. A failed
 * call (null) is passed on as it is: a correction is not a retry.
 */
export async function searchWithCorrection<T extends Answer>(
  term: string,
  search: (term: string) => Promise<T | null>,
  found: (result: T) => boolean,
): Promise<Corrected<T> | null> {
  const literal = await search(term);
  if (!literal) return null;
  // Found as typed: the answer. Found only by a typo the API forgave («bali» as Bari): a variant found as
  // typed comes first («бали», a place not sold), the literal answer after.
  const asTyped = (result: T) => found(result) && result.readAs === undefined;
  // An English name the API read as the Russian one («Rome» as «Рим») is no typo: its answer stands, said as
  // the name it read (a variant would be the port's, «Чивитавеккья»).
  if (asTyped(literal) || (found(literal) && englishInRussian(term) !== null))
    return corrected(term, literal);
  const latinReading = hasCyrillic(term) ? cyrillicToLatin(foldText(term)) : null;
  for (const variant of termVariants(term)) {
    // A Cyrillic term's Latin reading finds a foreign name typed in Cyrillic: it is never said (the name found
    // is), and never taken over a name the API found a typo away («ярославь» is Ярославль, not «yaroslav»).
    const latin = variant === latinReading;
    if (latin && found(literal)) continue;
    const result = await search(variant);
    if (result && asTyped(result))
      return corrected(term, latin ? { ...result, readAs: result.best[0]?.name ?? term } : result);
  }
  return found(literal) ? corrected(term, literal) : { result: literal, correctedTo: null };
}

/** The result, with the term it is for when not the one typed, spelled as its names spell it. */
function corrected<T extends Answer>(typed: string, result: T): Corrected<T> {
  const names = result.best.map((hit) => hit.name);
  const readAs = result.readAs ?? result.term;
  return { result, correctedTo: sameTerm(readAs, typed) ? null : spelledAsFound(readAs, names) };
}

/**
 * The words of a name that are a proper name's, written as the name writes them wherever a correction has
 * them: a word of a part (between spaces) with a capital inside («MSC», «Санкт-Петербург», «Ростов-на-Дону»)
 * or with a capital first letter that is not only the name's first («Норвегии», «Новгород», «Лев» of «Лев
 * Толстой», «Волга» alone). «Норвежские» of «Норвежские фьорды» and «Круизы» of «Круизы по Волге» are
 * capitals of a name's start, not of the word.
 */
function properWords(name: string): Set<string> {
  const parts = name.split(/\s+/).filter((part) => /[\p{L}\d]/u.test(part));
  const capital = (part = '') => /^\p{Lu}/u.test(part);
  const proper = new Set<string>();
  parts.forEach((part, i) => {
    const inner = /\p{Lu}/u.test(part.slice(1));
    if (inner || (capital(part) && (i > 0 || parts.length === 1 || capital(parts[i + 1]))))
      for (const word of part.match(WORD) ?? []) proper.add(word);
  });
  return proper;
}

/** A word with the first letter of another: «норвежские» for the «норвежкие» typed, «Норвежские» for «Норвежкие». */
export function inCaseOf(typed: string, word: string): string {
  const first = typed.charAt(0);
  return (
    (first === first.toLowerCase() ? word.charAt(0).toLowerCase() : word.charAt(0).toUpperCase()) +
    word.slice(1)
  );
}

/**
 * A correction as the names found spell it, in the letter case the visitor typed it: a word of a proper name
 * takes the name's spelling ('волга' → «Волга», 'msc' → «MSC», 'плес' → «Плёс»), and a run of words that is a
 * whole proper name is written as the name ('санкт петербург' → «Санкт-Петербург», hyphen and all); another
 * word of a name keeps its first letter as typed and takes the rest of the name's spelling ('норвежские
 * фьорды' stays as typed, 'черная' → 'чёрная').
 */
export function spelledAsFound(text: string, names: readonly string[]): string {
  const proper = new Map<string, string>();
  const common = new Map<string, string>();
  for (const name of names) {
    const properOnes = properWords(name);
    for (const word of name.match(WORD) ?? []) {
      const spellings = properOnes.has(word) ? proper : common;
      if (!spellings.has(foldText(word))) spellings.set(foldText(word), word);
    }
  }
  const whole = names
    .filter((name) => properWords(name).has((name.match(WORD) ?? [])[0] ?? ''))
    .map((name) => ({ name, words: foldWords(name) }))
    .filter((n) => n.words.length > 1)
    .sort((a, b) => b.words.length - a.words.length);
  const words = placedWords(text);
  let out = '';
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const name = whole.find((n) => n.words.every((w, j) => words[i + j]?.folded === w));
    const last = name ? i + name.words.length - 1 : i;
    const typed = text.slice(words[i].from, words[i].to);
    const own = common.get(words[i].folded);
    const spelled = name?.name ?? proper.get(words[i].folded) ?? (own && inCaseOf(typed, own));
    if (spelled !== undefined) {
      out += text.slice(at, words[i].from) + spelled;
      at = words[last].to;
    }
    i = last;
  }
  return out + text.slice(at);
}
