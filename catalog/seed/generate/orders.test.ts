import { describe, expect, it } from 'vitest';
import { ORDER_EXAMPLE } from '../../../shared/order-ref';
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
      'CR-100011 new',
    ]);
    expect(seed.orders[3].expiresAt < '2026-11-01').toBe(true);
    expect(seed.orders[2].paidAt).not.toBeNull();
  });

  it('leaves the payment form’s example number to no order, and pays in office hours, not at midnight', () => {
    expect(seed.orders.map((o) => o.ref)).not.toContain(ORDER_EXAMPLE);
    // Moscow is UTC+3: 10:00–19:59 there.
    const hours = seed.orders
      .flatMap((o) => [o.createdAt, o.paidAt ?? o.createdAt])
      .map((t) => new Date(t).getUTCHours());
    expect(
      hours.every((h) => h >= 7 && h <= 16),
      hours.join(),
    ).toBe(true);
  });

  it('pays for a river cruise in CR-100010 and names its route and cabin', () => {
    const order = seed.orders[9];
    const cruise = seed.cruises.find((c) => c.slug === order.cruiseSlug)!;
    const ship = seed.ships.find((s) => s.id === cruise.shipId)!;
    expect(ship.kind).toBe('river');
    expect(order.description).toMatch(/^Предоплата 30% за речной круиз «.+», категория «.+», 2 взрослых$/);
    expect(order.description).toContain(`«${cruise.title}»`);
  });
});
