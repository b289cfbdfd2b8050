import { describe, expect, it } from 'vitest';
import { city } from '../_place/fixtures.test-util';
import {
  cityCruisesTitle,
  cityDescription,
  cityPreset,
  cityTitle,
  formatPopulation,
  KIND_WORDS,
  MAX_FILTER_VALUES,
  toCityView,
} from './view';

describe('city view', () => {
  it('finds the cruises calling at any of the city ports', () => {
    expect(cityPreset(city)).toEqual({ callsAt: ['neapol'] });
    const many = Array.from({ length: 30 }, (_, i) => ({ slug: `p${i}`, name: `П${i}` }));
    expect((cityPreset({ ...city, ports: many }).callsAt as string[]).length).toBe(MAX_FILTER_VALUES);
  });
  it('says the population the way people do', () => {
    expect(formatPopulation(1_620_000)).toBe('1,6 млн');
    expect(formatPopulation(870_000)).toBe('870 тыс.');
    expect(formatPopulation(6_500)).toMatch(/^6\s500$/);
    expect(formatPopulation(null)).toBeNull();
    expect(formatPopulation(0)).toBeNull();
  });
  it('describes the city by its own line, and by its sights when it has none', () => {
    expect(cityDescription(city)).toBe(`Неаполь, Италия. ${city.shortDescription}`);
    expect(cityDescription({ ...city, shortDescription: ' ' })).toBe(
      'Неаполь, Италия. Что посмотреть: Везувий, Помпеи, Кастель-Нуово.',
    );
    expect(toCityView(city).sights).toEqual(city.sights);
  });
  it('names a city-state once in its title: «Сингапур: …», not «Сингапур (Сингапур)»', () => {
    expect(cityTitle({ name: 'Сингапур', country: { slug: 'singapur', name: 'Сингапур' } })).toBe(
      'Сингапур: круизы, порт и достопримечательности',
    );
    expect(cityTitle(city)).toBe('Неаполь (Италия): круизы, порт и достопримечательности');
  });
  it('says a natural park’s cruises stop by it: «со стоянкой у Ленских столбов», not «с заходом на…»', () => {
    const park = {
      name: 'Ленские столбы',
      kind: 'nature' as const,
      country: { slug: 'rossiya', name: 'Россия' },
      cases: {
        genitive: 'Ленских столбов',
        accusative: 'Ленские столбы',
        prepositional: 'Ленских столбах',
        preposition: 'на' as const,
      },
      cruisesCount: 12,
      departuresCount: 0,
    };
    expect(cityCruisesTitle(park)).toBe('Круизы со стоянкой у Ленских столбов');
    expect(cityTitle(park)).toBe('Ленские столбы (Россия): круизы, причал и что посмотреть');
    expect(KIND_WORDS.nature.ports).toBe('Причалы парка');
    // A town keeps «с заходом»: «Круизы с заходом в Неаполь».
    expect(cityCruisesTitle({ ...park, kind: 'city' })).toBe('Круизы с заходом на Ленские столбы');
  });
});
