/** Entities in the contract's shapes for the view mappers' unit tests. */
import type {
  City,
  Country,
  CruiseCard,
  CruiseLine,
  GeoPoint,
  Port,
  Region,
  RegionsMap,
  Ship,
} from '../../../shared/api/schemas';
import { pick } from '../../../shared/pick';

const image = (name: string) => ({
  url: `/storage/gallery/${name}.jpg`,
  width: 1600,
  height: 1000,
  alt: name,
});
const rub = (amount: number) => ({ amount, currency: 'RUB' });

export const region: Region = {
  slug: 'sredizemnomore',
  name: 'Средиземноморье',
  kind: 'sea',
  shortDescription: 'Италия, Испания, Франция и Мальта.',
  description: 'Первый абзац.\nВторой абзац.',
  image: image('region-1'),
  images: [image('region-1'), image('region-2')],
  center: { lat: 40, lng: 10 },
  countries: [{ slug: 'italiya', name: 'Италия' }],
  cruisesCount: 288,
  priceFrom: rub(26595),
  bestSeason: 'С апреля по октябрь',
};

type MapRegion = RegionsMap['regions'][number];

/** A region on the map: its card, its centre and an outline closed through the corners, given as lat, lng, lat, lng… */
function mapRegion(card: RegionCardFields, center: GeoPoint, corners: number[]): MapRegion {
  const area: GeoPoint[] = [];
  for (let i = 0; i < corners.length; i += 2) area.push({ lat: corners[i], lng: corners[i + 1] });
  return { ...card, center, area: [...area, area[0]] };
}

type RegionCardFields = Omit<MapRegion, 'center' | 'area'>;
const CARD_FIELDS = [
  'slug',
  'name',
  'kind',
  'shortDescription',
  'image',
  'cruisesCount',
  'priceFrom',
] as const;

/** A region known only from the map, its picture named after its slug. */
function otherRegion(
  slug: string,
  name: string,
  kind: Region['kind'],
  shortDescription: string,
  cruisesCount: number,
  priceFrom: Region['priceFrom'],
): RegionCardFields {
  return { slug, name, kind, shortDescription, image: image(slug), cruisesCount, priceFrom };
}

export const mapRegions: MapRegion[] = [
  mapRegion(pick(region, CARD_FIELDS), { lat: 40, lng: 10 }, [35, 0, 45, 0, 45, 20, 35, 20]),
  mapRegion(
    otherRegion('volga', 'Волга', 'river', 'Великая русская река.', 300, rub(15000)),
    { lat: 55, lng: 45 },
    [50, 40, 58, 40, 58, 50],
  ),
  mapRegion(
    otherRegion('adriatika', 'Адриатика', 'sea', 'Венеция и Дубровник.', 90, null),
    { lat: 43, lng: 15 },
    [41, 12, 46, 12, 46, 18],
  ),
];

export const country: Country = {
  slug: 'italiya',
  name: 'Италия',
  shortDescription: 'Страна музеев.',
  description: 'Описание.',
  image: image('italy'),
  images: [],
  capital: 'Рим',
  language: 'итальянский',
  currency: 'евро',
  visa: 'Шенгенская виза.',
  regions: [{ slug: 'sredizemnomore', name: 'Средиземноморье' }],
  ports: [
    { slug: 'neapol', name: 'Неаполь' },
    { slug: 'genuya', name: 'Генуя' },
  ],
  cruisesCount: 120,
};

export const port: Port = {
  slug: 'neapol',
  name: 'Неаполь',
  cases: { genitive: 'Неаполя', accusative: 'Неаполь', prepositional: 'Неаполе' },
  kind: 'sea',
  country: { slug: 'italiya', name: 'Италия' },
  city: { slug: 'neapol', name: 'Неаполь', kind: 'city' },
  location: { lat: 40.838, lng: 14.254 },
  shortDescription: 'Порт у Везувия.',
  description: 'Описание порта.',
  image: image('port'),
  images: [image('port'), image('port-2')],
  regions: [{ slug: 'sredizemnomore', name: 'Средиземноморье' }],
  nearby: [{ slug: 'salerno', name: 'Салерно' }],
  cruisesCount: 40,
  departuresCount: 0,
};

export const city: City = {
  slug: 'neapol',
  name: 'Неаполь',
  kind: 'city',
  country: { slug: 'italiya', name: 'Италия' },
  location: { lat: 40.85, lng: 14.27 },
  population: 910_000,
  shortDescription: 'Родина пиццы.',
  description: 'Описание города.',
  sights: ['Везувий', 'Помпеи', 'Кастель-Нуово', 'Королевский дворец'],
  image: image('city'),
  images: [],
  ports: [{ slug: 'neapol', name: 'Неаполь' }],
  nearby: [{ slug: 'salerno', name: 'Салерно' }],
  cruisesCount: 40,
  departuresCount: 0,
};

export const line: CruiseLine = {
  slug: 'msc-cruises',
  name: 'MSC Cruises',
  kind: 'sea',
  country: 'Швейцария',
  foundedYear: 1987,
  shortDescription: 'Крупнейшая европейская компания.',
  description: 'Описание компании.',
  logo: { url: '/storage/gallery/logo.png', width: 480, height: 240, alt: 'MSC' },
  image: image('line'),
  shipsCount: 5,
  cruisesCount: 329,
  priceFrom: rub(21670),
};

export const ship: Ship = {
  slug: 'msc-grandiosa',
  name: 'MSC Grandiosa',
  kind: 'sea',
  cruiseLine: { slug: 'msc-cruises', name: 'MSC Cruises' },
  year: 2019,
  refurbishedYear: null,
  decks: 19,
  passengers: 6334,
  crew: 1704,
  tonnage: 181541,
  length: 331.4,
  width: null,
  speedKnots: 22,
  shortDescription: 'Лайнер на 6334 пассажира.',
  description: 'Описание.',
  features: ['Аквапарк'],
  image: image('ship-1'),
  images: [image('ship-1'), image('ship-2')],
  cruisesCount: 61,
  priceFrom: rub(30535),
};

/** A sea cruise's card as the search answers it (an early-booking badge on it). */
export const cruiseCard: CruiseCard = {
  slug: 'sredizemnomore-7-nochey',
  title: 'Жемчужины Средиземноморья',
  kind: 'sea',
  startDate: '2027-05-12',
  endDate: '2027-05-19',
  nights: 7,
  ship: { slug: 'msc-grandiosa', name: 'MSC Grandiosa' },
  cruiseLine: { slug: 'msc', name: 'MSC Cruises' },
  departurePort: { slug: 'genuya', name: 'Генуя' },
  route: ['Генуя', 'Марсель', 'Барселона', 'Генуя'],
  image: { url: '/storage/cruises/med.jpg', width: 1200, height: 800, alt: 'Лайнер' },
  priceFrom: { amount: 1299, currency: 'EUR' },
  priceFromRub: { amount: 125000, currency: 'RUB' },
  promotion: {
    slug: 'rannee-bronirovanie',
    title: 'Раннее бронирование',
    label: '−15% раннее бронирование',
    discountPercent: 15,
  },
  popularity: 10,
};
