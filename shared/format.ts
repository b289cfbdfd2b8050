/** Russian formatting of money, dates and counts. Isomorphic, so server and browser print the same text. */
import type { Money } from './api/schemas';

const moneyFormatters = new Map<string, Intl.NumberFormat>();
function moneyFormatter(currency: string): Intl.NumberFormat {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

/** `125 000 ₽`, `1 299 €`. Non-breaking spaces keep the amount on one line. */
export function formatMoney(money: Money): string {
  return moneyFormatter(money.currency).format(money.amount);
}

const TZ = 'UTC';
const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: TZ });
const dayMonthYear = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TZ,
});
const monthYear = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: TZ });

function toDate(iso: string): Date {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
}

const NBSP = '\u00a0';
/** A date never breaks across lines: a lone `г.` or `2027 г.` on a line of its own reads as a defect. */
function unbroken(text: string): string {
  return text.replace(/ /g, NBSP);
}

/** `12 мая 2027 г.` (non-breaking spaces) */
export function formatDate(iso: string): string {
  return unbroken(dayMonthYear.format(toDate(iso)));
}

/** `12 мая` (a non-breaking space) */
export function formatDayMonth(iso: string): string {
  return unbroken(dayMonth.format(toDate(iso)));
}

/**
 * `12–19 мая 2027 г.`, `28 апреля – 5 мая 2027 г.`: between bare numbers the dash takes no spaces, between
 * dates that have spaces of their own it does (the Russian rule); a line may break only after the dash.
 */
export function formatDateRange(startIso: string, endIso: string): string {
  const key = startIso + endIso;
  let text = dateRanges.get(key);
  if (text === undefined) {
    // The same departures recur on every page of cards: each range is worked out once (a few thousand
    // in the catalogue; past the bound the memory starts again).
    if (dateRanges.size > 1e4) dateRanges.clear();
    dateRanges.set(key, (text = dateRangeText(startIso, endIso)));
  }
  return text;
}
const dateRanges = new Map<string, string>();

function dateRangeText(startIso: string, endIso: string): string {
  const start = toDate(startIso);
  const end = toDate(endIso);
  if (start.getUTCFullYear() !== end.getUTCFullYear())
    return `${formatDate(startIso)}${NBSP}– ${formatDate(endIso)}`;
  if (start.getUTCMonth() === end.getUTCMonth()) return `${start.getUTCDate()}–${formatDate(endIso)}`;
  return `${formatDayMonth(startIso)}${NBSP}– ${formatDate(endIso)}`;
}

/** `май 2027 г.` → `Май 2027` for a month filter value `2027-05`. */
export function formatMonth(yearMonth: string): string {
  const text = monthYear.format(toDate(`${yearMonth}-01`)).replace(/\s*г\.$/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const MONTH_PREPOSITIONAL = [
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
/** `в июне 2027 г.` (non-breaking spaces) for `2027-06`: Intl has no prepositional month names. */
export function formatInMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return unbroken(`в ${MONTH_PREPOSITIONAL[month - 1]} ${year} г.`);
}

const plural = new Intl.PluralRules('ru-RU');
const integer = new Intl.NumberFormat('ru-RU');
/** Picks the Russian plural form: pluralize(5, ['ночь', 'ночи', 'ночей']) → 'ночей'. */
export function pluralize(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const rule = plural.select(count);
  if (rule === 'one') return forms[0];
  if (rule === 'few') return forms[1];
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
  deck: ['палуба', 'палубы', 'палуб'],
  person: ['человек', 'человека', 'человек'],
} as const satisfies Record<string, readonly [string, string, string]>;

/** `Италия, Испания и Франция`. */
export function joinRu(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
}

/** `7 ночей`, `1 ночь`. */
export function formatNights(nights: number): string {
  return `${nights} ${pluralize(nights, NOUN_FORMS.night)}`;
}

/** `24 круиза` and the like. */
export function formatCount(count: number, forms: readonly [string, string, string]): string {
  return `${integer.format(count)} ${pluralize(count, forms)}`;
}

/** `24 круиза`, `1 круиз`. */
export function formatCruises(count: number): string {
  return formatCount(count, NOUN_FORMS.cruise);
}
