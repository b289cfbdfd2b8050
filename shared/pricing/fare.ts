/**
 * The per-person price of a cabin category on a given day (docs/decisions/033-early-booking-price-shown.md):
 * the early-booking price while it holds, the regular one after. Every price the cruise page shows (the
 * hero's «от», the cabin list, the booking form's categories and total, the comparison, schema.org) and the
 * catalogue's cards and sorting use this one rule, so a visitor reads one figure for one category.
 */
import type { CabinPrice, Money, Tariff } from '../api/schemas';

/**
 * An offer with a last day (the early-booking price, the second-guest discount) holds up to and including it
 * (Moscow today): the offer while it holds, null after or when there is none.
 */
export function holdingOn<T extends { until: string }>(offer: T | null | undefined, today: string): T | null {
  return offer && today <= offer.until ? offer : null;
}

/** The early-booking price holds up to and including its date (Moscow today). */
export function earlyBookingHolds(tariff: Pick<Tariff, 'earlyBooking'>, today: string): boolean {
  return holdingOn(tariff.earlyBooking, today) !== null;
}

export interface Fare {
  price: Money;
  priceRub: Money;
  /** While the early-booking price holds: its last day and the regular price that follows. */
  early: { until: string; regular: Money; regularRub: Money } | null;
}

export function fareToday(cabin: Pick<CabinPrice, 'price' | 'priceRub' | 'tariff'>, today: string): Fare {
  const early = holdingOn(cabin.tariff.earlyBooking, today);
  if (!early) return { price: cabin.price, priceRub: cabin.priceRub, early: null };
  return {
    price: early.price,
    priceRub: early.priceRub,
    early: { until: early.until, regular: cabin.price, regularRub: cabin.priceRub },
  };
}
