/**
 * The in-memory model: every catalogue row, loaded once from SQLite at start and again after a data change.
 * Reads never touch SQLite, which is what keeps search at well over a thousand requests a second.
 */
import type {
  ContentPage,
  Currency,
  Description,
  FooterSettings,
  HeaderSettings,
  Image,
  Redirect,
  SubscriptionSettings,
  TildaPage,
  Usp,
} from '../../shared/api/schemas';
import type { Db } from '../db/open';
import type { TagPageRec } from '../seed/generate';
import type {
  BannerRec,
  CabinRec,
  CityRec,
  CountryRec,
  CruiseRec,
  DayRec,
  DeckRec,
  ImageRec,
  LineRec,
  PortRec,
  PriceRec,
  PromotionRec,
  RegionRec,
  ShipRec,
} from './types';

export interface Model {
  seedStart: string;
  images: Map<string, ImageRec>;
  countries: CountryRec[];
  countryBySlug: Map<string, CountryRec>;
  countryById: Map<number, CountryRec>;
  regions: RegionRec[];
  regionBySlug: Map<string, RegionRec>;
  regionById: Map<number, RegionRec>;
  cities: CityRec[];
  cityBySlug: Map<string, CityRec>;
  cityById: Map<number, CityRec>;
  ports: PortRec[];
  portBySlug: Map<string, PortRec>;
  portById: Map<number, PortRec>;
  lines: LineRec[];
  lineBySlug: Map<string, LineRec>;
  lineById: Map<number, LineRec>;
  ships: ShipRec[];
  shipBySlug: Map<string, ShipRec>;
  shipById: Map<number, ShipRec>;
  cabinsByShip: Map<number, CabinRec[]>;
  cabinById: Map<number, CabinRec>;
  /** Bottom deck first; empty for a store seeded before deck plans. */
  decksByShip: Map<number, DeckRec[]>;
  /** Sorted by start date, then slug. */
  cruises: CruiseRec[];
  cruiseBySlug: Map<string, CruiseRec>;
  daysByCruise: Map<number, DayRec[]>;
  pricesByCruise: Map<number, PriceRec[]>;
  promotions: PromotionRec[];
  promotionBySlug: Map<string, PromotionRec>;
  promotionsByCruise: Map<number, PromotionRec[]>;
  banners: BannerRec[];
  usp: Usp[];
  header: HeaderSettings;
  footer: FooterSettings;
  subscription: SubscriptionSettings;
  tagPages: TagPageRec[];
  tagPageBySlug: Map<string, TagPageRec>;
  contentPages: Map<string, ContentPage>;
  tildaPages: Map<string, TildaPage>;
  redirects: Redirect[];
  currencies: (Currency & { updatedAt: string })[];
  rates: Map<string, number>;
  descriptions: Map<string, Description>;
  pageTags: { page: string; slug: string }[];
}

const parse = <T>(rows: unknown[]): T[] => (rows as { data: string }[]).map((r) => JSON.parse(r.data) as T);
const bySlug = <T extends { slug: string }>(items: T[]) => new Map(items.map((i) => [i.slug, i]));
const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((i) => [i.id, i]));
function groupBy<T, K>(items: T[], key: (i: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const i of items) {
    const k = key(i);
    const list = out.get(k);
    if (list) list.push(i);
    else out.set(k, [i]);
  }
  return out;
}

export function loadModel(db: Db): Model {
  const all = (sql: string) => db.prepare(sql).all();
  const countries = parse<CountryRec>(all('SELECT data FROM countries ORDER BY id'));
  const regions = parse<RegionRec>(all('SELECT data FROM regions ORDER BY id'));
  const cities = parse<CityRec>(all('SELECT data FROM cities ORDER BY id'));
  const portRegions = groupBy(
    all('SELECT port_id AS portId, region_id AS regionId FROM port_regions ORDER BY region_id') as {
      portId: number;
      regionId: number;
    }[],
    (r) => r.portId,
  );
  const ports = parse<Omit<PortRec, 'regionIds'>>(all('SELECT data FROM ports ORDER BY id')).map((p) => ({
    ...p,
    regionIds: (portRegions.get(p.id) ?? []).map((r) => r.regionId),
  }));
  const lines = parse<LineRec>(all('SELECT data FROM cruise_lines ORDER BY id'));
  const ships = parse<ShipRec>(all('SELECT data FROM ships ORDER BY id'));
  const cabins = parse<CabinRec>(all('SELECT data FROM cabin_categories ORDER BY id'));
  const cruiseRegions = groupBy(
    all('SELECT cruise_id AS cruiseId, region_id AS regionId FROM cruise_regions') as {
      cruiseId: number;
      regionId: number;
    }[],
    (r) => r.cruiseId,
  );
  const cruises = parse<Omit<CruiseRec, 'regionIds'>>(
    all('SELECT data FROM cruises ORDER BY start_date, slug'),
  ).map((c) => ({
    ...c,
    regionIds: (cruiseRegions.get(c.id) ?? []).map((r) => r.regionId),
  }));
  const days = all(
    'SELECT cruise_id AS cruiseId, day, date, port_id AS portId, title, arrival, departure, description FROM itinerary_days ORDER BY cruise_id, day',
  ) as DayRec[];
  const prices = (
    all(
      'SELECT cruise_id AS cruiseId, category_id AS cabinId, amount, currency, available, cabins_left AS cabinsLeft, tariff FROM cruise_prices ORDER BY cruise_id, category_id',
    ) as (Omit<PriceRec, 'available' | 'tariff'> & { available: number; tariff: string | null })[]
  ).map((p) => ({
    ...p,
    available: p.available === 1,
    tariff: p.tariff ? (JSON.parse(p.tariff) as PriceRec['tariff']) : null,
  }));
  // Stores seeded before promotions had a label show their discount, as they did then.
  const promotions = parse<PromotionRec>(all('SELECT data FROM promotions ORDER BY id')).map((p) => ({
    ...p,
    label: p.label ?? `−${p.discountPercent}%`,
  }));
  const promotionById = byId(promotions);
  const cruisePromotions = all(
    'SELECT cruise_id AS cruiseId, promotion_id AS promotionId FROM cruise_promotions',
  ) as {
    cruiseId: number;
    promotionId: number;
  }[];
  const promotionsByCruise = new Map<number, PromotionRec[]>();
  for (const cp of cruisePromotions) {
    const list = promotionsByCruise.get(cp.cruiseId) ?? [];
    list.push(promotionById.get(cp.promotionId)!);
    promotionsByCruise.set(cp.cruiseId, list);
  }
  const settings = new Map(
    (all("SELECT key, data FROM settings WHERE locale = 'ru'") as { key: string; data: string }[]).map(
      (r) => [r.key, JSON.parse(r.data)],
    ),
  );
  const tagPages = parse<TagPageRec>(all('SELECT data FROM tag_pages ORDER BY rowid'));
  const pages = all('SELECT kind, data FROM pages') as { kind: string; data: string }[];
  const currencies = (
    all(
      'SELECT code, name, symbol, rate_to_rub AS rateToRub, updated_at AS updatedAt FROM currencies',
    ) as (Currency & { updatedAt: string })[]
  ).sort(
    (a, b) => ['RUB', 'EUR', 'USD', 'CNY'].indexOf(a.code) - ['RUB', 'EUR', 'USD', 'CNY'].indexOf(b.code),
  );

  return {
    seedStart: db.prepare("SELECT value FROM meta WHERE key = 'seedStart'").pluck().get() as string,
    images: new Map((all('SELECT * FROM images') as ImageRec[]).map((i) => [i.key, i])),
    countries,
    countryBySlug: bySlug(countries),
    countryById: byId(countries),
    regions,
    regionBySlug: bySlug(regions),
    regionById: byId(regions),
    cities,
    cityBySlug: bySlug(cities),
    cityById: byId(cities),
    ports,
    portBySlug: bySlug(ports),
    portById: byId(ports),
    lines,
    lineBySlug: bySlug(lines),
    lineById: byId(lines),
    ships,
    shipBySlug: bySlug(ships),
    shipById: byId(ships),
    cabinsByShip: groupBy(cabins, (c) => c.shipId),
    cabinById: byId(cabins),
    decksByShip: groupBy(
      parse<DeckRec>(all('SELECT data FROM ship_decks ORDER BY ship_id, number')),
      (d) => d.shipId,
    ),
    cruises,
    cruiseBySlug: bySlug(cruises),
    daysByCruise: groupBy(days, (d) => d.cruiseId),
    pricesByCruise: groupBy(prices, (p) => p.cruiseId),
    promotions,
    promotionBySlug: bySlug(promotions),
    promotionsByCruise,
    banners: parse<BannerRec>(all('SELECT data FROM banners ORDER BY id')),
    usp: parse<Usp>(all('SELECT data FROM usp ORDER BY id')),
    header: settings.get('header') as HeaderSettings,
    footer: settings.get('footer') as FooterSettings,
    subscription: settings.get('subscription') as SubscriptionSettings,
    tagPages,
    tagPageBySlug: bySlug(tagPages),
    contentPages: new Map(
      pages.filter((p) => p.kind === 'content').map((p) => [JSON.parse(p.data).slug, JSON.parse(p.data)]),
    ),
    tildaPages: new Map(
      pages.filter((p) => p.kind === 'tilda').map((p) => [JSON.parse(p.data).slug, JSON.parse(p.data)]),
    ),
    redirects: all(
      'SELECT from_path AS "from", to_path AS "to", status FROM redirects ORDER BY from_path',
    ) as Redirect[],
    currencies,
    rates: new Map(currencies.map((c) => [c.code, c.rateToRub])),
    descriptions: new Map(
      (all('SELECT path, title, description FROM descriptions') as Description[]).map((d) => [d.path, d]),
    ),
    pageTags: all('SELECT page, tag_slug AS slug FROM page_tags ORDER BY page, position') as {
      page: string;
      slug: string;
    }[],
  };
}

/** An image reference as the contract wants it; originals live under /storage/gallery. */
export function imageOf(model: Model, key: string, alt: string): Image {
  const rec = model.images.get(key);
  return { url: `/storage/gallery/${key}.jpg`, width: rec?.width ?? 1600, height: rec?.height ?? 1000, alt };
}
