import { describe, expect, it } from 'vitest';
import type { PortRec } from '../../store/types';
import { distanceKm } from '../geo';
import { clock, daysOf, timetable } from './timetable';

const river = (id: number, name: string, lat: number, lng: number) =>
  ({ id, name, slug: `r${id}`, kind: 'river', location: { lat, lng } }) as unknown as PortRec;
const moskva = river(1, 'Москва', 55.75, 37.62);
const uglich = river(2, 'Углич', 57.53, 38.33);
const myshkin = river(3, 'Мышкин', 57.79, 38.45);
const samara = river(4, 'Самара', 53.2, 50.15);
const volgograd = river(5, 'Волгоград', 48.71, 44.51);
const astrakhan = river(6, 'Астрахань', 46.35, 48.04);

const at = (hours: number) => clock(hours);
/** Hours between leaving one call and arriving at the next. */
const underWay = (t: ReturnType<typeof timetable>, i: number) =>
  (t[i].day - t[i - 1].day) * 24 + t[i].arrival! - t[i - 1].departure!;

describe('timetable', () => {
  it('never sails a leg faster than a river ship goes: Волгоград — Астрахань takes more than a night', () => {
    const t = timetable('river', [volgograd, astrakhan], 'x');
    const km = distanceKm(volgograd.location, astrakhan.location);
    // ~370 km in a straight line, more along the river: at most 20 km/h over the straight line.
    expect(km / underWay(t, 1)).toBeLessThanOrEqual(20);
    expect(daysOf(t).map((d) => d?.name ?? '~')).toEqual(['Волгоград', '~', 'Астрахань']);
  });

  it('spends no day under way on a short leg: Углич one day, Мышкин the next morning', () => {
    const t = timetable('river', [moskva, uglich, myshkin, moskva], 'x');
    expect(t.map((c) => c.day).slice(0, 3)).toEqual([0, 1, 2]);
    // A ship that would come at night waits for the morning.
    expect(t[2].arrival).toBeGreaterThanOrEqual(7);
    expect(t[2].arrival).toBeLessThanOrEqual(9);
  });

  it('arrives in the day, stays a few hours, leaves after it came, and ends the sailing by the morning', () => {
    for (const salt of ['a', 'b', 'c', 'd', 'e']) {
      const t = timetable('river', [moskva, uglich, myshkin, samara, volgograd, astrakhan], salt);
      for (const call of t.slice(1, -1)) {
        expect(call.arrival).toBeGreaterThanOrEqual(7);
        expect(call.arrival).toBeLessThanOrEqual(16);
        expect(call.departure! - call.arrival!).toBeGreaterThanOrEqual(2.5);
        expect(call.departure).toBeLessThanOrEqual(22);
      }
      expect(t[t.length - 1].arrival).toBeLessThanOrEqual(8);
      expect(t[t.length - 1].departure).toBeNull();
      expect(t[0].arrival).toBeNull();
    }
  });

  it('takes the river’s way when given one: the run home past the towns of the way out', () => {
    const straight = timetable('river', [myshkin, moskva], 'x');
    const viaUglich = timetable('river', [myshkin, moskva], 'x', () => 400);
    expect(viaUglich[1].day).toBeGreaterThan(straight[1].day);
  });

  it('writes times as the programme prints them', () => {
    expect([at(7), at(16.5), at(9.25)]).toEqual(['07:00', '16:30', '09:00']);
  });
});
