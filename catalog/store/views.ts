/**
 * Contract-shaped views over the model for one calendar day. "Upcoming" (the cruises a visitor can still
 * book) depends on the date, so counts, prices-from and cards are computed per day and cached.
 */
import type {
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
} from '../../shared/api/schemas';
import type { NightsRange } from '../../shared/validation';
import { imageOf, type Model } from './model';
import type { CruiseRec, PromotionRec } from './types';

/** One upcoming cruise with everything search filters on, flattened for a fast scan. */
export interface SearchEntry {
  cruise: CruiseRec;
  card: CruiseCard;
  kind: 'sea' | 'river';
  region: string[];
  country: string[];
  port: string[];
  line: string[];
  ship: string[];
  month: string[];
  nights: string[];
  start: string;
  priceRub: number | null;
  promotions: string[];
  /** Lower-cased words of the title and route for term search. */
  words: string[];
}

interface Agg {
  count: number;
  minRub: number | null;
}

export interface DayView {
  today: string;
  entries: SearchEntry[];
  entryBySlug: Map<string, SearchEntry>;
  byRegion: Map<number, Agg>;
  byCountry: Map<number, Agg>;
  byPort: Map<number, Agg>;
  byLine: Map<number, Agg>;
  byShip: Map<number, Agg>;
  byPromotion: Map<number, Agg>;
  /** Regions each ship and line sail in, by upcoming cruises. */
  regionsByShip: Map<number, Set<number>>;
  regionsByLine: Map<number, Set<number>>;
}

export function nightsRange(n: number): NightsRange {
  if (n <= 3) return '1-3';
  if (n <= 7) return '4-7';
  if (n <= 10) return '8-10';
  if (n <= 14) return '11-14';
  return '15-';
}

/** Lower case, ё → е, split into words: the one normalisation term search uses on both sides. */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^a-zа-я0-9]+/u)
    .filter(Boolean);
}

export function ref(x: { slug: string; name: string }): Ref {
  return { slug: x.slug, name: x.name };
}

export function toRub(model: Model, m: Money): Money {
  return { amount: Math.round(m.amount * (model.rates.get(m.currency) ?? 1)), currency: 'RUB' };
}

const isActive = (p: PromotionRec, today: string) => p.startsAt <= today && today <= p.endsAt;

export function badge(p: PromotionRec): PromotionBadge {
  return { slug: p.slug, title: p.title, discountPercent: p.discountPercent };
}

export function buildDayView(model: Model, today: string): DayView {
  const entries: SearchEntry[] = [];
  const agg = () => new Map<number, Agg>();
  const view: DayView = {
    today,
    entries,
    entryBySlug: new Map(),
    byRegion: agg(),
    byCountry: agg(),
    byPort: agg(),
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
    if (cruise.startDate < today) continue;
    const card = cruiseCard(model, cruise, today);
    const ship = model.shipById.get(cruise.shipId)!;
    const line = model.lineById.get(ship.lineId)!;
    const portIds = new Set(
      (model.daysByCruise.get(cruise.id) ?? []).flatMap((d) => (d.portId ? [d.portId] : [])),
    );
    const countryIds = new Set([...portIds].map((id) => model.portById.get(id)!.countryId));
    const rub = card.priceFromRub?.amount ?? null;
    const promos = model.promotionsByCruise.get(cruise.id) ?? [];
    const entry: SearchEntry = {
      cruise,
      card,
      kind: ship.kind,
      region: cruise.regionIds.map((id) => model.regionById.get(id)!.slug),
      country: [...countryIds].map((id) => model.countryById.get(id)!.slug),
      port: [model.portById.get(cruise.departurePortId)!.slug],
      line: [line.slug],
      ship: [ship.slug],
      month: [cruise.startDate.slice(0, 7)],
      nights: [nightsRange(cruise.nights)],
      start: cruise.startDate,
      priceRub: rub,
      promotions: promos.map((p) => p.slug),
      words: normalizeWords(`${cruise.title} ${card.route.join(' ')} ${ship.name}`),
    };
    entries.push(entry);
    view.entryBySlug.set(cruise.slug, entry);
    for (const id of cruise.regionIds) {
      bump(view.byRegion, id, rub);
      (view.regionsByShip.get(ship.id) ?? view.regionsByShip.set(ship.id, new Set()).get(ship.id)!).add(id);
      (view.regionsByLine.get(line.id) ?? view.regionsByLine.set(line.id, new Set()).get(line.id)!).add(id);
    }
    for (const id of countryIds) bump(view.byCountry, id, rub);
    for (const id of portIds) bump(view.byPort, id, rub);
    bump(view.byLine, line.id, rub);
    bump(view.byShip, ship.id, rub);
    for (const p of promos) bump(view.byPromotion, p.id, rub);
  }
  return view;
}

function rubMoney(a: Agg | undefined): Money | null {
  return a?.minRub != null ? { amount: a.minRub, currency: 'RUB' } : null;
}

export function cruiseCard(model: Model, cruise: CruiseRec, today: string): CruiseCard {
  const ship = model.shipById.get(cruise.shipId)!;
  const line = model.lineById.get(ship.lineId)!;
  const prices = (model.pricesByCruise.get(cruise.id) ?? []).filter((p) => p.available);
  const min = prices.reduce<number | null>((m, p) => (m === null || p.amount < m ? p.amount : m), null);
  const priceFrom = min === null ? null : { amount: min, currency: line.currency };
  const active = (model.promotionsByCruise.get(cruise.id) ?? [])
    .filter((p) => isActive(p, today))
    .sort((a, b) => b.discountPercent - a.discountPercent);
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
    departurePort: ref(model.portById.get(cruise.departurePortId)!),
    route,
    image: imageOf(model, ship.images[0], `${ship.name}: ${cruise.title}`),
    priceFrom,
    priceFromRub: priceFrom ? toRub(model, priceFrom) : null,
    promotion: active[0] ? badge(active[0]) : null,
    popularity: cruise.popularity,
  };
}

export function cruiseDetail(model: Model, view: DayView, cruise: CruiseRec): Cruise {
  const card = view.entryBySlug.get(cruise.slug)?.card ?? cruiseCard(model, cruise, view.today);
  const ship = model.shipById.get(cruise.shipId)!;
  const days = model.daysByCruise.get(cruise.id) ?? [];
  const portIds = [...new Set(days.flatMap((d) => (d.portId ? [d.portId] : [])))];
  const countryIds = [...new Set(portIds.map((id) => model.portById.get(id)!.countryId))];
  const firstPort = model.portById.get(cruise.departurePortId)!;
  const similar = view.entries
    .filter(
      (e) =>
        e.cruise.id !== cruise.id &&
        e.cruise.regionIds.some((r) => cruise.regionIds.includes(r)) &&
        e.cruise.shipId !== cruise.shipId,
    )
    .slice(0, 4)
    .map((e) => e.card);
  return {
    ...card,
    description: cruise.description,
    images: [...ship.images, ...firstPort.images].map((k, i) =>
      imageOf(model, k, i < ship.images.length ? ship.name : firstPort.name),
    ),
    regions: cruise.regionIds.map((id) => ref(model.regionById.get(id)!)),
    countries: countryIds.map((id) => ref(model.countryById.get(id)!)),
    ports: portIds.map((id) => ref(model.portById.get(id)!)),
    included: cruise.included,
    notIncluded: cruise.notIncluded,
    promotions: (model.promotionsByCruise.get(cruise.id) ?? [])
      .filter((p) => isActive(p, view.today))
      .map(badge),
    similar,
  };
}

export function regionView(model: Model, view: DayView, id: number): Region {
  const r = model.regionById.get(id)!;
  const a = view.byRegion.get(id);
  const countryIds = [
    ...new Set(model.ports.filter((p) => p.regionIds.includes(id)).map((p) => p.countryId)),
  ];
  return {
    slug: r.slug,
    name: r.name,
    kind: r.kind,
    shortDescription: r.shortDescription,
    description: r.description,
    image: imageOf(model, r.images[0], r.name),
    images: r.images.map((k) => imageOf(model, k, r.name)),
    center: r.center,
    countries: countryIds.map((c) => ref(model.countryById.get(c)!)),
    cruisesCount: a?.count ?? 0,
    priceFrom: rubMoney(a),
    bestSeason: r.bestSeason,
  };
}

export function regionCard(model: Model, view: DayView, id: number): RegionCard {
  const { slug, name, kind, shortDescription, image, cruisesCount, priceFrom } = regionView(model, view, id);
  return { slug, name, kind, shortDescription, image, cruisesCount, priceFrom };
}

export function countryView(model: Model, view: DayView, id: number): Country {
  const c = model.countryById.get(id)!;
  const ports = model.ports.filter((p) => p.countryId === id);
  const regionIds = [...new Set(ports.flatMap((p) => p.regionIds))];
  return {
    slug: c.slug,
    name: c.name,
    shortDescription: c.shortDescription,
    description: c.description,
    image: imageOf(model, c.images[0], c.name),
    images: c.images.map((k) => imageOf(model, k, c.name)),
    capital: c.capital,
    language: c.language,
    currency: c.currency,
    visa: c.visa,
    regions: regionIds.map((r) => ref(model.regionById.get(r)!)),
    ports: ports.map(ref),
    cruisesCount: view.byCountry.get(id)?.count ?? 0,
  };
}

export function portView(model: Model, view: DayView, id: number): Port {
  const p = model.portById.get(id)!;
  return {
    slug: p.slug,
    name: p.name,
    kind: p.kind,
    country: ref(model.countryById.get(p.countryId)!),
    city: ref(model.cityById.get(p.cityId)!),
    location: p.location,
    shortDescription: p.shortDescription,
    description: p.description,
    image: imageOf(model, p.images[0], p.name),
    images: p.images.map((k) => imageOf(model, k, p.name)),
    regions: p.regionIds.map((r) => ref(model.regionById.get(r)!)),
    nearby: p.nearbyIds.map((n) => ref(model.portById.get(n)!)),
    cruisesCount: view.byPort.get(id)?.count ?? 0,
  };
}

export function cityView(model: Model, view: DayView, id: number): City {
  const c = model.cityById.get(id)!;
  const ports = model.ports.filter((p) => p.cityId === id);
  const nearby = [...new Set(ports.flatMap((p) => p.nearbyIds))].map((pid) =>
    model.cityById.get(model.portById.get(pid)!.cityId)!,
  );
  return {
    slug: c.slug,
    name: c.name,
    country: ref(model.countryById.get(c.countryId)!),
    location: c.location,
    population: c.population,
    shortDescription: c.shortDescription,
    description: c.description,
    sights: c.sights,
    image: imageOf(model, c.images[0], c.name),
    images: c.images.map((k) => imageOf(model, k, c.name)),
    ports: ports.map(ref),
    nearby: nearby.map(ref),
    cruisesCount: ports.reduce((s, p) => s + (view.byPort.get(p.id)?.count ?? 0), 0),
  };
}

export function lineView(model: Model, view: DayView, id: number): CruiseLine {
  const l = model.lineById.get(id)!;
  const a = view.byLine.get(id);
  return {
    slug: l.slug,
    name: l.name,
    kind: l.kind,
    country: l.country,
    foundedYear: l.foundedYear,
    shortDescription: l.shortDescription,
    description: l.description,
    logo: imageOf(model, l.logo, `Логотип ${l.name}`),
    image: imageOf(model, l.images[0], l.name),
    shipsCount: model.ships.filter((s) => s.lineId === id).length,
    cruisesCount: a?.count ?? 0,
    priceFrom: rubMoney(a),
  };
}

export function shipView(model: Model, view: DayView, id: number): Ship {
  const s = model.shipById.get(id)!;
  const a = view.byShip.get(id);
  return {
    slug: s.slug,
    name: s.name,
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
    shortDescription: s.shortDescription,
    description: s.description,
    features: s.features,
    image: imageOf(model, s.images[0], s.name),
    images: s.images.map((k) => imageOf(model, k, s.name)),
    cruisesCount: a?.count ?? 0,
    priceFrom: rubMoney(a),
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

export function promotionView(model: Model, view: DayView, p: PromotionRec): Promotion {
  return {
    slug: p.slug,
    title: p.title,
    shortDescription: p.shortDescription,
    description: p.description,
    terms: p.terms,
    discountPercent: p.discountPercent,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    isActive: isActive(p, view.today),
    image: imageOf(model, p.image, p.title),
    cruiseLine: p.lineId ? ref(model.lineById.get(p.lineId)!) : null,
    cruisesCount: isActive(p, view.today) ? (view.byPromotion.get(p.id)?.count ?? 0) : 0,
  };
}
