/**
 * Text typed in the wrong keyboard layout, switched back: 'djkuf' → 'волга', 'Yjhdtubz' → 'Норвегия',
 * 'ьыс' → 'msc'. A Russian PC keyboard has the ЙЦУКЕН layout over QWERTY, key for key; the table below
 * is that map (the punctuation keys carry Russian letters too: ';' is 'ж', ',' is 'б').
 */
import { hasCyrillic, hasLatin } from './fold';

const LATIN = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,.~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>';
const CYRILLIC = 'ёйцукенгшщзхъфывапролджэячсмитьбюЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ';

const toCyrillic = new Map([...LATIN].map((ch, i) => [ch, CYRILLIC[i]]));
// Letters only on the way back: a Russian query's own dots and commas stay as they are.
const toLatin = new Map(
  [...CYRILLIC].map((ch, i): [string, string] => [ch, LATIN[i]]).filter(([, l]) => /[a-z]/i.test(l)),
);

/** The same keys in the other layout, or null when the text is not in one layout only. */
export function switchLayout(text: string): string | null {
  const latin = hasLatin(text);
  const cyrillic = hasCyrillic(text);
  if (latin === cyrillic) return null;
  const map = latin ? toCyrillic : toLatin;
  return [...text].map((ch) => map.get(ch) ?? ch).join('');
}
