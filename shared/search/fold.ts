/**
 * The one normal form a search term is compared in: lower case, ё as е, every run of non-letters
 * (hyphens, dots, commas, quotes) as one space. 'Ростов-на-Дону', 'ростов на дону' and 'Ростов на-Дону'
 * fold alike.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^a-zа-я0-9]+/gu, ' ')
    .trim();
}

/** The words of a folded text. */
export function foldWords(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}

export const hasLatin = (text: string) => /[a-z]/i.test(text);
export const hasCyrillic = (text: string) => /[а-яё]/i.test(text);

/** A word of a text as typed, before folding: what foldText keeps between its spaces. */
export const WORD = /[a-zа-яё0-9]+/giu;

/** Each word of a text, folded, with where it stands in the text as typed (to write a run of them over). */
export function placedWords(text: string): { folded: string; from: number; to: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({
    folded: foldText(m[0]),
    from: m.index,
    to: m.index + m[0].length,
  }));
}

/**
 * The text with each word (a run of letters and digits) replaced by what `by` gives for its folded form (and
 * the word as typed); a word it gives nothing for, and everything between words, as it was.
 */
export function replaceWords(
  text: string,
  by: (folded: string, typed: string) => string | undefined,
): string {
  return text.replace(WORD, (word) => by(foldText(word), word) ?? word);
}
