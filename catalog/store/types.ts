/**
 * Rows of the store as the catalogue keeps them. Each table has its key and relation columns; the rest of
 * a row is a JSON document (`data`), because nothing queries by those fields in SQL: reads go through the
 * in-memory model built at start (store/model.ts).
 */
import type { ChildDiscount, CityKind, CruiseKind, GeoPoint } from '../../shared/api/schemas';

export type Scene = 'sea' | 'river' | 'city' | 'region' | 'logo' | 'cabin' | 'banner' | 'ship';

export interface ImageRec {
  key: string;
  scene: Scene;
  title: string;
  subtitle: string;
  hue: number;
  width: number;
  height: number;
}

export interface CountryRec {
  id: number;
  slug: string;
  code: string;
  name: string;
  capital: string;
  language: string;
  currency: string;
  visa: string;
  shortDescription: string;
  description: string;
  images: string[];
}

export interface RegionRec {
  id: number;
  slug: string;
  name: string;
  kind: CruiseKind;
  bestSeason: string;
  shortDescription: string;
  description: string;
  images: string[];
  center: GeoPoint;
  area: GeoPoint[];
}

export interface CityRec {
  id: number;
  slug: string;
  name: string;
  /** Absent in a store seeded before it was added: a town. */
  kind?: CityKind;
  countryId: number;
  location: GeoPoint;
  population: number | null;
  shortDescription: string;
  description: string;
  sights: string[];
  images: string[];
}

export interface PortRec {
  id: number;
  slug: string;
  name: string;
  kind: CruiseKind;
  countryId: number;
  cityId: number;
  location: GeoPoint;
  shortDescription: string;
  description: string;
  images: string[];
  regionIds: number[];
  nearbyIds: number[];
}

export interface LineRec {
  id: number;
  slug: string;
  name: string;
  kind: CruiseKind;
  country: string;
  foundedYear: number | null;
  currency: string;
  shortDescription: string;
  description: string;
  logo: string;
  images: string[];
}

export interface ShipRec {
  id: number;
  slug: string;
  name: string;
  kind: CruiseKind;
  lineId: number;
  year: number;
  refurbishedYear: number | null;
  decks: number;
  passengers: number;
  crew: number;
  tonnage: number | null;
  length: number;
  width: number | null;
  speedKnots: number | null;
  shortDescription: string;
  description: string;
  features: string[];
  images: string[];
}

export type CabinType = 'inside' | 'oceanview' | 'balcony' | 'suite' | 'single' | 'standard' | 'lux';

export interface CabinRec {
  id: number;
  shipId: number;
  code: string;
  name: string;
  type: CabinType;
  description: string;
  area: number;
  berths: number;
  /** Extra beds of a cabin (missing in stores seeded before them: none). */
  extraBeds?: number;
  decks: number[];
  amenities: string[];
  image: string;
}

/** One deck of a ship's plan; cabins name their category by code. */
export interface DeckRec {
  shipId: number;
  number: number;
  name: string;
  width: number;
  height: number;
  cabins: { number: string; category: string; x: number; y: number; w: number; h: number }[];
}

export interface CruiseRec {
  id: number;
  slug: string;
  title: string;
  shipId: number;
  departurePortId: number;
  startDate: string;
  endDate: string;
  nights: number;
  popularity: number;
  regionIds: number[];
  description: string;
  included: string[];
  notIncluded: string[];
  path: GeoPoint[];
}

export interface DayRec {
  cruiseId: number;
  day: number;
  date: string;
  portId: number | null;
  title: string;
  arrival: string | null;
  departure: string | null;
  description: string;
}

export interface PriceRec {
  cruiseId: number;
  cabinId: number;
  amount: number;
  currency: string;
  available: boolean;
  cabinsLeft: number | null;
  /** The fare rules of this category on this sailing; null in stores seeded before tariffs. */
  tariff: TariffRec | null;
}

/** The contract's Tariff in the line's currency, its early-booking date as generated (not yet filtered). */
export interface TariffRec {
  childDiscounts: ChildDiscount[];
  pensionerPercent: number | null;
  singleSupplementPercent: number;
  early: { amount: number; until: string } | null;
  /** The second-guest offer's discount (missing in stores seeded before it). */
  secondGuest?: { percent: number; until: string } | null;
  /** The kids-sail-free offer's ages and last day (missing in stores seeded before it). */
  childrenFree?: { toAge: number; until: string } | null;
  /** Percent off for a child on the category's extra bed; null without one (missing in stores seeded before). */
  extraBedPercent?: number | null;
  extraBedAdultPercent?: number | null;
}

export interface PromotionRec {
  id: number;
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  terms: string[];
  /** What the badge says: '−15% раннее бронирование', 'Дети бесплатно'. */
  label: string;
  /** `null` when the offer is not a percentage off (free children, a gift). */
  discountPercent: number | null;
  startsAt: string;
  endsAt: string;
  lineId: number | null;
  image: string;
}

export interface BannerRec {
  id: number;
  placement: 'home' | 'copy-home' | 'search';
  title: string;
  subtitle: string | null;
  image: string;
  href: string;
  buttonText: string;
}

export interface OrderRec {
  ref: string;
  description: string;
  customerName: string;
  amount: number;
  currency: string;
  status: 'new' | 'pending' | 'paid' | 'declined' | 'expired';
  cruiseSlug: string | null;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
}

/** Every catalogue table's records, as the seed generates them and `seed/insert.ts` writes them. */
export interface CatalogRecords {
  images: ImageRec[];
  countries: CountryRec[];
  regions: RegionRec[];
  cities: CityRec[];
  ports: PortRec[];
  lines: LineRec[];
  ships: ShipRec[];
  cabins: CabinRec[];
  decks: DeckRec[];
  cruises: CruiseRec[];
  days: DayRec[];
  prices: PriceRec[];
  promotions: PromotionRec[];
  /** Pairs of cruise id and promotion id. */
  cruisePromotions: [number, number][];
  banners: BannerRec[];
  orders: OrderRec[];
}
