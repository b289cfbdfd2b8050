/**
 * A price in the currency the visitor picked. The API gives each price in the line's own currency and in
 * rubles; other currencies are converted from rubles with the rate of `getCurrencies` (rateToRub: rubles
 * for one unit). The page, the booking form and the catalogue's check of a quoted total convert alike.
 */
import type { Currency, Money } from '../api/schemas';

export const DEFAULT_CURRENCY = 'RUB';

/**
 * A price in `currency`: the line's own figure when it is that currency (exact), rubles as they are,
 * otherwise rubles over the rate, rounded to whole units. Unknown rate: rubles.
 */
export function convertPrice(
  price: { original: Money; rub: Money },
  currency: string,
  currencies: readonly Pick<Currency, 'code' | 'rateToRub'>[],
): Money {
  if (price.original.currency === currency) return price.original;
  if (currency === DEFAULT_CURRENCY) return price.rub;
  const rate = currencies.find((c) => c.code === currency)?.rateToRub;
  if (!rate || rate <= 0) return price.rub;
  return { amount: Math.round(price.rub.amount / rate), currency };
}
