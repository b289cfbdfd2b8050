/** Countries, ports with their cities, and regions, from the hand-written tables in `data/`. */
import { joinRu } from '../../../shared/format';
import { regionIdsByPorts } from '../../store/country-regions';
import type { CityRec, CountryRec, CruiseRec, DayRec, PortRec, RegionRec } from '../../store/types';
import { CLOSED_TO_RUSSIAN_TOURISTS, COUNTRIES } from '../data/countries';
import { CITY_TEXTS, sightNames, stopText, whatToSeeText } from '../data/city-texts';
import { PLACE_KINDS } from '../data/place-kinds';
import { COUNTRY_ABOUT } from '../data/country-about';
import { RIVER_PORTS, SEA_PORTS, SEA_PORTS_ON_RIVERS } from '../data/ports';
import { REGIONS } from '../data/regions';
import { center, distanceKm, outline } from '../geo';
import { slugify } from '../translit';
import type { ImageRegistry } from './images';
import { seasonOf, seasonText } from './seasons';

export function generateCountries({ image }: ImageRegistry): CountryRec[] {
  return COUNTRIES.map((c, i) => {
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
      // Not the name again (the page's heading says it), nor the capital, language, currency and visa (its
      // facts list them): what the country is for a cruise passenger. The lead names its regions, once
      // they are known (`describePlaces`); the text is written by hand.
      shortDescription: '',
      description: COUNTRY_ABOUT[c.code],
      images: [
        image(`country-${slug}-1`, 'city', c.name, 'Страна'),
        image(`country-${slug}-2`, 'sea', c.name, 'Побережье'),
      ],
    };
  });
}

/** How far a port «поблизости» may be: about a night's sail. */
const NEARBY_KM = 500;

/** Every port has a city of the same name and id; a port knows its four nearest neighbours. */
export function generatePorts(
  { image }: ImageRegistry,
  countries: CountryRec[],
): { ports: PortRec[]; cities: CityRec[] } {
  const countryByCode = new Map(countries.map((c) => [c.code, c]));
  const cities: CityRec[] = [];
  const ports: PortRec[] = [];
  const rows = [
    ...SEA_PORTS.map((row) => ({ row, kind: 'sea' as const })),
    ...RIVER_PORTS.map((row) => ({
      row,
      kind: SEA_PORTS_ON_RIVERS.has(row[0]) ? ('sea' as const) : ('river' as const),
    })),
  ];
  for (const { row, kind } of rows) {
    const [name, code, lat, lng, population] = row;
    const country = countryByCode.get(code);
    if (!country) throw new Error(`unknown country ${code} for ${name}`);
    const slug = slugify(name);
    const id = ports.length + 1;
    const keys = [
      image(`port-${slug}-1`, kind === 'sea' ? 'city' : 'river', name, country.name),
      image(`port-${slug}-2`, kind === 'sea' ? 'sea' : 'city', name, country.name),
    ];
    const text = CITY_TEXTS[name];
    if (!text) throw new Error(`no sights and text for the city ${name} (data/city-texts.ts)`);
    cities.push({
      id,
      slug,
      name,
      kind: PLACE_KINDS[name] ?? 'city',
      countryId: country.id,
      location: { lat, lng },
      // The table gives thousands: a village of a few hundred would read «1 000», so under 2 000 says nothing.
      population: population >= 2 ? population * 1000 : null,
      // Where Russian tourists are not let ashore, the page says so first, as the cruise's day does
      // (generate/cruises.ts); what a stop shows is for those whose papers let them off.
      shortDescription: CLOSED_TO_RUSSIAN_TOURISTS.has(code)
        ? `Гражданам России с туристической визой сойти здесь на берег сейчас не получится. С другими документами за одну стоянку можно увидеть ${whatToSeeText(text)}.`
        : `За одну стоянку можно увидеть ${whatToSeeText(text)}.`,
      description: text.about,
      sights: sightNames(text),
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
      // Named once the regions are known (`generateRegions`): which cruises call here.
      shortDescription: '',
      // Where ships moor and how a stop goes, the second half of the city's text: what «О порте» is for.
      description: stopText(text.about),
      images: keys,
      regionIds: [],
      nearbyIds: [],
    });
  }
  // «Соседние стоянки»: the four nearest within a night's sail; Тикси and Акюрейри have none.
  for (const p of ports) {
    p.nearbyIds = ports
      .filter((o) => o.id !== p.id)
      .map((o) => ({ id: o.id, d: distanceKm(p.location, o.location) }))
      .filter((o) => o.d <= NEARBY_KM)
      .sort((a, b) => a.d - b.d || a.id - b.id)
      .slice(0, 4)
      .map((o) => o.id);
  }
  return { ports, cities };
}

/** Regions, with the season text from the same table the sailings follow; fills each port's regionIds. */
export function generateRegions({ image }: ImageRegistry, ports: PortRec[]): RegionRec[] {
  const portByName = new Map(ports.map((p) => [p.name, p]));
  const regions = REGIONS.map((r, i): RegionRec => {
    const id = i + 1;
    const portNamed = (name: string) => {
      const port = portByName.get(name);
      if (!port) throw new Error(`unknown port ${name} in ${r.slug}`);
      return port;
    };
    for (const name of r.ports) {
      const port = portNamed(name);
      if (!port.regionIds.includes(id)) port.regionIds.push(id);
    }
    const points = (r.outlinePorts ?? r.ports).map((name) => portNamed(name).location);
    return {
      id,
      slug: r.slug,
      name: r.name,
      kind: r.kind,
      bestSeason: seasonText(seasonOf(r.slug)),
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
  return regions;
}

/** The regions whose sailings leave from a port and those whose sailings only call there, by region id. */
interface PortSailings {
  from: number[];
  calls: number[];
}

/** Each port's regions of the sailings that leave from it or call at it: those it belongs to. */
function sailingsByPort(
  ports: readonly PortRec[],
  cruises: readonly CruiseRec[],
  days: readonly DayRec[],
): Map<number, PortSailings> {
  const cruiseById = new Map(cruises.map((c) => [c.id, c]));
  const regionsOf = (port: PortRec, cruiseIds: Iterable<number>) => {
    const ids = new Set<number>();
    for (const id of cruiseIds)
      for (const r of cruiseById.get(id)!.regionIds) if (port.regionIds.includes(r)) ids.add(r);
    return [...ids].sort((a, b) => a - b);
  };
  const departing = new Map<number, Set<number>>();
  const calling = new Map<number, Set<number>>();
  const add = (to: Map<number, Set<number>>, portId: number, cruiseId: number) =>
    to.set(portId, (to.get(portId) ?? new Set()).add(cruiseId));
  for (const c of cruises) add(departing, c.departurePortId, c.id);
  for (const d of days) if (d.portId !== null && d.arrival !== null) add(calling, d.portId, d.cruiseId);
  return new Map(
    ports.map((port) => {
      const from = regionsOf(port, departing.get(port.id) ?? []);
      const calls = regionsOf(port, calling.get(port.id) ?? []).filter((r) => !from.includes(r));
      return [port.id, { from, calls }];
    }),
  );
}

/** Regions a lead names in one list; more are «и другим регионам». */
const LEAD_REGIONS = 3;

/** «Отсюда отправляются круизы по …, сюда заходят круизы по …», each part only where it is true. */
function sailingsLead({ from, calls }: PortSailings): string | null {
  const along = (ids: readonly number[]) => {
    const names = ids.slice(0, LEAD_REGIONS).map((id) => REGIONS[id - 1].along);
    return ids.length > LEAD_REGIONS ? `${names.join(', ')} и другим регионам` : joinAlong(names);
  };
  const leads = [
    ...(from.length ? [`Отсюда отправляются круизы по ${along(from)}`] : []),
    ...(calls.length ? [`${from.length ? 'с' : 'С'}юда заходят круизы по ${along(calls)}`] : []),
  ];
  return leads.length ? `${leads.join(', ')}.` : null;
}

/**
 * Port and country leads from the sailings themselves: «Отсюда отправляются круизы по …» only where some
 * do, «сюда заходят круизы по …» only where some call, each with the regions of those sailings that the
 * place belongs to. A port the season's sailings pass by is «один из портов» of its regions; none of them
 * says it sends cruises it does not (Бари, Киль: Germany sends the fjords' cruises, Iceland receives them).
 */
export function describePlaces(
  countries: CountryRec[],
  ports: PortRec[],
  cruises: readonly CruiseRec[],
  days: readonly DayRec[],
): void {
  const byPort = sailingsByPort(ports, cruises, days);
  for (const port of ports) {
    const regions = port.regionIds.map((id) => REGIONS[id - 1].along);
    port.shortDescription =
      sailingsLead(byPort.get(port.id)!) ??
      (regions.length
        ? `Один из портов круизов по ${joinAlong(regions)}.`
        : port.kind === 'sea'
          ? 'Сюда заходят круизные лайнеры.'
          : 'Сюда заходят речные теплоходы.');
  }
  for (const country of countries) {
    const own = ports.filter((p) => p.countryId === country.id);
    // Main regions first: those of more of the country's ports.
    const rank = regionIdsByPorts(own);
    const ranked = (ids: Set<number>) => rank.filter((id) => ids.has(id));
    const from = new Set(own.flatMap((p) => byPort.get(p.id)!.from));
    const calls = new Set(own.flatMap((p) => byPort.get(p.id)!.calls).filter((id) => !from.has(id)));
    country.shortDescription =
      sailingsLead({ from: ranked(from), calls: ranked(calls) }) ??
      (rank.length
        ? `Порты страны — на маршрутах круизов по ${joinAlong(rank.slice(0, LEAD_REGIONS).map((id) => REGIONS[id - 1].along))}.`
        : 'Сюда заходят круизные лайнеры.');
  }
}

/**
 * Regions after «по», joined: a name with its own «и» (Канарским островам и Атлантике) goes last after
 * commas, so no «и … и» — «по Средиземноморью, Канарским островам и Атлантике».
 */
function joinAlong(along: readonly string[]): string {
  const ordered = [...along].sort((a, b) => Number(a.includes(' и ')) - Number(b.includes(' и ')));
  return ordered.some((a) => a.includes(' и ')) ? ordered.join(', ') : joinRu(ordered);
}
