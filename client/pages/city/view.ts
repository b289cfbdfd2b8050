/** What the city page renders, picked from the API's data. */
import type { City, CityKind } from '../../../shared/api/schemas';
import { formatNumber } from '../../../shared/format';
import { placeCruisesTitle, type PlaceCounts } from '../_place/cruises-title';
import { placeView, type PlaceView } from '../_place/place-view';
import { metaDescription } from '../_place/text';
import type { SearchPreset } from '../_place/search-link';

/** The search's multi-value filters take at most 20 values (shared/api/schemas.ts SlugList). */
export const MAX_FILTER_VALUES = 20;

const CITY_FIELDS = [
  'cases',
  'departuresCount',
  'kind',
  'country',
  'location',
  'population',
  'sights',
  'ports',
  'nearby',
] as const;

export type CityView = PlaceView<City, (typeof CITY_FIELDS)[number]>;

export function toCityView(city: City): CityView {
  return placeView(city, CITY_FIELDS);
}

/**
 * What the page calls the place: its heading's word, «О …» and its ports (Остров Кижи, «Об острове», «Порты
 * острова»). A natural park has no port: ships moor at a landing below the cliffs («Причалы парка»).
 */
export const KIND_WORDS: Record<CityKind, { name: string; about: string; ports: string; port: string }> = {
  city: { name: 'Город', about: 'О городе', ports: 'Порты города', port: 'Порты' },
  island: { name: 'Остров', about: 'Об острове', ports: 'Порты острова', port: 'Порты' },
  village: { name: 'Село', about: 'О селе', ports: 'Порты села', port: 'Порты' },
  hamlet: { name: 'Деревня', about: 'О деревне', ports: 'Порты деревни', port: 'Порты' },
  settlement: { name: 'Посёлок', about: 'О посёлке', ports: 'Порты посёлка', port: 'Порты' },
  stanitsa: { name: 'Станица', about: 'О станице', ports: 'Порты станицы', port: 'Порты' },
  nature: { name: 'Природный парк', about: 'О парке', ports: 'Причалы парка', port: 'Причалы' },
};

/** A city has no filter of its own: its cruises are those calling at any of its ports. */
export function cityPreset(city: Pick<City, 'ports'>): SearchPreset {
  return { callsAt: city.ports.slice(0, MAX_FILTER_VALUES).map((p) => p.slug) };
}

/** `1,6 млн`, `870 тыс.`, `6 500`: how people say a population. */
export function formatPopulation(population: number | null): string | null {
  if (population === null || population <= 0) return null;
  if (population >= 1_000_000) {
    const millions = Math.round(population / 100_000) / 10;
    return `${formatNumber(millions)} млн`;
  }
  if (population >= 10_000) return `${formatNumber(Math.round(population / 1000))} тыс.`;
  return formatNumber(population);
}

/**
 * «Круизы из Нижнего Новгорода», «… с заходом в Кушадасы» or both (../_place/cruises-title.ts); a natural
 * park is no port of call: «Круизы со стоянкой у Ленских столбов» (was «с заходом на Ленские столбы»).
 */
export function cityCruisesTitle(city: PlaceCounts & Partial<Pick<City, 'kind'>>): string {
  const atPark = city.kind === 'nature' ? city.cases?.genitive : undefined;
  if (atPark && city.departuresCount === 0) return `Круизы со стоянкой у ${atPark}`;
  return placeCruisesTitle(city, { genitive: 'города', accusative: 'город' });
}

export function cityTitle(city: Pick<City, 'name' | 'country'> & Partial<Pick<City, 'kind'>>): string {
  // «Сингапур: …», not «Сингапур (Сингапур): …».
  const where = city.name === city.country.name ? city.name : `${city.name} (${city.country.name})`;
  // A natural park has a landing, not a port, and its sights are the park itself.
  return city.kind === 'nature'
    ? `${where}: круизы, причал и что посмотреть`
    : `${where}: круизы, порт и достопримечательности`;
}

export function cityDescription(
  city: Pick<City, 'name' | 'country' | 'shortDescription' | 'sights'>,
): string {
  // The short description is the city's own line (the catalogue's names what to see); the sights stand in
  // only when it has none, so the snippet does not say them twice.
  const about =
    city.shortDescription.trim() ||
    (city.sights.length ? `Что посмотреть: ${city.sights.slice(0, 3).join(', ')}.` : '');
  return metaDescription(`${city.name}, ${city.country.name}. ${about}`);
}
