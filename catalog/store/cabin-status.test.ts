import { describe, expect, it } from 'vitest';
import { bookedShare, cabinStatuses } from './cabin-status';

const cabins = Array.from({ length: 40 }, (_, i) => ({
  number: String(201 + i),
  category: i < 30 ? 'ST' : 'PL',
}));
const count = (list: { status: string }[], status: string) => list.filter((c) => c.status === status).length;

describe('cabin statuses on a sailing', () => {
  it('frees exactly `cabinsLeft` cabins of a class, none of a sold-out one', () => {
    const list = cabinStatuses(
      'volga-1',
      cabins,
      (code) => (code === 'ST' ? { available: true, cabinsLeft: 7 } : { available: false, cabinsLeft: 0 }),
      30,
    );
    expect(
      count(
        list.filter((c) => c.category === 'ST'),
        'free',
      ),
    ).toBe(7);
    expect(list.filter((c) => c.category === 'PL').map((c) => c.status)).toEqual(Array(10).fill('booked'));
    expect(list.map((c) => c.number)).toEqual(cabins.map((c) => c.number));
  });

  it('keeps a cabin’s state for the same sailing and changes the choice between sailings', () => {
    const entry = () => ({ available: true, cabinsLeft: 10 });
    const a = cabinStatuses('volga-1', cabins, entry, 30);
    expect(cabinStatuses('volga-1', [...cabins].reverse(), entry, 30).reverse()).toEqual(a);
    expect(cabinStatuses('volga-2', cabins, entry, 30)).not.toEqual(a);
  });

  it('without a count, fills by how near the departure is', () => {
    const free = (days: number) =>
      count(
        cabinStatuses('volga-1', cabins, () => ({ available: true, cabinsLeft: null }), days),
        'free',
      );
    expect(free(7)).toBeLessThan(free(200));
    expect(bookedShare(0)).toBeGreaterThan(bookedShare(90));
    expect(bookedShare(90)).toBeGreaterThan(bookedShare(365));
  });
});
