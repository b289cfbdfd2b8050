import { describe, expect, it } from 'vitest';
import { PLACE_CASES } from '../data/place-cases';
import { REGIONS } from '../data/regions';
import { distanceKm } from '../geo';
import { createImageRegistry } from './images';
import { generateCountries, generatePorts, generateRegions } from './places';
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

  it('prints each region’s season from the season table and links its ports', () => {
    expect(regions).toHaveLength(REGIONS.length);
    for (const r of regions) {
      expect(r.bestSeason).toBe(seasonText(seasonOf(r.slug)));
      const names = REGIONS.find((x) => x.slug === r.slug)!.ports;
      for (const name of names) expect(ports.find((p) => p.name === name)!.regionIds).toContain(r.id);
    }
    expect(regions.find((r) => r.slug === 'volga')!.bestSeason).toBe('С начала мая до середины октября');
  });

  it('says where cruises leave from and where they call, naming the seas without «и … и»', () => {
    const lead = (name: string) => ports.find((p) => p.name === name)!.shortDescription;
    expect(lead('Москва')).toBe('Отсюда отправляются круизы по Волге.');
    expect(lead('Казань')).toBe('Отсюда отправляются круизы по Волге и Каме.');
    expect(lead('Углич')).toBe('Сюда заходят круизы по Волге.');
    expect(lead('Малага')).toBe('Сюда заходят круизы по Средиземноморью, Канарским островам и Атлантике.');
  });
});
