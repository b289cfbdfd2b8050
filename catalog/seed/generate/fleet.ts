/** Cruise lines, their ships and each ship's cabin categories, listed from the cheapest class up. */
import type { CabinRec, CabinType, DeckRec, LineRec, ShipRec } from '../../store/types';
import { LINES, type LineSeed } from '../data/lines';
import type { Rng } from '../prng';
import { slugify } from '../translit';
import { decksOfClass, generateDecks } from './decks';
import type { ImageRegistry } from './images';
import { ofLine } from '../../../shared/russian/vessel';

export interface CabinClass {
  code: string;
  name: string;
  type: CabinType;
  /** Price of a berth against the ship's cheapest class; strictly rising along the list. */
  factor: number;
  description: string;
  area: [number, number];
  berths: number;
  amenities: string[];
}

const RIVER_CLASSES: CabinClass[] = [
  {
    code: 'ST',
    name: 'Стандартная двухместная',
    type: 'standard',
    factor: 1,
    description: 'Уютная каюта с окном, двумя кроватями и санузлом.',
    area: [9, 12],
    berths: 2,
    amenities: ['Окно', 'Душ и туалет', 'Кондиционер', 'Холодильник'],
  },
  {
    // One traveller pays for the whole cabin: dearer per berth than a shared standard one.
    code: 'SGL',
    name: 'Одноместная',
    type: 'single',
    factor: 1.35,
    description: 'Каюта для одного путешественника с окном и санузлом.',
    area: [7, 9],
    berths: 1,
    amenities: ['Окно', 'Душ и туалет', 'Кондиционер'],
  },
  {
    code: 'PL',
    name: 'Полулюкс',
    type: 'suite',
    factor: 1.75,
    description: 'Просторная каюта с диваном и большим окном.',
    area: [14, 18],
    berths: 2,
    amenities: ['Два окна', 'Диван', 'Телевизор', 'Холодильник', 'Кондиционер'],
  },
  {
    code: 'LUX',
    name: 'Люкс',
    type: 'lux',
    factor: 2.4,
    description: 'Двухкомнатная каюта с гостиной и панорамными окнами.',
    area: [20, 26],
    berths: 3,
    amenities: ['Гостиная', 'Панорамные окна', 'Телевизор', 'Мини-бар', 'Халаты'],
  },
];

const SEA_CLASSES: CabinClass[] = [
  {
    code: 'IN',
    name: 'Внутренняя каюта',
    type: 'inside',
    factor: 1,
    description: 'Каюта без окна: самый доступный способ отправиться в круиз.',
    area: [12, 15],
    berths: 2,
    amenities: ['Две кровати или одна двуспальная', 'Телевизор', 'Сейф', 'Фен'],
  },
  {
    code: 'OV',
    name: 'Каюта с окном',
    type: 'oceanview',
    factor: 1.25,
    description: 'Каюта с иллюминатором или окном с видом на море.',
    area: [15, 18],
    berths: 3,
    amenities: ['Окно на море', 'Телевизор', 'Сейф', 'Мини-бар'],
  },
  {
    code: 'BA',
    name: 'Каюта с балконом',
    type: 'balcony',
    factor: 1.6,
    description: 'Собственный балкон со столиком и двумя креслами.',
    area: [18, 23],
    berths: 4,
    amenities: ['Балкон', 'Диван', 'Телевизор', 'Сейф', 'Мини-бар'],
  },
  {
    code: 'SU',
    name: 'Сьют',
    type: 'suite',
    factor: 2.7,
    description: 'Просторный номер с гостиной, большим балконом и приоритетной посадкой.',
    area: [30, 48],
    berths: 4,
    amenities: ['Гостиная', 'Большой балкон', 'Ванна', 'Обслуживание дворецкого', 'Приоритетная посадка'],
  },
];

const YACHT_CLUB: CabinClass = {
  code: 'YC',
  name: 'MSC Yacht Club',
  type: 'suite',
  factor: 3.8,
  description: 'Закрытый клуб на борту: отдельный ресторан, бассейн и лаунж, дворецкий 24 часа.',
  area: [32, 60],
  berths: 2,
  amenities: ['Дворецкий 24/7', 'Отдельный ресторан', 'Бассейн клуба', 'Напитки включены'],
};

/** The classes a line sells, cheapest first. */
export function cabinClasses(line: Pick<LineSeed, 'kind' | 'slug'>): CabinClass[] {
  if (line.kind === 'river') return RIVER_CLASSES;
  return line.slug === 'msc-cruises' ? [...SEA_CLASSES, YACHT_CLUB] : SEA_CLASSES;
}

export interface Fleet {
  lines: LineRec[];
  ships: ShipRec[];
  cabins: CabinRec[];
  /** Every ship's deck plan, bottom deck first. */
  decks: DeckRec[];
  /** The line table row and the regions each ship sails, by ship id. */
  shipSeeds: Map<number, { line: LineSeed; regions: string[] }>;
}

export function generateFleet(rng: Rng, { image }: ImageRegistry): Fleet {
  const lines: LineRec[] = [];
  const ships: ShipRec[] = [];
  const cabins: CabinRec[] = [];
  const plans: DeckRec[] = [];
  const shipSeeds: Fleet['shipSeeds'] = new Map();
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
      regions,
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
      shipSeeds.set(ship.id, { line: l, regions });
      const plan = generateDecks(ship, cabinClasses(l));
      plans.push(...plan);
      for (const c of cabinClasses(l)) {
        cabins.push({
          id: cabins.length + 1,
          shipId: ship.id,
          code: c.code,
          name: c.name,
          type: c.type,
          description: c.description,
          area: c.area[0] + rng.int(0, c.area[1] - c.area[0]),
          berths: c.berths,
          decks: decksOfClass(plan, c.code),
          amenities: c.amenities,
          image: image(`cabin-${slug}-${c.code.toLowerCase()}`, 'cabin', c.name, name),
        });
      }
    }
  }
  return { lines, ships, cabins, decks: plans, shipSeeds };
}
