/**
 * Case forms of place names for the phrases the site composes: `из Москвы`, `в Малагу`,
 * `в Нижнем Новгороде`. The API's own forms come first (`cases` on ports, cities and filter options,
 * docs/openapi.json); a place without them is declined by `lvovich`, a library made for Russian toponyms;
 * a name the library cannot be trusted with gets no form at all, and the caller then words the phrase so
 * that no case is needed (`Порт отправления: Лиссабон`). See docs/decisions/013-russian-phrases-and-company.md.
 */
import type { PlaceCases } from '../api/schemas';

export type { PlaceCases };

/** A place as the API gives it: a name, and its case forms when the API knows them. */
export interface NamedPlace {
  name: string;
  cases?: PlaceCases;
}

/**
 * The place with the forms of its name: the API's, or else the library's, loaded only then (loaders call
 * this, so the phrases below stay synchronous). Without trusted forms the place comes back as it was.
 */
export async function withCases<T extends NamedPlace>(place: T): Promise<T> {
  if (place.cases) return place;
  const { declineToponym } = await import('./decline');
  const cases = declineToponym(place.name);
  return cases ? { ...place, cases } : place;
}

/** The forms a loader found for the place (`withCases`); null when none can be trusted. */
export function placeCases(place: NamedPlace): PlaceCases | null {
  return place.cases ?? null;
}

/** `в`, or `во` before a cluster the ear cannot take after a bare `в`: `во Владивостоке`, `во Франции`. */
export function prepositionV(word: string): 'в' | 'во' {
  return /^[вф][бвгджзклмнпрстфхцчшщ]/i.test(word) ? 'во' : 'в';
}

/** `с`, or `со` before a cluster: the pair of `на` (`на Пхукете` — `с Пхукета`). */
function prepositionS(word: string): 'с' | 'со' {
  return /^[сзшжщ][бвгджзклмнпрстфхцчшщ]/i.test(word) ? 'со' : 'с';
}

/**
 * A phrase's preposition and the name's form apart, for a caller that links the name (`Отправление с`
 * + link) or lists several places with one preposition (`в Угличе и Мышкине`).
 */
export interface PlacePhrase {
  preposition: string;
  form: string;
}

const joined = (phrase: PlacePhrase | null): string | null =>
  phrase ? `${phrase.preposition} ${phrase.form}` : null;

/** `из` + `Москвы`, `с` + `Пхукета` (an island takes «с»), or null when no trusted form exists. */
export function fromPlaceParts(place: NamedPlace): PlacePhrase | null {
  const cases = placeCases(place);
  if (!cases) return null;
  const form = cases.genitive;
  return { preposition: cases.preposition === 'на' ? prepositionS(form) : 'из', form };
}

/** `из Москвы`, `с Пхукета`, or null when no trusted form exists. */
export function fromPlace(place: NamedPlace): string | null {
  return joined(fromPlaceParts(place));
}

/** The place's own «в» or «на» before a form: `в Малагу`, `во Владивосток`, `на Санторини`. */
function intoOrAt(cases: PlaceCases, form: string): PlacePhrase {
  return { preposition: cases.preposition ?? prepositionV(form), form };
}

/** `в` + `Малагу`, `на` + `Санторини` (where to), or null when no trusted form exists. */
export function toPlaceParts(place: NamedPlace): PlacePhrase | null {
  const cases = placeCases(place);
  return cases ? intoOrAt(cases, cases.accusative) : null;
}

/** `в Малагу`, `на Санторини` (where to), or null when no trusted form exists. */
export function toPlace(place: NamedPlace): string | null {
  return joined(toPlaceParts(place));
}

/**
 * `в Малагу`; without a trusted form the generic noun takes the case and the name stays as it is:
 * `в порт Лиссабон`.
 */
export function toPlaceOrNoun(place: NamedPlace, nounAccusative: string): string {
  return toPlace(place) ?? `${prepositionV(nounAccusative)} ${nounAccusative} ${place.name}`;
}

/**
 * `из Москвы`; without a trusted form the generic noun takes the case and the name stays as it is:
 * `из порта Стокгольм`.
 */
export function fromPlaceOrNoun(place: NamedPlace, nounGenitive: string): string {
  return fromPlace(place) ?? `из ${nounGenitive} ${place.name}`;
}

/** `в` + `Нижнем Новгороде`, `на` + `Валааме` (where), or null when no trusted form exists. */
export function inPlaceParts(place: NamedPlace): PlacePhrase | null {
  const cases = placeCases(place);
  return cases ? intoOrAt(cases, cases.prepositional) : null;
}

/** `в Нижнем Новгороде`, `на Валааме`, or null when no trusted form exists. */
export function inPlace(place: NamedPlace): string | null {
  return joined(inPlaceParts(place));
}
