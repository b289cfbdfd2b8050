/**
 * The product API contract: every shape that crosses /api/v1, written once as zod schemas.
 * The embedded catalogue validates its responses against these in tests, the OpenAPI document is
 * generated from them, and the site's types come from them (`z.infer`). Browser code imports types only,
 * so zod never reaches the client bundle.
 *
 * Conventions (docs/decisions/002-api-contract.md):
 * - reads are GET with a query string, writes are POST with a JSON body;
 * - money is an integer amount of whole currency units plus an ISO 4217 code;
 * - dates are ISO strings (`YYYY-MM-DD` for calendar dates, full ISO for moments);
 * - every list that can grow is a Page<T>.
 */
import { z } from 'zod';
import {
  CABIN_NUMBER_PATTERN,
  CURRENCY_CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ISO_DATE_PATTERN,
  LEAD_LIMITS,
  LEAD_REFERENCE_PATTERN,
  LEAD_MESSAGES,
  NIGHTS_RANGES,
  PAGE_SIZE_MAX,
  PARTY_LIMITS,
  PARTY_MESSAGES,
  isPhone,
  SEARCH_SORTS,
  SHORT_CODE_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  TERM_MIN_LENGTH,
} from '../validation';
import { normalizeOrderRef, ORDER_REF_RE } from '../order-ref';

// ---------- building blocks ----------

const Slug = z.string().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, 'Некорректный адрес страницы');
const IsoDate = z.string().regex(ISO_DATE_PATTERN, 'Дата в формате ГГГГ-ММ-ДД');
const IsoDateTime = z.string().datetime({ offset: true });
const CurrencyCode = z.string().regex(CURRENCY_CODE_PATTERN);
const Locale = z.enum(['ru']).default('ru');
export const CruiseKind = z.enum(['sea', 'river']);
export type CruiseKind = z.infer<typeof CruiseKind>;

export const Money = z.object({
  amount: z.number().int().nonnegative(),
  currency: CurrencyCode,
});
export type Money = z.infer<typeof Money>;

/** An image on the API host. `url` is a path under /storage; width and height are the original's. */
export const Image = z.object({
  url: z.string().startsWith('/storage/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Image = z.infer<typeof Image>;

export const GeoPoint = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type GeoPoint = z.infer<typeof GeoPoint>;

/** A link to another entity: enough to render its name and its URL. */
export const Ref = z.object({ slug: Slug, name: z.string() });

/**
 * Case forms of a place's name for the phrases a site composes (`из Москвы`, `в Малагу`, `в Нижнем
 * Новгороде`). Optional: a client declines a place without them itself, or words the phrase so that no
 * case is needed.
 */
export const PlaceCases = z
  .object({
    /** Родительный: `(из) Москвы`. */
    genitive: z.string().min(1),
    /** Винительный: `(в) Москву`. */
    accusative: z.string().min(1),
    /** Предложный: `(в) Москве`. */
    prepositional: z.string().min(1),
    /**
     * `на` for a place that takes «на» and «с», not «в» and «из»: islands and the like (`на Валааме`,
     * `на Санторини`, `с Пхукета`). Absent: «в» and «из».
     */
    preposition: z.literal('на').optional(),
  })
  .meta({
    description:
      'Case forms of the name, for phrases such as «из Москвы», «в Малагу», «в Москве»; preposition «на» for islands («на Санторини», «с Пхукета»).',
  });
export type PlaceCases = z.infer<typeof PlaceCases>;
/** A reference to a port or city, with the case forms of its name when the API knows them. */
export const PlaceRef = Ref.extend({ cases: PlaceCases.optional() });
export type PlaceRef = z.infer<typeof PlaceRef>;
export type Ref = z.infer<typeof Ref>;

const Pagination = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(24),
});

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    pages: z.number().int().nonnegative(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const SlugQuery = z.strictObject({ slug: Slug });
export const LocaleQuery = z.strictObject({ locale: Locale });
export const LimitQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(48).default(12) });
export const PageQuery = z.strictObject({ ...Pagination.shape });
export const SlugPageQuery = z.strictObject({ slug: Slug, ...Pagination.shape });
export const Empty = z.strictObject({});

// ---------- settings and marketing ----------

const MenuItem = z.object({ title: z.string(), href: z.string() });
type MenuItem = z.infer<typeof MenuItem>;

export const HeaderSettings = z.object({
  /** E.164 phone for the tel: link; null hides the header phone button (requirements §2). */
  phone: z.string().nullable(),
  phoneDisplay: z.string().nullable(),
  workingHours: z.string().nullable(),
  menu: z.array(MenuItem),
});
export type HeaderSettings = z.infer<typeof HeaderSettings>;

export const FooterSettings = z.object({
  about: z.string(),
  contacts: z.object({
    phone: z.string().nullable(),
    phoneDisplay: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  columns: z.array(z.object({ title: z.string(), links: z.array(MenuItem) })),
  socials: z.array(
    z.object({
      type: z.enum(['vk', 'telegram', 'whatsapp', 'youtube', 'dzen', 'ok']),
      title: z.string(),
      href: z.string(),
    }),
  ),
  legal: z.string(),
  copyright: z.string(),
  /**
   * The settings are a demonstration, not a real company's: the site says so in one line of its footer.
   * Absent or false on a real site.
   */
  demo: z.boolean().optional(),
});
export type FooterSettings = z.infer<typeof FooterSettings>;

export const SubscriptionSettings = z.object({
  title: z.string(),
  text: z.string(),
  buttonText: z.string(),
  successText: z.string(),
  consentText: z.string(),
});
export type SubscriptionSettings = z.infer<typeof SubscriptionSettings>;

export const Usp = z.object({
  id: z.number().int(),
  icon: z.enum(['ship', 'shield', 'percent', 'support', 'calendar', 'star', 'wallet', 'globe']),
  title: z.string(),
  text: z.string(),
});
export type Usp = z.infer<typeof Usp>;

const BannerPlacement = z.enum(['home', 'copy-home', 'search']);
export const Banner = z.object({
  id: z.number().int(),
  placement: BannerPlacement,
  title: z.string(),
  subtitle: z.string().nullable(),
  image: Image,
  href: z.string(),
  buttonText: z.string(),
});
export type Banner = z.infer<typeof Banner>;
export const BannersQuery = z.strictObject({ placement: BannerPlacement.default('home') });

/** SEO title and description for a site path (`/get-descriptions`); nulls when none are set. */
export const Description = z.object({
  path: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
});
export type Description = z.infer<typeof Description>;
export const DescriptionQuery = z.strictObject({ path: z.string().min(1).max(300).startsWith('/') });

/** Tag-page chips shown on a page (`/get-page-tags`). */
export const PageTag = z.object({ slug: Slug, title: z.string(), count: z.number().int().nonnegative() });
export type PageTag = z.infer<typeof PageTag>;
export const PageTagsQuery = z.strictObject({ page: z.enum(['home', 'search', 'cruise']).default('home') });

// ---------- places ----------

export const Region = z.object({
  slug: Slug,
  name: z.string(),
  /**
   * The name after «по», as running text writes it: `(круизы по) Восточному Средиземноморью`, `норвежским
   * фьордам`. Optional: without it a client words its phrase so that no case is needed.
   */
  along: z.string().min(1).optional(),
  kind: CruiseKind,
  shortDescription: z.string(),
  description: z.string(),
  image: Image,
  images: z.array(Image),
  center: GeoPoint,
  countries: z.array(Ref),
  cruisesCount: z.number().int().nonnegative(),
  priceFrom: Money.nullable(),
  bestSeason: z.string(),
});
export type Region = z.infer<typeof Region>;

export const RegionCard = Region.pick({
  slug: true,
  name: true,
  kind: true,
  shortDescription: true,
  image: true,
  cruisesCount: true,
  priceFrom: true,
});
export type RegionCard = z.infer<typeof RegionCard>;

/** All regions with coordinates for the regions map (`/regions/get-map`). */
export const RegionsMap = z.object({
  regions: z.array(
    RegionCard.extend({
      center: GeoPoint,
      /** Outline of the region as a closed polygon of points, for drawing. */
      area: z.array(GeoPoint),
    }),
  ),
});
export type RegionsMap = z.infer<typeof RegionsMap>;

export const Country = z.object({
  slug: Slug,
  name: z.string(),
  /**
   * The name after «по», as running text writes it: `(круизы по) Франции`, `Нидерландам`.
   * Optional: without it a client words its phrase so that no case is needed.
   */
  along: z.string().min(1).optional(),
  /**
   * Instead of `along`, for a country whose sailings call at one port: the name with its preposition after
   * «с заходом», `(круизы с заходом) в Монако`, `на Кипр`.
   */
  into: z.string().min(1).optional(),
  shortDescription: z.string(),
  description: z.string(),
  image: Image,
  images: z.array(Image),
  capital: z.string(),
  language: z.string(),
  currency: z.string(),
  visa: z.string(),
  regions: z.array(Ref),
  /** The country's ports that upcoming sailings call at or leave from. */
  ports: z.array(Ref),
  cruisesCount: z.number().int().nonnegative(),
});
export type Country = z.infer<typeof Country>;

/** What a place of call is, for its page's words: «Город», «Остров», «Село», «Деревня», «Посёлок»… */
export const CityKind = z.enum(['city', 'island', 'village', 'hamlet', 'settlement', 'stanitsa', 'nature']);
export type CityKind = z.infer<typeof CityKind>;

/** A port's town, island or village, with what it is (a port page's fact says «Остров: Кижи»). */
const CityRef = Ref.extend({ kind: CityKind });

export const Port = z.object({
  slug: Slug,
  name: z.string(),
  cases: PlaceCases.optional(),
  kind: CruiseKind,
  country: Ref,
  city: CityRef,
  location: GeoPoint,
  shortDescription: z.string(),
  description: z.string(),
  image: Image,
  images: z.array(Image),
  regions: z.array(Ref),
  nearby: z.array(Ref),
  cruisesCount: z.number().int().nonnegative(),
  /** Of `cruisesCount`, those that start here: the page says «Круизы из …», «с заходом в …» or both. */
  departuresCount: z.number().int().nonnegative(),
});
export type Port = z.infer<typeof Port>;

export const City = z.object({
  slug: Slug,
  name: z.string(),
  kind: CityKind,
  cases: PlaceCases.optional(),
  country: Ref,
  location: GeoPoint,
  population: z.number().int().nonnegative().nullable(),
  shortDescription: z.string(),
  description: z.string(),
  sights: z.array(z.string()),
  image: Image,
  images: z.array(Image),
  ports: z.array(Ref),
  nearby: z.array(Ref),
  cruisesCount: z.number().int().nonnegative(),
  /** Of `cruisesCount`, those that start at one of the city's ports. */
  departuresCount: z.number().int().nonnegative(),
});
export type City = z.infer<typeof City>;

// ---------- lines, ships, cabins ----------

export const CruiseLine = z.object({
  slug: Slug,
  name: z.string(),
  kind: CruiseKind,
  country: z.string(),
  foundedYear: z.number().int().nullable(),
  shortDescription: z.string(),
  description: z.string(),
  logo: Image,
  image: Image,
  shipsCount: z.number().int().nonnegative(),
  cruisesCount: z.number().int().nonnegative(),
  priceFrom: Money.nullable(),
});
export type CruiseLine = z.infer<typeof CruiseLine>;

export const Ship = z.object({
  slug: Slug,
  name: z.string(),
  kind: CruiseKind,
  cruiseLine: Ref,
  year: z.number().int(),
  refurbishedYear: z.number().int().nullable(),
  decks: z.number().int().positive(),
  passengers: z.number().int().positive(),
  crew: z.number().int().positive(),
  tonnage: z.number().int().positive().nullable(),
  length: z.number().positive(),
  width: z.number().positive().nullable(),
  speedKnots: z.number().positive().nullable(),
  shortDescription: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  image: Image,
  images: z.array(Image),
  cruisesCount: z.number().int().nonnegative(),
  priceFrom: Money.nullable(),
});
export type Ship = z.infer<typeof Ship>;

export const ShipCard = Ship.pick({
  slug: true,
  name: true,
  kind: true,
  cruiseLine: true,
  year: true,
  passengers: true,
  decks: true,
  image: true,
  cruisesCount: true,
  priceFrom: true,
});
export type ShipCard = z.infer<typeof ShipCard>;

export const CabinCategory = z.object({
  code: z.string().regex(/^[A-Z0-9-]{1,12}$/),
  name: z.string(),
  type: z.enum(['inside', 'oceanview', 'balcony', 'suite', 'single', 'standard', 'lux']),
  description: z.string(),
  area: z.number().positive(),
  berths: z.number().int().positive(),
  /**
   * «Дополнительное место»: a folding bed or sofa beside `berths`, for a child sharing the cabin with a grown-up
   * (docs/decisions/024-party-price.md, 2026-11-28). Absent or 0: none (sea cabins count every bed in `berths`).
   */
  extraBeds: z.number().int().min(0).max(1).optional(),
  decks: z.array(z.number().int()),
  amenities: z.array(z.string()),
  image: Image,
});
export type CabinCategory = z.infer<typeof CabinCategory>;

/** A cabin's number as its door shows it: the deck, then the place on it ("214", "9123"). */
const CabinNumber = z.string().regex(CABIN_NUMBER_PATTERN, LEAD_MESSAGES.cabinNumberInvalid);
/** A cabin on a deck plan: its category's code and its rectangle in the deck's coordinates (bow on the right). */
const DeckCabin = z.object({
  number: CabinNumber,
  category: CabinCategory.shape.code,
  x: z.number().nonnegative(),
  y: z.number().nonnegative(),
  w: z.number().positive(),
  h: z.number().positive(),
});
type DeckCabin = z.infer<typeof DeckCabin>;
/** One deck of a ship: `width` × `height` is its drawing's coordinate system, stern at x = 0. */
export const Deck = z.object({
  number: z.number().int().positive(),
  /** «Главная палуба», «Палуба 9». */
  name: z.string().min(1),
  width: z.number().positive(),
  height: z.number().positive(),
  cabins: z.array(DeckCabin),
});
export type Deck = z.infer<typeof Deck>;
/** /cabin-categories/get-by-ship-slug: the ship's classes and its decks with every cabin (docs/decisions/023-deck-plans.md). */
export const ShipCabins = z.object({ items: z.array(CabinCategory), decks: z.array(Deck) });
export type ShipCabins = z.infer<typeof ShipCabins>;
/** A cabin's state on one sailing: free to book, booked, or held by the line and sold on request. */
export const CabinStatusKind = z.enum(['free', 'booked', 'request']);
export type CabinStatusKind = z.infer<typeof CabinStatusKind>;
export const CabinStatus = z.object({
  number: CabinNumber,
  category: CabinCategory.shape.code,
  status: CabinStatusKind,
});
export type CabinStatus = z.infer<typeof CabinStatus>;

// ---------- cruises ----------

export const PromotionBadge = z.object({
  slug: Slug,
  title: z.string(),
  /** What the badge says the offer is: '−15% раннее бронирование', 'Дети бесплатно'. */
  label: z.string().min(1),
  /** `null` when the offer is not a percentage off (free children, a gift). */
  discountPercent: z.number().int().min(1).max(90).nullable(),
  /** The offer's last day, when the API says it: a price with the offer's percentage off holds till then. */
  endsAt: IsoDate.optional(),
});
export type PromotionBadge = z.infer<typeof PromotionBadge>;

export const CruiseCard = z.object({
  slug: Slug,
  title: z.string(),
  kind: CruiseKind,
  startDate: IsoDate,
  endDate: IsoDate,
  nights: z.number().int().positive(),
  ship: Ref,
  cruiseLine: Ref,
  departurePort: PlaceRef,
  /** Port names in order of call, sea days left out. */
  route: z.array(z.string()),
  image: Image,
  /**
   * The lowest price a traveller pays today (the early-booking price while it holds) of a category with
   * places, in the line's own currency, and the same converted to rubles.
   */
  priceFrom: Money.nullable(),
  priceFromRub: Money.nullable(),
  promotion: PromotionBadge.nullable(),
  popularity: z.number().int().nonnegative(),
});
export type CruiseCard = z.infer<typeof CruiseCard>;

/** A country a cruise goes to, with what its entry asks of a Russian traveller (the country page's `visa`). */
const CruiseCountry = Ref.extend({ visa: z.string().min(1).optional() });

export const Cruise = CruiseCard.extend({
  description: z.string(),
  images: z.array(Image),
  regions: z.array(Ref),
  countries: z.array(CruiseCountry),
  ports: z.array(Ref),
  included: z.array(z.string()),
  notIncluded: z.array(z.string()),
  promotions: z.array(PromotionBadge),
  similar: z.array(CruiseCard),
  /** It departed today (Moscow time) or earlier: no longer offered, no booking requests. */
  sailed: z.boolean(),
  /** Bookable departures of the same route (the same ports of call in order), soonest first. */
  nextDepartures: z.array(CruiseCard),
});
export type Cruise = z.infer<typeof Cruise>;

export const ItineraryDay = z.object({
  day: z.number().int().positive(),
  date: IsoDate,
  port: Ref.nullable(),
  /** Port name, or 'В море' on a day at sea. */
  title: z.string(),
  arrival: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  departure: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  description: z.string(),
});
export type ItineraryDay = z.infer<typeof ItineraryDay>;
export const Itinerary = z.object({ cruiseSlug: Slug, days: z.array(ItineraryDay) });
export type Itinerary = z.infer<typeof Itinerary>;

export const CruiseMap = z.object({
  cruiseSlug: Slug,
  /** Ports of call in order, with the day of the first call. */
  stops: z.array(
    z.object({ name: z.string(), slug: Slug, day: z.number().int().positive(), location: GeoPoint }),
  ),
  /** The sailing line, including waypoints between ports. */
  path: z.array(GeoPoint),
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
});
export type CruiseMap = z.infer<typeof CruiseMap>;

/**
 * A child's fare by age on the day of departure (docs/decisions/024-party-price.md): `percent` off the
 * per-person price; 100 is free. `ownBerth: false` — an infant shares an adult's berth and takes no place.
 */
export const ChildDiscount = z.object({
  fromAge: z.number().int().min(0).max(17),
  toAge: z.number().int().min(0).max(17),
  percent: z.number().int().min(0).max(100),
  ownBerth: z.boolean(),
});
export type ChildDiscount = z.infer<typeof ChildDiscount>;

/** The early-booking price per person, offered up to and including `until` (always before departure). */
const EarlyBooking = z.object({ price: Money, priceRub: Money, until: IsoDate });
type EarlyBooking = z.infer<typeof EarlyBooking>;

/**
 * An offer's discount for the second grown-up sharing a cabin, `percent` off their fare of the day, for
 * requests sent up to and including `until` (docs/decisions/035-second-guest-discount.md).
 */
const SecondGuest = z.object({ percent: z.number().int().min(1).max(50), until: IsoDate });

/**
 * The kids-sail-free offer (MSC «Дети плывут бесплатно»): a child aged up to `toAge` with a berth of their own
 * travels free as the third or fourth guest of a cabin shared with two grown-ups, for requests sent up to and
 * including `until`; any other child pays their age band's fare (shared/pricing/party-total.ts).
 */
const ChildrenFree = z.object({ toAge: z.number().int().min(2).max(17), until: IsoDate });

/** The line's fare rules for a cabin category on this sailing; shared/pricing/party-total.ts applies them. */
export const Tariff = z.object({
  /** Age bands that do not overlap; a child outside every band pays the adult fare. */
  childDiscounts: z.array(ChildDiscount),
  /** Percent off for a pensioner; null when the line has no pensioner fare (sea lines). */
  pensionerPercent: z.number().int().min(1).max(50).nullable(),
  /** Surcharge, percent of the per-person price, for one traveller alone in a cabin for two or more. */
  singleSupplementPercent: z.number().int().min(0).max(100),
  /** Null when the line offers none or its date has passed (Moscow today). */
  earlyBooking: EarlyBooking.nullable(),
  /** Null when the sailing has no such offer or its last day has passed (Moscow today). */
  secondGuest: SecondGuest.nullable(),
  /** Null when the sailing has no such offer or its last day has passed (Moscow today). */
  childrenFree: ChildrenFree.nullable(),
  /**
   * Percent off the per-person price of the day for a child on the category's extra bed (`extraBeds`), who pays
   * the lower of this and their age band's fare. Null or absent: the extra bed is not sold.
   */
  extraBedPercent: z.number().int().min(1).max(90).nullable().optional(),
  /**
   * Percent off the per-person price of the day for a grown-up on the extra bed, when no child needs it (lines
   * give grown-ups less off than children). Null or absent: the extra bed is sold to children only.
   */
  extraBedAdultPercent: z.number().int().min(1).max(90).nullable().optional(),
});
export type Tariff = z.infer<typeof Tariff>;

export const CabinPrice = z.object({
  category: CabinCategory,
  price: Money,
  priceRub: Money,
  available: z.boolean(),
  /** Cabins left; null when the line does not say. */
  cabinsLeft: z.number().int().nonnegative().nullable(),
  tariff: Tariff,
});
export type CabinPrice = z.infer<typeof CabinPrice>;
export const CruisePrices = z.object({
  cruiseSlug: Slug,
  currency: CurrencyCode,
  /** Price per person in a cabin at full occupancy. */
  prices: z.array(CabinPrice),
  /** Every cabin of the ship on this sailing; a category's free cabins number its `cabinsLeft`. */
  cabins: z.array(CabinStatus),
});
export type CruisePrices = z.infer<typeof CruisePrices>;

export const Currency = z.object({
  code: CurrencyCode,
  name: z.string(),
  symbol: z.string(),
  /** How many rubles one unit costs. */
  rateToRub: z.number().positive(),
});
export type Currency = z.infer<typeof Currency>;
export const Currencies = z.object({ items: z.array(Currency), updatedAt: IsoDateTime });

// ---------- promotions ----------

export const Promotion = z.object({
  slug: Slug,
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  terms: z.array(z.string()),
  label: PromotionBadge.shape.label,
  discountPercent: PromotionBadge.shape.discountPercent,
  startsAt: IsoDate,
  endsAt: IsoDate,
  isActive: z.boolean(),
  image: Image,
  cruiseLine: Ref.nullable(),
  cruisesCount: z.number().int().nonnegative(),
});
export type Promotion = z.infer<typeof Promotion>;

export const PromotionsQuery = z.strictObject({
  status: z.enum(['active', 'expired', 'all']).default('active'),
  ...Pagination.shape,
});

// ---------- pages ----------

export const ContentPage = z.object({
  slug: Slug,
  title: z.string(),
  description: z.string(),
  /** Trusted editorial HTML (headings, paragraphs, lists, links). The site still sanitises it. */
  html: z.string(),
  updatedAt: IsoDate,
});
export type ContentPage = z.infer<typeof ContentPage>;

/** A page from the external page builder: free HTML that the site must sanitise before rendering. */
export const TildaPage = z.object({
  slug: Slug,
  title: z.string(),
  description: z.string(),
  html: z.string(),
  css: z.string(),
  updatedAt: IsoDate,
});
export type TildaPage = z.infer<typeof TildaPage>;

// ---------- search ----------

const SlugList = z
  .union([Slug, z.array(Slug).max(20)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();

export const SearchSort = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSort>;

/** The search filters; the same fields preset a tag landing page. Multi-value fields repeat in the query. */
export const SearchFilters = z.strictObject({
  kind: CruiseKind.optional(),
  region: SlugList,
  country: SlugList,
  /** Departure port. */
  port: SlugList,
  /** Calls at any of these ports, the departure port included. */
  callsAt: SlugList,
  line: SlugList,
  ship: SlugList,
  /** Month of departure, YYYY-MM. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  dateFrom: IsoDate.optional(),
  dateTo: IsoDate.optional(),
  nights: z.enum(NIGHTS_RANGES).optional(),
  priceMin: z.coerce.number().int().min(0).max(100_000_000).optional(),
  priceMax: z.coerce.number().int().min(0).max(100_000_000).optional(),
  promotion: Slug.optional(),
  /** Only cruises under a running offer, those whose card shows one: «Только по акции» (decision 048). */
  onOffer: z.literal('1').optional(),
  /** Only weekend cruises: leaving on Friday or Saturday, back by Monday morning (decision 055). */
  weekend: z.literal('1').optional(),
  /**
   * Sails the same route as the cruise with this slug (the same ports of call in the same order), that
   * cruise included when it has not departed: the other dates of one route.
   */
  routeOf: Slug.optional(),
});
export type SearchFilters = z.infer<typeof SearchFilters>;
export type SearchFiltersInput = z.input<typeof SearchFilters>;

export const SearchCruisesQuery = SearchFilters.extend({
  sort: SearchSort.default('date'),
  ...Pagination.shape,
});
export type SearchCruisesQuery = z.infer<typeof SearchCruisesQuery>;

export const FilterOption = z.object({
  value: z.string(),
  label: z.string(),
  /** Case forms of a chosen port's label, for the search's heading (`Круизы из Малаги`). */
  cases: PlaceCases.optional(),
  /** A chosen region's or country's label after «по», for the search's heading (`Круизы по Волге`). */
  along: z.string().min(1).optional(),
  /** Instead of `along`, a country called at in one port, after «с заходом» (`Круизы с заходом на Кипр`). */
  into: z.string().min(1).optional(),
  /** A chosen ship's kind, for its noun in the search's heading (`Круизы на теплоходе «Лев Толстой»`). */
  kind: CruiseKind.optional(),
  /** Cruises that match the other active filters plus this option; 0 means a dead end, shown disabled. */
  count: z.number().int().nonnegative(),
});
export type FilterOption = z.infer<typeof FilterOption>;

export const FilterOptions = z.object({
  kind: z.array(FilterOption),
  region: z.array(FilterOption),
  country: z.array(FilterOption),
  port: z.array(FilterOption),
  callsAt: z.array(FilterOption),
  line: z.array(FilterOption),
  ship: z.array(FilterOption),
  month: z.array(FilterOption),
  nights: z.array(FilterOption),
  /** Bounds of the rubles price over the cruises that match the active filters. */
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Cruises that match the active filters and are under a running offer: the count of «Только по акции». */
  onOffer: z.number().int().nonnegative(),
  /** Weekend cruises that match the active filters: the count of «Круизы выходного дня». */
  weekend: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type FilterOptions = z.infer<typeof FilterOptions>;

export const TermQuery = z.strictObject({
  term: z.string().trim().min(TERM_MIN_LENGTH).max(100),
  /** Hits per group of places, ships, lines…, and cruises per page. */
  limit: z.coerce.number().int().min(1).max(20).default(5),
  /** Page of the matching cruises. */
  page: Pagination.shape.page,
});
const TERM_HIT_KINDS = ['region', 'country', 'port', 'ship', 'line', 'promotion', 'tag'] as const;
export const TermHit = z.object({
  kind: z.enum(TERM_HIT_KINDS),
  slug: Slug,
  name: z.string(),
  subtitle: z.string(),
  href: z.string(),
  /** A ship's kind, for its own noun beside its name (`Теплоход`, `Лайнер`), not one word for both. */
  shipKind: CruiseKind.optional(),
  /** A port's case forms, to say a route the list follows: `Из Казани с заходом в Самару`. */
  cases: PlaceCases.optional(),
});
export type TermHit = z.infer<typeof TermHit>;
export const TermResults = z.object({
  term: z.string(),
  /**
   * What the term was read as when nothing has its words as typed and a typo was forgiven («Валдай» →
   * «Валаам»): the site says «Показаны результаты по запросу …» as for a corrected spelling.
   */
  readAs: z.string().min(1).optional(),
  /** The best matches of every kind together, best first (what header suggestions show). */
  best: z.array(TermHit),
  /** Cruises of the best match (a place, ship, line, promotion or tag page), nearest departure first. */
  cruises: pageOf(CruiseCard),
  /** The /search-cruise filters that list exactly these cruises; null when none does (a port's calls). */
  cruiseFilters: SearchFilters.nullable(),
  /** The list's order when the term asks for one («недорого»: `price-asc`); nearest departure first without. */
  cruiseSort: SearchSort.optional(),
  /**
   * A route of two ports the term names that no cruise sails («Москва Астрахань»): the list is then the
   * cruises that call at `to`. Both ports are among the hits. `from` equal to `to`: a departure no cruise
   * leaves from («из Стамбула»), the list the cruises calling there.
   */
  missedRoute: z.object({ from: Slug, to: Slug }).optional(),
  /**
   * An offer the term names beside a place, ship or line, none of whose cruises it covers («горящие круизы
   * по Волге»): the list is the other name's cruises, none under the offer. The offer is among the hits.
   */
  missedOffer: Slug.optional(),
  /**
   * A place the term names that no sailing goes to («Байкал»): the subject of «… в продаже нет» («Круизов по
   * Байкалу») and the regions or countries nearest to it. Nothing else is found then.
   */
  notSold: z.object({ what: z.string().min(1), see: z.array(TermHit) }).optional(),
  regions: z.array(TermHit),
  countries: z.array(TermHit),
  ports: z.array(TermHit),
  ships: z.array(TermHit),
  cruiseLines: z.array(TermHit),
  promotions: z.array(TermHit),
  tagPages: z.array(TermHit),
  /** Matching cruises plus matching places, ships, lines, promotions and tag pages. */
  total: z.number().int().nonnegative(),
});
export type TermResults = z.infer<typeof TermResults>;

export const TagPage = z.object({
  slug: Slug,
  title: z.string(),
  h1: z.string(),
  description: z.string(),
  /** SEO text below the results, editorial HTML. */
  seoText: z.string(),
  filters: SearchFilters,
  image: Image,
});
export type TagPage = z.infer<typeof TagPage>;

// ---------- redirects, short links, cache ----------

export const Redirect = z.object({
  from: z.string().startsWith('/'),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
});
export type Redirect = z.infer<typeof Redirect>;
export const Redirects = z.object({ items: z.array(Redirect) });

export const ShortLinkCreate = z.strictObject({ url: z.string().min(1).max(2000) });
export const ShortLink = z.object({
  code: z.string().regex(SHORT_CODE_PATTERN),
  url: z.string(),
  path: z.string(),
});
export type ShortLink = z.infer<typeof ShortLink>;
export const ShortCodeQuery = z.strictObject({
  code: z.string().regex(SHORT_CODE_PATTERN, 'Некорректный код ссылки'),
});

export const CacheKeysQuery = z.strictObject({ since: IsoDateTime });
/** Cache-key prefixes (endpoint path, optionally `?slug=`) changed since `since`; `now` is the next `since`. */
export const CacheKeys = z.object({ keys: z.array(z.string()), now: IsoDateTime });
export type CacheKeys = z.infer<typeof CacheKeys>;

// ---------- writes ----------

const Email = z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, LEAD_MESSAGES.emailInvalid);
/** A Russian number in its usual forms, or another country's with «+» and its code (shared/validation.ts). */
const Phone = z
  .string()
  .trim()
  .refine(isPhone, LEAD_MESSAGES.phoneInvalid)
  .describe(
    'A Russian number (+7, 8 or 7 and ten digits, spaces, brackets and dashes allowed) or another country’s with «+» and its code (not 7), 8–15 digits in all',
  );
const Consent = z.literal(true, { error: LEAD_MESSAGES.consentRequired });

export const SubscriptionCreate = z.strictObject({
  email: Email,
  consent: Consent,
  source: z.string().max(60).optional(),
});
export const SubscriptionResult = z.object({ ok: z.literal(true), alreadySubscribed: z.boolean() });
export type SubscriptionResult = z.infer<typeof SubscriptionResult>;

/**
 * The travellers of a booking request (limits: shared/validation.ts PARTY_LIMITS): at least one adult or
 * pensioner, children by their age on the day of departure.
 */
export const Party = z
  .strictObject({
    adults: z.number().int().min(0).max(PARTY_LIMITS.adultsMax, PARTY_MESSAGES.adultsMax),
    children: z
      .array(
        z
          .number()
          .int(PARTY_MESSAGES.childAge)
          .min(PARTY_LIMITS.childAgeMin, PARTY_MESSAGES.childAge)
          .max(PARTY_LIMITS.childAgeMax, PARTY_MESSAGES.childAge),
      )
      .max(PARTY_LIMITS.childrenMax, PARTY_MESSAGES.childrenMax),
    pensioners: z.number().int().min(0).max(PARTY_LIMITS.pensionersMax, PARTY_MESSAGES.pensionersMax),
  })
  .refine((p) => p.adults + p.pensioners >= 1, { message: PARTY_MESSAGES.noAdult, path: ['adults'] })
  .refine((p) => p.adults + p.pensioners + p.children.length <= PARTY_LIMITS.totalMax, {
    message: PARTY_MESSAGES.totalMax,
    path: ['adults'],
  });
export type Party = z.infer<typeof Party>;

export const LeadCreate = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, LEAD_MESSAGES.nameRequired)
    .min(LEAD_LIMITS.nameMin, LEAD_MESSAGES.nameTooShort)
    .max(LEAD_LIMITS.nameMax, LEAD_MESSAGES.nameTooLong),
  phone: Phone,
  email: Email.optional().or(z.literal('')),
  cruiseSlug: Slug.optional(),
  cabinCategory: z
    .string()
    .regex(/^[A-Z0-9-]{1,12}$/)
    .optional(),
  /** A cabin chosen on the deck plan; it must be on the cruise's ship and not booked. */
  cabinNumber: CabinNumber.optional(),
  /** Who travels; replaces the bare `guests` count, which the manager could not price. */
  party: Party.optional(),
  /** The total the visitor was shown for the party and the category, in the currency they chose. */
  quote: Money.optional(),
  comment: z.string().max(2000, 'Комментарий длиннее 2000 символов').optional(),
  consent: Consent,
  utm: z
    .strictObject({
      utm_source: z.string().max(200).optional(),
      utm_medium: z.string().max(200).optional(),
      utm_campaign: z.string().max(200).optional(),
      utm_content: z.string().max(200).optional(),
      utm_term: z.string().max(200).optional(),
    })
    .optional(),
});
export type LeadCreate = z.infer<typeof LeadCreate>;
/** `reference`: a random code like `K7MQ-4PX2` that says nothing about how many requests exist. */
export const LeadResult = z.object({
  reference: z.string().regex(LEAD_REFERENCE_PATTERN),
  createdAt: IsoDateTime,
});
export type LeadResult = z.infer<typeof LeadResult>;

// ---------- client orders and payment ----------

/** Read as people type it (`cr 100001`, Cyrillic `СР-100001`): shared/order-ref.ts. */
const OrderRef = z
  .string()
  .max(40)
  .transform(normalizeOrderRef)
  .pipe(z.string().regex(ORDER_REF_RE, 'Некорректный номер заказа'));
export const OrderStatus = z.enum(['new', 'pending', 'paid', 'declined', 'expired']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * What a payer sees depends on what they hold (docs/decisions/016-order-privacy.md): the order number
 * alone gives `limited` (amount, status, dates; no name, no purpose, no cruise: numbers run in order, so
 * anyone could try them); the
 * link the order was issued with, or the last four digits of the order's phone, give `full`.
 */
export const OrderAccess = z.enum(['full', 'limited']);
export type OrderAccess = z.infer<typeof OrderAccess>;

export const ClientOrder = z.object({
  ref: z.string(),
  access: OrderAccess,
  description: z.string().nullable(),
  /** The payer's name as the CRM writes it; null with `limited` access. */
  customerName: z.string().nullable(),
  amount: Money,
  status: OrderStatus,
  cruise: Ref.nullable(),
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  paidAt: IsoDateTime.nullable(),
});
export type ClientOrder = z.infer<typeof ClientOrder>;

/** The key of the link an order was issued with: 22 base64url characters (128 bits or more). */
const ORDER_KEY_RE = /^[A-Za-z0-9_-]{22,64}$/;
const OrderKey = z.string().regex(ORDER_KEY_RE, 'Некорректный ключ ссылки');
const PhoneLast4 = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Введите четыре последние цифры телефона');

export const PaymentLinkRequest = z.strictObject({
  orderRef: OrderRef,
  /** Where the gateway sends the visitor back; must be on the site. */
  returnUrl: z.string().url().max(500),
});
export const PaymentLink = z.object({ order: ClientOrder, paymentUrl: z.string().url() });
export type PaymentLink = z.infer<typeof PaymentLink>;
/** With `key` or `phoneLast4` the order comes `full`, or the call fails with 403 ORDER_ACCESS_DENIED. */
export const CheckPaymentQuery = z.strictObject({
  orderRef: OrderRef,
  key: OrderKey.optional(),
  phoneLast4: PhoneLast4.optional(),
});
export const PaymentCheck = z.object({ order: ClientOrder });
export type PaymentCheck = z.infer<typeof PaymentCheck>;
