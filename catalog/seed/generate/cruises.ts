/**
 * Sailings: each ship sails back to back over the seed's months, each sailing from the port the last one
 * ended in, only inside its region's season (sea ships move between a summer and a winter region; river ships
 * keep to the navigation), with a day-by-day itinerary.
 */
import type { CityKind } from '../../../shared/api/schemas';
import type { CityRec, CountryRec, CruiseRec, DayRec, PortRec, RegionRec, ShipRec } from '../../store/types';
import { formatNights } from '../../../shared/format';
import { indexTerms } from '../../search/russian-terms';
import { CITY_TEXTS, whatToSeeText } from '../data/city-texts';
import { CLOSED_TO_RUSSIAN_TOURISTS } from '../data/countries';
import { REGIONS, type RegionSeed } from '../data/regions';
import { CALLS_OPEN_FROM } from '../data/seasons';
import type { Rng } from '../prng';
import { addDays, isoDay } from './dates';
import type { Fleet } from './fleet';
import {
  crossingRoute,
  crossingSold,
  riverRoute,
  routeDescription,
  routePath,
  routeTitle,
  seaRoute,
} from './routes';
import { fitsSeason, seasonOf } from './seasons';
import { clock, daysOf, type TimedCall } from './timetable';
import { catalogCases } from '../../store/place-cases';
import { inPlace, toPlaceOrNoun } from '../../../shared/russian/place-cases';
import { shipPhrase } from '../../../shared/russian/vessel';

/** `в Москве`, or `в порту Кюсюр` where the name has no form. */
const atPort = (name: string) => inPlace({ name, cases: catalogCases(name) }) ?? `в порту ${name}`;

/** Where a stop is made: `в Казани`, `на Валааме`, and by a nature park rather than on it, `у Ленских столбов`. */
function atStop(name: string, kind: CityKind): string {
  const cases = catalogCases(name);
  return kind === 'nature' && cases ? `у ${cases.genitive}` : atPort(name);
}

export const SEED_MONTHS = 18;

/** The day after the seed's last departures. */
export function seedHorizon(seedStart: Date): Date {
  return addDays(seedStart, Math.round(SEED_MONTHS * 30.44));
}

/** The longest crossing sold as a cruise; a longer passage (Киль — Иокогама) is not sold. */
const MAX_CROSSING_NIGHTS = 16;
const TRANSATLANTIC = REGIONS.find((r) => r.slug === 'transatlantika')!;

/**
 * Two of the stop's sights (data/city-texts.ts): `Можно увидеть Казанский кремль и мечеть Кул-Шариф.` A second
 * call on the way back names the next two, so the day reads as a day of its own.
 */
export function whatToSee(portName: string, again: boolean): string {
  const seen = whatToSeeText(CITY_TEXTS[portName], (all) =>
    (again ? [...all.slice(2), ...all] : all).slice(0, 2),
  );
  return `Можно увидеть ${seen}.`;
}

/**
 * What a day at a stop holds (`first`), and on a second call on the way back what the first had no time for
 * (`again`).
 */
interface StopPlans {
  first: readonly string[];
  again: readonly string[];
}

/**
 * By what the place is, where its own text (data/city-texts.ts) gives no plans: museums, local cooking, an
 * embankment and souvenir stalls are a town's; a village has its streets and its bank, a nature park its
 * trails. A place that is no town usually has plans of its own.
 */
/**
 * A second call at a place that is no town: what is left is its bank, or its surroundings where the day's
 * sights are the bank («высокий берег Енисея»).
 */
const BY_THE_BANK = ['прогулка по берегу', 'свободное время на берегу', 'прогулка по окрестностям'];

const KIND_PLANS: Record<CityKind, StopPlans> = {
  city: {
    first: [
      'обзорная экскурсия',
      'пешеходная прогулка с гидом',
      'музеи и местная кухня',
      'свободное время и сувениры',
    ],
    again: ['свободное время', 'прогулка по набережной и свободное время', 'экскурсия по выбору'],
  },
  island: {
    first: ['обзорная экскурсия по острову', 'прогулка по острову'],
    again: ['прогулка по острову и свободное время', 'свободное время на берегу'],
  },
  village: {
    first: ['прогулка по селу', 'знакомство с жизнью села'],
    again: BY_THE_BANK,
  },
  hamlet: {
    first: ['прогулка по деревне', 'знакомство с жизнью деревни'],
    again: BY_THE_BANK,
  },
  settlement: {
    first: ['прогулка по посёлку', 'знакомство с жизнью посёлка'],
    again: BY_THE_BANK,
  },
  stanitsa: {
    first: ['прогулка по станице', 'знакомство с жизнью станицы'],
    again: BY_THE_BANK,
  },
  nature: {
    first: ['прогулка по тропам парка', 'прогулка с гидом по тропам парка'],
    again: BY_THE_BANK,
  },
};

/** The stems of a text's words, names' too: «музеи», «Музей мыши» → «музе», «мыш». */
const stemsOf = (text: string) => new Set(indexTerms(text));

/**
 * A stop's plans for a day that goes on to say `seen` can be seen: the place's own (written with its sights in
 * mind), else those of its kind that say no word of `seen` again — «музеи и местная кухня. Можно увидеть …
 * краеведческий музей» reads as a slip. A kind's plan is written for every such place, so one of them may not
 * fit a place whose sights name a museum or an embankment.
 */
export function stopPlans(name: string, kind: CityKind, seen: string): StopPlans {
  const own = CITY_TEXTS[name].plans;
  const words = stemsOf(seen);
  const fitting = (plans: readonly string[]) => {
    const left = plans.filter((plan) => ![...stemsOf(plan)].some((stem) => words.has(stem)));
    return left.length > 0 ? left : plans;
  };
  return {
    first: own?.first ?? fitting(KIND_PLANS[kind].first),
    again: own?.again ?? fitting(KIND_PLANS[kind].again),
  };
}

/**
 * A call where Russian citizens may not go ashore (a country whose visa note says so, data/countries.ts): the
 * day says so plainly and sells nothing on shore — no plans, no sights, only what the deck shows where it
 * shows something (data/city-texts.ts). Two wordings take turns, so a row of such calls (the fjords) does not
 * read as one sentence again and again.
 */
function closedCallText(name: string, at: string, again: boolean, turn: number): string {
  const view = CITY_TEXTS[name].fromDeck;
  const onBoard = `день на борту${view ? `, ${view}` : ''}`;
  const head = again ? `Снова ${at}` : `Стоянка ${at}`;
  return turn % 2 === 0
    ? `${head}. Гражданам России с туристической визой сойти на берег не получится: ${onBoard}.`
    : `${head}. Граждан России с туристической визой на берег не пускают — ${onBoard}.`;
}

/** What a day without a call holds; a crossing has nine of them in a row, so they take turns. */
const SEA_DAYS = [
  'День в море: бассейны, спа, мастер-классы и вечернее шоу.',
  'День в море: лекция о портах маршрута, дегустация в винном баре и мюзикл вечером.',
  'День в море: спортивные площадки, кулинарный мастер-класс и гала-ужин.',
  'День в море: завтрак допоздна, бассейны и солярий, вечером концерт.',
];
const RIVER_DAYS = [
  'Ходовой день: лекции, мастер-классы и концерт на борту.',
  'Ходовой день: экскурсия по судну, чаепитие с капитаном и вечер романса.',
  'Ходовой день: мастер-класс по росписи, викторина и танцевальный вечер.',
];

export interface Sailings {
  cruises: CruiseRec[];
  days: DayRec[];
}

interface Places {
  ports: PortRec[];
  cities: CityRec[];
  regions: RegionRec[];
  countries: CountryRec[];
}

const SEA_INCLUDED = [
  'Проживание в каюте выбранной категории',
  'Питание в основных ресторанах',
  'Развлекательная программа',
  'Портовые сборы',
];
const RIVER_INCLUDED = [
  'Проживание в каюте',
  'Трёхразовое питание',
  'Экскурсии по программе',
  'Вечерние концерты',
];
const SEA_NOT_INCLUDED = ['Перелёт', 'Сервисный сбор', 'Напитки', 'Береговые экскурсии', 'Страховка'];
const RIVER_NOT_INCLUDED = ['Дорога до порта отправления', 'Дополнительные экскурсии', 'Напитки в баре'];

/**
 * Said in the lead of a sailing whose every call is where Russian tourists are not let ashore (a week of
 * Norwegian fjords from Kiel): the days say it one by one, but a traveller should know before reading them.
 */
export const ON_BOARD_ONLY =
  'На берег в портах этого маршрута гражданам России с туристической визой сейчас сойти не получится: все стоянки проходят на борту.';

/** Every call between the first port and the last is in a country closed to Russian tourists. */
function allCallsClosed(stops: readonly PortRec[], closed: (p: PortRec) => boolean): boolean {
  const ends = new Set([stops[0].id, stops[stops.length - 1].id]);
  const calls = stops.filter((p) => !ends.has(p.id));
  return calls.length > 0 && calls.every(closed);
}

export function generateSailings(rng: Rng, seedStart: Date, fleet: Fleet, places: Places): Sailings {
  const portByName = new Map(places.ports.map((p) => [p.name, p]));
  // How well known a call is, for the title: an island or a nature park (Валаам, Кижи, Санторини, Ленские
  // столбы) is what a sailing is sold by, ahead of any town; towns by their population.
  const renownOf = new Map(
    places.cities.map((c) => [
      c.id,
      c.kind === 'island' || c.kind === 'nature' ? Number.MAX_SAFE_INTEGER : (c.population ?? 0),
    ]),
  );
  const renown = (p: PortRec) => renownOf.get(p.cityId) ?? 0;
  const kindOfCity = new Map(places.cities.map((c) => [c.id, c.kind ?? 'city']));
  const kindOf = (p: PortRec): CityKind => kindOfCity.get(p.cityId) ?? 'city';
  const codeOf = new Map(places.countries.map((c) => [c.id, c.code]));
  const closed = (p: PortRec) => CLOSED_TO_RUSSIAN_TOURISTS.has(codeOf.get(p.countryId)!);
  const regionBySlug = new Map(places.regions.map((r) => [r.slug, r]));
  const cruises: CruiseRec[] = [];
  const days: DayRec[] = [];
  const horizon = seedHorizon(seedStart);
  // A river ship works from one home port: every other ship from the region's first (Москва on the Volga,
  // where most river travellers start), the rest from the others in turn.
  const shipsBased = new Map<string, number>();
  const baseIn = ({ slug, homePorts }: RegionSeed) => {
    const k = shipsBased.get(slug) ?? 0;
    shipsBased.set(slug, k + 1);
    return k % 2 === 0 || homePorts.length === 1
      ? homePorts[0]
      : homePorts[1 + (((k - 1) / 2) % (homePorts.length - 1))];
  };
  for (const ship of fleet.ships) {
    const { line, regions: shipRegions } = fleet.shipSeeds.get(ship.id)!;
    let cursor = addDays(seedStart, rng.int(0, 6));
    // Where the ship is: the next sailing starts where the last one ended.
    let at: string | undefined;
    let lastRegion: RegionSeed | null = null;
    const bases = new Map<string, string>();
    while (cursor < horizon) {
      const seedRegion = chooseRegion(shipRegions, cursor);
      if (!seedRegion) {
        cursor = addDays(cursor, 1);
        continue;
      }
      let timed: TimedCall[];
      let transatlantic = false;
      // The sea a crossing leaves: it is filed there, not under the sea it only arrives in.
      let crossedFrom: RegionSeed | null = null;
      // Varies the sailing's times (./timetable.ts); the same again for its itinerary below.
      const salt = rng.int(0, 99_999);
      if (seedRegion.kind === 'sea' && at !== undefined && !seedRegion.homePorts.includes(at)) {
        // The liner is in its other sea: it crosses to a home port of this one first, a sailing of its own
        // when it is a cruise's length across open water (a transatlantic crossing), else a passage not sold.
        const home = portByName.get(rng.pick(seedRegion.homePorts))!;
        const seas = [...(lastRegion?.ports ?? []), ...seedRegion.ports].map((n) => portByName.get(n)!);
        timed = crossingRoute(portByName.get(at)!, home, seas, salt);
        const crossingNights = timed[timed.length - 1].day;
        if (crossingNights > MAX_CROSSING_NIGHTS || !crossingSold(lastRegion!.slug, seedRegion.slug)) {
          // A passage round a continent takes about twice the straight line.
          cursor = addDays(cursor, 2 * crossingNights);
          at = home.name;
          continue;
        }
        transatlantic = (lastRegion!.slug === 'kariby') !== (seedRegion.slug === 'kariby');
        crossedFrom = lastRegion;
      } else if (seedRegion.kind === 'sea') {
        timed = seaRoute(rng, seedRegion, chooseNights(rng, seedRegion), portByName, at, salt);
      } else {
        const nightsWanted = chooseNights(rng, seedRegion);
        if (!bases.has(seedRegion.slug)) bases.set(seedRegion.slug, baseIn(seedRegion));
        const leaves = cursor;
        timed = riverRoute(
          rng,
          seedRegion,
          nightsWanted,
          portByName,
          { at, base: bases.get(seedRegion.slug)! },
          salt,
          (port, day) => isoDay(addDays(leaves, day)).slice(5) >= (CALLS_OPEN_FROM[port.name] ?? '01-01'),
        );
      }
      const route = daysOf(timed);
      const nights = route.length - 1;
      const start = cursor;
      const stops = route.filter((p): p is PortRec => p !== null);
      // The whole sailing keeps to the season (one that would end after it waits for a shorter fit), and
      // calls somewhere: a short loop from a far-off home port that never reaches another port is no cruise.
      const callsSomewhere = stops.some((p) => p.id !== stops[0].id);
      if (!callsSomewhere || !fitsSeason(seasonOf(seedRegion.slug), start, addDays(start, nights))) {
        cursor = addDays(cursor, 1);
        continue;
      }
      const id = cruises.length + 1;
      cruises.push({
        id,
        slug: `${ship.slug}-${isoDay(start)}`,
        title: routeTitle(stops, renown),
        shipId: ship.id,
        departurePortId: route[0]!.id,
        startDate: isoDay(start),
        endDate: isoDay(addDays(start, nights)),
        nights,
        popularity: Math.round(
          rng.next() ** 2 * 900 + (line.kind === 'sea' ? 50 : 100) + (nights <= 7 ? 50 : 0),
        ),
        regionIds: (crossedFrom
          ? crossingRegions(crossedFrom, seedRegion, stops, start, addDays(start, nights), transatlantic)
          : [seedRegion]
        ).map((r) => regionBySlug.get(r.slug)!.id),
        description: `${formatNights(nights)} на борту ${shipPhrase({ name: ship.name, kind: line.kind }, 'genitive')}: ${transatlantic ? 'трансатлантический круиз ' : ''}${routeDescription(route, line.kind)}.${allCallsClosed(stops, closed) ? ` ${ON_BOARD_ONLY}` : ''}`,
        included: line.kind === 'sea' ? SEA_INCLUDED : RIVER_INCLUDED,
        notIncluded: line.kind === 'sea' ? SEA_NOT_INCLUDED : RIVER_NOT_INCLUDED,
        path: routePath(stops, line.kind),
      });
      days.push(...itinerary(rng, id, ship, start, route, timed, { kindOf, closed }));
      cursor = addDays(start, nights);
      at = stops[stops.length - 1].name;
      lastRegion = seedRegion;
    }
  }
  return { cruises, days };
}

/**
 * The regions a crossing is filed under: the seas it calls in before it arrives, in whose season it sails —
 * «Тенерифе — Агадир — Касабланка — Гамбург» in May is a cruise of the Canaries, not of the Norwegian
 * fjords. An autumn crossing that leaves a northern sea after its season calls in none: it is filed under
 * the sea it sails to, whose season it starts (docs/catalog.md).
 *
 * A transatlantic crossing is filed under «Трансатлантика» first, and under a sea of either end only where it
 * calls on the way at a port of that sea which is not one of its home ports: «Сан-Хуан — Филипсбург —
 * Амстердам — Копенгаген» is the Caribbean's (Филипсбург), not the fjords' (Амстердам is where their
 * sailings start) (docs/decisions/046-transatlantic-crossings.md).
 */
function crossingRegions(
  from: RegionSeed,
  to: RegionSeed,
  stops: readonly PortRec[],
  start: Date,
  end: Date,
  transatlantic: boolean,
): RegionSeed[] {
  const inSeason = (r: RegionSeed) => fitsSeason(seasonOf(r.slug), start, end);
  if (transatlantic) {
    const onTheWay = stops.slice(1, -1).map((p) => p.name);
    const calledIn = (r: RegionSeed) =>
      onTheWay.some((name) => r.ports.includes(name) && !r.homePorts.includes(name));
    return [TRANSATLANTIC, ...[from, to].filter((r) => calledIn(r) && inSeason(r))];
  }
  const before = stops.slice(0, -1).map((p) => p.name);
  const filed = [from, to].filter((r) => before.some((name) => r.ports.includes(name)) && inSeason(r));
  return filed.length > 0 ? filed : [to];
}

/** Sea ships list their summer region first and their winter one last; the first in season wins. */
function chooseRegion(shipRegions: string[], day: Date): RegionSeed | null {
  const month = day.getUTCMonth() + 1;
  const summer = month >= 4 && month <= 10;
  const ordered = summer ? shipRegions : [...shipRegions].reverse();
  for (const slug of ordered) {
    if (fitsSeason(seasonOf(slug), day, day)) return REGIONS.find((r) => r.slug === slug)!;
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

function itinerary(
  rng: Rng,
  cruiseId: number,
  ship: ShipRec,
  start: Date,
  route: (PortRec | null)[],
  timed: readonly TimedCall[],
  { kindOf, closed }: { kindOf: (port: PortRec) => CityKind; closed: (port: PortRec) => boolean },
): DayRec[] {
  const sea = ship.kind === 'sea';
  // Days without a call take the plans in turn from a drawn one, so two such days in a row differ.
  const quietDays = sea ? SEA_DAYS : RIVER_DAYS;
  let quiet = rng.int(0, quietDays.length - 1);
  const callOn = new Map(timed.map((call) => [call.day, call]));
  const called = new Set<number>();
  let closedCalls = 0;
  // «Стоянка в Казани: обзорная экскурсия. Можно увидеть …», or on the way back «Снова в Казани, …».
  const stopDay = (port: PortRec, again: boolean) => {
    const kind = kindOf(port);
    const seen = whatToSee(port.name, again);
    const plans = stopPlans(port.name, kind, seen);
    // Drawn either way, so the random stream does not depend on which ports are open.
    const plan = rng.pick(again ? plans.again : plans.first);
    const at = atStop(port.name, kind);
    if (closed(port)) return closedCallText(port.name, at, again, closedCalls++);
    return `${again ? `Снова ${at}, на обратном пути` : `Стоянка ${at}`}: ${plan}. ${seen}`;
  };
  return route.map((port, i) => {
    const first = i === 0;
    const last = i === route.length - 1;
    const call = callOn.get(i);
    const calledBefore = port !== null && called.has(port.id);
    if (port) called.add(port.id);
    return {
      cruiseId,
      day: i + 1,
      date: isoDay(addDays(start, i)),
      portId: port?.id ?? null,
      title: port ? port.name : sea ? 'В море' : 'Ходовой день',
      arrival: call?.arrival == null ? null : clock(call.arrival),
      departure: call?.departure == null ? null : clock(call.departure),
      description: port
        ? first
          ? `Посадка на ${shipPhrase({ name: ship.name, kind: ship.kind }, 'accusative')} ${atPort(port.name)} с 12:00, размещение в каютах, инструктаж по безопасности и отправление.`
          : last
            ? `Прибытие ${toPlaceOrNoun({ name: port.name, cases: catalogCases(port.name) }, 'порт')}. Завтрак и высадка до 10:00.`
            : stopDay(port, calledBefore)
        : quietDays[quiet++ % quietDays.length],
    };
  });
}
