/**
 * A cabin category's per-person price of the day in the visitor's currency, and the words that say how long
 * an early-booking price holds (docs/decisions/033-early-booking-price-shown.md). The hero, the cabin list,
 * the booking form's categories and its total all read the price here, so one category shows one figure.
 */
import type { CabinPrice, Currency, Money, PromotionBadge } from '../../../shared/api/schemas';
import { formatCount, formatDeadline, NOUN_FORMS, pluralize } from '../../../shared/format';
import { fareToday } from '../../../shared/pricing/fare';
import { underOffer } from '../../../shared/promotion';
import { convertPrice } from './currency';

export interface ShownFare {
  /** What one traveller pays today, in the visitor's currency. */
  price: Money;
  /** The same in rubles (the hero shows it beside a foreign currency). */
  priceRub: Money;
  /** The same in the line's own currency (the hero shows it beside rubles: «от 1 630 $»). */
  original: Money;
  /** While the early-booking price holds: its last day in words (`4 июня`) and the regular price after it. */
  early: { until: string; regular: Money } | null;
}

export function fareShown(
  cabin: Pick<CabinPrice, 'price' | 'priceRub' | 'tariff'>,
  today: string,
  currency: string,
  currencies: readonly Pick<Currency, 'code' | 'rateToRub'>[],
): ShownFare {
  const fare = fareToday(cabin, today);
  return {
    price: convertPrice({ original: fare.price, rub: fare.priceRub }, currency, currencies),
    priceRub: fare.priceRub,
    original: fare.price,
    early: fare.early
      ? {
          until: formatDeadline(fare.early.until, today),
          regular: convertPrice(
            { original: fare.early.regular, rub: fare.early.regularRub },
            currency,
            currencies,
          ),
        }
      : null,
  };
}

/** `до 4 июня, потом 63 500 ₽`: `until` is the date in words (ShownFare's), `then` the price after it. */
export function untilThen(until: string, then: string): string {
  return `до ${until}, потом ${then}`;
}

/** `Цена раннего бронирования — до 4 июня, потом 63 500 ₽`. */
export function earlyFareNote(until: string, then: string): string {
  return `Цена раннего бронирования — ${untilThen(until, then)}`;
}

/**
 * `Со скидкой 30% по акции «Чёрная пятница» — до 30 ноября`: a sailing's prices already have its offer's
 * percentage off, and a badge «−30%» beside a price left the traveller asking whether it is in it; how long
 * it holds is said as the early-booking price's is (`today`, Moscow's, for the year), when it ends before
 * the sailing leaves (a hot offer till 16 December says nothing of a cruise leaving tomorrow). Null when no
 * offer of the sailing takes a percentage off (a gift, children free).
 */
export function offerNote(
  promotions: readonly Pick<PromotionBadge, 'title' | 'discountPercent' | 'endsAt'>[],
  today: string,
  startDate: string,
): string | null {
  const offer = promotions.find((p) => p.discountPercent !== null);
  if (!offer) return null;
  const until =
    offer.endsAt && offer.endsAt < startDate ? ` — до ${formatDeadline(offer.endsAt, today)}` : '';
  return `Со скидкой ${offer.discountPercent}% ${underOffer(offer.title)}${until}`;
}

/** `Осталась 1 каюта`, `Осталось 3 каюты`: the verb agrees with the number, as «осталось 1 каюта» does not. */
export function cabinsLeftText(left: number): string {
  return `${pluralize(left, ['Осталась', 'Осталось', 'Осталось'])} ${formatCount(left, NOUN_FORMS.cabin)}`;
}
