/** What the country page renders, picked from the API's data. */
import type { Country } from '../../../shared/api/schemas';
import { formatCount, formatCruises } from '../../../shared/format';
import { galleryImages } from '../_place/gallery';
import { metaDescription } from '../_place/text';

export type CountryView = Pick<
  Country,
  | 'slug'
  | 'name'
  | 'shortDescription'
  | 'description'
  | 'capital'
  | 'language'
  | 'currency'
  | 'visa'
  | 'regions'
  | 'ports'
  | 'cruisesCount'
> & { images: Country['images'] };

export function toCountryView(country: Country): CountryView {
  return {
    slug: country.slug,
    name: country.name,
    shortDescription: country.shortDescription,
    description: country.description,
    capital: country.capital,
    language: country.language,
    currency: country.currency,
    visa: country.visa,
    regions: country.regions,
    ports: [...country.ports].sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    cruisesCount: country.cruisesCount,
    images: galleryImages(country.image, country.images),
  };
}

/** Language and currency start lowercase in the data ('итальянский'); facts read better capitalised. */
export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function countryTitle(country: Pick<Country, 'name'>): string {
  return `${country.name}: круизы, порты, виза и цены`;
}

export function countryDescription(
  country: Pick<Country, 'name' | 'shortDescription' | 'cruisesCount' | 'ports'>,
): string {
  const ports = country.ports.length
    ? ` ${formatCount(country.ports.length, ['порт', 'порта', 'портов'])} захода`
    : '';
  const count = country.cruisesCount > 0 ? `, ${formatCruises(country.cruisesCount)} в продаже` : '';
  return metaDescription(`${country.name}. ${country.shortDescription}${ports}${count}.`);
}
