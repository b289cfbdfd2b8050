import { describe, expect, it } from 'vitest';
import { sailedMark } from './favourites-panel';
import { columnSubtitle, comparisonRows } from './compare-panel';
import { expectedComparisonRows } from './compare-panel.test-util';
import { cabinsFrom, type ComparedCruise } from './load';
import type { CabinPrice } from '../../../shared/api/schemas';

const cruise = (over: Partial<ComparedCruise>): ComparedCruise => ({
  slug: 'a',
  title: 'A',
  startDate: '2027-05-08',
  endDate: '2027-05-15',
  nights: 7,
  kind: 'sea',
  ship: 'Лайнер',
  cruiseLine: 'Линия',
  route: ['Москва', 'Углич'],
  ports: ['Москва', 'Углич'],
  cabins: [{ type: 'inside', name: 'Внутренняя каюта', priceRub: 50_000 }],
  included: ['Питание'],
  promotions: [],
  sailed: false,
  ...over,
});

describe('comparisonRows', () => {
  it('has the facts a family compares, cabins by type with the price from', () => {
    const rows = comparisonRows([cruise({}), cruise({ slug: 'b', nights: 5, cabins: [] })]);
    expect(rows.map((r) => r.label)).toEqual(expectedComparisonRows(['Внутренняя каюта']));
    const inside = rows.find((r) => r.label === 'Внутренняя каюта')!;
    expect(inside.values).toEqual(['от 50\u00a0000\u00a0₽', 'Нет таких кают']);
    const nights = rows.find((r) => r.label === 'Длительность')!;
    expect(new Set(nights.values).size).toBe(2);
    const ship = rows.find((r) => r.label === 'Судно')!;
    expect(new Set(ship.values).size).toBe(1);
  });

  it('names the category only where the row does not say it: «Сьют MSC Yacht Club», not «Люкс»', () => {
    const river = cruise({
      kind: 'river',
      cabins: [
        { type: 'suite', name: 'Полулюкс', priceRub: 83_500 },
        { type: 'lux', name: 'Люкс', priceRub: 120_000 },
      ],
    });
    const sea = cruise({
      slug: 'b',
      cabins: [{ type: 'suite', name: 'Сьют MSC Yacht Club', priceRub: null }],
    });
    const rows = comparisonRows([river, sea]);
    // A liner's suite is its top class, beside a river ship's «Люкс», not its «Полулюкс».
    const top = rows.find((r) => r.label === 'Люкс или сьют')!;
    expect(top.values).toEqual(['от 120\u00a0000\u00a0₽', '«Сьют MSC Yacht Club»: мест нет']);
    const semi = rows.find((r) => r.label === 'Полулюкс')!;
    expect(semi.values).toEqual(['от 83\u00a0500\u00a0₽', 'Нет таких кают']);
    expect(rows.map((r) => r.label).indexOf('Полулюкс')).toBeLessThan(
      rows.map((r) => r.label).indexOf('Люкс или сьют'),
    );
    const standard = cruise({
      cabins: [{ type: 'standard', name: 'Стандартная двухместная', priceRub: 48_400 }],
    });
    expect(comparisonRows([standard]).find((r) => r.label === 'Стандартная каюта')!.values).toEqual([
      'от 48\u00a0400\u00a0₽',
    ]);
  });

  it('lists a river ship’s cabins cheapest first and calls its suites «Полулюкс»', () => {
    const cabins: ComparedCruise['cabins'] = [
      { type: 'lux', name: 'Люкс', priceRub: 120_000 },
      { type: 'suite', name: 'Полулюкс', priceRub: 90_000 },
      { type: 'standard', name: 'Стандартная двухместная', priceRub: 50_000 },
      { type: 'single', name: 'Одноместная', priceRub: 60_000 },
    ];
    const rows = comparisonRows([
      cruise({ kind: 'river', cabins }),
      cruise({ slug: 'b', kind: 'river', cabins }),
    ]);
    expect(rows.map((r) => r.label)).toEqual(
      expectedComparisonRows(['Стандартная каюта', 'Одноместная каюта', 'Полулюкс', 'Люкс']),
    );
    const sea = comparisonRows([cruise({ cabins: [{ type: 'suite', name: 'Сьют', priceRub: 200_000 }] })]);
    expect(sea.find((r) => r.label === 'Сьют')!.values).toEqual(['от 200\u00a0000\u00a0₽']);
  });
});

describe('cabinsFrom', () => {
  const rub = (amount: number) => ({ amount, currency: 'RUB' });
  const price = (type: CabinPrice['category']['type'], amount: number, available = true, early?: number) =>
    ({
      category: { type, name: `${type} ${amount}` },
      price: rub(amount),
      priceRub: rub(amount),
      available,
      tariff: {
        earlyBooking: early ? { price: rub(early), priceRub: rub(early), until: '2026-12-31' } : null,
      },
    }) as unknown as CabinPrice;
  const prices = [
    price('balcony', 90_000),
    price('inside', 60_000, true, 51_000),
    price('inside', 55_000),
    price('suite', 1, false),
  ];

  it('gives the lowest available price of each type, null when none is left', () => {
    expect(cabinsFrom(prices, '2027-01-01')).toEqual([
      { type: 'inside', name: 'inside 55000', priceRub: 55_000 },
      { type: 'balcony', name: 'balcony 90000', priceRub: 90_000 },
      { type: 'suite', name: 'suite 1', priceRub: null },
    ]);
  });

  it('takes an early-booking price while it holds, as the cruise page does', () => {
    expect(cabinsFrom(prices, '2026-12-31')[0]).toEqual({
      type: 'inside',
      name: 'inside 60000',
      priceRub: 51_000,
    });
  });
});

describe('a cruise no longer sold, in the comparison', () => {
  it('says it once, under its title (sailedMark): its price rows say nothing', () => {
    const rows = comparisonRows([
      cruise({}),
      cruise({ slug: 'b', sailed: 'today' }),
      cruise({ slug: 'c', sailed: 'left' }),
    ]);
    const inside = rows.find((r) => r.label === 'Внутренняя каюта')!;
    expect(inside.values).toEqual(['от 50\u00a0000\u00a0₽', '—', '—']);
    expect([sailedMark('today'), sailedMark('left')]).toEqual([
      'Отправляется сегодня, продажа закрыта',
      'Круиз уже отправился',
    ]);
  });
});

describe("a column's heading", () => {
  // The formatters keep a date's parts together with no-break spaces; compared here as a reader sees them.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('names the dates and the ship under the route: two dates of one route read apart', () => {
    const may = cruise({ startDate: '2027-05-12', endDate: '2027-05-15', ship: 'Сергей Образцов' });
    const june = cruise({
      slug: 'b',
      startDate: '2027-06-02',
      endDate: '2027-06-05',
      ship: 'Сергей Образцов',
    });
    expect(plain(columnSubtitle(may))).toBe('12–15 мая 2027 г. · Сергей Образцов');
    expect(plain(columnSubtitle(june))).toBe('2–5 июня 2027 г. · Сергей Образцов');
    // The dot keeps to the date: a narrow column breaks the line after it, before the ship.
    expect(columnSubtitle(may)).toContain('г.\u00a0· С');
  });

  it('names the ship as its row does, and spans months and years as the rest of the site does', () => {
    expect(
      plain(
        columnSubtitle(cruise({ startDate: '2027-12-28', endDate: '2028-01-04', ship: 'MSC Grandiosa' })),
      ),
    ).toBe('28 декабря 2027 г. – 4 января 2028 г. · MSC Grandiosa');
    expect(
      plain(columnSubtitle(cruise({ startDate: '2027-05-30', endDate: '2027-06-02', ship: 'Н. В. Гоголь' }))),
    ).toBe('30 мая – 2 июня 2027 г. · Н. В. Гоголь');
  });
});
