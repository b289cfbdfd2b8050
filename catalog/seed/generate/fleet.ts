/** Cruise lines, their ships and each ship's cabin categories, listed from the cheapest class up. */
import type { CabinRec, CabinType, DeckRec, LineRec, ShipRec } from '../../store/types';
import { LINES, type LineSeed } from '../data/lines';
import { SHIP_ABOUT } from '../data/ship-about';
import type { Rng } from '../prng';
import { slugify } from '../translit';
import { decksOfClass, generateDecks } from './decks';
import type { ImageRegistry } from './images';
import { ofLine, shipNoun } from '../../../shared/russian/vessel';
import { capitalize } from '../../../shared/format';

export interface CabinClass {
  code: string;
  name: string;
  type: CabinType;
  /** Price of a berth against the ship's cheapest class; strictly rising along the list. */
  factor: number;
  description: string;
  area: [number, number];
  berths: number;
  /**
   * «Дополнительное место» (a folding bed or a sofa) beside the berths, sold to a child sharing the cabin with
   * a grown-up (docs/decisions/024-party-price.md): river doubles and two-room cabins have one; a single has
   * no room for it; a liner's cabin counts its sofa bed and pull-down berths in `berths` already.
   */
  extraBeds: number;
  amenities: string[];
}

/**
 * A class as a table row: code, name, type, factor, area range in m², berths, description, amenities, and
 * extra beds (none when left out).
 */
type CabinClassRow = [string, string, CabinType, number, [number, number], number, string, string[], number?];

function cabinClass([
  code,
  name,
  type,
  factor,
  area,
  berths,
  description,
  amenities,
  extraBeds = 0,
]: CabinClassRow): CabinClass {
  return { code, name, type, factor, description, area, berths, extraBeds, amenities };
}

const RIVER_CLASSES: CabinClass[] = (
  [
    [
      'ST',
      'Стандартная двухместная',
      'standard',
      1,
      [9, 12],
      2,
      'Уютная каюта с окном, двумя кроватями и санузлом.',
      ['Окно', 'Душ и туалет', 'Кондиционер', 'Холодильник'],
      // Vodohod, Mosturflot and Infoflot sell an extra bed (a folding bed) in many of their doubles.
      1,
    ],
    // One traveller pays for the whole cabin: dearer per berth than a shared standard one.
    [
      'SGL',
      'Одноместная',
      'single',
      1.35,
      [7, 9],
      1,
      'Каюта для одного путешественника с окном и санузлом.',
      ['Окно', 'Душ и туалет', 'Кондиционер'],
      0,
    ],
    [
      'PL',
      'Полулюкс',
      'suite',
      1.75,
      [14, 18],
      2,
      'Просторная каюта с диваном и двумя окнами.',
      ['Два окна', 'Диван', 'Телевизор', 'Холодильник', 'Кондиционер'],
      // Its sofa is the extra bed.
      1,
    ],
    [
      'LUX',
      'Люкс',
      'lux',
      2.4,
      [20, 26],
      3,
      'Двухкомнатная каюта с гостиной и панорамными окнами.',
      ['Гостиная', 'Панорамные окна', 'Телевизор', 'Мини-бар', 'Халаты'],
      // Two rooms: the lines' river lux cabins take one or two extra places in the living room.
      1,
    ],
  ] satisfies CabinClassRow[]
).map(cabinClass);

const SEA_CLASSES: CabinClass[] = (
  [
    [
      'IN',
      'Внутренняя каюта',
      'inside',
      1,
      [12, 15],
      2,
      'Каюта без окна: самый доступный способ отправиться в круиз.',
      ['Две кровати или одна двуспальная', 'Телевизор', 'Сейф', 'Фен'],
    ],
    [
      'OV',
      'Каюта с окном',
      'oceanview',
      1.25,
      [15, 18],
      3,
      'Каюта с иллюминатором или окном с видом на море.',
      ['Окно на море', 'Телевизор', 'Сейф', 'Мини-бар'],
    ],
    [
      'BA',
      'Каюта с балконом',
      'balcony',
      1.6,
      [18, 23],
      4,
      'Собственный балкон со столиком и двумя креслами.',
      ['Балкон', 'Диван', 'Телевизор', 'Сейф', 'Мини-бар'],
    ],
    [
      'SU',
      'Сьют',
      'suite',
      2.7,
      [30, 48],
      4,
      'Просторный номер с гостиной, большим балконом и приоритетной посадкой.',
      ['Гостиная', 'Большой балкон', 'Ванна', 'Обслуживание дворецкого', 'Приоритетная посадка'],
    ],
  ] satisfies CabinClassRow[]
).map(cabinClass);

const YACHT_CLUB = cabinClass([
  'YC',
  'Сьют MSC Yacht Club',
  'suite',
  3.8,
  [32, 60],
  2,
  'Закрытый клуб на борту: отдельный ресторан, бассейн и лаунж, дворецкий 24 часа.',
  ['Дворецкий 24/7', 'Отдельный ресторан', 'Бассейн клуба', 'Напитки включены'],
]);

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
    for (const row of l.ships) {
      const [name, year, refurb, decks, passengers, crew, tonnage, length, width, speed, regions] = row;
      const slug = slugify(name);
      const about = SHIP_ABOUT[name];
      if (!about) throw new Error(`no «О судне» for the ship ${name} (data/ship-about.ts)`);
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
        // The page's title and facts give the year, decks and passengers, and its «На борту» list the
        // features: the short line says whose ship it is and when it was last renewed.
        shortDescription: `${capitalize(shipNoun({ name, kind: l.kind }, 'nominative'))} ${ofLine(l)}${refurb ? `, обновлён в ${refurb} году` : ''}.`,
        // «О судне»: what the ship is and is known for, written by hand; its numbers are the facts' job.
        description: about,
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
          extraBeds: c.extraBeds,
          decks: decksOfClass(plan, c.code),
          amenities: c.amenities,
          image: image(`cabin-${slug}-${c.code.toLowerCase()}`, 'cabin', c.name, name),
        });
      }
    }
  }
  return { lines, ships, cabins, decks: plans, shipSeeds };
}
