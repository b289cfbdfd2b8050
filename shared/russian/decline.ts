/**
 * Declension by `lvovich`, a library made for Russian city names, for places the API gives no forms for.
 * It weighs ~44 KB minified (7.7 KB gzip), so pages load it only when a place lacks forms
 * (`withCases` in place-cases.ts); with the embedded catalogue, which gives every form, a browser never does.
 */
import { cityFrom, cityIn, cityTo } from 'lvovich';
import type { PlaceCases } from '../api/schemas';

/** Letters, spaces and hyphens of Russian spelling: anything else (Latin, brackets, digits) is not declined. */
const CYRILLIC_NAME = /^[А-ЯЁа-яё]+(?:[ -][А-ЯЁа-яё]+)*$/;
/** Endings of names that stay the same in every case (Сочи, Осло, Тромсё, Баку). */
const INDECLINABLE_ENDING = /[оеиуюэё]$/;
/** More parts than `Ростов-на-Дону` or `Пальма-де-Майорка`: the library declines every part, which is wrong. */
const MAX_NAME_PARTS = 3;

/**
 * The library's forms of a name, or null where they cannot be trusted: a name it leaves unchanged although
 * its ending declines (it does that with names it does not know, e.g. `Стокгольм`, `Генуя`).
 */
export function declineToponym(name: string): PlaceCases | null {
  const clean = name.trim();
  if (!CYRILLIC_NAME.test(clean) || clean.split(/[ -]/).length > MAX_NAME_PARTS) return null;
  const cases = { genitive: cityFrom(clean), accusative: cityTo(clean), prepositional: cityIn(clean) };
  const unchanged = cases.genitive === clean || cases.prepositional === clean;
  if (unchanged && !INDECLINABLE_ENDING.test(clean)) return null;
  return cases;
}
