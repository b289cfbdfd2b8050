/** What the port page renders, picked from the API's data. */
import type { GeoPoint, Port } from '../../../shared/api/schemas';
import { formatCruises } from '../../../shared/format';
import { placeCruisesTitle, type PlaceCounts } from '../_place/cruises-title';
import { placeView, type PlaceView } from '../_place/place-view';
import { metaDescription } from '../_place/text';

export const PORT_KIND_LABEL = { sea: 'Морской порт', river: 'Речной порт' } as const;

const PORT_FIELDS = [
  'cases',
  'departuresCount',
  'kind',
  'country',
  'city',
  'location',
  'regions',
  'nearby',
] as const;

export type PortView = PlaceView<Port, (typeof PORT_FIELDS)[number]>;

export function toPortView(port: Port): PortView {
  return placeView(port, PORT_FIELDS);
}

/** A link to the point on OpenStreetMap: a map without third-party code on our page. */
export function osmLink(point: GeoPoint, zoom = 12): string {
  const lat = point.lat.toFixed(5);
  const lng = point.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/** «Круизы из Казани», «Круизы с заходом в Неаполь» or both (../_place/cruises-title.ts). */
export function portCruisesTitle(port: PlaceCounts): string {
  return placeCruisesTitle(port, { genitive: 'порта', accusative: 'порт' });
}

export function portTitle(
  port: Pick<Port, 'name' | 'cases' | 'country' | 'cruisesCount' | 'departuresCount'>,
): string {
  return `${portCruisesTitle(port)} (${port.country.name})`;
}

export function portDescription(
  port: Pick<Port, 'name' | 'kind' | 'country' | 'shortDescription' | 'cruisesCount'>,
): string {
  const count = port.cruisesCount > 0 ? ` ${formatCruises(port.cruisesCount)} в продаже.` : '';
  return metaDescription(
    `${PORT_KIND_LABEL[port.kind]} ${port.name}, ${port.country.name}. ${port.shortDescription}${count}`,
  );
}
