/**
 * Rules a cruise editor would check, run over every record of whole generated seeds (for several start
 * months, because the seed is generated relative to the day the store is created). The expected seasons
 * and class orders are written here from the real world, not read from the generator, so a wrong table
 * in the generator fails them. Each failure names the records that broke the rule.
 */
import { Eyo, safeDictionary } from 'eyo-kernel';
import { describe, expect, it } from 'vitest';
import type { CabinRec, CruiseRec, PortRec, PromotionRec, RegionRec } from '../store/types';
import { bookedShare, cabinStatuses } from '../store/cabin-status';
import { generateSeed, RATES, type SeedData } from './generate';
import { doesNotAddUp, percentOffSailings } from './generate/promotions';
import { daysBetween } from './generate/dates';
import { seaWay } from './generate/sea-way';
import { ON_BOARD_ONLY } from './generate/cruises';
import { distanceKm } from './geo';
import { PLACE_CASES } from './data/place-cases';
import { REGIONS } from './data/regions';
import { CITY_TEXTS } from './data/city-texts';
import { SEA_GATEWAYS } from './data/sea-ways';
import { catalogCases, countryWording } from '../store/place-cases';
import { indexTerms } from '../search/russian-terms';

const STARTS = ['2026-11-01', '2026-03-01', '2027-06-01'];
const seeds = new Map(STARTS.map((s) => [s, generateSeed('cruise', new Date(`${s}T00:00:00Z`))]));

/** Navigation and sailing seasons, `MM-DD` windows; a window may run over the new year. */
const SEASONS: Record<string, [string, string]> = {
  volga: ['05-01', '10-15'],
  kama: ['05-01', '10-15'],
  don: ['05-01', '10-15'],
  'russkiy-sever': ['06-01', '09-30'],
  lena: ['07-01', '08-31'],
  enisey: ['07-01', '08-31'],
  'norvezhskie-fordy': ['05-01', '09-30'],
  'severnaya-evropa': ['05-01', '09-30'],
  sredizemnomore: ['04-01', '11-30'],
  // The lines' winter programme: their liners are in the Mediterranean or the North for the summer.
  'kanarskie-ostrova-i-atlantika': ['10-01', '05-31'],
  kariby: ['01-01', '12-31'],
};

/** Where a river sailing may start or end, by region: its home ports and the river's ends. */
const RIVER_ENDS: Record<string, string[]> = {
  volga: ['Москва', 'Нижний Новгород', 'Казань', 'Самара', 'Астрахань'],
  kama: ['Казань', 'Пермь'],
  don: ['Ростов-на-Дону', 'Волгоград'],
  'russkiy-sever': ['Санкт-Петербург', 'Череповец'],
  lena: ['Якутск', 'Ленск', 'Тикси'],
  enisey: ['Красноярск', 'Дудинка'],
};

/**
 * Schengen states that turn Russian tourists away whatever their visa: Finland, the Baltic states and Poland
 * since 2022, Norway since 2023. A call there is a day on board for a Russian traveller.
 */
const CLOSED_TO_RUSSIANS = ['fi', 'ee', 'lv', 'lt', 'pl', 'no'];

/**
 * The first day a cruise ship may call, `MM-DD`: Valaam's monastery receives them from about mid-May, once the
 * ice is off Ladoga; Kizhi, on Onega, which clears later, from about 20–25 May, when the museum opens its pier.
 */
const CALLS_OPEN_FROM: Record<string, string> = { Валаам: '05-15', Кижи: '05-25' };

/** Cabin classes from the cheapest up, as lines sell them. */
const CLASS_RANK: Record<string, number> = {
  'Стандартная двухместная': 1,
  Одноместная: 2,
  Полулюкс: 3,
  Люкс: 4,
  'Внутренняя каюта': 1,
  'Каюта с окном': 2,
  'Каюта с балконом': 3,
  Сьют: 4,
  'Сьют MSC Yacht Club': 5,
};

const MONTH_STEMS = [
  'январ',
  'феврал',
  'март',
  'апрел',
  'ма[йя]',
  'июн',
  'июл',
  'август',
  'сентябр',
  'октябр',
  'ноябр',
  'декабр',
];

/** The months a season text names, as [from, to] pairs (1..12): 'С мая по сентябрь' → [[5, 9]]. */
function monthsOf(text: string): [number, number][] {
  if (/круглый год/i.test(text)) return [[1, 12]];
  const re = new RegExp(`(${MONTH_STEMS.join('|')})`, 'gi');
  const found = [...text.matchAll(re)].map(
    (m) => MONTH_STEMS.findIndex((s) => new RegExp(`^${s}`, 'i').test(m[1])) + 1,
  );
  const pairs: [number, number][] = [];
  for (let i = 0; i < found.length; i += 2) pairs.push([found[i], found[i + 1] ?? found[i]]);
  return pairs;
}

const inMonths = (month: number, [from, to]: [number, number]) =>
  from <= to ? month >= from && month <= to : month >= from || month <= to;

function withinWindow(c: CruiseRec, [from, to]: [string, string]): boolean {
  const a = c.startDate.slice(5);
  const b = c.endDate.slice(5);
  if (from === '01-01' && to === '12-31') return true;
  if (from <= to) return c.startDate.slice(0, 4) === c.endDate.slice(0, 4) && a >= from && b <= to;
  // Over the new year: both ends in the window and no summer between them.
  return (a >= from || a <= to) && (b >= from || b <= to) && c.nights < 120;
}

/** Collects every breach so a failure lists the records, not just the first one. */
function breaches(check: (seed: SeedData, start: string, out: string[]) => void): string[] {
  const out: string[] = [];
  for (const [start, seed] of seeds) check(seed, start, out);
  return out;
}

const index = (seed: SeedData) => ({
  regionById: new Map(seed.regions.map((r) => [r.id, r])),
  shipById: new Map(seed.ships.map((s) => [s.id, s])),
  lineById: new Map(seed.lines.map((l) => [l.id, l])),
  cruiseById: new Map(seed.cruises.map((c) => [c.id, c])),
  cruiseBySlug: new Map(seed.cruises.map((c) => [c.slug, c])),
  cabinById: new Map(seed.cabins.map((c) => [c.id, c])),
  portById: new Map(seed.ports.map((p) => [p.id, p])),
});

/** Each ship's sailings, in the order they depart. */
function sailingsByShip(seed: SeedData): CruiseRec[][] {
  const byShip = new Map<number, CruiseRec[]>();
  for (const c of seed.cruises) byShip.set(c.shipId, [...(byShip.get(c.shipId) ?? []), c]);
  return [...byShip.values()].map((list) => list.sort((a, b) => a.startDate.localeCompare(b.startDate)));
}

/** Each sailing's ports of call in the order of its days. */
function callsByCruise(seed: SeedData): Map<number, PortRec[]> {
  const { portById } = index(seed);
  const calls = new Map<number, PortRec[]>();
  for (const d of seed.days)
    if (d.portId) calls.set(d.cruiseId, [...(calls.get(d.cruiseId) ?? []), portById.get(d.portId)!]);
  return calls;
}

/** Whether a day is a call in a country whose border is closed to Russian tourists. */
function closedCall(seed: SeedData): (d: SeedData['days'][number]) => boolean {
  const { portById } = index(seed);
  const codeOf = new Map(seed.countries.map((c) => [c.id, c.code]));
  return (d) =>
    d.portId !== null && CLOSED_TO_RUSSIANS.includes(codeOf.get(portById.get(d.portId)!.countryId)!);
}

describe('the seed follows the real world (every record, several start months)', () => {
  it('sails every region only in its season', () => {
    const bad = breaches((seed, start, out) => {
      const { regionById } = index(seed);
      for (const c of seed.cruises) {
        const region = regionById.get(c.regionIds[0])!;
        const season = SEASONS[region.slug];
        if (season && !withinWindow(c, season))
          out.push(
            `${start} ${c.slug} (${region.name}) ${c.startDate}…${c.endDate}, season ${season.join('…')}`,
          );
      }
    });
    expect(bad).toEqual([]);
  });

  it('prints on each region the season its sailings keep to', () => {
    const bad = breaches((seed, start, out) => {
      const { regionById } = index(seed);
      for (const r of seed.regions) {
        if (monthsOf(r.bestSeason).length === 0) out.push(`${r.slug}: no months in "${r.bestSeason}"`);
        const season = SEASONS[r.slug];
        if (season) {
          const [[from, to]] = [monthsOf(r.bestSeason)[0] ?? [0, 0]];
          if (from !== Number(season[0].slice(0, 2)) || to !== Number(season[1].slice(0, 2)))
            out.push(`${r.slug}: prints "${r.bestSeason}", season is ${season.join('…')}`);
        }
      }
      for (const c of seed.cruises) {
        const r = regionById.get(c.regionIds[0])!;
        const months = monthsOf(r.bestSeason);
        for (const date of [c.startDate, c.endDate]) {
          const m = Number(date.slice(5, 7));
          if (!months.some((w) => inMonths(m, w)))
            out.push(`${start} ${c.slug} on ${date}, ${r.name} prints "${r.bestSeason}"`);
        }
      }
    });
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('does not send a ship on two sailings at once', () => {
    const bad = breaches((seed, start, out) => {
      for (const sorted of sailingsByShip(seed)) {
        for (let i = 1; i < sorted.length; i++)
          if (sorted[i].startDate < sorted[i - 1].endDate)
            out.push(`${start} ${sorted[i - 1].slug} overlaps ${sorted[i].slug}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('starts a ship’s sailing where its last one ended: a ship does not jump between towns', () => {
    const bad = breaches((seed, start, out) => {
      const { portById } = index(seed);
      const calls = callsByCruise(seed);
      for (const sorted of sailingsByShip(seed)) {
        for (let i = 1; i < sorted.length; i++) {
          const [before, next] = [sorted[i - 1], sorted[i]];
          const [ended, leaves] = [calls.get(before.id)!.at(-1)!, portById.get(next.departurePortId)!];
          if (ended.id === leaves.id) continue;
          // A passage the seed does not sell (Киль — Иокогама) still takes its days: 750 km a day at most.
          const km = distanceKm(ended.location, leaves.location);
          const gap = daysBetween(new Date(`${before.endDate}T00:00:00Z`), next.startDate);
          if (before.regionIds[0] === next.regionIds[0] || gap * 750 < km)
            out.push(
              `${start} ${before.slug} ends in ${ended.name}, ${next.slug} starts in ${leaves.name} ${gap} days later`,
            );
        }
      }
    });
    expect(bad).toEqual([]);
  });

  it('sells a liner’s crossing between its seas as a cruise when it is a cruise’s length', () => {
    const crossings = breaches((seed, start, out) => {
      const { regionById } = index(seed);
      const callsOf = callsByCruise(seed);
      for (const c of seed.cruises) {
        const calls = callsOf.get(c.id)!;
        const region = regionById.get(c.regionIds[0])!;
        if (region.kind === 'sea' && calls[0].id !== calls.at(-1)!.id) out.push(`${start} ${c.title}`);
      }
    });
    expect(crossings.length).toBeGreaterThan(10);
    expect(crossings).toEqual(expect.arrayContaining([expect.stringMatching(/Майами$|Барселона$/)]));
  });

  it('calls a crossing between the Caribbean and Europe «трансатлантический круиз», and no other sailing', () => {
    const bad = breaches((seed, start, out) => {
      const callsOf = callsByCruise(seed);
      const caribbean = new Set(REGIONS.find((r) => r.slug === 'kariby')!.ports);
      for (const c of seed.cruises) {
        const calls = callsOf.get(c.id)!.map((p) => p.name);
        const across = caribbean.has(calls[0]) !== caribbean.has(calls.at(-1)!);
        if (across !== c.description.includes(': трансатлантический круиз из '))
          out.push(`${start} ${c.slug}: ${c.description}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('files a crossing between the Caribbean and Europe under «Трансатлантика», and under a sea only where it calls', () => {
    const atlantic = REGIONS.find((r) => r.slug === 'transatlantika')!;
    const bad = breaches((seed, start, out) => {
      const { regionById } = index(seed);
      const callsOf = callsByCruise(seed);
      for (const c of seed.cruises) {
        const regions = c.regionIds.map((id) => REGIONS.find((r) => r.slug === regionById.get(id)!.slug)!);
        const crossing = c.description.includes(': трансатлантический круиз из ');
        if (crossing !== (regions[0] === atlantic))
          out.push(`${start} ${c.slug}: filed under ${regions[0].name}`);
        if (!crossing) continue;
        const calls = callsOf.get(c.id)!.map((p) => p.name);
        for (const end of [calls[0], calls.at(-1)!])
          if (!atlantic.ports.includes(end))
            out.push(`${start} ${c.slug}: ${end} is not a port of the region`);
        // Spring to Europe, autumn back: April–May or October–November.
        for (const date of [c.startDate, c.endDate])
          if (![4, 5, 10, 11].includes(Number(date.slice(5, 7)))) out.push(`${start} ${c.slug} on ${date}`);
        // A sea's home ports are where its sailings start: passing one is not a cruise of that sea.
        const onTheWay = calls.slice(1, -1);
        for (const r of regions.slice(1))
          if (!onTheWay.some((name) => r.ports.includes(name) && !r.homePorts.includes(name)))
            out.push(`${start} ${c.slug} (${calls.join(' — ')}) filed under ${r.name}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('starts and ends river sailings in a home port or at the end of the river, never in a village', () => {
    // Where lines start sailings and where a traveller can get home from (a station or an airport): the
    // regions' home ports, and the river's ends (Астрахань, Пермь, Тикси, Дудинка…).
    const bad = breaches((seed, start, out) => {
      const { regionById } = index(seed);
      const callsOf = callsByCruise(seed);
      const ends = new Set([...Object.values(RIVER_ENDS).flat()]);
      for (const c of seed.cruises) {
        const region = regionById.get(c.regionIds[0])!;
        if (region.kind !== 'river') continue;
        const calls = callsOf.get(c.id)!.map((p) => p.name);
        for (const name of [calls[0], calls.at(-1)!])
          if (!ends.has(name)) out.push(`${start} ${c.slug}: ${calls[0]} → ${calls.at(-1)}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('sails the Volga most from Moscow, where most river travellers start', () => {
    const bad = breaches((seed, start, out) => {
      const { portById, regionById } = index(seed);
      const counts = new Map<string, number>();
      for (const c of seed.cruises) {
        if (regionById.get(c.regionIds[0])!.slug !== 'volga') continue;
        const name = portById.get(c.departurePortId)!.name;
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      const [first] = [...counts].sort((a, b) => b[1] - a[1]);
      if (first[0] !== 'Москва') out.push(`${start}: ${[...counts].map(([n, k]) => `${n} ${k}`).join(', ')}`);
    });
    expect(bad).toEqual([]);
  });

  it('lists each ship’s cabin categories in the order of their class', () => {
    const bad = breaches((seed, _start, out) => {
      const byShip = new Map<number, CabinRec[]>();
      for (const c of seed.cabins) byShip.set(c.shipId, [...(byShip.get(c.shipId) ?? []), c]);
      for (const [shipId, cabins] of byShip) {
        const ranks = cabins.map((c) => CLASS_RANK[c.name]);
        if (ranks.some((r) => r === undefined))
          out.push(`ship ${shipId}: unknown class in ${cabins.map((c) => c.name)}`);
        if (ranks.some((r, i) => i > 0 && r <= ranks[i - 1]))
          out.push(`ship ${shipId}: ${cabins.map((c) => c.name).join(' < ')}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('prices a dearer class above a lower one on every sailing', () => {
    const bad = breaches((seed, start, out) => {
      const { cabinById } = index(seed);
      const bySailing = new Map<number, { rank: number; amount: number; name: string }[]>();
      for (const p of seed.prices) {
        const cabin = cabinById.get(p.cabinId)!;
        const row = { rank: CLASS_RANK[cabin.name], amount: p.amount, name: cabin.name };
        bySailing.set(p.cruiseId, [...(bySailing.get(p.cruiseId) ?? []), row]);
      }
      for (const [cruiseId, rows] of bySailing) {
        const sorted = [...rows].sort((a, b) => a.rank - b.rank);
        for (let i = 1; i < sorted.length; i++)
          if (!(sorted[i].amount > sorted[i - 1].amount))
            out.push(
              `${start} cruise ${cruiseId}: ${sorted[i].name} ${sorted[i].amount} ≤ ${sorted[i - 1].name} ${sorted[i - 1].amount}`,
            );
      }
    });
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('never prices a sailing under a percentage offer above the same cruise without one that month', () => {
    let pairs = 0;
    const bad = breaches((seed, start, out) => {
      const { cruiseById } = index(seed);
      const offered = percentOffSailings(seed.promotions, seed.cruisePromotions);
      const key = (c: CruiseRec) => `${c.shipId}|${c.title}|${c.nights}|${c.startDate.slice(0, 7)}`;
      // The lowest price of each class on a route and month among the sailings without an offer.
      const plain = new Map<string, number>();
      for (const p of seed.prices) {
        if (offered.has(p.cruiseId)) continue;
        const k = `${key(cruiseById.get(p.cruiseId)!)}|${p.cabinId}`;
        plain.set(k, Math.min(plain.get(k) ?? Infinity, p.amount));
      }
      for (const p of seed.prices) {
        if (!offered.has(p.cruiseId)) continue;
        const c = cruiseById.get(p.cruiseId)!;
        const without = plain.get(`${key(c)}|${p.cabinId}`);
        if (without === undefined) continue;
        pairs++;
        if (p.amount >= without) out.push(`${start} ${c.slug} cabin ${p.cabinId}: ${p.amount} ≥ ${without}`);
      }
    });
    expect(bad.slice(0, 10)).toEqual([]);
    expect(pairs).toBeGreaterThan(100);
  });

  it('names in a title what the sailing is sold by: Валаам or Кижи when it calls there', () => {
    const bad = breaches((seed, start, out) => {
      const callsOf = callsByCruise(seed);
      for (const c of seed.cruises) {
        const famous = callsOf.get(c.id)!.filter((p) => p.name === 'Валаам' || p.name === 'Кижи');
        if (famous.length && !famous.some((p) => c.title.split(' — ').includes(p.name)))
          out.push(`${start} ${c.slug}: "${c.title}"`);
      }
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('calls at Валаам and Кижи only once they receive ships: not before mid-May and about 25 May', () => {
    const bad = breaches((seed, start, out) => {
      const { portById, cruiseById } = index(seed);
      for (const d of seed.days) {
        const name = d.portId === null ? '' : portById.get(d.portId)!.name;
        const opens = CALLS_OPEN_FROM[name];
        if (opens && d.date.slice(5) < opens)
          out.push(`${start} ${cruiseById.get(d.cruiseId)!.slug}: ${name} on ${d.date}, opens ${opens}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('titles a route as a person would: the ports in order, first and last, no ellipsis', () => {
    const bad = breaches((seed, start, out) => {
      const callsOf = callsByCruise(seed);
      for (const c of seed.cruises) {
        const calls = callsOf.get(c.id)!.map((p) => p.name);
        const names = c.title.split(' — ');
        const wrong =
          c.title.includes('…') ||
          names.length < 2 ||
          names.length > 5 ||
          names[0] !== calls[0] ||
          names[names.length - 1] !== calls[calls.length - 1] ||
          names.some((n, i) => i > 0 && n === names[i - 1]);
        // The names follow the itinerary: each is called at after the one before it.
        let at = 0;
        const ordered = names.every((n) => {
          const found = calls.indexOf(n, at);
          if (found < 0) return false;
          at = found + 1;
          return true;
        });
        if (wrong || !ordered) out.push(`${start} ${c.slug}: "${c.title}" for ${calls.join(', ')}`);
      }
    });
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('gives every promotion a badge that says what it is', () => {
    const bad = breaches((seed, start, out) => {
      for (const p of seed.promotions) {
        const label = (p as PromotionRec & { label?: string }).label ?? '';
        if (!/[а-яё]/i.test(label)) out.push(`${start} ${p.slug}: badge "${label}" names no offer`);
        if (p.discountPercent !== null && !label.includes(`−${p.discountPercent}%`))
          out.push(`${start} ${p.slug}: badge "${label}" hides the ${p.discountPercent}% discount`);
        if (/бесплатно/i.test(p.title) && (p.discountPercent !== null || label !== 'Дети бесплатно'))
          out.push(`${start} ${p.slug}: free children shown as "${label}" / ${p.discountPercent}%`);
        if (/раннее бронирование/i.test(p.title) && label !== '−15% раннее бронирование')
          out.push(`${start} ${p.slug}: early booking shown as "${label}"`);
        if (/чёрная пятница/i.test(p.title) && !label.startsWith('Чёрная пятница'))
          out.push(`${start} ${p.slug}: Black Friday shown as "${label}"`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('runs every promotion in its real season', () => {
    const md = (iso: string) => iso.slice(5);
    const bad = breaches((seed, start, out) => {
      for (const p of seed.promotions) {
        const span = `${p.startsAt}…${p.endsAt}`;
        if (p.endsAt < p.startsAt) out.push(`${start} ${p.slug}: ends before it starts ${span}`);
        // Booked before a sailing leaves: an offer that outlives its last sailing has nothing to sell.
        const last = seed.cruisePromotions
          .filter(([, promotionId]) => promotionId === p.id)
          .map(([cruiseId]) => seed.cruises.find((c) => c.id === cruiseId)!.startDate)
          .sort()
          .at(-1);
        if (last !== undefined && p.endsAt >= last)
          out.push(`${start} ${p.slug}: ends ${p.endsAt}, its last sailing leaves ${last}`);
        if (/чёрная пятница/i.test(p.title) && !(md(p.startsAt) >= '11-15' && md(p.endsAt) <= '11-30'))
          out.push(`${start} ${p.slug}: Black Friday ${span}`);
        if (/новогодн/i.test(p.title) && !['12', '01'].includes(p.startsAt.slice(5, 7)))
          out.push(`${start} ${p.slug}: New Year sale ${span}`);
        if (
          /раннее бронирование/i.test(p.title) &&
          !['09', '10', '11', '12', '01', '02'].includes(p.startsAt.slice(5, 7))
        )
          out.push(`${start} ${p.slug}: early booking opens ${p.startsAt}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('attaches a promotion only to the sailings it is for', () => {
    const bad = breaches((seed, start, out) => {
      const { cruiseById, shipById, regionById } = index(seed);
      const promoById = new Map(seed.promotions.map((p) => [p.id, p]));
      const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
      for (const [cruiseId, promoId] of seed.cruisePromotions) {
        const c = cruiseById.get(cruiseId)!;
        const p = promoById.get(promoId)!;
        const ship = shipById.get(c.shipId)!;
        const region = regionById.get(c.regionIds[0])!;
        const why = `${start} ${p.slug} on ${c.slug}`;
        if (p.lineId !== null && p.lineId !== ship.lineId) out.push(`${why}: another line`);
        if (c.startDate <= p.startsAt) out.push(`${why}: sailed before the offer opened`);
        if (/раннее бронирование/i.test(p.title) && days(p.endsAt, c.startDate) < 90)
          out.push(`${why}: early booking for a sailing soon after the offer`);
        if (/горящ/i.test(p.title) && days(p.endsAt, c.startDate) > 30)
          out.push(`${why}: a last-minute offer months ahead`);
        if (/фьорд/i.test(p.title) && region.slug !== 'norvezhskie-fordy') out.push(`${why}: ${region.name}`);
        if (/выходного дня/i.test(p.title) && c.nights > 3) out.push(`${why}: ${c.nights} nights`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('ties every order to the cruise it pays for', () => {
    const bad = breaches((seed, start, out) => {
      const { cruiseBySlug, shipById } = index(seed);
      const cabinsByShip = new Map<number, CabinRec[]>();
      for (const c of seed.cabins) cabinsByShip.set(c.shipId, [...(cabinsByShip.get(c.shipId) ?? []), c]);
      for (const o of seed.orders) {
        const c = o.cruiseSlug ? cruiseBySlug.get(o.cruiseSlug) : undefined;
        if (!c) {
          out.push(`${start} ${o.ref}: no cruise ${o.cruiseSlug}`);
          continue;
        }
        const ship = shipById.get(c.shipId)!;
        const text = o.description.toLowerCase();
        const why = `${start} ${o.ref} "${o.description}" → ${c.slug} "${c.title}"`;
        if (/речн/.test(text) && ship.kind !== 'river') out.push(`${why}: river order for a sea cruise`);
        if (/морск/.test(text) && ship.kind !== 'sea') out.push(`${why}: sea order for a river cruise`);
        if (!o.description.includes(c.title)) out.push(`${why}: the route is not named`);
        const cabins = cabinsByShip.get(ship.id)!;
        const cabin = cabins.find((k) => text.includes(k.name.toLowerCase()));
        if (!cabin) {
          out.push(`${why}: names no cabin of ${ship.name}`);
          continue;
        }
        const price = seed.prices.find((p) => p.cruiseId === c.id && p.cabinId === cabin.id)!;
        const full = Math.round(price.amount * (RATES[price.currency] ?? 1)) * cabin.berths;
        if (o.amount <= 0 || o.amount > full)
          out.push(`${why}: ${o.amount} ₽ for a cabin of at most ${full} ₽`);
        if (c.startDate <= o.createdAt.slice(0, 10)) out.push(`${why}: ordered after it sailed`);
        // Payment falls due at the end of a Moscow day, at least two weeks before the sailing, not a year on.
        if (!o.expiresAt.endsWith('T20:59:00.000Z')) out.push(`${why}: due at ${o.expiresAt}`);
        const due = o.expiresAt.slice(0, 10);
        if (
          ['new', 'pending'].includes(o.status) &&
          daysBetween(new Date(`${due}T00:00:00Z`), c.startDate) < 14
        )
          out.push(`${why}: due ${o.expiresAt}, sails ${c.startDate}`);
        // Payable through the seed's month: the store is seeded from the first of the month it is made in.
        const fromStart = daysBetween(new Date(`${start}T00:00:00Z`), due);
        if (['new', 'pending'].includes(o.status) && fromStart >= 0 && fromStart < 31)
          out.push(`${why}: due ${o.expiresAt}, within the seed's month`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('draws every ship with plausible decks: river 3–4 decks whose cabins hold its passengers, liners by deck', () => {
    const bad = breaches((seed, start, out) => {
      for (const ship of seed.ships) {
        const decks = seed.decks.filter((d) => d.shipId === ship.id);
        const cabins = decks.reduce((n, d) => n + d.cabins.length, 0);
        // Mostly double cabins with a few singles: about two passengers a cabin (Н. В. Гоголь: 126 on 66,
        // not 196 berths for the 126 its page says).
        const holds = cabins >= ship.passengers / 2.2 && cabins <= ship.passengers / 1.6;
        if (ship.kind === 'river' && (decks.length < 3 || decks.length > 4 || !holds || cabins > 150))
          out.push(`${start} ${ship.slug}: ${decks.length} decks, ${cabins} cabins for ${ship.passengers}`);
        if (ship.kind === 'sea' && decks.length >= ship.decks)
          out.push(`${start} ${ship.slug}: cabins on all ${ship.decks} decks`);
        for (const d of decks) {
          // A river deck holds 10–60 cabins, a liner's 60–300: any more would not fit its length.
          const [min, max] = ship.kind === 'river' ? [10, 60] : [60, 300];
          if (d.cabins.length < min || d.cabins.length > max)
            out.push(`${start} ${ship.slug} deck ${d.number}: ${d.cabins.length} cabins`);
        }
      }
    });
    expect(bad).toEqual([]);
  });

  it('numbers every cabin once per ship, by its deck, in a class the ship sells', () => {
    const bad = breaches((seed, start, out) => {
      for (const ship of seed.ships) {
        const codes = new Set(seed.cabins.filter((c) => c.shipId === ship.id).map((c) => c.code));
        const seen = new Set<string>();
        const used = new Set<string>();
        for (const d of seed.decks.filter((k) => k.shipId === ship.id))
          for (const c of d.cabins) {
            if (seen.has(c.number)) out.push(`${start} ${ship.slug}: cabin ${c.number} twice`);
            seen.add(c.number);
            used.add(c.category);
            const digits = ship.kind === 'river' ? 3 : String(d.number).length + 3;
            if (c.number.length !== digits || !c.number.startsWith(String(d.number)))
              out.push(`${start} ${ship.slug}: cabin ${c.number} on deck ${d.number}`);
            if (!codes.has(c.category))
              out.push(`${start} ${ship.slug}: cabin ${c.number} of class ${c.category}`);
          }
        for (const code of codes) if (!used.has(code)) out.push(`${start} ${ship.slug}: no cabin of ${code}`);
      }
    });
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('frees on each sailing as many cabins as its prices say are left, fewer near departure', () => {
    const near: number[] = [];
    const far: number[] = [];
    const bad = breaches((seed, start, out) => {
      const cabinById = new Map(seed.cabins.map((c) => [c.id, c]));
      const decksByShip = new Map<number, SeedData['decks']>();
      for (const d of seed.decks) decksByShip.set(d.shipId, [...(decksByShip.get(d.shipId) ?? []), d]);
      const pricesByCruise = new Map<number, SeedData['prices']>();
      for (const p of seed.prices)
        pricesByCruise.set(p.cruiseId, [...(pricesByCruise.get(p.cruiseId) ?? []), p]);
      // Every tenth sailing of each seed: the rule is the same for all, and all of them take half a minute.
      for (const cruise of seed.cruises.filter((c) => c.id % 10 === 0)) {
        const prices = new Map(
          pricesByCruise.get(cruise.id)!.map((p) => [cabinById.get(p.cabinId)!.code, p]),
        );
        const days = daysBetween(new Date(`${start}T00:00:00Z`), cruise.startDate);
        const list = cabinStatuses(
          cruise.slug,
          decksByShip.get(cruise.shipId)!.flatMap((d) => d.cabins),
          (code) => prices.get(code),
          days,
        );
        const free = new Map<string, number>();
        for (const c of list) if (c.status === 'free') free.set(c.category, (free.get(c.category) ?? 0) + 1);
        for (const [code, p] of prices) {
          if ((free.get(code) ?? 0) !== (p.available ? p.cabinsLeft : 0))
            out.push(
              `${start} ${cruise.slug} ${code}: ${free.get(code)} free, price says ${p.available} ${p.cabinsLeft}`,
            );
        }
        const booked = list.filter((c) => c.status === 'booked').length / list.length;
        if (days <= 45) near.push(booked);
        if (days >= 240) far.push(booked);
      }
    });
    expect(bad.slice(0, 20)).toEqual([]);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(near)).toBeGreaterThan(bookedShare(45) - 0.05);
    expect(mean(far)).toBeLessThan(bookedShare(240) + 0.05);
  });

  it('sells fares as the lines do: children by age, pensioners only on rivers and not on top of an offer, a single supplement', () => {
    const bad = breaches((seed, start, out) => {
      const { shipById } = index(seed);
      const cruiseById = new Map(seed.cruises.map((c) => [c.id, c]));
      const cabinById = new Map(seed.cabins.map((c) => [c.id, c]));
      // Sailings whose price already has a percentage off (early booking's percent is the early fare itself).
      const percentOff = new Set(
        seed.promotions
          .filter((o) => o.discountPercent !== null && !/раннее/i.test(o.title))
          .map((o) => o.id),
      );
      const offered = new Set(seed.cruisePromotions.filter(([, o]) => percentOff.has(o)).map(([c]) => c));
      // Sailings under an offer whose terms say it adds up with nothing else (early booking aside, as above).
      const aloneOffers = new Set(
        seed.promotions.filter((o) => doesNotAddUp(o) && !/раннее/i.test(o.title)).map((o) => o.id),
      );
      const alone = new Set(seed.cruisePromotions.filter(([, o]) => aloneOffers.has(o)).map(([c]) => c));
      for (const p of seed.prices) {
        const c = cruiseById.get(p.cruiseId)!;
        const kind = shipById.get(c.shipId)!.kind;
        const why = `${start} ${c.slug} ${cabinById.get(p.cabinId)!.code}`;
        const t = p.tariff;
        if (!t) {
          out.push(`${why}: no tariff`);
          continue;
        }
        // Under two: free on a parent's berth, on every line.
        const infant = t.childDiscounts.find((b) => b.fromAge === 0);
        if (!infant || infant.toAge !== 1 || infant.percent !== 100 || infant.ownBerth)
          out.push(`${why}: an infant is not free on a parent's berth`);
        const bands = [...t.childDiscounts].sort((a, b) => a.fromAge - b.fromAge);
        bands.forEach((b, i) => {
          if (b.fromAge > b.toAge || b.toAge > 17) out.push(`${why}: band ${b.fromAge}–${b.toAge}`);
          if (i > 0 && b.fromAge !== bands[i - 1].toAge + 1) out.push(`${why}: bands overlap or leave a gap`);
          // No line's fare lets a child over two travel free: MSC's «дети плывут бесплатно» is an offer on some
          // sailings, for the third or fourth place of a cabin with two grown-ups, not an age band of the line.
          if (i > 0 && b.percent >= 100) out.push(`${why}: a child over two travels free`);
        });
        if (kind === 'river') {
          // River lines: a discount on a main berth for children under 14, a few percent for pensioners.
          if (bands.at(-1)!.toAge !== 13)
            out.push(`${why}: river children's fare ends at ${bands.at(-1)!.toAge}`);
          // A pensioner's fare does not add up with a percentage offer («Не суммируется с другими скидками»).
          if (offered.has(c.id)) {
            if (t.pensionerPercent !== null) out.push(`${why}: a pensioner fare on top of an offer`);
          } else if (t.pensionerPercent === null || t.pensionerPercent > 15)
            out.push(`${why}: river pensioner fare ${t.pensionerPercent}`);
          if (t.singleSupplementPercent !== 50)
            out.push(`${why}: river single supplement ${t.singleSupplementPercent}`);
        } else {
          if (t.pensionerPercent !== null) out.push(`${why}: a pensioner fare at sea`);
          if (t.singleSupplementPercent !== 100)
            out.push(`${why}: sea single supplement ${t.singleSupplementPercent}`);
        }
        if (t.early && offered.has(c.id)) out.push(`${why}: an early fare beside a percentage offer`);
        if (t.early && alone.has(c.id))
          out.push(`${why}: an early fare beside an offer that adds up with nothing`);
        if (t.early) {
          if (t.early.amount >= p.amount || t.early.amount < p.amount * 0.8)
            out.push(`${why}: early ${t.early.amount} against ${p.amount}`);
          if (t.early.until >= c.startDate)
            out.push(`${why}: early booking until ${t.early.until}, sails ${c.startDate}`);
          if (t.early.until < start)
            out.push(`${why}: early booking ended ${t.early.until}, before the store began`);
        }
      }
    });
    expect(bad).toEqual([]);
  });

  it('sells an extra bed («дополнительное место») in river doubles, 30–50% off, as the river lines do; none at sea or in a single', () => {
    const bad = breaches((seed, start, out) => {
      const { shipById, cruiseById, cabinById, lineById } = index(seed);
      for (const c of seed.cabins) {
        const kind = shipById.get(c.shipId)!.kind;
        const extra = c.extraBeds ?? 0;
        const why = `${start} ${shipById.get(c.shipId)!.slug} ${c.code}`;
        // Vodohod, Mosturflot, Infoflot: a folding bed or a sofa in a double («Стандартная двухместная»,
        // «Полулюкс»); a single has no room for one; a liner's berths already count its sofa and upper berths.
        if (kind === 'river' && c.berths === 2 && extra !== 1)
          out.push(`${why}: a river double without an extra bed`);
        if ((kind === 'sea' || c.berths === 1) && extra !== 0) out.push(`${why}: ${extra} extra beds`);
      }
      const percentOf = new Map<string, Set<number>>();
      for (const p of seed.prices) {
        const cabin = cabinById.get(p.cabinId)!;
        const c = cruiseById.get(p.cruiseId)!;
        const line = lineById.get(shipById.get(c.shipId)!.lineId)!;
        const why = `${start} ${c.slug} ${cabin.code}`;
        const percent = p.tariff?.extraBedPercent ?? null;
        const adults = p.tariff?.extraBedAdultPercent ?? null;
        if (!cabin.extraBeds) {
          if (percent !== null || adults !== null)
            out.push(`${why}: an extra-bed fare in a cabin without one`);
          continue;
        }
        // A grown-up on it gets less off than a child (the lines' price lists: 15–25% against 30–50%).
        if (adults === null || adults < 15 || adults > 25 || (percent !== null && adults >= percent))
          out.push(`${why}: a grown-up's extra bed ${adults}% off, a child's ${percent}%`);
        if (percent === null || percent < 30 || percent > 50) out.push(`${why}: extra bed ${percent}% off`);
        else percentOf.set(line.slug, (percentOf.get(line.slug) ?? new Set()).add(percent));
      }
      // The line's own price list: one percent for its every sailing.
      for (const [line, percents] of percentOf)
        if (percents.size !== 1) out.push(`${start} ${line}: extra bed at ${[...percents].join(', ')}% off`);
      expect(percentOf.size, start).toBeGreaterThan(0);
    });
    expect(bad).toEqual([]);
  });

  it('sells the early-booking offer’s fare on its sailings: its percent off, until its last day', () => {
    const bad = breaches((seed, start, out) => {
      const offer = seed.promotions.find((p) => /раннее бронирование/i.test(p.title))!;
      if (offer.endsAt < start) return; // last season's offer: its sailings keep the lines' own fares
      const covered = new Set(seed.cruisePromotions.filter(([, p]) => p === offer.id).map(([c]) => c));
      expect(covered.size, start).toBeGreaterThan(0);
      for (const p of seed.prices) {
        if (!covered.has(p.cruiseId)) continue;
        const step = p.currency === 'RUB' ? 100 : p.amount < 500 ? 1 : 10;
        const amount = Math.floor((p.amount * (100 - offer.discountPercent!)) / 100 / step) * step;
        const early = p.tariff?.early;
        if (early?.until !== offer.endsAt || early.amount !== amount)
          out.push(
            `${start} cruise ${p.cruiseId}: ${JSON.stringify(early)}, offer ${amount} until ${offer.endsAt}`,
          );
      }
    });
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('takes the second-guest offer off the party’s total on its sailings only, until its last day', () => {
    const bad = breaches((seed, start, out) => {
      const offer = seed.promotions.find((p) => /второму гостю/i.test(p.title))!;
      const covered = new Set(seed.cruisePromotions.filter(([, p]) => p === offer.id).map(([c]) => c));
      if (offer.endsAt >= start) expect(covered.size, start).toBeGreaterThan(0);
      for (const p of seed.prices) {
        const second = p.tariff?.secondGuest ?? null;
        const want = covered.has(p.cruiseId) ? { percent: 20, until: offer.endsAt } : null;
        if (JSON.stringify(second) !== JSON.stringify(want))
          out.push(`${start} cruise ${p.cruiseId}: ${JSON.stringify(second)}, want ${JSON.stringify(want)}`);
      }
    });
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('lets a child over two travel free only on the sailings «MSC: дети плывут бесплатно» covers, until its last day', () => {
    const bad = breaches((seed, start, out) => {
      const offer = seed.promotions.find((p) => /дети плывут бесплатно/i.test(p.title))!;
      const covered = new Set(seed.cruisePromotions.filter(([, p]) => p === offer.id).map(([c]) => c));
      if (offer.endsAt >= start) expect(covered.size, start).toBeGreaterThan(0);
      const cruiseById = new Map(seed.cruises.map((c) => [c.id, c]));
      for (const p of seed.prices) {
        const slug = cruiseById.get(p.cruiseId)!.slug;
        // «Ребёнок до 12 лет размещается бесплатно на третьем или четвёртом месте в каюте с двумя взрослыми»:
        // the tariff carries the offer, the party's total places the child; no age band is free.
        const free = p.tariff?.childDiscounts.find((b) => b.fromAge >= 2 && b.percent >= 100);
        if (free) out.push(`${start} ${slug}: ${free.fromAge}–${free.toAge} free`);
        const offered = p.tariff?.childrenFree ?? null;
        const want = covered.has(p.cruiseId) ? { toAge: 11, until: offer.endsAt } : null;
        if (JSON.stringify(offered) !== JSON.stringify(want))
          out.push(`${start} ${slug}: ${JSON.stringify(offered)}, want ${JSON.stringify(want)}`);
      }
    });
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('offers early booking on some sailings, not on all', () => {
    for (const [start, seed] of seeds) {
      const withEarly = new Set(seed.prices.filter((p) => p.tariff?.early).map((p) => p.cruiseId));
      const share = withEarly.size / seed.cruises.length;
      expect(share, start).toBeGreaterThan(0.2);
      expect(share, start).toBeLessThan(0.8);
    }
  });
});

describe('the texts an editor reads on place and ship pages', () => {
  const seed = seeds.get(STARTS[0])!;
  it('tells what a ship is and is known for, and leaves its numbers to the facts', () => {
    const bad = seed.ships.filter(
      (s) =>
        /\d/.test(s.description) || s.description.length < 150 || s.description.startsWith(`${s.name} —`),
    );
    expect(bad.map((s) => `${s.name}: ${s.description}`)).toEqual([]);
    expect(new Set(seed.ships.map((s) => s.description)).size).toBe(seed.ships.length);
    const ship = (name: string) => seed.ships.find((s) => s.name === name)!.description;
    expect(ship('Мустай Карим')).toContain('«Красное Сормово»');
    expect(ship('Icon of the Seas')).toContain('класса Icon');
    // Its short line calls it what it is: a paddle steamer is not a «Теплоход».
    const short = (name: string) => seed.ships.find((s) => s.name === name)!.shortDescription;
    expect(short('Н. В. Гоголь')).toMatch(/^Пароход компании «Водоход»/);
    expect(short('Лев Толстой')).toMatch(/^Теплоход компании/);
    expect(short('MSC Grandiosa')).toMatch(/^Лайнер компании MSC Cruises/);
  });

  it('writes «ё» wherever it is certain, as the site does (decision 042)', () => {
    const eyo = new Eyo();
    eyo.dictionary.set(safeDictionary);
    const texts = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') {
        if (/[а-я]/i.test(value)) texts.add(value);
      } else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(seed);
    const missing = [...texts].flatMap((t) => eyo.lint(t).map((r) => `${r.before} → ${r.after}`));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('tells a Russian traveller that a Schengen country needs the visa to go ashore, too, and which let no tourist in', () => {
    // The Schengen states the seed's ports are in (and Monaco, entered through France), from the real world.
    const schengen = [
      'it',
      'es',
      'fr',
      'mc',
      'gr',
      'hr',
      'mt',
      'pt',
      'de',
      'nl',
      'be',
      'dk',
      'se',
      'fi',
      'ee',
      'lv',
      'lt',
      'pl',
      'no',
      'is',
    ];
    const [seed] = seeds.values();
    const said = seed.countries.filter(
      (c) => schengen.includes(c.code) && !CLOSED_TO_RUSSIANS.includes(c.code),
    );
    expect(said.length).toBeGreaterThan(10);
    expect(
      said
        .filter((c) => !/шенгенская виза.*схода на берег.*многократная/i.test(c.visa))
        .map((c) => `${c.name}: ${c.visa}`),
    ).toEqual([]);
    expect(
      seed.countries
        .filter((c) => CLOSED_TO_RUSSIANS.includes(c.code) && !/не впускают/.test(c.visa))
        .map((c) => `${c.name}: ${c.visa}`),
    ).toEqual([]);
    expect(seed.countries.filter((c) => /судов(ой|ая) виз/i.test(c.visa)).map((c) => c.name)).toEqual([]);
  });

  it('says of an archipelago which of its islands a thing is on: «в одной из бухт главного острова»', () => {
    // «Скалистый архипелаг … причаливают в одной из бухт острова»: which one, of fifty?
    const islandOf = /(\S+) (остров(?:а|е|у|ом)?)(?![а-яё])/g;
    const bad = seed.cities.flatMap((c) =>
      /архипелаг/i.test(c.description)
        ? [...c.description.matchAll(islandOf)]
            .filter(([, before]) => !/(?:ого|его|ом|ем|ый|ий|ой|ому|ему)$/.test(before))
            .map(([said]) => `${c.name}: «${said}» in ${c.description}`)
        : [],
    );
    expect(bad).toEqual([]);
  });

  it('spells a name one way: «Нордфьорд», as the port «Нордфьордейд» has it, never «Нурфьорд»; a dhow «дау»', () => {
    /** A spelling beside another of the same name in the seed's texts, and the one the seed keeps. */
    const ONE_SPELLING: [wrong: RegExp, kept: string][] = [
      [/Нур-?фьорд/, 'Нордфьорд'],
      [/(?<![а-яё])доу(?![а-яё])/, 'лодке-дау'],
    ];
    const texts = JSON.stringify([seed, CITY_TEXTS, SEA_GATEWAYS]);
    for (const [wrong, kept] of ONE_SPELLING) {
      expect(texts.match(new RegExp(`.{0,40}${wrong.source}.{0,40}`, 'g')), kept).toBeNull();
      expect(texts).toContain(kept);
    }
  });

  it('speaks to a traveller, not about «our catalogue», and does not tack «Страна: …» on', () => {
    const texts = [...seed.countries, ...seed.ports, ...seed.cities, ...seed.ships].flatMap((r) => [
      r.shortDescription,
      r.description,
    ]);
    expect(texts.filter((t) => /каталог|Страна:/.test(t))).toEqual([]);
  });

  it('gives a port a lead that does not repeat the heading (the name, its kind, its country)', () => {
    const bad = seed.ports.filter(
      (p) => !p.shortDescription || p.shortDescription.includes(p.name) || /порт,/.test(p.shortDescription),
    );
    expect(bad.map((p) => `${p.name}: ${p.shortDescription}`)).toEqual([]);
    const byName = (name: string) => seed.ports.find((p) => p.name === name)!.shortDescription;
    expect(byName('Канны')).toBe('Сюда заходят круизы по Средиземноморью.');
    expect(byName('Ярославль')).toBe('Сюда заходят круизы по Волге.');
  });

  it('names every country as its sailings meet it: «по Франции» through several ports, «с заходом на Кипр» at one', () => {
    // The ports sailings meet, in any start month: Iceland has two, but only Akureyri is ever called at.
    const met = new Map<number, Set<number>>();
    for (const { ports, days } of seeds.values())
      for (const d of days) {
        const port = d.portId === null ? undefined : ports.find((p) => p.id === d.portId);
        if (port) met.set(port.countryId, (met.get(port.countryId) ?? new Set()).add(port.id));
      }
    const portsOf = (countryId: number) => met.get(countryId)?.size ?? 0;
    const wrong = seed.countries.filter((c) => {
      const { along, into } = countryWording(c.code);
      return portsOf(c.id) > 1 ? !along || !!into : !into || !!along;
    });
    expect(wrong.map((c) => `${c.name}: ${portsOf(c.id)}`)).toEqual([]);
    const wording = (name: string) => countryWording(seed.countries.find((c) => c.name === name)!.code);
    expect(wording('Россия')).toEqual({ along: 'России' });
    expect(wording('Нидерланды')).toEqual({ along: 'Нидерландам' });
    expect(wording('Южная Корея')).toEqual({ along: 'Южной Корее' });
    expect(wording('Монако')).toEqual({ into: 'в Монако' });
    expect(wording('Кипр')).toEqual({ into: 'на Кипр' });
    expect(wording('Аруба')).toEqual({ into: 'на Арубу' });
  });

  it('gives every country a text of its own and a lead with its main regions first', () => {
    const abouts = seed.countries.map((c) => c.description);
    expect(new Set(abouts).size).toBe(seed.countries.length);
    const bad = seed.countries.filter(
      (c) =>
        c.description.length < 150 ||
        c.description.length > 450 ||
        /[A-Za-z0-9]/.test(c.description) ||
        c.description.startsWith(c.name),
    );
    expect(bad.map((c) => `${c.name}: ${c.description}`)).toEqual([]);
    const lead = (name: string) => seed.countries.find((c) => c.name === name)!.shortDescription;
    expect(lead('Россия')).toMatch(/^Отсюда отправляются круизы по Волге, [^.]+ и другим регионам\.$/);
    // «Отсюда отправляются» only where sailings leave from, «сюда заходят» only where they call.
    const countryOf = (portId: number) => seed.ports.find((p) => p.id === portId)!.countryId;
    const leaving = new Set(seed.cruises.map((c) => countryOf(c.departurePortId)));
    const wrong = seed.countries.filter(
      (c) =>
        !/^(Отсюда отправляются|Сюда заходят) круизы по [^.]+\.$/.test(c.shortDescription) ||
        c.shortDescription.startsWith('Отсюда') !== leaving.has(c.id),
    );
    expect(wrong.map((c) => `${c.name}: ${c.shortDescription}`)).toEqual([]);
  });

  it('names a city’s own sights: its lead says them in the accusative, its text is its own', () => {
    const bad = seed.cities.filter(
      (c) =>
        c.sights.length < 3 ||
        c.sights.length > 5 ||
        // After the closed border's sentence where there is one (the test below).
        !/^(?:Гражданам России [^.]+\. С другими документами з|З)а одну стоянку можно увидеть [^.]+(?: и |, а [^.—]+ — )[^.]+\.$/.test(
          c.shortDescription,
        ) ||
        c.sights.some((sight) => !/^[А-ЯЁ]/.test(sight)) ||
        /[A-Za-z0-9]/.test(c.shortDescription + c.description + c.sights.join()) ||
        c.description.length < 100 ||
        c.description.length > 350,
    );
    expect(bad.map((c) => `${c.name}: ${c.shortDescription} ${c.description}`)).toEqual([]);
    expect(new Set(seed.cities.map((c) => c.description)).size).toBe(seed.cities.length);
    // «О порте» says how a stop there goes: the second sentence of its city's text, not the city's whole text
    // again (the port's page had read word for word as the city's) nor one paragraph for every port.
    expect(
      seed.ports.filter((p) => {
        const { description } = seed.cities[p.cityId - 1];
        return (
          p.description === description ||
          !description.endsWith(` ${p.description}`) ||
          !/^[А-ЯЁ«]/.test(p.description) ||
          p.description.length < 40
        );
      }),
    ).toEqual([]);
    expect(seed.ports.find((p) => p.name === 'Казань')!.description).toBe(
      'Речной вокзал находится недалеко от центра, так что кремль и пешеходную улицу Баумана можно осмотреть за одну стоянку.',
    );
    // Written from the places themselves, not read from the table: no city gets another's (or a random) list.
    const city = (name: string) => seed.cities.find((c) => c.name === name)!;
    expect(city('Казань').shortDescription).toBe(
      'За одну стоянку можно увидеть Казанский кремль, мечеть Кул-Шариф, башню Сююмбике, улицу Баумана и Старо-Татарскую слободу.',
    );
    expect(city('Ницца').shortDescription).toContain('Английскую набережную');
    expect(city('Кижи').sights).toContain('Кижский погост');
    expect(city('Волгоград').sights).toContain('Мамаев курган');
    // What a stop's passengers see a trip away is said to be there, not the port's own.
    expect(city('Чивитавеккья').shortDescription).toBe(
      'За одну стоянку можно увидеть форт Микеланджело, а в Риме — Колизей, собор Святого Петра и фонтан Треви.',
    );
    expect(city('Пирей').shortDescription).toMatch(/, а в Афинах — Акрополь, /);
  });
});

describe('what a line’s or a ship’s text says it sails', () => {
  /** The rivers a text may name, in any case, by the region whose sailings go there. */
  const RIVERS: [river: string, forms: RegExp, regions: string[]][] = [
    // Москва — Санкт-Петербург (Волго-Балт) goes up the Volga and down the Svir and the Neva.
    ['Волга', /Волг(?:а|и|е|у|ой)/, ['volga', 'moskva-sankt-peterburg']],
    ['Кама', /Кам(?:а|ы|е|у|ой)/, ['kama']],
    ['Дон', /Дон(?:а|у|е|ом)?/, ['don']],
    ['Нева', /Нев(?:а|ы|е|у|ой)/, ['russkiy-sever', 'moskva-sankt-peterburg']],
    ['Свирь', /Свир(?:ь|и|ью)/, ['russkiy-sever', 'moskva-sankt-peterburg']],
    ['Русский Север', /Русск(?:ий|ого|ому|ом) Север(?:а|у|е|ом)?/, ['russkiy-sever']],
    ['Лена', /Лен(?:а|ы|е|у|ой)/, ['lena']],
    ['Енисей', /Енисе(?:й|я|е|ю|ем)/, ['enisey']],
  ];
  /** A word of its own: not «Ростов-на-Дону», «Ленские», «Енисейск». */
  const word = (forms: RegExp) => new RegExp(`(?<![А-Яа-яЁё-])(?:${forms.source})(?![А-Яа-яЁё-])`);

  /** Each «из <порт>» (`из Якутска`, `из британского Саутгемптона`) with the port's name, or the words said. */
  const fromPorts = (text: string, ports: readonly PortRec[]): string[] =>
    [...text.matchAll(/(?<![а-яё])из (?:[а-яё]+(?:ого|его) )?([А-ЯЁ][А-Яа-яЁё-]*)/g)].map(([said, first]) => {
      const port = ports.find((p) => [p.name, catalogCases(p.name)?.genitive].includes(first));
      return port?.name ?? said;
    });

  it('names only the rivers a line sails and the ports its sailings leave from', () => {
    const bad = breaches((seed, start, out) => {
      const { shipById, regionById, portById } = index(seed);
      for (const line of seed.lines) {
        const own = seed.cruises.filter((c) => shipById.get(c.shipId)!.lineId === line.id);
        const regions = new Set(own.flatMap((c) => c.regionIds.map((id) => regionById.get(id)!.slug)));
        const departures = new Set(own.map((c) => portById.get(c.departurePortId)!.name));
        for (const text of [line.shortDescription, line.description]) {
          for (const [river, forms, sailedIn] of RIVERS)
            if (word(forms).test(text) && !sailedIn.some((r) => regions.has(r)))
              out.push(`${start} ${line.slug}: ${river}, not sailed: ${text}`);
          for (const port of fromPorts(text, seed.ports))
            if (!departures.has(port)) out.push(`${start} ${line.slug}: no sailing from «${port}»: ${text}`);
        }
      }
    });
    expect([...new Set(bad.map((b) => b.slice(11)))]).toEqual([]);
  });

  it('names only the rivers a ship sails and the ports it leaves from', () => {
    const bad = breaches((seed, start, out) => {
      const { regionById, portById } = index(seed);
      for (const ship of seed.ships) {
        const own = seed.cruises.filter((c) => c.shipId === ship.id);
        const regions = new Set(own.flatMap((c) => c.regionIds.map((id) => regionById.get(id)!.slug)));
        const departures = new Set(own.map((c) => portById.get(c.departurePortId)!.name));
        for (const text of [ship.shortDescription, ship.description]) {
          for (const [river, forms, sailedIn] of RIVERS)
            if (word(forms).test(text) && !sailedIn.some((r) => regions.has(r)))
              out.push(`${start} ${ship.slug}: ${river}, not sailed: ${text}`);
          for (const port of fromPorts(text, seed.ports))
            if (!departures.has(port)) out.push(`${start} ${ship.slug}: no sailing from «${port}»: ${text}`);
        }
      }
    });
    expect([...new Set(bad.map((b) => b.slice(11)))]).toEqual([]);
  });
});

describe('what the marketing texts promise', () => {
  it('a request for a booking, never a booking made online: a manager confirms the cabin (decision 018)', () => {
    for (const [start, seed] of seeds)
      expect(JSON.stringify(seed).match(/.{0,40}(?<!заявка на )бронирование онлайн/gi), start).toBeNull();
  });
});

describe('an offer’s text', () => {
  it('puts a name in Latin letters in «ёлочки» unless it is a line’s or a ship’s, and gives a gift «в подарок», not «… бесплатно»', () => {
    const bad = breaches((seed, start, out) => {
      // A line's or a ship's name, whole or as its offers shorten it: «Costa», «MSC», «Royal Caribbean».
      const own = new Set([...seed.lines, ...seed.ships].flatMap((r) => r.name.match(/[A-Za-z]+/g) ?? []));
      for (const p of seed.promotions)
        for (const text of [p.title, p.shortDescription, ...p.terms]) {
          const loose = (text.replace(/«[^»]*»/g, '').match(/[A-Za-z]+/g) ?? []).filter((w) => !own.has(w));
          if (loose.length) out.push(`${start} ${p.slug}: ${loose.join(' ')} unquoted in «${text}»`);
          // Free for a child of an age (MSC), not a package «бесплатно»: a gift is «в подарок».
          for (const sentence of text.split(/(?<=\.) /))
            if (/бесплатно/i.test(sentence) && !/дет|ребён/i.test(sentence))
              out.push(`${start} ${p.slug}: «${sentence}»`);
        }
    });
    expect([...new Set(bad.map((b) => b.slice(11)))]).toEqual([]);
  });
});

describe('the numbers the marketing texts claim', () => {
  it('are true of the seed: lines, ports, and no count of sailings (they depart one by one)', () => {
    for (const [start, seed] of seeds) {
      const texts = [
        ...seed.usp.flatMap((u) => [u.title, u.text]),
        ...seed.descriptions.map((d) => d.description ?? ''),
      ];
      expect(
        texts.filter((t) => /(?:\d[\d\s]*\+?|Более \d+ [а-я ]*)\s*круиз(?:а|ов)?(?![а-яё])/.test(t)),
        start,
      ).toEqual([]);
      for (const t of texts) {
        const lines = /(\d+) (?:круизных )?компаний/.exec(t);
        if (lines) expect(Number(lines[1]), t).toBe(seed.lines.length);
        const ports = /(?:Более )?(\d+) портов/.exec(t);
        if (ports) expect(Number(ports[1]), t).toBeLessThanOrEqual(seed.ports.length);
      }
    }
  });
});

describe('islands in the itinerary', () => {
  it('take «на»: «Стоянка на Валааме», never «в Валааме» or «в Санторини»', () => {
    const islands = Object.entries(PLACE_CASES).filter(([, row]) => row[3] === 'на');
    expect(islands.map(([name]) => name)).toEqual(expect.arrayContaining(['Валаам', 'Санторини', 'Пхукет']));
    const forms = islands.flatMap(([, [genitive, accusative, prepositional]]) => [
      genitive,
      accusative,
      prepositional,
    ]);
    const wrong = new RegExp(`(?:^|\\s)(?:в|во|из) (?:${[...new Set(forms)].join('|')})(?![а-яё-])`);
    for (const [start, seed] of seeds) {
      const said = seed.days.map((d) => d.description);
      expect(
        said.filter((d) => wrong.test(d)),
        start,
      ).toEqual([]);
    }
    expect(seeds.get('2026-11-01')!.days.some((d) => d.description.startsWith('Стоянка на Валааме'))).toBe(
      true,
    );
  });
});

describe('a stop in the itinerary', () => {
  /** The stems of a text's words, as the site's search takes them (catalog/search): «музеи», «музей» → «музе». */
  const stems = (text: string) => indexTerms(text);
  /** Its common words of three letters or more, not a name's capitalised ones. */
  const commonWords = (text: string) => text.split(/[^а-яёА-ЯЁ-]+/).filter((w) => /^[а-яё]{3,}$/.test(w));

  it('says nothing twice in a day, in any form: «музеи и местная кухня. Можно увидеть … краеведческий музей» reads as a slip', () => {
    const bad = breaches((seed, start, out) => {
      for (const d of seed.days) {
        if (d.portId === null) continue;
        const said = d.description.split(': ').slice(1).join(': ');
        // Two common words in a row (a name's capitals aside) said twice after the place, in any form:
        // «подъём на смотровую площадку. Можно увидеть … смотровую площадку».
        const words = said.split(/[^а-яёА-ЯЁ-]+/);
        const seen = new Set<string>();
        for (let i = 1; i < words.length; i++) {
          const pair = [words[i - 1], words[i]];
          if (!pair.every((w) => /^[а-яё]{4,}$/.test(w))) continue;
          const key = pair.flatMap(stems).join(' ');
          if (seen.has(key)) out.push(`${start} «${pair.join(' ')}» twice: ${d.description}`);
          seen.add(key);
        }
        // A common word of the plan said again in what the day names to see, a name's word too: «поездка по
        // горной железной дороге. Можно увидеть Фломскую железную дорогу».
        const [plan, sights] = said.split(' Можно увидеть ');
        if (sights === undefined) continue;
        const named = new Set(stems(sights));
        for (const w of commonWords(plan))
          if (stems(w).some((stem) => named.has(stem))) out.push(`${start} «${w}» again: ${d.description}`);
      }
    });
    expect([...new Set(bad.map((b) => b.slice(11)))].slice(0, 40)).toEqual([]);
  });

  it('names what the stop has time for: its own city’s sights, not another’s', () => {
    const seed = seeds.get(STARTS[0])!;
    // A call where Russian tourists may not go ashore names nothing to see (the rule below).
    const closed = closedCall(seed);
    const stops = seed.days.filter((d) => d.description.startsWith('Стоянка ') && !closed(d));
    const wrong = stops.filter(
      (d) => !/ Можно увидеть [^.]+(?: и |, а [^.—]+ — )[^.]+\.$/.test(d.description),
    );
    expect(wrong.map((d) => d.description)).toEqual([]);
    const kazan = stops.find((d) => d.description.startsWith('Стоянка в Казани'))!;
    expect(kazan.description).toMatch(/ Можно увидеть Казанский кремль и мечеть Кул-Шариф\.$/);
  });

  it('plans the day by what the place is: no museums, cafés or embankment in a nature park, no souvenirs in a hunting village', () => {
    /**
     * What a town has but a village, an island or a nature park may not: said of a place that is no town only
     * where its own text («О городе» and its sights) has it too (Старочеркасская is a museum, Катаколон has a
     * waterfront of tavernas).
     */
    const TOWN_ONLY: [said: RegExp, vouched: RegExp][] = [
      [/музе/i, /музе/i],
      [/кухн|кафе(?!др)|ресторан/i, /кухн|кафе(?!др)|ресторан|таверн|(?<![а-яё])ед[аыу](?![а-яё])/i],
      [/набережн/i, /набережн/i],
      [/сувенир/i, /сувенир|лавк|мастерск/i],
    ];
    /** Nor a bus tour or a choice of excursions in a village, a hamlet, a work settlement or a nature park. */
    const SMALL = new Set(['village', 'hamlet', 'settlement', 'nature']);
    const bad = breaches((seed, start, out) => {
      const { portById } = index(seed);
      const cityById = new Map(seed.cities.map((c) => [c.id, c]));
      for (const d of seed.days) {
        if (d.portId === null || !/^(?:Стоянка|Снова) /.test(d.description)) continue;
        const city = cityById.get(portById.get(d.portId)!.cityId)!;
        const kind = city.kind ?? 'city';
        if (kind === 'city') continue;
        const plan = d.description.slice(d.description.indexOf(': ') + 2, d.description.indexOf('. '));
        const own = [city.description, ...city.sights].join(' ');
        const why = `${start} ${city.name} (${kind}): ${d.description}`;
        for (const [said, vouched] of TOWN_ONLY) if (said.test(plan) && !vouched.test(own)) out.push(why);
        if (SMALL.has(kind) && /обзорная экскурсия|по выбору/.test(plan)) out.push(why);
        // By a nature park, not on it: «Стоянка у Ленских столбов».
        if (kind === 'nature' && !/^(?:Стоянка у|Снова у) /.test(d.description)) out.push(why);
      }
    });
    expect([...new Set(bad.map((b) => b.slice(11)))]).toEqual([]);
  });
});

describe('a call where Russian tourists are not let ashore (Finland, the Baltic states, Poland, Norway)', () => {
  /** What a day sells on shore: plans, sights, excursions, a trip. */
  const ASHORE =
    /Можно увидеть|экскурс|прогулк|поездк|свободное время|сувенир|музе|кухн|катер|автобус|(?<![а-яё])гид|подъём|снорклинг/i;

  it('says plainly that Russian citizens cannot go ashore, and offers nothing there', () => {
    let calls = 0;
    const bad = breaches((seed, start, out) => {
      const { portById, cruiseById } = index(seed);
      const closed = closedCall(seed);
      const cruises = new Set<number>();
      for (const d of seed.days) {
        if (!closed(d)) continue;
        const c = cruiseById.get(d.cruiseId)!;
        const why = `${start} ${c.slug} day ${d.day} ${portById.get(d.portId!)!.name}: ${d.description}`;
        // Nobody boards or leaves the ship there: a sailing starts and ends where its passengers may.
        if (d.arrival === null || d.departure === null) out.push(`${why}: boards or lands there`);
        calls++;
        cruises.add(c.id);
        if (
          !/^(?:Стоянка|Снова) [^.:]+\. Граждан(?:ам)? России [^.]*(?:сойти на берег не получится|на берег не пускают)/.test(
            d.description,
          )
        )
          out.push(`${why}: does not say that Russian citizens stay on board`);
        if (ASHORE.test(d.description)) out.push(`${why}: offers the shore`);
      }
      // Nor does the sailing's lead promise excursions on a route with such a call.
      for (const id of cruises) {
        const c = cruiseById.get(id)!;
        for (const text of [c.description, ...c.included])
          if (/экскурс/i.test(text)) out.push(`${start} ${c.slug}: «${text}»`);
      }
    });
    expect(bad.slice(0, 20)).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  });

  it('says in a sailing’s lead when none of its calls lets Russian tourists ashore, and only then', () => {
    let onBoard = 0;
    const bad = breaches((seed, start, out) => {
      const { cruiseById } = index(seed);
      const closed = closedCall(seed);
      const calls = new Map<number, SeedData['days']>();
      for (const d of seed.days) {
        // A call between the first day and the last: where the sailing starts and ends, its passengers may be.
        if (d.portId === null || d.arrival === null || d.departure === null) continue;
        calls.set(d.cruiseId, [...(calls.get(d.cruiseId) ?? []), d]);
      }
      for (const [id, days] of calls) {
        const c = cruiseById.get(id)!;
        const ends = new Set(
          seed.days
            .filter((d) => d.cruiseId === id && (d.arrival === null || d.departure === null))
            .map((d) => d.portId),
        );
        const own = days.filter((d) => !ends.has(d.portId));
        const all = own.length > 0 && own.every(closed);
        if (all) onBoard++;
        if (all !== c.description.endsWith(` ${ON_BOARD_ONLY}`))
          out.push(`${start} ${c.slug}: ${c.description}`);
      }
    });
    expect(bad.slice(0, 10)).toEqual([]);
    expect(onBoard).toBeGreaterThan(0);
  });

  it('says on a city’s page, before its sights, that Russian tourists are not let ashore there', () => {
    const seed = seeds.get(STARTS[0])!;
    const codeOf = new Map(seed.countries.map((c) => [c.id, c.code]));
    const closed = seed.cities.filter((c) => CLOSED_TO_RUSSIANS.includes(codeOf.get(c.countryId)!));
    expect(closed.map((c) => c.name)).toContain('Таллин');
    for (const city of closed)
      expect(city.shortDescription, city.name).toMatch(
        /^Гражданам России с туристической визой сойти здесь на берег сейчас не получится\. С другими документами за одну стоянку можно увидеть /,
      );
    const open = seed.cities.filter((c) => !CLOSED_TO_RUSSIANS.includes(codeOf.get(c.countryId)!));
    expect(open.filter((c) => /Гражданам России/.test(c.shortDescription))).toEqual([]);
  });

  it('says on a region’s page, where its sailings call at such ports, that Russian tourists stay on board there', () => {
    const seed = seeds.get(STARTS[0])!;
    const codeOf = new Map(seed.countries.map((c) => [c.id, c.code]));
    const closedIn = (region: RegionRec) =>
      seed.ports.filter(
        (p) => p.regionIds.includes(region.id) && CLOSED_TO_RUSSIANS.includes(codeOf.get(p.countryId)!),
      );
    const said = /граждан(?:ам)? России с туристической визой/;
    const bad = seed.regions.flatMap((r) =>
      closedIn(r).length > 0 !== said.test(r.description) ? [`${r.name}: ${r.description}`] : [],
    );
    expect(bad).toEqual([]);
    expect(seed.regions.filter((r) => said.test(r.description)).map((r) => r.slug)).toEqual([
      'severnaya-evropa',
      'norvezhskie-fordy',
    ]);
  });

  it('says what the deck shows only where the place has it written (data/city-texts.ts), not as a sight to visit', () => {
    const seed = seeds.get(STARTS[0])!;
    const closed = closedCall(seed);
    const { portById } = index(seed);
    const said = seed.days.filter((d) => closed(d) && /с палубы/.test(d.description));
    expect(said.length).toBeGreaterThan(0);
    for (const d of said) {
      const view = CITY_TEXTS[portById.get(d.portId!)!.name].fromDeck;
      expect(view && d.description.endsWith(`день на борту, ${view}.`), d.description).toBe(true);
    }
    expect(seed.days.map((d) => d.description)).toContain(
      'Стоянка в Таллине. Гражданам России с туристической визой сойти на берег не получится: день на борту, Старый город виден с палубы.',
    );
  });
});

describe('days without a call', () => {
  it('do not repeat the day before: a crossing’s nine days at sea read as nine days', () => {
    const bad = breaches((seed, start, out) => {
      const byCruise = new Map<number, string[]>();
      for (const d of seed.days)
        byCruise.set(d.cruiseId, [...(byCruise.get(d.cruiseId) ?? []), d.portId ? '' : d.description]);
      for (const [id, texts] of byCruise)
        texts.forEach((text, i) => {
          if (text && text === texts[i - 1]) out.push(`${start} cruise ${id} day ${i + 1}: ${text}`);
        });
    });
    expect(bad).toEqual([]);
  });
});

describe('a timetable', () => {
  /** Each sailing's calls with their day and times, in order. */
  const timedCalls = (seed: SeedData) => {
    const byCruise = new Map<number, SeedData['days']>();
    for (const d of seed.days)
      if (d.portId !== null) byCruise.set(d.cruiseId, [...(byCruise.get(d.cruiseId) ?? []), d]);
    return byCruise;
  };
  const hours = (t: string) => Number(t.slice(0, 2)) + Number(t.slice(3)) / 60;
  /**
   * What ships make good between two calls, at most, over the straight line on a river and round the land at
   * sea (Самуи — Пхукет by Singapore, not across the Malay peninsula; ./generate/sea-way.ts): a river cruise
   * ship does about 25 km/h through the water, less in locks and against the current, and the river bends; a
   * liner's service speed is 18–22 knots (33–41 km/h).
   */
  const FASTEST_KMH = { river: 20, sea: 40 };
  /** And at least, over a day under way: a leg that slow would have been sailed in a day less. */
  const SLOWEST_KMH = { river: 7, sea: 13 };

  it('sails no leg faster than a ship goes, and spends no day under way that the leg does not need', () => {
    const bad = breaches((seed, start, out) => {
      const { portById, shipById, cruiseById } = index(seed);
      for (const [id, calls] of timedCalls(seed)) {
        const c = cruiseById.get(id)!;
        const kind = shipById.get(c.shipId)!.kind;
        for (let i = 1; i < calls.length; i++) {
          const [a, b] = [calls[i - 1], calls[i]];
          const [from, to] = [portById.get(a.portId!)!, portById.get(b.portId!)!];
          const km = kind === 'sea' ? seaWay(from, to) : distanceKm(from.location, to.location);
          const under = (b.day - a.day) * 24 + hours(b.arrival!) - hours(a.departure!);
          const why = `${start} ${c.slug}: ${a.title} ${a.departure} → ${b.title} ${b.arrival}, day ${a.day}→${b.day}, ${Math.round(km)} km`;
          if (km / under > FASTEST_KMH[kind]) out.push(`${why}: too fast`);
          const quiet = b.day - a.day - 1;
          if (quiet > 0 && km / (quiet * 24) < SLOWEST_KMH[kind]) out.push(`${why}: ${quiet} days under way`);
        }
      }
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('arrives in the day, leaves after a visit, and ends the sailing by breakfast', () => {
    const bad = breaches((seed, start, out) => {
      for (const [id, calls] of timedCalls(seed)) {
        calls.forEach((d, i) => {
          const why = `${start} cruise ${id} day ${d.day} ${d.title} ${d.arrival}–${d.departure}`;
          const first = i === 0;
          const last = i === calls.length - 1;
          if (first !== (d.arrival === null) || last !== (d.departure === null)) out.push(`${why}: times`);
          if (d.arrival && (hours(d.arrival) < 6 || hours(d.arrival) > (last ? 8 : 16))) out.push(why);
          if (d.departure && hours(d.departure) > 22) out.push(why);
          if (d.arrival && d.departure && hours(d.departure) - hours(d.arrival) < 2.5)
            out.push(`${why}: short`);
        });
      }
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('calls again on the way back with a day of its own, not the same text', () => {
    const bad = breaches((seed, start, out) => {
      for (const [id, calls] of timedCalls(seed)) {
        const texts = calls.map((d) => d.description);
        if (new Set(texts).size !== texts.length) out.push(`${start} cruise ${id}: ${texts.join(' | ')}`);
      }
    });
    expect(bad.slice(0, 3)).toEqual([]);
  });
});

describe('a sailing’s description', () => {
  it('names only ports on its own route (never its region’s, such as «в Волгоград» on a sailing that turns before)', () => {
    const bad = breaches((seed, start, out) => {
      const forms = seed.ports.map((p) => {
        const c = catalogCases(p.name);
        const all = [p.name, ...(c ? [c.genitive, c.accusative, c.prepositional] : [])].map((f) =>
          f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        );
        return { id: p.id, re: new RegExp(`(?<![А-Яа-яЁё-])(?:${all.join('|')})(?![А-Яа-яЁё-])`) };
      });
      const routeOf = new Map<number, Set<number>>();
      for (const d of seed.days)
        if (d.portId !== null) routeOf.set(d.cruiseId, (routeOf.get(d.cruiseId) ?? new Set()).add(d.portId));
      for (const c of seed.cruises) {
        const text = c.description.replace(/^[^:]*:/, ''); // past the ship's name
        for (const f of forms)
          if (f.re.test(text) && !routeOf.get(c.id)!.has(f.id))
            out.push(`${start} ${c.slug}: ${c.description}`);
      }
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });
});

describe('a weekend cruise («круиз выходного дня»)', () => {
  const FRIDAY = 5;
  const SATURDAY = 6;
  const MONDAY = 8; // the Monday after, counted on from Sunday (0)
  const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

  it('leaves on a Friday or a Saturday and is back by Monday morning, on every sailing of its offer', () => {
    const bad = breaches((seed, start, out) => {
      const { cruiseById } = index(seed);
      const weekend = new Set(seed.promotions.filter((p) => /выходного дня/i.test(p.title)).map((p) => p.id));
      expect(weekend.size, start).toBeGreaterThan(0);
      for (const [cruiseId, promoId] of seed.cruisePromotions) {
        if (!weekend.has(promoId)) continue;
        const c = cruiseById.get(cruiseId)!;
        const leaves = weekday(c.startDate);
        if (leaves !== FRIDAY && leaves !== SATURDAY)
          out.push(`${start} ${c.slug}: leaves on day ${leaves} of the week, ${c.startDate}–${c.endDate}`);
        else if (leaves + c.nights > MONDAY)
          out.push(`${start} ${c.slug}: back after Monday, ${c.startDate}–${c.endDate}`);
      }
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('is what a landing called so holds: a filter by nights alone keeps weekday sailings, so it says «короткие»', () => {
    const bad = breaches((seed, start, out) => {
      for (const t of seed.tagPages)
        if (/выходн/i.test(`${t.title} ${t.h1}`) && !t.filters.promotion && t.filters.weekend !== '1')
          out.push(`${start} ${t.slug}: «${t.h1}» shows ${JSON.stringify(t.filters)}`);
    });
    expect(bad).toEqual([]);
  });
});

describe('offers on one sailing', () => {
  it('carry one percentage off the price at most: they do not add up, and the badge names the price', () => {
    const bad = breaches((seed, start, out) => {
      const percent = new Map(seed.promotions.map((p) => [p.id, p.discountPercent]));
      const count = new Map<number, number>();
      for (const [cruiseId, promotionId] of seed.cruisePromotions)
        if (percent.get(promotionId) !== null) count.set(cruiseId, (count.get(cruiseId) ?? 0) + 1);
      for (const [cruiseId, n] of count) if (n > 1) out.push(`${start} cruise ${cruiseId}: ${n} offers`);
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('give an offer that does not add up («Не суммируется с другими акциями») no other offer on its sailing', () => {
    const bad = breaches((seed, start, out) => {
      const alone = new Map(seed.promotions.map((p) => [p.id, doesNotAddUp(p)]));
      const titles = new Map(seed.promotions.map((p) => [p.id, p.title]));
      expect([...alone].filter(([, a]) => a).map(([id]) => titles.get(id))).toEqual(
        expect.arrayContaining(['Costa: пакет напитков в подарок', 'Royal Caribbean: скидка второму гостю']),
      );
      const byCruise = new Map<number, number[]>();
      for (const [cruiseId, promotionId] of seed.cruisePromotions)
        byCruise.set(cruiseId, [...(byCruise.get(cruiseId) ?? []), promotionId]);
      for (const [cruiseId, offers] of byCruise)
        if (offers.length > 1 && offers.some((id) => alone.get(id)))
          out.push(`${start} cruise ${cruiseId}: ${offers.map((id) => titles.get(id)).join(' + ')}`);
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });
});
