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

/**
 * `в`, or `во` before a cluster the ear cannot take after a bare `в`: `во Владивостоке`, `во Франции`, `во
 * Вьетнам`.
 */
export function prepositionV(word: string): 'в' | 'во' {
  return /^[вф][бвгджзклмнпрстфхцчшщь]/i.test(word) ? 'во' : 'в';
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

/** A country as the API names it in a list: `along`, after «по» (`Италии`), or `into`, after «с заходом» (`на Кипр`). */
export interface CountryWording {
  name: string;
  along?: string;
  into?: string;
}

/** Countries that take «на», as islands do: `на Ямайку`, `на Кубу`; the others «в» (`во Францию`). */
const COUNTRIES_ON = new Set(
  'Багамы Барбадос Гаити Гренада Доминика Кипр Куба Маврикий Мадагаскар Мальдивы Мальта Сейшелы Филиппины Шри-Ланка Ямайка'.split(
    ' ',
  ),
);

/**
 * The accusative of a country's name, word by word beside its dative (the API's `along`): inanimate, a word
 * is in the nominative, save one in -а/-я that declines (`Италия` — `Италии` → `Италию`, `Южная Корея` →
 * `Южную Корею`). A plural (`Каймановым островам`), a masculine (`Оману`) or an indeclinable word (`США`,
 * `Папуа`) stays. Null when the dative does not bear the name out.
 */
function countryAccusative(name: string, dative: string): string | null {
  const words = name.split(' ');
  const datives = dative.split(' ');
  if (words.length !== datives.length) return null;
  const forms = words.map((word, i) => {
    const d = datives[i];
    if (word === d || !/[ая]$/.test(word) || /[ая]м$/.test(d)) return word;
    if (/[ая]я$/.test(word)) return `${word.slice(0, -2)}${word.endsWith('ая') ? 'ую' : 'юю'}`;
    const stem = word.slice(0, -1);
    return d.slice(0, -1) === stem ? `${stem}${word.endsWith('а') ? 'у' : 'ю'}` : null;
  });
  return forms.every((f) => f !== null) ? forms.join(' ') : null;
}

/**
 * `в` + `Италию`, `на` + `Кипр`, `во` + `Францию` (where a cruise calls): the API's `into` as it is, or the
 * accusative of a country it words with «по»; null when neither gives a trusted form.
 */
export function countryToParts(country: CountryWording): PlacePhrase | null {
  const into = country.into ? /^(\S+) (.+)$/.exec(country.into) : null;
  if (into) return { preposition: into[1], form: into[2] };
  const form = country.along ? countryAccusative(country.name, country.along) : null;
  if (!form) return null;
  const on = COUNTRIES_ON.has(country.name) || /(^| )остров/i.test(country.name);
  return { preposition: on ? 'на' : prepositionV(form), form };
}
