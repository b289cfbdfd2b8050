/** Russian formatting of money, dates and counts. Isomorphic, so server and browser print the same text. */
import type { Money } from './api/schemas';
import { onFirstUse } from './on-first-use';
import { oncePerText } from './once-per';

// Numbers, money, dates and plurals are written here by hand, not by Intl: a page's first Intl object
// loads the locale's ICU data, 60-100 ms of a slow phone's start-up before it can hydrate, and the
// browser's ICU may not be the server's (CLDR has changed spaces and patterns between versions), which
// would make the hydrated text differ from the server's. The formats are few and fixed; format.test.ts
// checks each against Intl (docs/performance.md, "Ninth pass").

const NBSP = '\u00a0';

function rounded(value: number): number {
  // Halves away from zero, as Intl does.
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `1 234 567` (non-breaking spaces): digits in threes from the right, the Russian way. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let i = text.length; i < digits.length; i += 3) text += NBSP + digits.slice(i, i + 3);
  return text;
}

/** `1 234`, `1 234,5`, `0,75`: a number as Russian text, at most `maxFractionDigits` after the comma. */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  // Counts and prices are whole numbers: no rounding to do.
  if (Number.isSafeInteger(value))
    return value < 0 ? `-${groupDigits(String(-value))}` : groupDigits(String(value));
  // toFixed rounds the double's exact decimal value half up, as Intl does.
  const [whole, fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const shown = fraction.replace(/0+$/, '');
  const text = groupDigits(whole) + (shown ? `,${shown}` : '');
  return value < 0 && text !== '0' ? `-${text}` : text;
}

/**
 * The signs Russian price lists write: CLDR's, but the yuan as «¥» (CLDR's «CN¥» tells it from the yen, which
 * the site does not sell in); any other code is written by Intl.
 */
const CURRENCY_SIGNS: Record<string, string> = { RUB: '₽', EUR: '€', USD: '$', GBP: '£', CNY: '¥' };
const otherCurrencies = new Map<string, Intl.NumberFormat>();
function otherCurrency(money: Money): string {
  let formatter = otherCurrencies.get(money.currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: money.currency,
      maximumFractionDigits: 0,
    });
    otherCurrencies.set(money.currency, formatter);
  }
  return formatter.format(money.amount);
}

/**
 * An exchange rate as a Russian price list writes it: `90,20 ₽ за 1 $`, rubles with their two kopeck digits
 * for one unit of the currency (its sign where it has one, else its code).
 */
export function formatRate(code: string, rateToRub: number): string {
  const [whole, kopecks] = rateToRub.toFixed(2).split('.');
  return `${groupDigits(whole)},${kopecks}${NBSP}₽ за 1${NBSP}${currencySign(code)}`;
}

/** The sign of a currency the site writes by sign (`€`), else its code. */
export function currencySign(code: string): string {
  return CURRENCY_SIGNS[code] ?? code;
}

/** `125 000 ₽`, `1 299 €`. Non-breaking spaces keep the amount on one line. */
export function formatMoney(money: Money): string {
  const sign = CURRENCY_SIGNS[money.currency];
  if (sign === undefined) return otherCurrency(money);
  return `${formatNumber(rounded(money.amount), 0)}${NBSP}${sign}`;
}

/** Month names, January first: `12 мая`, `май 2027`, `в мае`. */
export const MONTH_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
export const MONTH_NOMINATIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
export const MONTH_PREPOSITIONAL = [
  'январе',
  'феврале',
  'марте',
  'апреле',
  'мае',
  'июне',
  'июле',
  'августе',
  'сентябре',
  'октябре',
  'ноябре',
  'декабре',
];

function toDate(iso: string): Date {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
}

// A date never breaks across lines: a lone `г.` or `2027 г.` on a line of its own reads as a defect.

/** `12 мая 2027 г.` (non-breaking spaces) */
export function formatDate(iso: string): string {
  const date = toDate(iso);
  return `${formatDayMonth(iso)}${NBSP}${date.getUTCFullYear()}${NBSP}г.`;
}

/** `12 мая` (a non-breaking space) */
export function formatDayMonth(iso: string): string {
  const date = toDate(iso);
  return `${date.getUTCDate()}${NBSP}${MONTH_GENITIVE[date.getUTCMonth()]}`;
}

/**
 * `с 20 по 30 ноября 2026 г.`, `с 28 апреля по 9 мая 2027 г.`, `с 28 декабря 2027 г. по 10 января 2028 г.`: the
 * month and the year said once where both dates share them.
 */
export function formatFromTo(fromIso: string, toIso: string): string {
  const from =
    fromIso.slice(0, 7) === toIso.slice(0, 7)
      ? String(toDate(fromIso).getUTCDate())
      : fromIso.slice(0, 4) === toIso.slice(0, 4)
        ? formatDayMonth(fromIso)
        : formatDate(fromIso);
  return `с ${from} по ${formatDate(toIso)}`;
}

/**
 * `4 июня`, `31 марта 2027 г.`: a deadline without its year only in this year (`today`, Moscow), so «до 31
 * марта» is never read on a 2028 sailing's page as March 2028.
 */
export function formatDeadline(iso: string, today: string): string {
  return iso.slice(0, 4) === today.slice(0, 4) ? formatDayMonth(iso) : formatDate(iso);
}

/**
 * `12–19 мая 2027 г.`, `28 апреля – 5 мая 2027 г.`: between bare numbers the dash takes no spaces, between
 * dates that have spaces of their own it does (the Russian rule); a line may break only after the dash.
 */
export function formatDateRange(startIso: string, endIso: string): string {
  return dateRangeOf(`${startIso}/${endIso}`);
}
// The same departures recur on every page of cards: each range is worked out once (a few thousand in the
// catalogue).
const dateRangeOf = oncePerText((range) => {
  const [startIso, endIso] = range.split('/');
  return dateRangeText(startIso, endIso);
}, 1e4);

function dateRangeText(startIso: string, endIso: string): string {
  const start = toDate(startIso);
  const end = toDate(endIso);
  if (start.getUTCFullYear() !== end.getUTCFullYear())
    return `${formatDate(startIso)}${NBSP}– ${formatDate(endIso)}`;
  if (start.getUTCMonth() === end.getUTCMonth()) return `${start.getUTCDate()}–${formatDate(endIso)}`;
  return `${formatDayMonth(startIso)}${NBSP}– ${formatDate(endIso)}`;
}

function yearAndMonth(yearMonth: string): [year: number, monthIndex: number] {
  const [year, month] = yearMonth.split('-').map(Number);
  return [year, month - 1];
}

/**
 * A route title as Russian typesetting sets it: a no-break space before each «—», so that no line starts
 * with a dash (`Москва — Калязин⏎— Углич` at 1366 px). The catalogue's titles keep plain spaces.
 */
export function titleOnLines(title: string): string {
  return title.replaceAll(' — ', '\u00a0— ');
}

/** `укажите имя` from `Укажите имя`: a sentence's words after a colon. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** `Итальянский` for `итальянский`: a word that starts a sentence or a fact. */
export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** `Май 2027` for a month filter value `2027-05`. */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearAndMonth(yearMonth);
  return `${capitalize(MONTH_NOMINATIVE[month])} ${year}`;
}

/** `в июне 2027 г.` (non-breaking spaces) for `2027-06`. */
export function formatInMonth(yearMonth: string): string {
  const [year, month] = yearAndMonth(yearMonth);
  return `в${NBSP}${MONTH_PREPOSITIONAL[month]}${NBSP}${year}${NBSP}г.`;
}

/**
 * Picks the Russian plural form: pluralize(5, ['ночь', 'ночи', 'ночей']) → 'ночей'. CLDR's rule for
 * Russian: 1, 21, 101 take the first form; 2–4, 22–24 the second; 11–14 and the rest the third, as do
 * fractions.
 */
export function pluralize(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(count);
  if (!Number.isInteger(n)) return forms[2];
  const lastTwo = n % 100;
  const last = n % 10;
  if (last === 1 && lastTwo !== 11) return forms[0];
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms[1];
  return forms[2];
}

/** The forms (1, 2, 5) of the nouns the site counts, each written once. */
export const NOUN_FORMS = {
  cruise: ['круиз', 'круиза', 'круизов'],
  night: ['ночь', 'ночи', 'ночей'],
  cabin: ['каюта', 'каюты', 'кают'],
  berth: ['место', 'места', 'мест'],
  passenger: ['пассажир', 'пассажира', 'пассажиров'],
  liner: ['лайнер', 'лайнера', 'лайнеров'],
  riverShip: ['теплоход', 'теплохода', 'теплоходов'],
  day: ['день', 'дня', 'дней'],
  port: ['порт', 'порта', 'портов'],
  deck: ['палуба', 'палубы', 'палуб'],
  person: ['человек', 'человека', 'человек'],
} as const satisfies Record<string, readonly [string, string, string]>;

/** Names in Russian alphabetical order (`ё` beside `е`, as a reader expects), for `Array.sort`. */
export const compareRu = (a: string, b: string): number => russianCollator().compare(a, b);
const russianCollator = onFirstUse(() => new Intl.Collator('ru'));

/** `Италия, Испания и Франция`; `«Люкс» или «Сьют»` with `или`. */
export function joinRu(items: readonly string[], conjunction: 'и' | 'или' = 'и'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** `7 ночей`, `1 ночь`. */
export function formatNights(nights: number): string {
  return `${nights} ${pluralize(nights, NOUN_FORMS.night)}`;
}

/** `24 круиза` and the like. */
export function formatCount(count: number, forms: readonly [string, string, string]): string {
  return `${formatNumber(count)} ${pluralize(count, forms)}`;
}

/** `24 круиза`, `1 круиз`. */
export function formatCruises(count: number): string {
  return formatCount(count, NOUN_FORMS.cruise);
}
