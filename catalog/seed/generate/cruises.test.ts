import { describe, expect, it } from 'vitest';
import { SEARCH_MONTHS } from '../../../shared/validation';
import { REGIONS } from '../data/regions';
import { createRng } from '../prng';
import { indexTerms } from '../../search/russian-terms';
import { generateSailings, SEED_MONTHS, stopPlans, whatToSee } from './cruises';
import { generateFleet } from './fleet';
import { createImageRegistry } from './images';
import { generateCountries, generatePorts, generateRegions } from './places';

describe('sailings', () => {
  const rng = createRng('t');
  const registry = createImageRegistry();
  const countries = generateCountries(registry);
  const { ports, cities } = generatePorts(registry, countries);
  const regions = generateRegions(registry, ports);
  const fleet = generateFleet(rng, registry);
  const start = new Date('2026-11-01T00:00:00Z');
  const { cruises, days } = generateSailings(rng, start, fleet, { ports, cities, regions, countries });

  it('sails every ship within the seed’s months, from its first day on', () => {
    const horizon = new Date(start.getTime() + SEED_MONTHS * 31 * 86_400_000).toISOString().slice(0, 10);
    expect(new Set(cruises.map((c) => c.shipId)).size).toBe(fleet.ships.length);
    for (const c of cruises) {
      expect(c.startDate >= '2026-11-01' && c.startDate <= horizon, c.slug).toBe(true);
      expect(c.id).toBe(cruises.indexOf(c) + 1);
    }
  });

  it('departs in no month a month list leaves out (SEARCH_MONTHS from the seed’s first month)', () => {
    const last = cruises
      .map((c) => c.startDate.slice(0, 7))
      .sort()
      .at(-1)!;
    const months = (Number(last.slice(0, 4)) - 2026) * 12 + Number(last.slice(5, 7)) - 11 + 1;
    expect(months).toBeLessThanOrEqual(SEARCH_MONTHS);
  });

  it('files a sailing under regions it calls in before it arrives, or else the one it arrives in', () => {
    const portName = new Map(ports.map((p) => [p.id, p.name]));
    const bad: string[] = [];
    const arrivingOnly: string[] = [];
    for (const c of cruises) {
      const calls = days
        .filter((d) => d.cruiseId === c.id && d.portId !== null)
        .map((d) => portName.get(d.portId!)!);
      const portsOf = (id: number) => REGIONS.find((r) => r.slug === regions[id - 1].slug)!.ports;
      const called = c.regionIds.filter((id) =>
        calls.slice(0, -1).some((name) => portsOf(id).includes(name)),
      );
      if (called.length === c.regionIds.length) continue;
      // An autumn crossing that leaves a northern sea after its season: filed under where it arrives alone.
      if (c.regionIds.length === 1 && portsOf(c.regionIds[0]).includes(calls.at(-1)!))
        arrivingOnly.push(`${c.slug}: ${regions[c.regionIds[0] - 1].name}`);
      else bad.push(`${c.slug}: ${c.regionIds.map((id) => regions[id - 1].name).join(', ')}`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(arrivingOnly.filter((x) => !/-(09|10|11)-\d\d:/.test(x))).toEqual([]);
  });

  it('sails between Москва and Санкт-Петербург one way, in both directions, as lines sell the route', () => {
    const region = regions.find((r) => r.slug === 'moskva-sankt-peterburg')!;
    const name = (id: number) => ports[id - 1].name;
    const ends = cruises
      .filter((c) => c.regionIds.includes(region.id))
      .map((c) => {
        const calls = days.filter((d) => d.cruiseId === c.id && d.portId !== null);
        return `${name(calls[0].portId!)} → ${name(calls.at(-1)!.portId!)}`;
      });
    expect(new Set(ends)).toEqual(new Set(['Москва → Санкт-Петербург', 'Санкт-Петербург → Москва']));
  });

  it('starts no river cruise in late November: the navigation is closed until May', () => {
    const river = new Set(fleet.ships.filter((s) => s.kind === 'river').map((s) => s.id));
    const first = cruises
      .filter((c) => river.has(c.shipId))
      .map((c) => c.startDate)
      .sort()[0];
    expect(first).toBe('2027-05-01');
  });

  it('writes one itinerary day per day of the sailing, starting and ending in port', () => {
    const byCruise = new Map<number, typeof days>();
    for (const d of days) byCruise.set(d.cruiseId, [...(byCruise.get(d.cruiseId) ?? []), d]);
    for (const c of cruises) {
      const list = byCruise.get(c.id)!;
      expect(list, c.slug).toHaveLength(c.nights + 1);
      expect(list[0].portId).toBe(c.departurePortId);
      expect(list.at(-1)!.portId).not.toBeNull();
      expect(list.at(-1)!.date).toBe(c.endDate);
    }
  });

  it('plans no stop with a word its day goes on to name to see, in any form, on the first call or on the way back', () => {
    // «музеи и местная кухня. Можно увидеть … краеведческий музей»: every place, its own plans and its kind's.
    const bad: string[] = [];
    for (const city of cities)
      for (const again of [false, true]) {
        const seen = whatToSee(city.name, again);
        const named = new Set(indexTerms(seen.replace(/^Можно увидеть /, '')));
        const plans = stopPlans(city.name, city.kind ?? 'city', seen);
        for (const plan of again ? plans.again : plans.first) {
          const words = plan.split(/[^а-яёА-ЯЁ-]+/).filter((w) => /^[а-яё]{3,}$/.test(w));
          if (words.some((w) => indexTerms(w).some((stem) => named.has(stem))))
            bad.push(`${city.name}: ${plan}. ${seen}`);
        }
      }
    expect(bad).toEqual([]);
  });
});
