import { describe, expect, it } from 'vitest';
import { allSights, CITY_TEXTS } from '../data/city-texts';
import { PLACE_CASES } from '../data/place-cases';
import { REGIONS } from '../data/regions';
import { distanceKm } from '../geo';
import { createImageRegistry } from './images';
import type { CruiseRec, DayRec } from '../../store/types';
import { describePlaces, generateCountries, generatePorts, generateRegions } from './places';
import { seasonOf, seasonText } from './seasons';

describe('places', () => {
  const registry = createImageRegistry();
  const countries = generateCountries(registry);
  const { ports, cities } = generatePorts(registry, countries);
  const regions = generateRegions(registry, ports);

  it('gives every port a city of the same id and name in a known country', () => {
    const countryIds = new Set(countries.map((c) => c.id));
    for (const p of ports) {
      expect(cities[p.id - 1].name).toBe(p.name);
      expect(countryIds.has(p.countryId)).toBe(true);
      expect(p.nearbyIds.length).toBeLessThanOrEqual(4);
      for (const id of p.nearbyIds)
        expect(
          distanceKm(p.location, ports[id - 1].location),
          `${p.name} → ${ports[id - 1].name}`,
        ).toBeLessThanOrEqual(500);
    }
  });

  it('calls a port what it is: Тикси and Дудинка are sea ports at the end of a river cruise', () => {
    const kind = (name: string) => ports.find((p) => p.name === name)!.kind;
    expect([kind('Тикси'), kind('Дудинка'), kind('Якутск'), kind('Игарка'), kind('Пирей')]).toEqual([
      'sea',
      'sea',
      'river',
      'river',
      'sea',
    ]);
  });

  it('calls a place said with «на» an island, unless its page is about the town of the island’s name', () => {
    // Родос and Корфу: the island's town, which is what their pages describe («на Родосе» either way).
    const towns = ['Родос', 'Корфу'];
    const wrong = cities
      .filter((c) => PLACE_CASES[c.name]?.[3] === 'на' && !towns.includes(c.name) && c.kind === 'city')
      .map((c) => c.name);
    expect(wrong).toEqual([]);
  });

  it('plans a stop without naming again what the day goes on to say can be seen', () => {
    const bad = Object.entries(CITY_TEXTS).flatMap(([name, text]) =>
      [...(text.plans?.first ?? []), ...(text.plans?.again ?? [])]
        .filter((plan) => allSights(text).some(([, seen]) => plan.toLowerCase().includes(seen.toLowerCase())))
        .map((plan) => `${name}: ${plan}`),
    );
    expect(bad).toEqual([]);
  });

  it('prints each region’s season from the season table and links its ports', () => {
    expect(regions).toHaveLength(REGIONS.length);
    for (const r of regions) {
      expect(r.bestSeason).toBe(seasonText(seasonOf(r.slug)));
      const names = REGIONS.find((x) => x.slug === r.slug)!.ports;
      for (const name of names) expect(ports.find((p) => p.name === name)!.regionIds).toContain(r.id);
    }
    expect(regions.find((r) => r.slug === 'volga')!.bestSeason).toBe('С начала мая до середины октября');
  });

  it('says where cruises leave from and where they call as the sailings do, naming the seas without «и … и»', () => {
    const port = (name: string) => ports.find((p) => p.name === name)!;
    const region = (slug: string) => regions.find((r) => r.slug === slug)!.id;
    const [volga, kama, med, canaries, fjords] = [
      'volga',
      'kama',
      'sredizemnomore',
      'kanarskie-ostrova-i-atlantika',
      'norvezhskie-fordy',
    ].map(region);
    const sailing = (id: number, from: string, regionIds: number[], calls: string[]) => ({
      cruise: { id, departurePortId: port(from).id, regionIds } as CruiseRec,
      days: [from, ...calls].map(
        (name, i) => ({ cruiseId: id, portId: port(name).id, arrival: i ? '08:00' : null }) as DayRec,
      ),
    });
    const sailings = [
      sailing(1, 'Москва', [volga], ['Углич', 'Москва']),
      sailing(2, 'Казань', [volga, kama], ['Елабуга', 'Казань']),
      sailing(3, 'Барселона', [med], ['Малага', 'Барселона']),
      sailing(4, 'Санта-Крус-де-Тенерифе', [canaries], ['Малага']),
      sailing(5, 'Киль', [fjords], ['Берген', 'Рейкьявик', 'Киль']),
    ];
    describePlaces(
      countries,
      ports,
      sailings.map((x) => x.cruise),
      sailings.flatMap((x) => x.days),
    );
    const lead = (name: string) => port(name).shortDescription;
    expect(lead('Москва')).toBe('Отсюда отправляются круизы по Волге.');
    expect(lead('Казань')).toBe('Отсюда отправляются круизы по Волге и Каме.');
    expect(lead('Углич')).toBe('Сюда заходят круизы по Волге.');
    expect(lead('Малага')).toBe('Сюда заходят круизы по Средиземноморью, Канарским островам и Атлантике.');
    // A home port of the Adriatic in the region's table, but no sailing of the season leaves or calls there.
    expect(lead('Бари')).toBe('Один из портов круизов по Адриатике.');
    // A country says the same of its ports together: Germany sends the fjords' cruises, Iceland receives them.
    const countryLead = (name: string) => countries.find((c) => c.name === name)!.shortDescription;
    expect(countryLead('Россия')).toBe('Отсюда отправляются круизы по Волге и Каме.');
    expect(countryLead('Испания')).toBe(
      'Отсюда отправляются круизы по Средиземноморью, Канарским островам и Атлантике.',
    );
    expect(countryLead('Германия')).toBe('Отсюда отправляются круизы по норвежским фьордам.');
    expect(countryLead('Исландия')).toBe('Сюда заходят круизы по норвежским фьордам.');
    expect(countryLead('Хорватия')).toBe('Порты страны — на маршрутах круизов по Адриатике.');
  });
});
