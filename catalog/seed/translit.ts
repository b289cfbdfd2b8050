/** Russian → Latin slugs in the common passport-like style: «Санкт-Петербург» → `sankt-peterburg`. */
import { cyrillicToLatin } from '../../shared/search/transliterate';

export function slugify(text: string): string {
  return cyrillicToLatin(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/-{2,}/g, '-');
}
