/**
 * Client orders CR-100001…CR-100010. Each pays for a real sailing and cabin of the catalogue: its purpose
 * names the kind of cruise, its route and cabin, and its amount is that cabin's price (or a share of it).
 * Numbers and statuses are fixed: tests and the payment journeys rely on them.
 */
import type { CruiseKind } from '../../../shared/api/schemas';
import type { CabinRec, CruiseRec, OrderRec, PriceRec, ShipRec } from '../../store/types';
import type { Rng } from '../prng';
import { addDays, daysBetween } from './dates';
import { RATES } from './marketing';

interface OrderSeed {
  customerName: string;
  status: OrderRec['status'];
  /** Days from the seed's start. */
  created: number;
  expires: number;
  paid: number | null;
  kind: CruiseKind;
  /** Cabin class by position from the cheapest (clamped to the ship's classes). */
  cabinClass: number;
  guests: number;
  /** Share of the full price this payment is: prepayment, the rest, the whole. */
  share: 0.3 | 0.7 | 1;
}

const ORDER_SEEDS: OrderSeed[] = [
  {
    customerName: 'Иванов Сергей',
    status: 'new',
    created: -3,
    expires: 400,
    paid: null,
    kind: 'sea',
    cabinClass: 2,
    guests: 2,
    share: 0.3,
  },
  {
    customerName: 'Петрова Анна',
    status: 'new',
    created: -2,
    expires: 400,
    paid: null,
    kind: 'river',
    cabinClass: 0,
    guests: 2,
    share: 1,
  },
  {
    customerName: 'Смирнов Алексей',
    status: 'paid',
    created: -10,
    expires: 400,
    paid: -9,
    kind: 'sea',
    cabinClass: 3,
    guests: 2,
    share: 1,
  },
  {
    customerName: 'Кузнецова Мария',
    status: 'new',
    created: -40,
    expires: -1,
    paid: null,
    kind: 'river',
    cabinClass: 2,
    guests: 2,
    share: 0.3,
  },
  {
    customerName: 'Соколов Дмитрий',
    status: 'declined',
    created: -5,
    expires: 400,
    paid: null,
    kind: 'sea',
    cabinClass: 2,
    guests: 3,
    share: 1,
  },
  {
    customerName: 'Попова Елена',
    status: 'pending',
    created: -1,
    expires: 400,
    paid: null,
    kind: 'sea',
    cabinClass: 1,
    guests: 2,
    share: 0.7,
  },
  {
    customerName: 'Лебедев Игорь',
    status: 'new',
    created: -1,
    expires: 400,
    paid: null,
    kind: 'river',
    cabinClass: 3,
    guests: 3,
    share: 0.3,
  },
  {
    customerName: 'Новикова Ольга',
    status: 'new',
    created: 0,
    expires: 400,
    paid: null,
    kind: 'river',
    cabinClass: 1,
    guests: 1,
    share: 1,
  },
  {
    customerName: 'Морозов Павел',
    status: 'new',
    created: 0,
    expires: 400,
    paid: null,
    kind: 'sea',
    cabinClass: 0,
    guests: 2,
    share: 1,
  },
  {
    customerName: 'Васильева Татьяна',
    status: 'new',
    created: -1,
    expires: 400,
    paid: null,
    kind: 'river',
    cabinClass: 0,
    guests: 2,
    share: 0.3,
  },
  {
    customerName: 'Соколов Дмитрий',
    status: 'new',
    created: -1,
    expires: 400,
    paid: null,
    kind: 'sea',
    cabinClass: 1,
    guests: 2,
    share: 0.3,
  },
];

const PURPOSE: Record<OrderSeed['share'], string> = {
  0.3: 'Предоплата 30% за',
  0.7: 'Доплата 70% за',
  1: 'Полная оплата за',
};

const guestsText = (n: number) => (n === 1 ? '1 взрослый' : `${n} взрослых`);

export function generateOrders(
  rng: Rng,
  seedStart: Date,
  data: { ships: ShipRec[]; cabins: CabinRec[]; cruises: CruiseRec[]; prices: PriceRec[] },
): OrderRec[] {
  // Orders are made and paid in the office's hours, 10:00–19:59 Moscow (07:00–16:59 UTC), not at midnight.
  const at = (d: number, i: number) =>
    new Date(addDays(seedStart, d).getTime() + (7 * 60 + ((i * 137) % 600)) * 60_000).toISOString();
  // A payment is due by the end of a Moscow day (23:59, 20:59 UTC), two weeks before the sailing at the
  // latest, as lines take the rest of the fare; a demo order stays payable while its sailing is ahead.
  const dueBy = (d: number) => `${addDays(seedStart, d).toISOString().slice(0, 10)}T20:59:00.000Z`;
  const shipById = new Map(data.ships.map((s) => [s.id, s]));
  const cabinsByShip = new Map<number, CabinRec[]>();
  for (const c of data.cabins) cabinsByShip.set(c.shipId, [...(cabinsByShip.get(c.shipId) ?? []), c]);
  const priceOf = new Map(data.prices.map((p) => [`${p.cruiseId}:${p.cabinId}`, p]));
  return ORDER_SEEDS.map((o, i) => {
    // A sailing of the right kind that leaves at least two months after the order was placed (or the
    // seed's start, the first of the month the store was made), so its payment falls due two weeks before
    // it and not while the seed's month runs.
    const candidates = data.cruises.filter(
      (c) =>
        shipById.get(c.shipId)!.kind === o.kind &&
        c.startDate > at(Math.max(o.created, 0) + 60, 0).slice(0, 10),
    );
    const cruise = rng.pick(candidates);
    const ship = shipById.get(cruise.shipId)!;
    const classes = cabinsByShip.get(ship.id)!;
    const cabin = classes[Math.min(o.cabinClass, classes.length - 1)];
    const guests = Math.min(o.guests, cabin.berths);
    const price = priceOf.get(`${cruise.id}:${cabin.id}`)!;
    const full = Math.round(price.amount * RATES[price.currency]) * guests;
    const kindText = o.kind === 'river' ? 'речной круиз' : 'морской круиз';
    return {
      ref: `CR-${100001 + i}`,
      // «каюта «Каюта с балконом»» said the word twice: the category's own name says what it is.
      description: `${PURPOSE[o.share]} ${kindText} «${cruise.title}», категория «${cabin.name}», ${guestsText(guests)}`,
      customerName: o.customerName,
      amount: Math.floor((full * o.share) / 100) * 100,
      currency: 'RUB',
      status: o.status,
      cruiseSlug: cruise.slug,
      createdAt: at(o.created, i),
      expiresAt: dueBy(
        o.expires < 0 ? o.expires : Math.min(o.expires, daysBetween(seedStart, cruise.startDate) - 14),
      ),
      paidAt: o.paid === null ? null : at(o.paid, i + 1),
    };
  });
}
