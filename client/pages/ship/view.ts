/** What the ship page renders, picked from the API's data, and the ship's facts in words. */
import type { Ship } from '../../../shared/api/schemas';
import { formatCount, formatMoney, formatNumber, pluralize, NOUN_FORMS } from '../../../shared/format';
import { galleryImages } from '../_place/gallery';
import { aggregateOffer, compact, imageUrls } from '../_place/structured-data';
import { quotedName, shipKindLabel, shipPhrase } from '../../../shared/russian/vessel';
import { metaDescription } from '../_place/text';

export type ShipView = Omit<Ship, 'image'>;

export function toShipView(ship: Ship): ShipView {
  const { image, images, ...rest } = ship;
  // `images` before the spread (docs/decisions/041-spreads-last.md).
  return { images: galleryImages(image, images), ...rest };
}

const number = (n: number, digits = 1) => formatNumber(n, digits);

export interface SpecRow {
  /** Stable key and schema.org property id. */
  key: string;
  label: string;
  value: string;
  /** The raw number for structured data, with its UN/CEFACT unit code. */
  raw: number;
  unitCode?: string;
}

const KM_PER_NAUTICAL_MILE = 1.852;

/** A liner's speed in knots, as the sea counts it; a river ship's in km/h, as river fleets state it. */
function speedRow(knots: number, kind: Ship['kind']): SpecRow {
  if (kind === 'river') {
    const kmh = Math.round(knots * KM_PER_NAUTICAL_MILE);
    return { key: 'speed', label: 'Скорость', value: `${kmh} км/ч`, raw: kmh, unitCode: 'KMH' };
  }
  const unit = Number.isInteger(knots) ? pluralize(knots, ['узел', 'узла', 'узлов']) : 'узла';
  return { key: 'speed', label: 'Скорость', value: `${number(knots)} ${unit}`, raw: knots, unitCode: 'KNT' };
}

/** The ship's technical facts, in the order people look for them; unknown ones are left out. */
export function shipSpecs(
  ship: Pick<
    Ship,
    | 'year'
    | 'refurbishedYear'
    | 'decks'
    | 'passengers'
    | 'crew'
    | 'tonnage'
    | 'length'
    | 'width'
    | 'speedKnots'
    | 'kind'
  >,
): SpecRow[] {
  const rows: (SpecRow | null)[] = [
    { key: 'year', label: 'Год постройки', value: String(ship.year), raw: ship.year },
    ship.refurbishedYear
      ? {
          key: 'refurbished',
          label: 'Последняя реконструкция',
          value: String(ship.refurbishedYear),
          raw: ship.refurbishedYear,
        }
      : null,
    { key: 'decks', label: 'Палуб', value: String(ship.decks), raw: ship.decks },
    { key: 'passengers', label: 'Пассажиров', value: number(ship.passengers, 0), raw: ship.passengers },
    {
      key: 'crew',
      label: 'Экипаж',
      value: formatCount(ship.crew, NOUN_FORMS.person),
      raw: ship.crew,
    },
    ship.tonnage
      ? {
          key: 'tonnage',
          label: 'Валовая вместимость',
          // Gross tonnage is a number without a unit since 1982 (not the old «рег. т»), and «GT» is English.
          value: number(ship.tonnage, 0),
          raw: ship.tonnage,
        }
      : null,
    { key: 'length', label: 'Длина', value: `${number(ship.length)} м`, raw: ship.length, unitCode: 'MTR' },
    ship.width
      ? { key: 'width', label: 'Ширина', value: `${number(ship.width)} м`, raw: ship.width, unitCode: 'MTR' }
      : null,
    ship.speedKnots ? speedRow(ship.speedKnots, ship.kind) : null,
  ];
  return rows.filter((r): r is SpecRow => r !== null);
}

/**
 * The deck plan's lead. It draws only the decks with cabins, so a ship with more decks than that says so,
 * or «Палуб: 5» in the facts and four decks in the plan read as a mistake.
 */
export function decksLead(cabinDecks: number, decks: number): string {
  const where =
    cabinDecks < decks
      ? `Каюты — на ${cabinDecks} ${pluralize(cabinDecks, ['палубе', 'палубах', 'палубах'])} из ${decks}; на схеме — где каюты каждой категории.`
      : 'Где на судне каюты каждой категории.';
  return `${where} Свободные каюты на конкретный рейс — на странице круиза.`;
}

export function formatArea(area: number): string {
  return `${number(area)} м²`;
}

/** `Круизы на теплоходе «Лев Толстой»`, `Круизы на лайнере MSC Grandiosa`. */
export function shipCruisesTitle(ship: Pick<Ship, 'name' | 'kind'>): string {
  return `Круизы на ${shipPhrase(ship, 'prepositional')}`;
}

export function shipTitle(ship: Pick<Ship, 'name' | 'kind' | 'cruiseLine'>): string {
  return `${shipKindLabel(ship)} ${quotedName(ship.name)} (${ship.cruiseLine.name}): каюты, палубы и круизы`;
}

export function shipDescription(
  ship: Pick<Ship, 'name' | 'kind' | 'shortDescription' | 'year' | 'passengers' | 'priceFrom'>,
): string {
  const price = ship.priceFrom ? ` Круизы от ${formatMoney(ship.priceFrom)}.` : '';
  return metaDescription(
    `${shipKindLabel(ship)} ${quotedName(ship.name)}, ${ship.year} г., ${formatCount(ship.passengers, NOUN_FORMS.passenger)}. ${ship.shortDescription}${price}`,
  );
}

/**
 * A ship as a schema.org Product: there is no standard type for a ship (a Vehicle is a road vehicle,
 * `BoatTrip` is a trip), and Product carries what matters here: brand, pictures, facts as
 * `additionalProperty` and the 'from' price as an AggregateOffer. See docs/decisions/006-catalogue-pages.md.
 */
export function shipJsonLd(ship: ShipView, url: string, lineUrl: string) {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ship.name,
    url,
    description: ship.shortDescription,
    category: shipKindLabel(ship),
    image: imageUrls(ship.images),
    brand: { '@type': 'Brand', name: ship.cruiseLine.name, url: lineUrl },
    additionalProperty: shipSpecs(ship).map((s) =>
      compact({
        '@type': 'PropertyValue',
        propertyID: s.key,
        name: s.label,
        value: s.raw,
        unitCode: s.unitCode,
      }),
    ),
    offers: aggregateOffer(ship.priceFrom, ship.cruisesCount, url),
  });
}
