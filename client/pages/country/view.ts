/** What the country page renders, picked from the API's data. */
import type { Country } from '../../../shared/api/schemas';
import { compareRu, formatCount, formatCruises, NOUN_FORMS } from '../../../shared/format';
import { placeView, type PlaceView } from '../_place/place-view';
import { metaDescription } from '../_place/text';

const COUNTRY_FIELDS = [
  'along',
  'into',
  'capital',
  'language',
  'currency',
  'visa',
  'regions',
  'ports',
] as const;

export type CountryView = PlaceView<Country, (typeof COUNTRY_FIELDS)[number]>;

export function toCountryView(country: Country): CountryView {
  // The view is a new object of ours: its ports are replaced in place, not spread into another
  // (docs/decisions/041-spreads-last.md).
  return Object.assign(placeView(country, COUNTRY_FIELDS), {
    ports: [...country.ports].sort((a, b) => compareRu(a.name, b.name)),
  });
}

/**
 * The heading of the country's sailings: «Круизы по Франции» with the API's form after «по», «Круизы с
 * заходом в Монако» for a country called at in one port, «Круизы: Name» (no case needed) without either.
 */
export function countryCruisesTitle(country: Pick<Country, 'name' | 'along' | 'into'>): string {
  if (country.into) return `Круизы с заходом ${country.into}`;
  return country.along ? `Круизы по ${country.along}` : `Круизы: ${country.name}`;
}

export function countryTitle(country: Pick<Country, 'name'>): string {
  return `${country.name}: круизы, порты, виза и цены`;
}

export function countryDescription(
  country: Pick<Country, 'name' | 'shortDescription' | 'cruisesCount' | 'ports'>,
): string {
  const ports = country.ports.length ? ` ${formatCount(country.ports.length, NOUN_FORMS.port)} захода` : '';
  const count = country.cruisesCount > 0 ? `, ${formatCruises(country.cruisesCount)} в продаже` : '';
  return metaDescription(`${country.name}. ${country.shortDescription}${ports}${count}.`);
}
