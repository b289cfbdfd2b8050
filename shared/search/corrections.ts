/**
 * What a visitor probably meant when the literal term finds nothing: the same keys in the other keyboard
 * layout, the term transliterated, short names spelled out. The site asks the API for the literal term
 * first and, only when that finds nothing, for these in order, so the correction helps whichever API
 * answers (docs/decisions/019-search-by-term.md).
 */
import { foldText, hasCyrillic, hasLatin } from './fold';
import { switchLayout } from './keyboard-layout';
import { applySynonyms } from './synonyms';
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
  /** The variant that found it, when the literal term found nothing; null otherwise. */
  correctedTo: string | null;
}

/**
 * The literal term's result, or, when it found nothing, the first variant's that found something. A failed
 * call (null) is passed on as it is: a correction is not a retry.
 */
export async function searchWithCorrection<T>(
  term: string,
  search: (term: string) => Promise<T | null>,
  found: (result: T) => boolean,
): Promise<Corrected<T> | null> {
  const literal = await search(term);
  if (!literal || found(literal)) return literal && { result: literal, correctedTo: null };
  for (const variant of termVariants(term)) {
    const result = await search(variant);
    if (result && found(result)) return { result, correctedTo: variant };
  }
  return { result: literal, correctedTo: null };
}
