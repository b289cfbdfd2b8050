/** What the port page renders, picked from the API's data. */
import type { GeoPoint, Port } from '../../../shared/api/schemas';
import { formatCruises } from '../../../shared/format';
import { toPlaceOrNoun, type NamedPlace } from '../../../shared/russian/place-cases';
import { galleryImages } from '../_place/gallery';
import { metaDescription } from '../_place/text';

export const PORT_KIND_LABEL = { sea: 'Морской порт', river: 'Речной порт' } as const;

export type PortView = Pick<
  Port,
  | 'slug'
  | 'name'
  | 'cases'
  | 'kind'
  | 'country'
  | 'city'
  | 'location'
  | 'shortDescription'
  | 'description'
  | 'regions'
  | 'nearby'
  | 'cruisesCount'
> & { images: Port['images'] };

export function toPortView(port: Port): PortView {
  return {
    slug: port.slug,
    name: port.name,
    cases: port.cases,
    kind: port.kind,
    country: port.country,
    city: port.city,
    location: port.location,
    shortDescription: port.shortDescription,
    description: port.description,
    regions: port.regions,
    nearby: port.nearby,
    cruisesCount: port.cruisesCount,
    images: galleryImages(port.image, port.images),
  };
}

/** A link to the point on OpenStreetMap: a map without third-party code on our page. */
export function osmLink(point: GeoPoint, zoom = 12): string {
  const lat = point.lat.toFixed(5);
  const lng = point.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/** `Круизы с заходом в Малагу`; `… в порт Лиссабон` when the name has no trusted form. */
export function portCruisesTitle(port: NamedPlace): string {
  return `Круизы с заходом ${toPlaceOrNoun(port, 'порт')}`;
}

export function portTitle(port: Pick<Port, 'name' | 'cases' | 'country'>): string {
  return `${portCruisesTitle(port)} (${port.country.name})`;
}

export function portDescription(
  port: Pick<Port, 'name' | 'kind' | 'country' | 'shortDescription' | 'cruisesCount'>,
): string {
  const count = port.cruisesCount > 0 ? ` ${formatCruises(port.cruisesCount)} с заходом в порт.` : '';
  return metaDescription(
    `${PORT_KIND_LABEL[port.kind]} ${port.name}, ${port.country.name}. ${port.shortDescription}${count}`,
  );
}
