/**
 * Prices in the currency the visitor picked. The API gives each price in the line's own currency and in
 * rubles; other currencies are converted from rubles with the rate of `getCurrencies` (rateToRub: rubles
 * for one unit). The choice is `?currency=EUR` in the URL, so a shared link shows the same prices.
 */
import type { Currency, Money } from '../../../shared/api/schemas';
import { CURRENCY_CODE_PATTERN } from '../../../shared/validation';

export const DEFAULT_CURRENCY = 'RUB';

/** The currency of the URL if the site knows it, rubles otherwise. */
export function pickCurrency(raw: string | null, currencies: readonly Currency[]): string {
  const code = (raw ?? '').trim().toUpperCase();
  if (!CURRENCY_CODE_PATTERN.test(code)) return DEFAULT_CURRENCY;
  if (code === DEFAULT_CURRENCY) return code;
  return currencies.some((c) => c.code === code) ? code : DEFAULT_CURRENCY;
}

/**
 * A price in `currency`: the line's own figure when it is that currency (exact), rubles as they are,
 * otherwise rubles over the rate, rounded to whole units. Unknown rate: rubles.
 */
export function convertPrice(
  price: { original: Money; rub: Money },
  currency: string,
  currencies: readonly Currency[],
): Money {
  if (price.original.currency === currency) return price.original;
  if (currency === DEFAULT_CURRENCY) return price.rub;
  const rate = currencies.find((c) => c.code === currency)?.rateToRub;
  if (!rate || rate <= 0) return price.rub;
  return { amount: Math.round(price.rub.amount / rate), currency };
}
