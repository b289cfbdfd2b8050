/**
 * Case forms of place names for the phrases the site composes: `из Москвы`, `в Малагу`,
 * `в Нижнем Новгороде`. The API's own forms come first (`cases` on ports, cities and filter options,
 * docs/openapi.json); a place without them is declined by `lvovich`, a library made for Russian toponyms;
 * a name the library cannot be trusted with gets no form at all, and the caller then words the phrase so
 * that no case is needed (`Порт отправления: Лиссабон`). See docs/decisions/013-russian-phrases-and-company.md.
 */
import { cityFrom, cityIn, cityTo } from 'lvovich';
import type { PlaceCases } from '../api/schemas';

export type { PlaceCases };

/** A place as the API gives it: a name, and its case forms when the API knows them. */
export interface NamedPlace {
  name: string;
  cases?: PlaceCases | null;
}

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

/** The API's forms first, then the library's; null when neither can be trusted. */
export function placeCases(place: NamedPlace): PlaceCases | null {
  return place.cases ?? declineToponym(place.name);
}

/** `в`, or `во` before a cluster the ear cannot take after a bare `в`: `во Владивостоке`, `во Франции`. */
export function prepositionV(word: string): 'в' | 'во' {
  return /^[вф][бвгджзклмнпрстфхцчшщ]/i.test(word) ? 'во' : 'в';
}

/** `из Москвы`, or null when no trusted form exists. */
export function fromPlace(place: NamedPlace): string | null {
  const form = placeCases(place)?.genitive;
  return form ? `из ${form}` : null;
}

/** `в Малагу` (where to), or null when no trusted form exists. */
export function toPlace(place: NamedPlace): string | null {
  const form = placeCases(place)?.accusative;
  return form ? `${prepositionV(form)} ${form}` : null;
}

/**
 * `в Малагу`; without a trusted form the generic noun takes the case and the name stays as it is:
 * `в порт Лиссабон`.
 */
export function toPlaceOrNoun(place: NamedPlace, nounAccusative: string): string {
  return toPlace(place) ?? `${prepositionV(nounAccusative)} ${nounAccusative} ${place.name}`;
}

/** `в Нижнем Новгороде` (where), or null when no trusted form exists. */
export function inPlace(place: NamedPlace): string | null {
  const form = placeCases(place)?.prepositional;
  return form ? `${prepositionV(form)} ${form}` : null;
}
