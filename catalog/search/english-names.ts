/**
 * English words of the liners' and lines' names as Russians write them by ear: «Айкон оф зе Сиз», «Селебрити
 * Бийонд», «Норвежиан Эпик». The letter-for-letter reading (shared/search/transliterate.ts: «икон оф тхе
 * сеас») finds what is typed from the spelling; this finds what is typed from the sound. Only words of the
 * names the catalogue sells; a word not here keeps its letter-for-letter reading.
 */
import { latinToCyrillic } from '../../shared/search/transliterate';

const BY_EAR: Readonly<Record<string, string>> = {
  of: 'оф',
  the: 'зе',
  seas: 'сиз',
  icon: 'айкон',
  wonder: 'вандер',
  symphony: 'симфони',
  anthem: 'энтем',
  norwegian: 'норвежиан',
  epic: 'эпик',
  bliss: 'блисс',
  getaway: 'гетэвей',
  celebrity: 'селебрити',
  beyond: 'бийонд',
  edge: 'эдж',
  apex: 'эйпекс',
  princess: 'принцесс',
  sun: 'сан',
  discovery: 'дискавери',
  diamond: 'даймонд',
  world: 'ворлд',
  seashore: 'сишор',
  royal: 'роял',
  caribbean: 'карибиан',
  international: 'интернешнл',
  cruises: 'круизес',
  cruise: 'круиз',
  line: 'лайн',
};

/** `icon of the seas` → `айкон оф зе сиз`; empty when no word of the name is an English one known here. */
export function byEar(foldedName: string): string {
  const words = foldedName.split(' ');
  if (!words.some((w) => w in BY_EAR)) return '';
  return words.map((w) => BY_EAR[w] ?? latinToCyrillic(w)).join(' ');
}
