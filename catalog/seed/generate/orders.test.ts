import { describe, expect, it } from 'vitest';
import { generateSeed } from '../generate';

describe('orders', () => {
  const seed = generateSeed('cruise', new Date('2026-11-01T00:00:00Z'));

  it('keeps the order numbers and statuses the payment journeys rely on', () => {
    expect(seed.orders.map((o) => `${o.ref} ${o.status}`)).toEqual([
      'CR-100001 new',
      'CR-100002 new',
      'CR-100003 paid',
      'CR-100004 new',
      'CR-100005 declined',
      'CR-100006 pending',
      'CR-100007 new',
      'CR-100008 new',
      'CR-100009 new',
      'CR-100010 new',
    ]);
    expect(seed.orders[3].expiresAt < '2026-11-01').toBe(true);
    expect(seed.orders[2].paidAt).not.toBeNull();
  });

  it('pays for a river cruise in CR-100010 and names its route and cabin', () => {
    const order = seed.orders[9];
    const cruise = seed.cruises.find((c) => c.slug === order.cruiseSlug)!;
    const ship = seed.ships.find((s) => s.id === cruise.shipId)!;
    expect(ship.kind).toBe('river');
    expect(order.description).toMatch(/^Предоплата 30% за речной круиз «.+», каюта «.+», 2 взрослых$/);
    expect(order.description).toContain(`«${cruise.title}»`);
  });
});
