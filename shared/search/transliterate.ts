/**
 * Russian written in Latin letters and back, the way people type it ('volga', 'sankt peterburg',
 * 'grandiosa' ↔ 'грандиоза'). Not a standard (ГОСТ, ISO 9): what a visitor's fingers produce. Spelling
 * differences the table cannot guess ('s' for 'з') are left to the engine's typo tolerance.
 */
const LATIN_DIGRAPHS: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['ye', 'е'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['iy', 'ий'],
  ['yy', 'ый'],
  ['ck', 'к'],
  ['ph', 'ф'],
];
const LATIN_LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  y: 'ы',
  z: 'з',
};
const CYRILLIC_LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** 'volga' → 'волга', 'nizhniy novgorod' → 'нижний новгород'. Works on lower case. */
export function latinToCyrillic(text: string): string {
  let out = '';
  const s = text.toLowerCase();
  for (let i = 0; i < s.length;) {
    const digraph = LATIN_DIGRAPHS.find(([latin]) => s.startsWith(latin, i));
    if (digraph) {
      out += digraph[1];
      i += digraph[0].length;
      continue;
    }
    // 'y' after a vowel at a word's end is 'й' ('nizhniy' is caught above; 'tolstoy', 'sergey').
    if (s[i] === 'y' && /[aeiou]/.test(s[i - 1] ?? '') && !/[a-z]/.test(s[i + 1] ?? '')) {
      out += 'й';
      i++;
      continue;
    }
    out += LATIN_LETTERS[s[i]] ?? s[i];
    i++;
  }
  return out;
}

/** 'Грандиоза' → 'grandioza', 'Норвегиан' → 'norvegian'. Works on lower case. */
export function cyrillicToLatin(text: string): string {
  return [...text.toLowerCase()].map((ch) => CYRILLIC_LETTERS[ch] ?? ch).join('');
}
