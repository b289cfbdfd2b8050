/** What the cruise line page renders, picked from the API's data. */
import type { CruiseLine } from '../../../shared/api/schemas';
import { formatCount, formatMoney, NOUN_FORMS } from '../../../shared/format';
import { galleryImages } from '../_place/gallery';
import { metaDescription } from '../_place/text';
import { compact } from '../_place/structured-data';
import { ofLine } from '../../../shared/russian/vessel';

export const LINE_KIND_LABEL = {
  sea: 'Морская круизная компания',
  river: 'Речная круизная компания',
} as const;
/**
 * A fleet counted without its ships at hand (a list card, the meta description): a river line may have a
 * steamer among its motor ships («Н. В. Гоголь» at Водоход), so its fleet is «3 судна», true of both.
 */
export const SHIP_FORMS = {
  sea: NOUN_FORMS.liner,
  river: ['судно', 'судна', 'судов'],
} as const satisfies Record<CruiseLine['kind'], readonly [string, string, string]>;

export type CruiseLineView = Pick<
  CruiseLine,
  | 'slug'
  | 'name'
  | 'kind'
  | 'country'
  | 'foundedYear'
  | 'shortDescription'
  | 'description'
  | 'logo'
  | 'shipsCount'
  | 'cruisesCount'
  | 'priceFrom'
> & { images: CruiseLine['image'][] };

export function toCruiseLineView(line: CruiseLine): CruiseLineView {
  return {
    slug: line.slug,
    name: line.name,
    kind: line.kind,
    country: line.country,
    foundedYear: line.foundedYear,
    shortDescription: line.shortDescription,
    description: line.description,
    logo: line.logo,
    shipsCount: line.shipsCount,
    cruisesCount: line.cruisesCount,
    priceFrom: line.priceFrom,
    images: galleryImages(line.image, []),
  };
}

/** `Круизы компании «Водоход»`, `Круизы компании MSC Cruises`: a company's name is not declined. */
export function lineCruisesTitle(line: Pick<CruiseLine, 'name'>): string {
  return `Круизы ${ofLine(line)}`;
}

export function cruiseLineTitle(line: Pick<CruiseLine, 'name'>): string {
  return `${line.name}: круизы, флот и цены`;
}

export function cruiseLineDescription(
  line: Pick<CruiseLine, 'name' | 'kind' | 'shortDescription' | 'shipsCount' | 'priceFrom'>,
): string {
  // What a search result should say first: whose cruises, the fleet and the price; then the line in a word
  // («Водоход. … 3 судна во флоте.» read as a form filled in).
  const facts = [
    line.shipsCount > 0 ? formatCount(line.shipsCount, SHIP_FORMS[line.kind]) : null,
    line.priceFrom ? `цены от ${formatMoney(line.priceFrom)} за человека` : null,
  ].filter(Boolean);
  return metaDescription(
    `${lineCruisesTitle(line)}${facts.length ? `: ${facts.join(', ')}` : ''}. ${line.shortDescription}`,
  );
}

export function organizationJsonLd(line: CruiseLineView, url: string, image: string | undefined) {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: line.name,
    url,
    description: line.shortDescription,
    logo: line.logo.url,
    image,
    foundingDate: line.foundedYear ? String(line.foundedYear) : undefined,
    address: line.country ? { '@type': 'PostalAddress', addressCountry: line.country } : undefined,
  });
}
