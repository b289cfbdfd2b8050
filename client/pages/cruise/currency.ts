/**
 * The currency the visitor picked: `?currency=EUR` in the URL, so a shared link shows the same prices.
 * Conversion itself is shared with the catalogue (shared/pricing/convert.ts).
 */
import type { Currency } from '../../../shared/api/schemas';
import { DEFAULT_CURRENCY } from '../../../shared/pricing/convert';
import { currencySign } from '../../../shared/format';
import { CURRENCY_CODE_PATTERN } from '../../../shared/validation';

export { convertPrice, DEFAULT_CURRENCY } from '../../../shared/pricing/convert';

/** «в евро», «в долларах США»: a currency after «в», for the notes under the prices; the code otherwise. */
const IN_CURRENCY: Record<string, string> = {
  EUR: 'в евро',
  USD: 'в долларах США',
  CNY: 'в юанях',
  RUB: 'в рублях',
};

export function inCurrency(code: string): string {
  return IN_CURRENCY[code] ?? `в ${code}`;
}

/** A choice of «Валюта цен»: what the prices will be in and its sign, «Доллары США, $»; no bare codes. */
const CHOICE: Record<string, string> = {
  RUB: 'Рубли',
  EUR: 'Евро',
  USD: 'Доллары США',
  CNY: 'Юани',
};

export function currencyChoice({ code, name }: Pick<Currency, 'code' | 'name'>): string {
  // The API names a currency as a title («Доллар США»): the site's own plural where it has one.
  return `${CHOICE[code] ?? name}, ${currencySign(code)}`;
}

/** The currency of the URL if the site knows it, rubles otherwise. */
export function pickCurrency(raw: string | null, currencies: readonly Currency[]): string {
  const code = (raw ?? '').trim().toUpperCase();
  if (!CURRENCY_CODE_PATTERN.test(code)) return DEFAULT_CURRENCY;
  if (code === DEFAULT_CURRENCY) return code;
  return currencies.some((c) => c.code === code) ? code : DEFAULT_CURRENCY;
}
