/**
 * Contract-shaped views over the model for one calendar day (Moscow's, shared/today.ts). "Upcoming" (the
 * cruises a visitor can still book: departing after today) depends on the date, so counts, prices-from and
 * cards are computed per day and cached. Every count here is computed from the same entries the search
 * filters, so a page's number and the search behind its link agree.
 */
import type {
  CabinCategory,
  City,
  Country,
  Cruise,
  CruiseCard,
  CruiseLine,
  Money,
  Port,
  Promotion,
  PromotionBadge,
  Ref,
  Region,
  RegionCard,
  Ship,
  ShipCard,
  Tariff,
} from '../../shared/api/schemas';
import { nightsRange } from '../../shared/validation';
import { promotionOf } from '../../shared/promotion';
import { holdingOn } from '../../shared/pricing/fare';
import { hasSailed } from '../../shared/today';
import { ofLine } from '../../shared/russian/vessel';
import { imageOf, type Model } from './model';
import { regionIdsByPorts } from './country-regions';
import { countryWording, placeRef, regionAlong } from './place-cases';
import type { CabinRec, CityRec, CruiseRec, PriceRec, PromotionRec } from './types';

/** One upcoming cruise with everything search filters on, flattened for a fast scan. */
export interface SearchEntry {
  cruise: CruiseRec;
  card: CruiseCard;
  kind: 'sea' | 'river';
  region: string[];
  country: string[];
  /** The departure port. */
  port: string[];
  /** Every port the cruise calls at, the departure port included. */
  callsAt: string[];
  line: string[];
  ship: string[];
  month: string[];
  nights: string[];
  start: string;
  priceRub: number | null;
  promotions: string[];
  /** The ports of call in order: cruises with the same key sail the same route. */
  routeKey: string;
}

export interface Agg {
  count: number;
  minRub: number | null;
}

export interface DayView {
  today: string;
  entries: SearchEntry[];
  entryBySlug: Map<string, SearchEntry>;
  /** Route key of every cruise, departed ones included: the `routeOf` filter starts from any cruise page. */
  routeKeyBySlug: Map<string, string>;
  byRegion: Map<number, Agg>;
  byCountry: Map<number, Agg>;
  byPort: Map<number, Agg>;
  byCity: Map<number, Agg>;
  /** Upcoming cruises that start at each port and city. */
  departuresByPort: Map<number, Agg>;
  departuresByCity: Map<number, Agg>;
  byLine: Map<number, Agg>;
  byShip: Map<number, Agg>;
  byPromotion: Map<number, Agg>;
  /** Regions each ship and line sail in, with that ship's or line's own upcoming cruises there. */
  regionsByShip: Map<number, Map<number, Agg>>;
  regionsByLine: Map<number, Map<number, Agg>>;
}

export function ref(x: { slug: string; name: string }): Ref {
  return { slug: x.slug, name: x.name };
}

/** What a place of call is: a city unless the data says island, village… */
function cityKind(c: CityRec): City['kind'] {
  return c.kind ?? 'city';
}

/** A port's town with what it is. */
function cityRef(c: CityRec): Port['city'] {
  return { ...ref(c), kind: cityKind(c) };
}

export function toRub(model: Model, m: Money): Money {
  return { amount: Math.round(m.amount * (model.rates.get(m.currency) ?? 1)), currency: 'RUB' };
}

/**
 * What one traveller pays today in a price row's currency: the early-booking price while it holds, as
 * shared/pricing/fare.ts gives it on the page (docs/decisions/033-early-booking-price-shown.md).
 */
function amountToday(p: PriceRec, today: string): number {
  return holdingOn(p.tariff?.early, today)?.amount ?? p.amount;
}

/** Fares of a price row as the contract gives them; an early-booking price or an offer whose date has passed is gone. */
export function tariffView(model: Model, p: PriceRec, today: string): Tariff {
  const t = p.tariff;
  // Stores seeded before tariffs: no discounts, nothing invented.
  if (!t)
    return {
      childDiscounts: [],
      pensionerPercent: null,
      singleSupplementPercent: 0,
      earlyBooking: null,
      secondGuest: null,
      childrenFree: null,
      extraBedPercent: null,
      extraBedAdultPercent: null,
    };
  const early = holdingOn(p.tariff?.early, today);
  const price = early ? { amount: early.amount, currency: p.currency } : null;
  return {
    childDiscounts: t.childDiscounts,
    pensionerPercent: t.pensionerPercent,
    singleSupplementPercent: t.singleSupplementPercent,
    earlyBooking: early && price ? { price, priceRub: toRub(model, price), until: early.until } : null,
    secondGuest: holdingOn(t.secondGuest, today),
    childrenFree: holdingOn(t.childrenFree, today),
    extraBedPercent: t.extraBedPercent ?? null,
    extraBedAdultPercent: t.extraBedAdultPercent ?? null,
  };
}

/** A promotion that runs today: its cruises show its badge. */
export const isActive = (p: PromotionRec, today: string) => p.startsAt <= today && today <= p.endsAt;

function badge(p: PromotionRec): PromotionBadge {
  return {
    slug: p.slug,
    title: p.title,
    label: p.label,
    discountPercent: p.discountPercent,
    endsAt: p.endsAt,
  };
}

export function buildDayView(model: Model, today: string): DayView {
  const entries: SearchEntry[] = [];
  const agg = () => new Map<number, Agg>();
  const view: DayView = {
    today,
    entries,
    entryBySlug: new Map(),
    routeKeyBySlug: new Map(model.cruises.map((c) => [c.slug, routeKeyOf(model, c)])),
    byRegion: agg(),
    byCountry: agg(),
    byPort: agg(),
    byCity: agg(),
    departuresByPort: agg(),
    departuresByCity: agg(),
    byLine: agg(),
    byShip: agg(),
    byPromotion: agg(),
    regionsByShip: new Map(),
    regionsByLine: new Map(),
  };
  const bump = (m: Map<number, Agg>, id: number, rub: number | null) => {
    const a = m.get(id) ?? { count: 0, minRub: null };
    a.count++;
    if (rub !== null && (a.minRub === null || rub < a.minRub)) a.minRub = rub;
    m.set(id, a);
  };
  for (const cruise of model.cruises) {
    if (hasSailed(cruise.startDate, today)) continue;
    const card = cruiseCard(model, cruise, today);
    const ship = model.shipById.get(cruise.shipId)!;
    const line = model.lineById.get(ship.lineId)!;
    const portIds = new Set(callsOf(model, cruise));
    const countryIds = new Set([...portIds].map((id) => model.portById.get(id)!.countryId));
    const cityIds = new Set([...portIds].map((id) => model.portById.get(id)!.cityId));
    const rub = card.priceFromRub?.amount ?? null;
    const promos = model.promotionsByCruise.get(cruise.id) ?? [];
    const entry: SearchEntry = {
      cruise,
      card,
      kind: ship.kind,
      region: cruise.regionIds.map((id) => model.regionById.get(id)!.slug),
      country: [...countryIds].map((id) => model.countryById.get(id)!.slug),
      port: [model.portById.get(cruise.departurePortId)!.slug],
      callsAt: [...portIds].map((id) => model.portById.get(id)!.slug),
      line: [line.slug],
      ship: [ship.slug],
      month: [cruise.startDate.slice(0, 7)],
      nights: [nightsRange(cruise.nights)],
      start: cruise.startDate,
      priceRub: rub,
      // Only offers running today: an ended one («Новогодняя распродажа» of last winter) takes nothing off.
      promotions: promos.filter((p) => isActive(p, today)).map((p) => p.slug),
      routeKey: routeKeyOf(model, cruise),
    };
    entries.push(entry);
    view.entryBySlug.set(cruise.slug, entry);
    for (const id of cruise.regionIds) {
      bump(view.byRegion, id, rub);
      bump(
        view.regionsByShip.get(ship.id) ?? view.regionsByShip.set(ship.id, new Map()).get(ship.id)!,
        id,
        rub,
      );
      bump(
        view.regionsByLine.get(line.id) ?? view.regionsByLine.set(line.id, new Map()).get(line.id)!,
        id,
        rub,
      );
    }
    for (const id of countryIds) bump(view.byCountry, id, rub);
    for (const id of portIds) bump(view.byPort, id, rub);
    for (const id of cityIds) bump(view.byCity, id, rub);
    const start = model.portById.get(cruise.departurePortId)!;
    bump(view.departuresByPort, start.id, rub);
    bump(view.departuresByCity, start.cityId, rub);
    bump(view.byLine, line.id, rub);
    bump(view.byShip, ship.id, rub);
    for (const p of promos) bump(view.byPromotion, p.id, rub);
  }
  return view;
}

/** The ports a cruise calls at, in order, with repeats (a there-and-back river route calls twice). */
function callsOf(model: Model, cruise: CruiseRec): number[] {
  return (model.daysByCruise.get(cruise.id) ?? []).flatMap((d) => (d.portId ? [d.portId] : []));
}

function routeKeyOf(model: Model, cruise: CruiseRec): string {
  return callsOf(model, cruise).join('-');
}

/** How many later departures of the same route a sailed cruise's page offers. */
const NEXT_DEPARTURES_MAX = 6;

function rubMoney(a: Agg | undefined): Money | null {
  return a?.minRub != null ? { amount: a.minRub, currency: 'RUB' } : null;
}

/** Upcoming cruises of a region, line or ship and the cheapest of them in roubles. */
function cruisesAndPriceFrom(a: Agg | undefined): { cruisesCount: number; priceFrom: Money | null } {
  return { cruisesCount: a?.count ?? 0, priceFrom: rubMoney(a) };
}

interface Described {
  name: string;
  shortDescription: string;
  description: string;
  images: string[];
}

/** The texts of a place, line or ship and its first picture, the one its card shows. */
function describedBy(model: Model, rec: Described) {
  return {
    shortDescription: rec.shortDescription,
    description: rec.description,
    image: imageOf(model, rec.images[0], rec.name),
  };
}

function galleryOf(model: Model, rec: Described) {
  return rec.images.map((k) => imageOf(model, k, rec.name));
}

function cruiseCard(model: Model, cruise: CruiseRec, today: string): CruiseCard {
  const ship = model.shipById.get(cruise.shipId)!;
  const line = model.lineById.get(ship.lineId)!;
  const prices = (model.pricesByCruise.get(cruise.id) ?? []).filter((p) => p.available);
  const min = prices.reduce<number | null>((m, p) => {
    const amount = amountToday(p, today);
    return m === null || amount < m ? amount : m;
  }, null);
  const priceFrom = min === null ? null : { amount: min, currency: line.currency };
  const active = (model.promotionsByCruise.get(cruise.id) ?? [])
    .filter((p) => isActive(p, today))
    .sort((a, b) => (b.discountPercent ?? 0) - (a.discountPercent ?? 0));
  const route: string[] = [];
  for (const d of model.daysByCruise.get(cruise.id) ?? []) {
    if (d.portId === null) continue;
    const name = model.portById.get(d.portId)!.name;
    if (route[route.length - 1] !== name) route.push(name);
  }
  return {
    slug: cruise.slug,
    title: cruise.title,
    kind: ship.kind,
    startDate: cruise.startDate,
    endDate: cruise.endDate,
    nights: cruise.nights,
    ship: ref(ship),
    cruiseLine: ref(line),
    departurePort: placeRef(model.portById.get(cruise.departurePortId)!),
    route,
    image: imageOf(model, ship.images[0], `${ship.name}: ${cruise.title}`),
    priceFrom,
    priceFromRub: priceFrom ? toRub(model, priceFrom) : null,
    promotion: active[0] ? badge(active[0]) : null,
    popularity: cruise.popularity,
  };
}

export function cruiseDetail(model: Model, view: DayView, cruise: CruiseRec): Cruise {
  const sailed = hasSailed(cruise.startDate, view.today);
  // A departed cruise is no longer sold, so no promotion applies to it.
  const card = view.entryBySlug.get(cruise.slug)?.card ?? {
    ...cruiseCard(model, cruise, view.today),
    promotion: null,
  };
  const ship = model.shipById.get(cruise.shipId)!;
  const days = model.daysByCruise.get(cruise.id) ?? [];
  const portIds = [...new Set(days.flatMap((d) => (d.portId ? [d.portId] : [])))];
  const countryIds = [...new Set(portIds.map((id) => model.portById.get(id)!.countryId))];
  const firstPort = model.portById.get(cruise.departurePortId)!;
  // Another ship in the same sea or on the same river, nearest in date, then in length: an October
  // sailing is compared with October's, not with the region's first in May.
  const startsAt = Date.parse(cruise.startDate);
  const apart = (c: CruiseRec) => Math.abs(Date.parse(c.startDate) - startsAt) / 86_400_000;
  const similar = view.entries
    .filter(
      (e) =>
        e.cruise.id !== cruise.id &&
        e.cruise.regionIds.some((r) => cruise.regionIds.includes(r)) &&
        e.cruise.shipId !== cruise.shipId,
    )
    .map((e) => ({ e, by: apart(e.cruise) + Math.abs(e.cruise.nights - cruise.nights) }))
    .sort((a, b) => a.by - b.by)
    .slice(0, 4)
    .map(({ e }) => e.card);
  return {
    ...card,
    description: cruise.description,
    images: [...ship.images, ...firstPort.images].map((k, i) =>
      imageOf(model, k, i < ship.images.length ? ship.name : firstPort.name),
    ),
    regions: cruise.regionIds.map((id) => ref(model.regionById.get(id)!)),
    countries: countryIds.map((id) => {
      const country = model.countryById.get(id)!;
      return Object.assign(ref(country), { visa: country.visa });
    }),
    ports: portIds.map((id) => ref(model.portById.get(id)!)),
    included: cruise.included,
    notIncluded: cruise.notIncluded,
    promotions: sailed
      ? []
      : (model.promotionsByCruise.get(cruise.id) ?? []).filter((p) => isActive(p, view.today)).map(badge),
    similar,
    sailed,
    nextDepartures: nextDepartures(model, view, cruise),
  };
}

/** Bookable departures of the same route (the same ports of call in the same order), soonest first. */
function nextDepartures(model: Model, view: DayView, cruise: CruiseRec): CruiseCard[] {
  const key = routeKeyOf(model, cruise);
  const out: CruiseCard[] = [];
  // Entries are in date order.
  for (const e of view.entries) {
    if (out.length >= NEXT_DEPARTURES_MAX) break;
    if (e.cruise.id !== cruise.id && e.routeKey === key) out.push(e.card);
  }
  return out;
}

export function regionView(model: Model, view: DayView, id: number): Region {
  const r = model.regionById.get(id)!;
  // The region's countries by how many of its ports each has: Norway first among the fjords', not fourth
  // after the countries its liners leave from. Ties keep the ports' order.
  const portsOf = new Map<number, number>();
  for (const p of model.ports)
    if (p.regionIds.includes(id)) portsOf.set(p.countryId, (portsOf.get(p.countryId) ?? 0) + 1);
  const countryIds = [...portsOf.keys()].sort((a, b) => portsOf.get(b)! - portsOf.get(a)!);
  const along = regionAlong(r.slug);
  return {
    ...ref(r),
    ...(along ? { along } : {}),
    kind: r.kind,
    ...describedBy(model, r),
    images: galleryOf(model, r),
    center: r.center,
    countries: countryIds.map((c) => ref(model.countryById.get(c)!)),
    ...cruisesAndPriceFrom(view.byRegion.get(id)),
    bestSeason: r.bestSeason,
  };
}

/**
 * A region's card; `own` counts only some of its cruises (one line's or one ship's, on that line's or ship's
 * page: «Волга · 40 круизов от 23 200 ₽» for Водоход, not the region's 134 from 12 500 ₽ of every company).
 */
export function regionCard(model: Model, view: DayView, id: number, own?: Agg): RegionCard {
  const { slug, name, kind, shortDescription, image, cruisesCount, priceFrom } = regionView(model, view, id);
  return {
    slug,
    name,
    kind,
    shortDescription,
    image,
    ...(own ? cruisesAndPriceFrom(own) : { cruisesCount, priceFrom }),
  };
}

export function countryView(model: Model, view: DayView, id: number): Country {
  const c = model.countryById.get(id)!;
  const ports = model.ports.filter((p) => p.countryId === id);
  const regionIds = regionIdsByPorts(ports);
  // The ports a traveller can go ashore at now: «2 порта захода» must not count one no sailing calls at.
  const called = ports.filter((p) => view.byPort.has(p.id));
  return {
    ...ref(c),
    ...countryWording(c.code),
    ...describedBy(model, c),
    images: galleryOf(model, c),
    capital: c.capital,
    language: c.language,
    currency: c.currency,
    visa: c.visa,
    regions: regionIds.map((r) => ref(model.regionById.get(r)!)),
    ports: called.map(ref),
    cruisesCount: view.byCountry.get(id)?.count ?? 0,
  };
}

export function portView(model: Model, view: DayView, id: number): Port {
  const p = model.portById.get(id)!;
  return {
    ...placeRef(p),
    kind: p.kind,
    country: ref(model.countryById.get(p.countryId)!),
    city: cityRef(model.cityById.get(p.cityId)!),
    location: p.location,
    ...describedBy(model, p),
    images: galleryOf(model, p),
    regions: p.regionIds.map((r) => ref(model.regionById.get(r)!)),
    nearby: p.nearbyIds.map((n) => ref(model.portById.get(n)!)),
    cruisesCount: view.byPort.get(id)?.count ?? 0,
    departuresCount: view.departuresByPort.get(id)?.count ?? 0,
  };
}

export function cityView(model: Model, view: DayView, id: number): City {
  const c = model.cityById.get(id)!;
  const ports = model.ports.filter((p) => p.cityId === id);
  const nearby = [...new Set(ports.flatMap((p) => p.nearbyIds))].map((pid) =>
    model.cityById.get(model.portById.get(pid)!.cityId)!,
  );
  return {
    ...placeRef(c),
    kind: cityKind(c),
    country: ref(model.countryById.get(c.countryId)!),
    location: c.location,
    population: c.population,
    ...describedBy(model, c),
    images: galleryOf(model, c),
    sights: c.sights,
    ports: ports.map(ref),
    nearby: nearby.map(ref),
    // A cruise calling at two ports of the city counts once, as the search by those ports finds it once.
    cruisesCount: view.byCity.get(id)?.count ?? 0,
    departuresCount: view.departuresByCity.get(id)?.count ?? 0,
  };
}

export function lineView(model: Model, view: DayView, id: number): CruiseLine {
  const l = model.lineById.get(id)!;
  return {
    ...ref(l),
    kind: l.kind,
    country: l.country,
    foundedYear: l.foundedYear,
    ...describedBy(model, l),
    logo: imageOf(model, l.logo, `Логотип ${ofLine(l)}`),
    shipsCount: model.ships.filter((s) => s.lineId === id).length,
    ...cruisesAndPriceFrom(view.byLine.get(id)),
  };
}

export function shipView(model: Model, view: DayView, id: number): Ship {
  const s = model.shipById.get(id)!;
  return {
    ...ref(s),
    kind: s.kind,
    cruiseLine: ref(model.lineById.get(s.lineId)!),
    year: s.year,
    refurbishedYear: s.refurbishedYear,
    decks: s.decks,
    passengers: s.passengers,
    crew: s.crew,
    tonnage: s.tonnage,
    length: s.length,
    width: s.width,
    speedKnots: s.speedKnots,
    ...describedBy(model, s),
    images: galleryOf(model, s),
    features: s.features,
    ...cruisesAndPriceFrom(view.byShip.get(id)),
  };
}

export function shipCard(model: Model, view: DayView, id: number): ShipCard {
  const { slug, name, kind, cruiseLine, year, passengers, decks, image, cruisesCount, priceFrom } = shipView(
    model,
    view,
    id,
  );
  return { slug, name, kind, cruiseLine, year, passengers, decks, image, cruisesCount, priceFrom };
}

/** A cabin class of a ship, its picture named with the ship. */
export function cabinCategoryView(model: Model, c: CabinRec, shipName: string): CabinCategory {
  return {
    code: c.code,
    name: c.name,
    type: c.type,
    description: c.description,
    area: c.area,
    berths: c.berths,
    extraBeds: c.extraBeds ?? 0,
    decks: c.decks,
    amenities: c.amenities,
    image: imageOf(model, c.image, `${c.name}, ${shipName}`),
  };
}

export function promotionView(model: Model, view: DayView, p: PromotionRec): Promotion {
  const active = isActive(p, view.today);
  return promotionOf({
    ...p,
    isActive: active,
    image: imageOf(model, p.image, p.title),
    cruiseLine: p.lineId ? ref(model.lineById.get(p.lineId)!) : null,
    cruisesCount: active ? (view.byPromotion.get(p.id)?.count ?? 0) : 0,
  });
}
