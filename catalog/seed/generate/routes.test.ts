import { describe, expect, it } from 'vitest';
import type { PortRec } from '../../store/types';
import { routeTitle } from './routes';

const port = (id: number, name: string, lat: number, people: number) =>
  ({ id, name, slug: `p${id}`, location: { lat, lng: 38 }, people }) as unknown as PortRec & {
    people: number;
  };
const population = (p: PortRec) => (p as PortRec & { people: number }).people;

const moskva = port(1, 'Москва', 55.7, 12_000);
const uglich = port(2, 'Углич', 57.5, 30);
const myshkin = port(3, 'Мышкин', 57.8, 6);
const yaroslavl = port(4, 'Ярославль', 57.6, 600);
const kostroma = port(5, 'Кострома', 57.8, 270);
const nizhny = port(6, 'Нижний Новгород', 58.3, 1_200);

describe('routeTitle', () => {
  it('names a short route call by call', () => {
    expect(routeTitle([moskva, uglich, myshkin, uglich, moskva], population)).toBe(
      'Москва — Углич — Мышкин — Москва',
    );
  });

  it('keeps a long route to five names without an ellipsis: the turn and the biggest towns, in order', () => {
    const there = [moskva, uglich, myshkin, yaroslavl, kostroma, nizhny];
    const title = routeTitle([...there, ...there.slice(0, -1).reverse()], population);
    expect(title).toBe('Москва — Ярославль — Кострома — Нижний Новгород — Москва');
    expect(title).not.toContain('…');
  });

  it('names a one-way sailing from its first port to its last', () => {
    expect(routeTitle([moskva, uglich, yaroslavl], population)).toBe('Москва — Углич — Ярославль');
  });
});
