import { describe, expect, it } from 'vitest';
import type { PortRec } from '../../store/types';
import { SEA_PORTS } from '../data/ports';
import { SEA_BASINS, SEA_GATEWAYS } from '../data/sea-ways';
import { distanceKm } from '../geo';
import { seaWay, seaWayVia } from './sea-way';

const port = (name: string) => {
  const row = SEA_PORTS.find(([n]) => n === name)!;
  return { name, location: { lat: row[2], lng: row[3] } } as unknown as PortRec;
};
const via = (a: string, b: string) => seaWayVia(port(a), port(b)).via.map((g) => g.name);

describe('seaWay', () => {
  it('goes round the Malay peninsula by Singapore from the Gulf of Thailand to the Andaman Sea', () => {
    expect(via('Самуи', 'Пхукет')).toEqual(['Сингапурский пролив']);
    expect(seaWay(port('Самуи'), port('Пхукет'))).toBeGreaterThan(1500);
    expect(distanceKm(port('Самуи').location, port('Пхукет').location)).toBeLessThan(300);
  });

  it('goes round Skagen from the Baltic to the North Sea, and round the north of Scotland from its east coast to its west', () => {
    expect(via('Киль', 'Амстердам')).toEqual(['Скаген', 'Ханстхольм']);
    expect(seaWay(port('Киль'), port('Амстердам'))).toBeGreaterThan(1000);
    expect(via('Эдинбург', 'Белфаст')).toEqual(['Пентленд-Ферт', 'мыс Рат']);
  });

  it('goes through the Strait of Messina and round Cape Matapan between the Tyrrhenian, the Ionian and the Aegean', () => {
    expect(via('Неаполь', 'Пирей')).toEqual(['Мессинский пролив', 'мыс Матапан', 'мыс Малея']);
  });

  it('is the straight line across open water, the same both ways', () => {
    const [piraeus, santorini] = [port('Пирей'), port('Санторини')];
    expect(seaWayVia(piraeus, santorini)).toEqual({
      km: distanceKm(piraeus.location, santorini.location),
      via: [],
    });
    for (const [a, b] of [
      ['Самуи', 'Пхукет'],
      ['Майами', 'Монтего-Бей'],
      ['Гамбург', 'Копенгаген'],
    ])
      expect(seaWay(port(a), port(b))).toBeCloseTo(seaWay(port(b), port(a)), 6);
  });

  it('is never shorter than the straight line, and finite between the seas of a crossing (Барселона — Майами)', () => {
    const names = SEA_PORTS.map(([n]) => n);
    for (const a of names)
      for (const b of names)
        expect(seaWay(port(a), port(b))).toBeGreaterThanOrEqual(
          distanceKm(port(a).location, port(b).location) - 1e-6,
        );
    expect(via('Барселона', 'Майами')).toContain('Гибралтарский пролив');
  });

  it('knows the sea of every port, and joins only seas it knows', () => {
    const inSome = new Set(Object.values(SEA_BASINS).flat());
    expect(SEA_PORTS.map(([n]) => n).filter((n) => !inSome.has(n))).toEqual([]);
    expect(
      SEA_GATEWAYS.flatMap((g) => g.basins.filter((b) => !(b in SEA_BASINS)).map((b) => `${g.name}: ${b}`)),
    ).toEqual([]);
    expect(SEA_GATEWAYS.filter((g) => g.basins.length < 2).map((g) => g.name)).toEqual([]);
  });
});
