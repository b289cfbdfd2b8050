import { describe, expect, it } from 'vitest';
import type { PortRec } from '../../store/types';
import { crossingRoute, crossingSold, routeDescription, routePath, routeTitle } from './routes';
import { daysOf } from './timetable';

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

describe('routeDescription', () => {
  const sea = (id: number, name: string) => ({ ...port(id, name, 40, 1), kind: 'sea' as const });
  const pirey = sea(10, 'Пирей');
  const santorini = sea(11, 'Санторини');
  const mykonos = sea(12, 'Миконос');
  const bodrum = sea(13, 'Бодрум');
  const rhodes = sea(14, 'Родос');
  const kusadasi = sea(15, 'Кушадасы');
  const heraklion = sea(16, 'Ираклион');

  it('says a there-and-back river sailing by its turn, and the calls on the way in the prepositional', () => {
    const there = [moskva, uglich, myshkin, yaroslavl];
    expect(routeDescription([...there, null, ...there.slice(0, -1).reverse()], 'river')).toBe(
      'из Москвы до Ярославля и обратно, со стоянками в Угличе и Мышкине',
    );
  });

  it('says a river sailing that comes back without calling everywhere again by its turn as well', () => {
    const [m, u, y, k] = [moskva, uglich, yaroslavl, kostroma];
    expect(routeDescription([m, u, y, k, y, m], 'river')).toBe(
      'из Москвы до Костромы и обратно, со стоянками в Угличе и Ярославле',
    );
  });

  it('takes «на» for islands and gives «в» back after them; counts the days at sea', () => {
    expect(routeDescription([pirey, santorini, null, bodrum, mykonos, pirey], 'sea')).toBe(
      'круговой маршрут из Пирея, со стоянками на Санторини, в Бодруме и на Миконосе, 1 день в море',
    );
  });

  it('names four calls and says there are more; a fifth alone is named', () => {
    const calls = [bodrum, kusadasi, santorini, mykonos, rhodes];
    expect(routeDescription([pirey, ...calls, heraklion, pirey], 'sea')).toBe(
      'круговой маршрут из Пирея, со стоянками в Бодруме, Кушадасы, на Санторини, Миконосе и в других портах',
    );
    // «и других портах» had stood for Rhodes alone.
    expect(routeDescription([pirey, ...calls, pirey], 'sea')).toBe(
      'круговой маршрут из Пирея, со стоянками в Бодруме, Кушадасы, на Санторини, Миконосе и Родосе',
    );
  });

  it('says a one-way sailing from its first port to its last', () => {
    expect(routeDescription([moskva, uglich, yaroslavl, kostroma], 'river')).toBe(
      'из Москвы в Кострому, со стоянками в Угличе и Ярославле',
    );
    expect(routeDescription([pirey, null, santorini], 'sea')).toBe('из Пирея на Санторини, 1 день в море');
  });

  it('tells a river sailing by the ship, not by the sea port it leaves: no «день в море» up the Yenisei from Дудинка', () => {
    const dudinka = sea(20, 'Дудинка');
    const river = (id: number, name: string) => ({ ...port(id, name, 60, 1), kind: 'river' as const });
    const [turukhansk, krasnoyarsk] = [river(21, 'Туруханск'), river(22, 'Красноярск')];
    expect(routeDescription([dudinka, null, turukhansk, null, krasnoyarsk], 'river')).toBe(
      'из Дудинки в Красноярск, со стоянкой в Туруханске',
    );
  });
});

describe('crossingRoute', () => {
  const at = (id: number, name: string, lat: number, lng: number) =>
    ({ id, name, slug: `c${id}`, kind: 'sea', location: { lat, lng } }) as unknown as PortRec;
  const barcelona = at(1, 'Барселона', 41.38, 2.17);
  const malaga = at(2, 'Малага', 36.72, -4.42);
  const genoa = at(3, 'Генуя', 44.41, 8.93);
  const miami = at(4, 'Майами', 25.77, -80.19);

  it('calls where the way passes, never back the way it came, with days at sea between', () => {
    const route = daysOf(crossingRoute(barcelona, miami, [genoa, malaga, miami], 1));
    expect(route.filter((day) => day !== null)).toEqual([barcelona, malaga, miami]);
    // About 770 km to Малага and 7,100 km on to Майами at about 19 knots: a day at sea, then nine.
    expect(route.map((day) => day?.name ?? '~').join(' ')).toBe(
      'Барселона ~ Малага ~ ~ ~ ~ ~ ~ ~ ~ ~ Майами',
    );
  });

  it('is sold across open water only', () => {
    expect(crossingSold('sredizemnomore', 'kariby')).toBe(true);
    expect(crossingSold('severnaya-evropa', 'yaponiya-i-kitay')).toBe(false);
    expect(crossingSold('sredizemnomore', 'persidskiy-zaliv')).toBe(false);
  });
});

describe('routePath', () => {
  const at = (id: number, name: string, lat: number, lng: number) =>
    ({ id, name, slug: `p${id}`, location: { lat, lng } }) as unknown as PortRec;
  const samui = at(1, 'Самуи', 9.53, 100.06);
  const phuket = at(2, 'Пхукет', 7.88, 98.39);

  it('draws a sea leg round the land by its straits: Самуи — Пхукет past Singapore, not across the peninsula', () => {
    const path = routePath([samui, phuket], 'sea');
    expect(path[0]).toEqual(samui.location);
    expect(path.at(-1)).toEqual(phuket.location);
    expect(Math.min(...path.map((p) => p.lat))).toBeLessThan(1.5);
  });

  it('draws a river leg as one bent line between the towns', () => {
    expect(routePath([samui, phuket], 'river')).toHaveLength(3);
  });
});
