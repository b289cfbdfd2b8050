/**
 * schema.org data of the catalogue pages (docs/decisions/006-catalogue-pages.md). Built with site paths;
 * `absolutize` (through `SiteJsonLd`) turns them into absolute URLs against the public origin.
 */
import type { GeoPoint, Image, Money } from '../../../shared/api/schemas';

type Json = Record<string, unknown>;

function geoCoordinates(point: GeoPoint | null | undefined): Json | undefined {
  return point ? { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng } : undefined;
}

export function imageUrls(images: readonly Image[]): string[] | undefined {
  const urls = [...new Set(images.map((i) => i.url))];
  return urls.length ? urls : undefined;
}

/** Drops undefined and empty-array values so the JSON stays clean. */
export function compact(value: Json): Json {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** What every place page shows of its place, and so says of it in structured data. */
export interface PlaceBasics {
  name: string;
  shortDescription: string;
  images: readonly Image[];
}

type PlaceRef = { type: string; name: string; url: string };

export interface PlaceLd {
  type: string | string[];
  geo?: GeoPoint | null;
  /** Places inside this one (`containsPlace`), e.g. the ports of a country. */
  contains?: PlaceRef[];
  /** The place this one belongs to (`containedInPlace`), e.g. the country of a city. */
  containedIn?: PlaceRef | null;
  extra?: Json;
}

/** A place at `url` as schema.org data: its name, description and pictures, then what `ld` adds. */
export function placeJsonLd(place: PlaceBasics, url: string, ld: PlaceLd): Json {
  const ref = (r: PlaceRef) => ({ '@type': r.type, name: r.name, url: r.url });
  return compact({
    '@context': 'https://schema.org',
    '@type': ld.type,
    name: place.name,
    url,
    description: place.shortDescription,
    image: imageUrls(place.images),
    geo: geoCoordinates(ld.geo),
    containsPlace: ld.contains?.map(ref),
    containedInPlace: ld.containedIn ? ref(ld.containedIn) : undefined,
    ...ld.extra,
  });
}

/** A 'from' price as an AggregateOffer (lowPrice only: the catalogue gives no upper bound). */
export function aggregateOffer(
  price: Money | null | undefined,
  offerCount: number,
  url: string,
): Json | undefined {
  if (!price) return undefined;
  return {
    '@type': 'AggregateOffer',
    lowPrice: price.amount,
    priceCurrency: price.currency,
    offerCount,
    url,
  };
}

/** Keys whose site-path values become absolute URLs: search engines want full URLs in structured data. */
const URL_KEYS = new Set(['url', 'image', 'logo', 'item']);

/** A copy of the data with site paths under URL keys (`/region/x`, `/storage/...`) prefixed with the origin. */
export function absolutize(value: unknown, origin: string, key = ''): unknown {
  if (!origin) return value;
  if (typeof value === 'string')
    return URL_KEYS.has(key) && value.startsWith('/') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, origin, k)]));
  }
  return value;
}
