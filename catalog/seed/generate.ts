/**
 * The deterministic seed generator: the same seed string and the same `seedStart` give byte-identical data.
 * Nothing here reads the clock or the environment; dates are offsets from `seedStart`.
 */
import type {
  ContentPage,
  Currency,
  Description,
  GeoPoint,
  Redirect,
  SearchFiltersInput,
  TildaPage,
} from '../../shared/api/schemas';
import type {
  BannerRec,
  CabinRec,
  CabinType,
  CityRec,
  CountryRec,
  CruiseRec,
  DayRec,
  ImageRec,
  LineRec,
  OrderRec,
  PortRec,
  PriceRec,
  PromotionRec,
  RegionRec,
  Scene,
  ShipRec,
} from '../store/types';
import { COUNTRIES } from './data/countries';
import { LINES, type LineSeed } from './data/lines';
import { CONTENT_PAGES, TILDA_PAGES } from './data/pages';
import { RIVER_PORTS, SEA_PORTS } from './data/ports';
import { REGIONS, type RegionSeed } from './data/regions';
import { BRAND, FOOTER, HEADER, SUBSCRIPTION, USP } from './data/settings';
import { center, distanceKm, outline, round } from './geo';
import { createRng, hashString, type Rng } from './prng';
import { slugify } from './translit';
import { catalogCases } from '../store/place-cases';
import { inPlace, toPlaceOrNoun } from '../../shared/russian/place-cases';
import { ofLine, shipPhrase } from '../../shared/russian/vessel';

/** `в Москве`, or `в порту Кюсюр` where the name has no form. */
const atPort = (name: string) => inPlace({ name, cases: catalogCases(name) }) ?? `в порту ${name}`;

export interface TagPageRec {
  slug: string;
  title: string;
  h1: string;
  description: string;
  seoText: string;
  filters: SearchFiltersInput;
  image: string;
}

export interface SeedData {
  images: ImageRec[];
  countries: CountryRec[];
  regions: RegionRec[];
  cities: CityRec[];
  ports: PortRec[];
  lines: LineRec[];
  ships: ShipRec[];
  cabins: CabinRec[];
  cruises: CruiseRec[];
  days: DayRec[];
  prices: PriceRec[];
  promotions: PromotionRec[];
  cruisePromotions: [number, number][];
  banners: BannerRec[];
  settings: { key: string; data: unknown }[];
  usp: typeof USP;
  tagPages: TagPageRec[];
  contentPages: ContentPage[];
  tildaPages: TildaPage[];
  redirects: Redirect[];
  currencies: (Currency & { updatedAt: string })[];
  descriptions: Description[];
  pageTags: { page: 'home' | 'search' | 'cruise'; slug: string }[];
  orders: OrderRec[];
}

export const SEED_MONTHS = 18;
/** Rubles per unit; the catalogue prices everything in RUB for search through these. */
export const RATES: Record<string, number> = { RUB: 1, EUR: 98.5, USD: 90.2, CNY: 12.4 };

const DAY_MS = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

export function generateSeed(seed: string, seedStart: Date): SeedData {
  const rng = createRng(seed);
  const images: ImageRec[] = [];
  const imageKeys = new Set<string>();
  const image = (key: string, scene: Scene, title: string, subtitle = ''): string => {
    if (!imageKeys.has(key)) {
      imageKeys.add(key);
      const logo = scene === 'logo';
      images.push({
        key,
        scene,
        title,
        subtitle,
        hue: hashString(key) % 360,
        width: logo ? 480 : 1600,
        height: logo ? 240 : 1000,
      });
    }
    return key;
  };

  // ---------- countries ----------
  const countries: CountryRec[] = COUNTRIES.map((c, i) => {
    const slug = slugify(c.name);
    return {
      id: i + 1,
      slug,
      code: c.code,
      name: c.name,
      capital: c.capital,
      language: c.language,
      currency: c.currency,
      visa: c.visa,
      shortDescription: `${c.name}: порты захода, достопримечательности и круизы.`,
      description: `${c.name} — одна из стран, куда заходят круизные лайнеры и теплоходы из нашего каталога. Столица — ${c.capital}, официальный язык — ${c.language}, валюта — ${c.currency}. ${c.visa}`,
      images: [
        image(`country-${slug}-1`, 'city', c.name, 'Страна'),
        image(`country-${slug}-2`, 'sea', c.name, 'Побережье'),
      ],
    };
  });
  const countryByCode = new Map(countries.map((c) => [c.code, c]));

  // ---------- ports and cities ----------
  const cities: CityRec[] = [];
  const ports: PortRec[] = [];
  const SIGHTS = [
    'Исторический центр',
    'Набережная',
    'Кафедральный собор',
    'Краеведческий музей',
    'Смотровая площадка',
    'Центральный рынок',
    'Старая крепость',
    'Городской парк',
    'Художественная галерея',
    'Пешеходная улица',
  ];
  const allPortRows = [
    ...SEA_PORTS.map((row) => ({ row, kind: 'sea' as const })),
    ...RIVER_PORTS.map((row) => ({ row, kind: 'river' as const })),
  ];
  for (const { row, kind } of allPortRows) {
    const [name, code, lat, lng, population] = row;
    const country = countryByCode.get(code);
    if (!country) throw new Error(`unknown country ${code} for ${name}`);
    const slug = slugify(name);
    const id = ports.length + 1;
    const keys = [
      image(`port-${slug}-1`, kind === 'sea' ? 'city' : 'river', name, country.name),
      image(`port-${slug}-2`, kind === 'sea' ? 'sea' : 'city', name, country.name),
    ];
    const where = kind === 'sea' ? 'морской порт' : 'речной порт';
    cities.push({
      id,
      slug,
      name,
      countryId: country.id,
      location: { lat, lng },
      population: population > 0 ? population * 1000 : null,
      shortDescription: `${name} (${country.name}): что посмотреть за одну стоянку.`,
      description: `${name} — город, куда заходят круизы нашего каталога. За время стоянки можно пройти по историческому центру, подняться на смотровую площадку и попробовать местную кухню. Страна: ${country.name}.`,
      sights: rng.shuffle(SIGHTS).slice(0, rng.int(3, 5)),
      images: keys,
    });
    ports.push({
      id,
      slug,
      name,
      kind,
      countryId: country.id,
      cityId: id,
      location: { lat, lng },
      shortDescription: `${name} — ${where}, ${country.name}.`,
      description: `${where[0].toUpperCase()}${where.slice(1)} ${name} принимает ${kind === 'sea' ? 'круизные лайнеры' : 'речные теплоходы'}. От причала до центра города можно дойти пешком или доехать на трансфере, экскурсии начинаются сразу после прибытия.`,
      images: keys,
      regionIds: [],
      nearbyIds: [],
    });
  }
  const portByName = new Map(ports.map((p) => [p.name, p]));
  const portById = new Map(ports.map((p) => [p.id, p]));
  for (const p of ports) {
    p.nearbyIds = ports
      .filter((o) => o.id !== p.id)
      .map((o) => ({ id: o.id, d: distanceKm(p.location, o.location) }))
      .sort((a, b) => a.d - b.d || a.id - b.id)
      .slice(0, 4)
      .map((o) => o.id);
  }

  // ---------- regions ----------
  const regions: RegionRec[] = REGIONS.map((r, i) => {
    const id = i + 1;
    const points = r.ports.map((name) => {
      const port = portByName.get(name);
      if (!port) throw new Error(`unknown port ${name} in ${r.slug}`);
      if (!port.regionIds.includes(id)) port.regionIds.push(id);
      return port.location;
    });
    return {
      id,
      slug: r.slug,
      name: r.name,
      kind: r.kind,
      bestSeason: r.bestSeason,
      shortDescription: r.shortDescription,
      description: r.description,
      images: [
        image(`region-${r.slug}-1`, r.kind === 'sea' ? 'sea' : 'river', r.name, 'Регион'),
        image(`region-${r.slug}-2`, 'region', r.name, r.shortDescription),
      ],
      center: center(points),
      area: outline(points, r.kind === 'sea' ? 1.5 : 0.7),
    };
  });
  const regionBySlug = new Map(regions.map((r) => [r.slug, r]));

  // ---------- lines, ships, cabins ----------
  const lines: LineRec[] = [];
  const ships: ShipRec[] = [];
  const cabins: CabinRec[] = [];
  const shipSeeds = new Map<number, { line: LineSeed; regions: string[] }>();
  for (const l of LINES) {
    const line: LineRec = {
      id: lines.length + 1,
      slug: l.slug,
      name: l.name,
      kind: l.kind,
      country: l.country,
      foundedYear: l.founded,
      currency: l.currency,
      shortDescription: l.shortDescription,
      description: l.description,
      logo: image(`logo-${l.slug}`, 'logo', l.name),
      images: [image(`line-${l.slug}`, l.kind === 'sea' ? 'ship' : 'river', l.name, 'Круизная компания')],
    };
    lines.push(line);
    for (const [
      name,
      year,
      refurb,
      decks,
      passengers,
      crew,
      tonnage,
      length,
      width,
      speed,
      shipRegions,
    ] of l.ships) {
      const slug = slugify(name);
      const ship: ShipRec = {
        id: ships.length + 1,
        slug,
        name,
        kind: l.kind,
        lineId: line.id,
        year,
        refurbishedYear: refurb,
        decks,
        passengers,
        crew,
        tonnage,
        length,
        width,
        speedKnots: speed,
        shortDescription:
          l.kind === 'sea'
            ? `Лайнер ${l.name} на ${passengers} пассажиров, ${decks} палуб.`
            : `Теплоход ${ofLine(l)} на ${passengers} пассажиров.`,
        description: `${name} — ${l.kind === 'sea' ? 'круизный лайнер' : 'речной теплоход'} ${ofLine(l)}, построен в ${year} году${refurb ? `, обновлён в ${refurb}` : ''}. На борту ${decks} палуб, ${passengers} пассажиров и ${crew} человек экипажа. ${l.features.slice(0, 3).join(', ')} — всё это ждёт вас в путешествии.`,
        features: l.features,
        images: [
          image(`ship-${slug}-1`, l.kind === 'sea' ? 'ship' : 'river', name, l.name),
          image(`ship-${slug}-2`, l.kind === 'sea' ? 'sea' : 'river', name, 'На борту'),
          image(`ship-${slug}-3`, 'cabin', name, 'Интерьеры'),
        ],
      };
      ships.push(ship);
      shipSeeds.set(ship.id, { line: l, regions: shipRegions });
      for (const c of cabinTemplates(l)) {
        cabins.push({
          id: cabins.length + 1,
          shipId: ship.id,
          code: c.code,
          name: c.name,
          type: c.type,
          description: c.description,
          area: c.area[0] + rng.int(0, c.area[1] - c.area[0]),
          berths: c.berths,
          decks: pickDecks(rng, decks, c.type),
          amenities: c.amenities,
          image: image(`cabin-${slug}-${c.code.toLowerCase()}`, 'cabin', c.name, name),
        });
      }
    }
  }
  const cabinsByShip = new Map<number, CabinRec[]>();
  for (const c of cabins) cabinsByShip.set(c.shipId, [...(cabinsByShip.get(c.shipId) ?? []), c]);

  // ---------- cruises ----------
  const cruises: CruiseRec[] = [];
  const days: DayRec[] = [];
  const prices: PriceRec[] = [];
  const horizon = addDays(seedStart, Math.round(SEED_MONTHS * 30.44));
  for (const ship of ships) {
    const { line, regions: shipRegions } = shipSeeds.get(ship.id)!;
    let cursor = addDays(seedStart, rng.int(0, 6));
    while (cursor < horizon) {
      const month = cursor.getUTCMonth() + 1;
      const region = chooseRegion(shipRegions, month, line.kind);
      if (!region) {
        cursor = addDays(cursor, 7);
        continue;
      }
      const seedRegion = REGIONS.find((r) => r.slug === region)!;
      const wanted = chooseNights(rng, seedRegion);
      const route =
        seedRegion.kind === 'sea'
          ? seaRoute(rng, seedRegion, wanted, portByName)
          : riverRoute(rng, seedRegion, wanted, portByName);
      const nights = route.length - 1;
      const start = cursor;
      const id = cruises.length + 1;
      const slug = `${ship.slug}-${isoDay(start)}`;
      const stops = route.filter((p): p is PortRec => p !== null);
      cruises.push({
        id,
        slug,
        title: routeTitle(stops),
        shipId: ship.id,
        departurePortId: route[0]!.id,
        startDate: isoDay(start),
        endDate: isoDay(addDays(start, nights)),
        nights,
        popularity: Math.round(
          rng.next() ** 2 * 900 + (line.kind === 'sea' ? 50 : 100) + (nights <= 7 ? 50 : 0),
        ),
        regionIds: [regionBySlug.get(region)!.id],
        description: `${nights} ${plural(nights, 'ночь', 'ночи', 'ночей')} на борту ${shipPhrase({ name: ship.name, kind: line.kind }, 'genitive')}: ${seedRegion.shortDescription} ${seedRegion.description}`,
        included:
          line.kind === 'sea'
            ? [
                'Проживание в каюте выбранной категории',
                'Питание в основных ресторанах',
                'Развлекательная программа',
                'Портовые сборы',
              ]
            : ['Проживание в каюте', 'Трёхразовое питание', 'Экскурсии по программе', 'Вечерние концерты'],
        notIncluded:
          line.kind === 'sea'
            ? ['Перелёт', 'Сервисный сбор', 'Напитки', 'Береговые экскурсии', 'Страховка']
            : ['Дорога до порта отправления', 'Дополнительные экскурсии', 'Напитки в баре'],
        path: routePath(stops),
      });
      route.forEach((port, i) => {
        const last = i === route.length - 1;
        const first = i === 0;
        days.push({
          cruiseId: id,
          day: i + 1,
          date: isoDay(addDays(start, i)),
          portId: port?.id ?? null,
          title: port ? port.name : line.kind === 'sea' ? 'В море' : 'Ходовой день',
          arrival: port && !first ? hhmm(rng, last ? [6, 8] : [7, 10]) : null,
          departure: port && !last ? hhmm(rng, first ? [16, 19] : [16, 20]) : null,
          description: port
            ? first
              ? `Посадка на ${shipPhrase({ name: ship.name, kind: line.kind }, 'accusative')} ${atPort(port.name)} с 12:00, размещение в каютах, инструктаж по безопасности и отправление.`
              : last
                ? `Прибытие ${toPlaceOrNoun({ name: port.name, cases: catalogCases(port.name) }, 'порт')}. Завтрак и высадка до 10:00.`
                : `Стоянка ${atPort(port.name)}: ${rng.pick(['обзорная экскурсия по городу', 'прогулка по историческому центру', 'музеи и местная кухня', 'свободное время и сувениры'])}.`
            : line.kind === 'sea'
              ? 'День в море: бассейны, спа, мастер-классы и вечернее шоу.'
              : 'Ходовой день: лекции, мастер-классы и концерт на борту.',
        });
      });
      const season = seasonFactor(month, line.kind);
      const base = line.perNight * nights * season * (0.85 + rng.next() * 0.35);
      const shipCabins = cabinsByShip.get(ship.id)!;
      let anyAvailable = false;
      shipCabins.forEach((cabin, ci) => {
        const soldOut = ci > 0 && rng.chance(0.08);
        anyAvailable ||= !soldOut;
        const step = line.currency === 'RUB' ? 100 : 10;
        prices.push({
          cruiseId: id,
          cabinId: cabin.id,
          amount: Math.round((base * CABIN_FACTOR[cabin.type]) / step) * step,
          currency: line.currency,
          available: !soldOut,
          cabinsLeft: soldOut ? 0 : rng.chance(0.3) ? rng.int(1, 5) : rng.chance(0.5) ? rng.int(6, 40) : null,
        });
      });
      cursor = addDays(start, nights);
    }
  }

  // ---------- promotions ----------
  const lineBySlug = new Map(lines.map((l) => [l.slug, l]));
  const promoSeeds: {
    slug: string;
    title: string;
    line: string | null;
    percent: number;
    from: number;
    to: number;
    applies: (c: CruiseRec) => boolean;
    short: string;
  }[] = [
    {
      slug: 'rannee-bronirovanie',
      title: 'Раннее бронирование',
      line: null,
      percent: 15,
      from: -30,
      to: 150,
      applies: (c) => c.startDate > isoDay(addDays(seedStart, 150)),
      short: 'Скидка до 15% на круизы следующего сезона.',
    },
    {
      slug: 'goryashchie-kruizy',
      title: 'Горящие круизы',
      line: null,
      percent: 25,
      from: -5,
      to: 60,
      applies: (c) => c.startDate < isoDay(addDays(seedStart, 60)),
      short: 'Скидки до 25% на круизы ближайших двух месяцев.',
    },
    {
      slug: 'msc-deti-besplatno',
      title: 'MSC: дети плывут бесплатно',
      line: 'msc-cruises',
      percent: 10,
      from: -60,
      to: 240,
      applies: () => true,
      short: 'Дети до 12 лет бесплатно в каюте с двумя взрослыми.',
    },
    {
      slug: 'costa-napitki-v-podarok',
      title: 'Costa: пакет напитков в подарок',
      line: 'costa-cruises',
      percent: 12,
      from: -20,
      to: 180,
      applies: () => true,
      short: 'Пакет напитков Pranzo & Cena бесплатно.',
    },
    {
      slug: 'royal-caribbean-vtoroy-gost',
      title: 'Royal Caribbean: скидка второму гостю',
      line: 'royal-caribbean',
      percent: 20,
      from: -10,
      to: 120,
      applies: () => true,
      short: 'Второй гость в каюте — со скидкой 20%.',
    },
    {
      slug: 'vodokhod-pensioneram',
      title: 'Водоход: скидка пенсионерам',
      line: 'vodokhod',
      percent: 10,
      from: -90,
      to: 400,
      applies: () => true,
      short: 'Скидка 10% для пенсионеров на все круизы.',
    },
    {
      slug: 'infoflot-vykhodnye',
      title: 'Инфофлот: круизы выходного дня',
      line: 'infoflot',
      percent: 7,
      from: -30,
      to: 300,
      applies: (c) => c.nights <= 3,
      short: 'Скидка 7% на короткие круизы.',
    },
    {
      slug: 'fyordy-letom',
      title: 'Фьорды летом',
      line: 'aida-cruises',
      percent: 15,
      from: -15,
      to: 200,
      applies: () => true,
      short: 'Скидка 15% на лето в Норвегии и Северной Европе.',
    },
    {
      slug: 'chernaya-pyatnitsa',
      title: 'Чёрная пятница',
      line: null,
      percent: 30,
      from: -120,
      to: -90,
      applies: (c) => c.id % 5 === 0,
      short: 'Скидки до 30% на избранные круизы.',
    },
    {
      slug: 'novogodnyaya-rasprodazha',
      title: 'Новогодняя распродажа',
      line: 'norwegian-cruise-line',
      percent: 20,
      from: -70,
      to: -40,
      applies: () => true,
      short: 'Скидка 20% на круизы NCL.',
    },
  ];
  const promotions: PromotionRec[] = promoSeeds.map((p, i) => ({
    id: i + 1,
    slug: p.slug,
    title: p.title,
    shortDescription: p.short,
    description: `${p.short} Предложение действует с ${ruDate(addDays(seedStart, p.from))} по ${ruDate(addDays(seedStart, p.to))} или до исчерпания мест. Скидка применяется к стоимости проживания в каюте.`,
    terms: [
      `Скидка ${p.percent}% от тарифа круизной компании.`,
      'Не суммируется с другими акциями, кроме скидок постоянным клиентам.',
      'Количество кают по акции ограничено.',
      'Портовые сборы и чаевые оплачиваются полностью.',
    ],
    discountPercent: p.percent,
    startsAt: isoDay(addDays(seedStart, p.from)),
    endsAt: isoDay(addDays(seedStart, p.to)),
    lineId: p.line ? lineBySlug.get(p.line)!.id : null,
    image: image(`promo-${p.slug}`, 'banner', p.title, `Скидка ${p.percent}%`),
  }));
  const shipById = new Map(ships.map((s) => [s.id, s]));
  const cruisePromotions: [number, number][] = [];
  for (const c of cruises) {
    const lineId = shipById.get(c.shipId)!.lineId;
    promoSeeds.forEach((p, i) => {
      const promo = promotions[i];
      if (promo.lineId !== null && promo.lineId !== lineId) return;
      if (!p.applies(c)) return;
      if (promo.lineId === null && !rng.chance(0.35)) return;
      cruisePromotions.push([c.id, promo.id]);
    });
  }

  // ---------- marketing, settings, pages ----------
  const banner = (
    id: number,
    placement: BannerRec['placement'],
    title: string,
    subtitle: string | null,
    href: string,
    buttonText: string,
  ): BannerRec => ({
    id,
    placement,
    title,
    subtitle,
    href,
    buttonText,
    image: image(`banner-${id}`, 'banner', title, subtitle ?? ''),
  });
  const banners: BannerRec[] = [
    banner(
      1,
      'home',
      'Круизы по Волге',
      'Золотое кольцо, Казань и Астрахань — от 3 ночей',
      '/search-cruise/kruizy-po-volge',
      'Выбрать круиз',
    ),
    banner(
      2,
      'home',
      'Средиземноморье с MSC',
      'Дети плывут бесплатно',
      '/promotions/msc-deti-besplatno',
      'Подробнее',
    ),
    banner(
      3,
      'home',
      'Горящие круизы',
      'Скидки до 25% на ближайшие даты',
      '/promotions/goryashchie-kruizy',
      'Смотреть',
    ),
    banner(
      4,
      'copy-home',
      'Норвежские фьорды',
      'Лето среди скал и водопадов',
      '/search-cruise/kruizy-po-norvezhskim-fordam',
      'Выбрать даты',
    ),
    banner(5, 'copy-home', 'Круизы на майские', null, '/search-cruise/kruizy-na-majskie', 'Забронировать'),
    banner(
      6,
      'search',
      'Раннее бронирование',
      'Скидка до 15% на следующий сезон',
      '/promotions/rannee-bronirovanie',
      'Узнать больше',
    ),
    banner(
      7,
      'search',
      'Не нашли круиз?',
      'Оставьте заявку, и менеджер подберёт варианты',
      '/about-us',
      'Связаться',
    ),
  ];

  const nextMay =
    seedStart.getUTCMonth() + 1 > 5 ? seedStart.getUTCFullYear() + 1 : seedStart.getUTCFullYear();
  const nextNy = seedStart.getUTCFullYear();
  const tag = (
    slug: string,
    title: string,
    h1: string,
    filters: SearchFiltersInput,
    seo: string,
  ): TagPageRec => ({
    slug,
    title,
    h1,
    description: `${h1}: расписание, цены и маршруты на ${SEED_MONTHS} месяцев вперёд. Бронирование онлайн.`,
    seoText: `<p>${seo}</p><p>Все круизы в подборке можно забронировать на сайте или по телефону 8 800 123-45-67.</p>`,
    filters,
    image: image(
      `tag-${slug}`,
      filters.kind === 'river' ||
        ['kruizy-po-volge', 'kruizy-iz-moskvy', 'kruizy-iz-sankt-peterburga'].includes(slug)
        ? 'river'
        : 'sea',
      h1,
    ),
  });
  const tagPages: TagPageRec[] = [
    tag(
      'kruizy-po-volge',
      'Круизы по Волге',
      'Круизы по Волге',
      { region: ['volga'] },
      'Речные круизы по Волге — это старинные города Золотого кольца, Казань, Самара и Волгоград.',
    ),
    tag(
      'kruizy-na-majskie',
      'Круизы на майские праздники',
      'Круизы на майские',
      { dateFrom: `${nextMay}-04-28`, dateTo: `${nextMay}-05-12` },
      'Майские праздники — лучшее время открыть навигацию и отправиться в короткий круиз.',
    ),
    tag(
      'kruizy-iz-sankt-peterburga',
      'Круизы из Санкт-Петербурга',
      'Круизы из Санкт-Петербурга',
      { port: ['sankt-peterburg'] },
      'Из Северной столицы теплоходы уходят на Валаам, в Кижи и по Волго-Балту в Москву.',
    ),
    tag(
      'kruizy-iz-moskvy',
      'Круизы из Москвы',
      'Речные круизы из Москвы',
      { port: ['moskva'] },
      'Из Москвы теплоходы отправляются по каналу имени Москвы на Волгу.',
    ),
    tag(
      'rechnye-kruizy',
      'Речные круизы',
      'Речные круизы по России',
      { kind: 'river' },
      'Речные круизы по Волге, Каме, Дону, Лене, Енисею и озёрам Русского Севера.',
    ),
    tag(
      'morskie-kruizy',
      'Морские круизы',
      'Морские круизы по всему миру',
      { kind: 'sea' },
      'Лайнеры MSC, Costa, Royal Caribbean, Norwegian и других компаний.',
    ),
    tag(
      'kruizy-po-sredizemnomoryu',
      'Круизы по Средиземноморью',
      'Круизы по Средиземному морю',
      { region: ['sredizemnomore'] },
      'Италия, Испания и Франция за одну неделю на лайнере.',
    ),
    tag(
      'kruizy-po-karibam',
      'Круизы по Карибам',
      'Круизы по Карибскому морю',
      { region: ['kariby'] },
      'Багамы, Мексика и Антильские острова из Майами и Форт-Лодердейла.',
    ),
    tag(
      'kruizy-po-norvezhskim-fordam',
      'Круизы по Норвежским фьордам',
      'Круизы по фьордам Норвегии',
      { region: ['norvezhskie-fordy'] },
      'Гейрангер, Флом и Берген — самые красивые фьорды мира.',
    ),
    tag(
      'kruizy-vykhodnogo-dnya',
      'Круизы выходного дня',
      'Круизы выходного дня',
      { nights: '1-3' },
      'Короткие круизы на 1–3 ночи: идеально для выходных.',
    ),
    tag(
      'kruizy-msc',
      'Круизы MSC Cruises',
      'Круизы MSC Cruises',
      { line: ['msc-cruises'] },
      'Лайнеры MSC — итальянский стиль и отличные цены.',
    ),
    tag(
      'novogodnie-kruizy',
      'Новогодние круизы',
      'Новогодние круизы',
      { dateFrom: `${nextNy}-12-25`, dateTo: `${nextNy + 1}-01-10` },
      'Встретьте Новый год в море: праздничный ужин, шоу и салют.',
    ),
  ];

  const contentPages: ContentPage[] = CONTENT_PAGES.map((p) => ({
    slug: p.slug,
    title: p.title,
    description: p.description,
    html: p.html,
    updatedAt: isoDay(addDays(seedStart, -20)),
  }));
  const tildaPages: TildaPage[] = TILDA_PAGES.map((p) => ({
    slug: p.slug,
    title: p.title,
    description: p.description,
    html: p.html,
    css: p.css ?? '',
    updatedAt: isoDay(addDays(seedStart, -45)),
  }));

  const redirects: Redirect[] = [
    { from: '/cruises/volga', to: '/search-cruise/kruizy-po-volge', status: 301 },
    { from: '/cruises/sea', to: '/search-cruise/morskie-kruizy', status: 301 },
    { from: '/cruises/river', to: '/search-cruise/rechnye-kruizy', status: 301 },
    { from: '/akcii', to: '/promotions', status: 301 },
    { from: '/company', to: '/about-us', status: 301 },
    { from: '/lines', to: '/all-cruiselines', status: 301 },
    { from: '/regions', to: '/all-regions', status: 301 },
    { from: '/ships/msc-grandiosa', to: '/ship/msc-grandiosa', status: 301 },
    { from: '/info/privacy', to: '/info/policy', status: 301 },
    { from: '/sale', to: '/promotions/goryashchie-kruizy', status: 302 },
  ];

  const updatedAt = new Date(seedStart.getTime() + 9 * 3_600_000).toISOString();
  const currencies = [
    { code: 'RUB', name: 'Российский рубль', symbol: '₽', rateToRub: 1, updatedAt },
    { code: 'EUR', name: 'Евро', symbol: '€', rateToRub: RATES.EUR, updatedAt },
    { code: 'USD', name: 'Доллар США', symbol: '$', rateToRub: RATES.USD, updatedAt },
    { code: 'CNY', name: 'Китайский юань', symbol: '¥', rateToRub: RATES.CNY, updatedAt },
  ];

  const descriptions: Description[] = [
    {
      path: '/',
      // The seasons on sale: this year and the next (the seed covers 18 months from seedStart).
      title: `Круизы ${seedStart.getUTCFullYear()}–${seedStart.getUTCFullYear() + 1}: морские и речные круизы онлайн`,
      description:
        'Более 2000 морских и речных круизов: Средиземноморье, Карибы, фьорды, Волга и Русский Север. Цены круизных компаний, бронирование онлайн.',
    },
    {
      path: '/all-regions',
      title: 'Регионы круизов',
      description: 'Куда отправиться в круиз: регионы морских и речных круизов с ценами и расписанием.',
    },
    {
      path: '/all-cruiselines',
      title: 'Круизные компании',
      description: 'MSC, Costa, Royal Caribbean, Norwegian, Водоход, Мостурфлот и другие круизные компании.',
    },
    {
      path: '/promotions',
      title: 'Акции и скидки на круизы',
      description: 'Раннее бронирование, горящие круизы и специальные предложения круизных компаний.',
    },
    {
      path: '/search-cruise',
      title: 'Поиск круизов',
      description: 'Подберите круиз по региону, датам, длительности и цене.',
    },
    { path: '/about-us', title: 'О компании', description: 'Подбираем и бронируем круизы с 2010 года.' },
    {
      path: '/search',
      title: 'Поиск по сайту',
      description: 'Найдите круиз, лайнер, порт или регион по названию.',
    },
    { path: '/payment', title: 'Оплата заказа', description: 'Оплатите заказ банковской картой онлайн.' },
  ];

  const pageTags = [
    ...[
      'kruizy-po-volge',
      'kruizy-na-majskie',
      'kruizy-po-sredizemnomoryu',
      'kruizy-po-karibam',
      'kruizy-vykhodnogo-dnya',
      'novogodnie-kruizy',
    ].map((slug) => ({ page: 'home' as const, slug })),
    ...[
      'rechnye-kruizy',
      'morskie-kruizy',
      'kruizy-iz-moskvy',
      'kruizy-iz-sankt-peterburga',
      'kruizy-po-norvezhskim-fordam',
      'kruizy-msc',
    ].map((slug) => ({ page: 'search' as const, slug })),
    ...['kruizy-po-volge', 'kruizy-po-sredizemnomoryu', 'kruizy-vykhodnogo-dnya'].map((slug) => ({
      page: 'cruise' as const,
      slug,
    })),
  ];

  const at = (d: number) => addDays(seedStart, d).toISOString();
  const cruiseSlugAt = (i: number) => cruises[i % cruises.length].slug;
  const order = (
    n: number,
    customerName: string,
    amount: number,
    status: OrderRec['status'],
    created: number,
    expires: number,
    description: string,
    paid: number | null,
  ): OrderRec => ({
    ref: `CR-${100000 + n}`,
    description,
    customerName,
    amount,
    currency: 'RUB',
    status,
    cruiseSlug: cruiseSlugAt(n * 97),
    createdAt: at(created),
    expiresAt: at(expires),
    paidAt: paid === null ? null : at(paid),
  });
  const orders: OrderRec[] = [
    order(
      1,
      'Иванов Сергей',
      184_500,
      'new',
      -3,
      400,
      'Предоплата за круиз, каюта с балконом, 2 взрослых',
      null,
    ),
    order(2, 'Петрова Анна', 96_300, 'new', -2, 400, 'Оплата речного круиза, двухместная каюта', null),
    order(3, 'Смирнов Алексей', 312_000, 'paid', -10, 400, 'Полная оплата круиза, люкс', -9),
    order(4, 'Кузнецова Мария', 54_900, 'new', -40, -1, 'Предоплата 30%, бронь истекла', null),
    order(5, 'Соколов Дмитрий', 128_700, 'declined', -5, 400, 'Оплата круиза, 2 взрослых и ребёнок', null),
    order(6, 'Попова Елена', 71_200, 'pending', -1, 400, 'Доплата за каюту с окном', null),
    order(7, 'Лебедев Игорь', 245_000, 'new', -1, 400, 'Круиз на майские, семейная каюта', null),
    order(8, 'Новикова Ольга', 38_400, 'new', 0, 400, 'Круиз выходного дня', null),
    order(9, 'Морозов Павел', 159_900, 'new', 0, 400, 'Оплата по счёту', null),
    order(10, 'Васильева Татьяна', 67_800, 'new', -1, 400, 'Предоплата за речной круиз, каюта с окном', null),
  ];

  return {
    images,
    countries,
    regions,
    cities,
    ports: ports.map((p) => ({ ...p, regionIds: [...p.regionIds] })),
    lines,
    ships,
    cabins,
    cruises,
    days,
    prices,
    promotions,
    cruisePromotions,
    banners,
    settings: [
      { key: 'header', data: HEADER },
      {
        key: 'footer',
        data: { ...FOOTER, copyright: `© 2010–${seedStart.getUTCFullYear()} ${BRAND}` },
      },
      { key: 'subscription', data: SUBSCRIPTION },
    ],
    usp: USP,
    tagPages,
    contentPages,
    tildaPages,
    redirects,
    currencies,
    descriptions,
    pageTags,
    orders,
  };

  // ---------- helpers that need the closure ----------
  function routePath(stops: PortRec[]): GeoPoint[] {
    const out: GeoPoint[] = [];
    stops.forEach((p, i) => {
      if (i > 0) {
        const prev = stops[i - 1];
        if (prev.id === p.id) return;
        // One bent waypoint between calls so the line reads as a route, not a straight chord.
        const mid = {
          lat: (prev.location.lat + p.location.lat) / 2,
          lng: (prev.location.lng + p.location.lng) / 2,
        };
        const bend = (hashString(`${prev.slug}-${p.slug}`) % 100) / 100 - 0.5;
        out.push({ lat: round(mid.lat + bend * 0.4, 4), lng: round(mid.lng - bend * 0.4, 4) });
      }
      out.push(p.location);
    });
    void portById;
    return out;
  }
}

// ---------- pure helpers ----------

const CABIN_FACTOR: Record<CabinType, number> = {
  inside: 1,
  oceanview: 1.3,
  balcony: 1.7,
  suite: 3,
  single: 1.35,
  standard: 1,
  lux: 2.2,
};

interface CabinTemplate {
  code: string;
  name: string;
  type: CabinType;
  description: string;
  area: [number, number];
  berths: number;
  amenities: string[];
}

function cabinTemplates(line: LineSeed): CabinTemplate[] {
  if (line.kind === 'river') {
    return [
      {
        code: 'ST',
        name: 'Двухместная стандарт',
        type: 'standard',
        description: 'Уютная каюта с окном, двумя кроватями и санузлом.',
        area: [9, 12],
        berths: 2,
        amenities: ['Окно', 'Душ и туалет', 'Кондиционер', 'Холодильник'],
      },
      {
        code: 'SGL',
        name: 'Одноместная',
        type: 'single',
        description: 'Каюта для одного путешественника с окном и санузлом.',
        area: [7, 9],
        berths: 1,
        amenities: ['Окно', 'Душ и туалет', 'Кондиционер'],
      },
      {
        code: 'PL',
        name: 'Полулюкс',
        type: 'suite',
        description: 'Просторная каюта с диваном и большим окном.',
        area: [14, 18],
        berths: 2,
        amenities: ['Два окна', 'Диван', 'Телевизор', 'Холодильник', 'Кондиционер'],
      },
      {
        code: 'LUX',
        name: 'Люкс',
        type: 'lux',
        description: 'Двухкомнатная каюта с гостиной и панорамными окнами.',
        area: [20, 26],
        berths: 3,
        amenities: ['Гостиная', 'Панорамные окна', 'Телевизор', 'Мини-бар', 'Халаты'],
      },
    ];
  }
  const base: CabinTemplate[] = [
    {
      code: 'IN',
      name: 'Внутренняя каюта',
      type: 'inside',
      description: 'Каюта без окна: самый доступный способ отправиться в круиз.',
      area: [12, 15],
      berths: 2,
      amenities: ['Две кровати или одна двуспальная', 'Телевизор', 'Сейф', 'Фен'],
    },
    {
      code: 'OV',
      name: 'Каюта с окном',
      type: 'oceanview',
      description: 'Каюта с иллюминатором или окном с видом на море.',
      area: [15, 18],
      berths: 3,
      amenities: ['Окно на море', 'Телевизор', 'Сейф', 'Мини-бар'],
    },
    {
      code: 'BA',
      name: 'Каюта с балконом',
      type: 'balcony',
      description: 'Собственный балкон со столиком и двумя креслами.',
      area: [18, 23],
      berths: 4,
      amenities: ['Балкон', 'Диван', 'Телевизор', 'Сейф', 'Мини-бар'],
    },
    {
      code: 'SU',
      name: 'Сьют',
      type: 'suite',
      description: 'Просторный номер с гостиной, большим балконом и приоритетной посадкой.',
      area: [30, 48],
      berths: 4,
      amenities: ['Гостиная', 'Большой балкон', 'Ванна', 'Обслуживание дворецкого', 'Приоритетная посадка'],
    },
  ];
  if (line.slug === 'msc-cruises') {
    base.push({
      code: 'YC',
      name: 'MSC Yacht Club',
      type: 'suite',
      description: 'Закрытый клуб на борту: отдельный ресторан, бассейн и лаунж, дворецкий 24 часа.',
      area: [32, 60],
      berths: 2,
      amenities: ['Дворецкий 24/7', 'Отдельный ресторан', 'Бассейн клуба', 'Напитки включены'],
    });
  }
  return base;
}

function pickDecks(rng: Rng, decks: number, type: CabinType): number[] {
  const top = Math.max(2, decks - 2);
  const start = type === 'suite' || type === 'lux' ? Math.max(2, top - 2) : rng.int(2, Math.max(2, top - 3));
  const count = Math.min(3, top - start + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

function chooseRegion(shipRegions: string[], month: number, kind: 'sea' | 'river'): string | null {
  if (kind === 'river') {
    const r = REGIONS.find((x) => x.slug === shipRegions[0])!;
    return r.months.includes(month) ? r.slug : null;
  }
  const summer = month >= 4 && month <= 10;
  const ordered = summer ? shipRegions : [...shipRegions].reverse();
  for (const slug of ordered) {
    if (REGIONS.find((x) => x.slug === slug)!.months.includes(month)) return slug;
  }
  return null;
}

function chooseNights(rng: Rng, region: RegionSeed): number {
  const [min, max] = region.nights;
  // Most sailings are a week; short and long ones are rarer, as in real schedules.
  const common =
    region.kind === 'sea' ? [7, 7, 7, 4, 5, 3, 3, 10, 11, 14] : [3, 4, 5, 7, 7, 9, 10, 12, 14, 20];
  const candidates = common.filter((n) => n >= min && n <= max);
  return candidates.length > 0 && rng.chance(0.8) ? rng.pick(candidates) : rng.int(min, max);
}

function seaDaysBetween(a: PortRec, b: PortRec): number {
  return Math.floor(distanceKm(a.location, b.location) / 750);
}

function seaRoute(
  rng: Rng,
  region: RegionSeed,
  nights: number,
  ports: Map<string, PortRec>,
): (PortRec | null)[] {
  const dep = ports.get(rng.pick(region.homePorts))!;
  const pool = rng
    .shuffle(region.ports.filter((n) => n !== dep.name).map((n) => ports.get(n)!))
    .slice(0, Math.max(3, Math.ceil((region.ports.length - 1) * 0.6)));
  const days: (PortRec | null)[] = [dep];
  let cur = dep;
  const total = nights + 1;
  for (;;) {
    const next = pool
      .filter((p) => !days.includes(p))
      .sort((a, b) => distanceKm(cur.location, a.location) - distanceKm(cur.location, b.location))[0];
    if (!next) break;
    const s = seaDaysBetween(cur, next);
    if (days.length + s + 1 + seaDaysBetween(next, dep) + 1 > total) break;
    for (let i = 0; i < s; i++) days.push(null);
    days.push(next);
    cur = next;
  }
  const back = seaDaysBetween(cur, dep);
  while (days.length + back + 1 < total) days.push(null);
  for (let i = 0; i < back; i++) days.push(null);
  days.push(dep);
  return days;
}

function riverRoute(
  rng: Rng,
  region: RegionSeed,
  nights: number,
  ports: Map<string, PortRec>,
): (PortRec | null)[] {
  const list = region.ports.map((n) => ports.get(n)!);
  const home = rng.pick(region.homePorts);
  const at = list.findIndex((p) => p.name === home);
  const down = list.slice(at + 1);
  const up = list.slice(0, at).reverse();
  const seq = down.length === 0 ? up : up.length === 0 ? down : rng.chance(0.7) ? down : up;
  const dep = list[at];
  if (seq.length >= nights && rng.chance(0.35)) return [dep, ...seq.slice(0, nights)];
  const out = seq.slice(0, Math.max(1, Math.min(seq.length, Math.floor(nights / 2))));
  const days: (PortRec | null)[] = [dep, ...out, ...out.slice(0, -1).reverse()];
  while (days.length < nights) days.push(null);
  days.push(dep);
  return days;
}

function routeTitle(stops: PortRec[]): string {
  const names: string[] = [];
  for (const p of stops) if (names[names.length - 1] !== p.name) names.push(p.name);
  if (names.length <= 5) return names.join(' — ');
  return [...names.slice(0, 3), '…', names[names.length - 1]].join(' — ');
}

function seasonFactor(month: number, kind: 'sea' | 'river'): number {
  if (kind === 'river') return [6, 7, 8].includes(month) ? 1.2 : 1;
  return [7, 8, 12].includes(month) ? 1.25 : [1, 2, 11].includes(month) ? 0.85 : 1;
}

function hhmm(rng: Rng, [from, to]: [number, number]): string {
  const h = rng.int(from, to);
  return `${String(h).padStart(2, '0')}:${rng.chance(0.5) ? '00' : '30'}`;
}

const MONTHS_GEN = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
function ruDate(d: Date): string {
  return `${d.getUTCDate()} ${MONTHS_GEN[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function plural(n: number, one: string, few: string, many: string): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
}
