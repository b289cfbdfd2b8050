/**
 * What the search page says when nothing is found: which filter empties the list, and when the cruises
 * searched for do sail. Everything here comes from the filter options' counts the page has already (each
 * option's count is the cruises with every other filter and that option), so no more is asked of the API.
 */
import {
  capitalize,
  formatDate,
  formatMonth,
  MONTH_GENITIVE,
  MONTH_NOMINATIVE,
  MONTH_PREPOSITIONAL,
} from '../../../shared/format';
import { joinLeadAndForm, NAMES_IN_A_PHRASE } from '../../../shared/russian/name-list';
import { hasSailed } from '../../../shared/today';
import { datesText, KIND_VALUE_LABEL, optionIn, searchTitle, type ActiveFilter } from './labels';
import type { OptionsView } from './loader';
import type { FilterKey, SearchFiltersState } from './search-query';

/**
 * Facets a cruise has exactly one value of (one kind, one departure port, line, ship, departure month and
 * length): without the filter, the list is the sum of its options' counts. A cruise is in several regions,
 * countries and ports of call, so their counts overlap and do not add up.
 */
const ONE_PER_CRUISE = ['kind', 'port', 'line', 'ship', 'month', 'nights'] as const;
type OnePerCruise = (typeof ONE_PER_CRUISE)[number];
const isOnePerCruise = (key: FilterKey): key is OnePerCruise =>
  (ONE_PER_CRUISE as readonly FilterKey[]).includes(key);

const sum = (list: readonly { count: number }[]) => list.reduce((total, o) => total + o.count, 0);

/**
 * How many cruises the list would hold without the chip's filter (or value), when nothing is found; null
 * when the counts cannot tell. Dropping one of several values of a list finds nothing either: the rest is a
 * part of what found nothing.
 */
export function countWithout(
  filters: SearchFiltersState,
  chip: Pick<ActiveFilter, 'key' | 'value'>,
  options: OptionsView | null,
): number | null {
  if (!options) return null;
  const chosen = filters[chip.key];
  if (Array.isArray(chosen) && chip.value !== undefined && chosen.length > 1) return 0;
  return isOnePerCruise(chip.key) ? sum(options[chip.key]) : null;
}

interface RelaxChoice {
  filter: ActiveFilter;
  /** The cruises found without it, when the counts tell. */
  count: number | null;
}

/**
 * The filters to drop, those known to find cruises first (with how many: `Без условия «Тип круиза: Морские
 * круизы» — 86 круизов`), then those the counts cannot tell of; one known to find nothing is not offered.
 */
export function relaxChoices(
  filters: SearchFiltersState,
  chips: readonly ActiveFilter[],
  options: OptionsView | null,
): RelaxChoice[] {
  const all = chips.map((filter) => ({ filter, count: countWithout(filters, filter, options) }));
  return [...all.filter((c) => c.count !== null && c.count > 0), ...all.filter((c) => c.count === null)];
}

const KIND_SHORT = { sea: 'морские', river: 'речные' } as const;

/**
 * `Круизы по Волге — только речные.`: the chosen kind is what empties the list (the loader found the
 * chosen places, line or ship have cruises of the other kind only). Null otherwise, or when those filters
 * make no short subject.
 */
export function kindNote(filters: SearchFiltersState, options: OptionsView | null): string | null {
  const other = options?.kindOfNamed;
  if (!other || !filters.kind || other === filters.kind) return null;
  const { region, country, port, callsAt, line, ship } = filters;
  const subject = searchTitle({ region, country, port, callsAt, line, ship }, options);
  if (subject.includes(':') || subject === 'Поиск круизов') return null;
  return `${subject} — только ${KIND_SHORT[other]}.`;
}

/**
 * `с мая по октябрь`, `в июле и августе`, `в июне, августе и сентябре`: the months of the year (0–11) the
 * cruises sail in. A run may wrap the new year (`с ноября по март`). Null for the whole year, for none, or
 * for more than three months apart.
 */
export function seasonText(months: ReadonlySet<number>): string | null {
  if (months.size === 0 || months.size === 12) return null;
  const sorted = [...months].sort((a, b) => a - b);
  const starts = sorted.filter((m) => !months.has((m + 11) % 12));
  if (starts.length === 1 && months.size > 2) {
    const first = starts[0];
    const last = (first + months.size - 1) % 12;
    return `с ${MONTH_GENITIVE[first]} по ${MONTH_NOMINATIVE[last]}`;
  }
  if (months.size > NAMES_IN_A_PHRASE) return null;
  // A run of two across the new year reads in its order: «в декабре и январе».
  const ordered = starts.length === 1 ? sorted.map((_, i) => (starts[0] + i) % 12) : sorted;
  return joinLeadAndForm(ordered.map((m) => ({ lead: 'в', form: MONTH_PREPOSITIONAL[m] })));
}

/** Filters a heading names in full (no colon): the season of what it names can be said of it. */
const NAMED_IN_HEADING: readonly FilterKey[] = [
  'kind',
  'region',
  'country',
  'port',
  'callsAt',
  'line',
  'ship',
  'promotion',
  'onOffer',
  'weekend',
];

interface NearestMonth {
  /** The words before the month's link: `Речная навигация — с мая по октябрь; ближайшие речные круизы —`. */
  lead: string;
  /** `YYYY-MM`: the month to search instead. */
  month: string;
  /** The cruises that month, the count of the list the link opens (the month's option count). */
  count: number;
}

/**
 * When a month finds nothing but other months do (river cruises in December): the nearest such month, and
 * when the cruises sail, from the month options' counts (the catalogue's months, SEARCH_MONTHS of them
 * from this one, so each month of the year is among them). A later month is nearer for a traveller than an
 * earlier one; a month before `today`'s (Moscow's) is said to have passed. Null without a month, or with
 * dates, which narrow the months' counts too.
 */
export function nearestMonth(
  filters: SearchFiltersState,
  options: OptionsView | null,
  today: string,
): NearestMonth | null {
  const chosen = filters.month;
  if (!chosen || !options || filters.dateFrom || filters.dateTo) return null;
  const sailing = options.month.filter((o) => o.count > 0 && o.value !== chosen);
  const later = sailing.find((o) => o.value > chosen);
  const next = later ?? sailing.filter((o) => o.value < chosen).at(-1);
  if (!next) return null;
  // A month after the last sailing offers the last one: «последние», not «ближайшие» (July comes sooner).
  const which = later ? 'ближайшие' : 'последние';
  const season = seasonText(new Set(sailing.map((o) => Number(o.value.slice(5, 7)) - 1)));
  const { month: _month, ...rest } = filters;
  const keys = Object.keys(rest) as FilterKey[];
  const subject = searchTitle(rest, options);
  const others = keys.length ? ' по остальным условиям' : '';
  let lead: string;
  // «Октябрь 2026 г. уже прошёл; ближайшие круизы — в ноябре»: not «По этим условиям круизов нет» alone.
  if (chosen < today.slice(0, 7)) lead = `${formatMonth(chosen)} г. уже прошёл; ${which} круизы${others} —`;
  else if (season && keys.length === 1 && rest.kind === 'river')
    lead = `Речная навигация — ${season}; ${which} ${KIND_VALUE_LABEL.river.toLowerCase()} —`;
  else if (
    season &&
    keys.every((key) => NAMED_IN_HEADING.includes(key)) &&
    !subject.includes(':') &&
    subject !== 'Поиск круизов'
  )
    lead = `${subject} — ${season}; ${which} —`;
  else lead = `${capitalize(which)} круизы${others} —`;
  return { lead, month: next.value, count: next.count };
}

/** `Акция «Фьорды летом» завершилась 31 мая 2026 г.`: an old link to an ended offer finds nothing, and why. */
export function endedOfferNote(filters: SearchFiltersState, options: OptionsView | null): string | null {
  const offer = filters.promotion ? optionIn(options?.promotion, filters.promotion) : undefined;
  // The date ends in «г.», which ends the sentence too.
  return offer?.endsAt ? `Акция «${offer.label}» завершилась ${formatDate(offer.endsAt)}` : null;
}

/**
 * `Даты отправления с 1 по 28 ноября 2026 г. уже прошли: посмотрите` + `круизы без этих дат`: dates that end by `today`
 * (Moscow's; a cruise leaving today is no longer sold, shared/today.ts) find nothing whatever the rest, and
 * dropping one end of them would not help. Null for dates still to come.
 */
export function passedDates(
  filters: SearchFiltersState,
  today: string,
): { lead: string; link: string } | null {
  const { dateFrom, dateTo } = filters;
  if (!dateTo || !hasSailed(dateTo, today)) return null;
  return dateFrom === dateTo
    ? { lead: `Дата отправления ${formatDate(dateTo)} уже прошла: посмотрите`, link: 'круизы без этой даты' }
    : {
        lead: `Даты отправления ${datesText(dateFrom, dateTo)} уже прошли: посмотрите`,
        link: 'круизы без этих дат',
      };
}
