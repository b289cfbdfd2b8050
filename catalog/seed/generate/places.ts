/** Countries, ports with their cities, and regions, from the hand-written tables in `data/`. */
import type { CityRec, CountryRec, PortRec, RegionRec } from '../../store/types';
import { COUNTRIES } from '../data/countries';
import { RIVER_PORTS, SEA_PORTS } from '../data/ports';
import { REGIONS } from '../data/regions';
import { center, distanceKm, outline } from '../geo';
import type { Rng } from '../prng';
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
      shortDescription: `${c.name}: порты захода, достопримечательности и круизы.`,
      description: `${c.name} — одна из стран, куда заходят круизные лайнеры и теплоходы из нашего каталога. Столица — ${c.capital}, официальный язык — ${c.language}, валюта — ${c.currency}. ${c.visa}`,
      images: [
        image(`country-${slug}-1`, 'city', c.name, 'Страна'),
        image(`country-${slug}-2`, 'sea', c.name, 'Побережье'),
      ],
    };
  });
}

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

/** Every port has a city of the same name and id; a port knows its four nearest neighbours. */
export function generatePorts(
  rng: Rng,
  { image }: ImageRegistry,
  countries: CountryRec[],
): { ports: PortRec[]; cities: CityRec[] } {
  const countryByCode = new Map(countries.map((c) => [c.code, c]));
  const cities: CityRec[] = [];
  const ports: PortRec[] = [];
  const rows = [
    ...SEA_PORTS.map((row) => ({ row, kind: 'sea' as const })),
    ...RIVER_PORTS.map((row) => ({ row, kind: 'river' as const })),
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
  for (const p of ports) {
    p.nearbyIds = ports
      .filter((o) => o.id !== p.id)
      .map((o) => ({ id: o.id, d: distanceKm(p.location, o.location) }))
      .sort((a, b) => a.d - b.d || a.id - b.id)
      .slice(0, 4)
      .map((o) => o.id);
  }
  return { ports, cities };
}

/** Regions, with the season text from the same table the sailings follow; fills each port's regionIds. */
export function generateRegions({ image }: ImageRegistry, ports: PortRec[]): RegionRec[] {
  const portByName = new Map(ports.map((p) => [p.name, p]));
  return REGIONS.map((r, i) => {
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
}
