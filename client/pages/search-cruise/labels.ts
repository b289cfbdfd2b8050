/** Russian names of the search's filters, sorts and values, and the page's title built from the filters. */
import type { FilterOption } from '../../../shared/api/schemas';
import {
  formatCruises,
  formatDate,
  formatFromTo,
  formatInMonth,
  formatMoney,
  formatMonth,
  pluralize,
} from '../../../shared/format';
import { underOffer } from '../../../shared/promotion';
import { fromPlace, toPlace } from '../../../shared/russian/place-cases';
import { ofLine, shipPhrase } from '../../../shared/russian/vessel';
import type { NightsRange, SearchSortValue } from '../../../shared/validation';
import type { OptionsView } from './loader';
import { FILTER_KEYS, type FilterKey, type SearchFiltersState } from './search-query';

export const FILTER_LABEL: Record<FilterKey, string> = {
  kind: 'Тип круиза',
  region: 'Регион',
  country: 'Страна',
  port: 'Порт отправления',
  callsAt: 'Порт на маршруте',
  line: 'Круизная компания',
  ship: 'Теплоход или лайнер',
  month: 'Месяц отправления',
  dateFrom: 'Отправление с',
  dateTo: 'Отправление по',
  nights: 'Продолжительность',
  priceMin: 'Цена от',
  priceMax: 'Цена до',
  promotion: 'Акция',
  onOffer: 'Акции',
  weekend: 'Выходного дня',
};

/** What 'any' reads like in each select. */
export const ANY_LABEL: Partial<Record<FilterKey, string>> = {
  kind: 'Морские и речные',
  region: 'Все регионы',
  country: 'Все страны',
  port: 'Любой порт',
  callsAt: 'Любой порт',
  line: 'Все компании',
  ship: 'Все суда',
  month: 'Любой месяц',
  nights: 'Любая',
};

export const SORT_LABEL: Record<SearchSortValue, string> = {
  date: 'Сначала ближайшие',
  'price-asc': 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  nights: 'По продолжительности',
  popular: 'Сначала популярные',
};

export const KIND_VALUE_LABEL = { sea: 'Морские круизы', river: 'Речные круизы' } as const;

export const NIGHTS_LABEL: Record<NightsRange, string> = {
  '1-3': '1–3 ночи',
  '4-7': '4–7 ночей',
  '8-10': '8–10 ночей',
  '11-14': '11–14 ночей',
  '15-': '15 ночей и больше',
};

function optionIn(options: FilterOption[] | undefined, value: string): FilterOption | undefined {
  return options?.find((o) => o.value === value);
}

/**
 * A readable value of one active filter (or one value of a list filter): `Волга`, `Июнь 2027`, `до 90 000 ₽`;
 * null for a list value the options do not name (they did not load): a slug is never shown.
 */
export function valueLabel(key: FilterKey, value: string, options: OptionsView | null): string | null {
  switch (key) {
    case 'kind':
      return KIND_VALUE_LABEL[value as 'sea' | 'river'] ?? value;
    case 'month':
      return formatMonth(value);
    case 'nights':
      return NIGHTS_LABEL[value as NightsRange] ?? value;
    case 'dateFrom':
      return `с ${formatDate(value)}`;
    case 'dateTo':
      return `по ${formatDate(value)}`;
    case 'priceMin':
      return `от ${formatMoney({ amount: Number(value), currency: 'RUB' })}`;
    case 'priceMax':
      return `до ${formatMoney({ amount: Number(value), currency: 'RUB' })}`;
    case 'promotion':
      // Its title from the loader; never the slug, even when the promotion could not be looked up.
      return optionIn(options?.promotion, value)?.label ?? 'выбранная';
    case 'onOffer':
      return 'Только по акции';
    case 'weekend':
      return 'Круизы выходного дня';
    default:
      return optionIn(options?.[key], value)?.label ?? null;
  }
}

export interface ActiveFilter {
  key: FilterKey;
  /** The list value this chip stands for (list filters get a chip per value). */
  value?: string;
  /** The value in words; for a value the options do not name, the filter's name (`Порт отправления`). */
  label: string;
  /** The options do not name the value: the chip says only which filter it is. */
  unnamed?: true;
}

function chip(key: FilterKey, value: string, options: OptionsView | null, list: boolean): ActiveFilter {
  const label = valueLabel(key, value, options);
  return {
    key,
    ...(list ? { value } : {}),
    ...(label === null ? { label: FILTER_LABEL[key], unnamed: true as const } : { label }),
  };
}

/** One chip per active filter value, in the canonical order. */
export function activeFilters(
  filters: SearchFiltersState,
  options: OptionsView | null,
  skip: ReadonlySet<FilterKey> = new Set(),
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const key of FILTER_KEYS) {
    if (skip.has(key)) continue;
    const value = filters[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.push(chip(key, v, options, true));
    else out.push(chip(key, String(value), options, false));
  }
  return out;
}

/** A filter's values that carry their own preposition (`с 28 апреля`, `до 90 000 ₽`) follow a bare noun. */
const NOUN_BEFORE_PREPOSITION: Partial<Record<FilterKey, string>> = {
  dateFrom: 'Отправление',
  dateTo: 'Отправление',
  priceMin: 'Цена',
  priceMax: 'Цена',
};

/** `Регион: Волга`, `Отправление с 28 апреля 2027 г.`: one chip's filter in words, no preposition twice. */
export function filterPhrase(f: Pick<ActiveFilter, 'key' | 'label' | 'unnamed'>): string {
  // «Только по акции» says what it is: not «Акции: Только по акции»; an unnamed value, only its filter.
  if (f.key === 'onOffer' || f.key === 'weekend' || f.unnamed) return f.label;
  const noun = NOUN_BEFORE_PREPOSITION[f.key];
  return noun ? `${noun} ${f.label}` : `${FILTER_LABEL[f.key]}: ${f.label}`;
}

/** A list filter's name over more than one value. */
const FILTER_LABEL_MANY: Partial<Record<FilterKey, string>> = {
  region: 'Регионы',
  country: 'Страны',
  port: 'Порты отправления',
  callsAt: 'Порты на маршруте',
  line: 'Круизные компании',
  ship: 'Суда',
};

export interface SummaryLine {
  key: string;
  name: string;
  value: string;
}

/**
 * What a landing page's collection holds, a line a filter: `Регионы: Средиземноморье, Адриатика`, `Даты
 * отправления: с 28 апреля по 9 мая 2027 г.`, `Цена: от 50 000 до 90 000 ₽` — not a line a value, and not
 * «Отправление с: с 28 апреля».
 */
export function summaryLines(
  filters: SearchFiltersState,
  options: OptionsView | null,
  skip: ReadonlySet<FilterKey> = new Set(),
): SummaryLine[] {
  // A value the options do not name has nothing to say in the list of what the collection holds.
  const chips = activeFilters(filters, options, skip).filter((c) => !c.unnamed);
  const out: SummaryLine[] = [];
  const of = (key: FilterKey) => chips.find((c) => c.key === key)?.label;
  for (const key of FILTER_KEYS) {
    if (key === 'dateFrom' && (of('dateFrom') || of('dateTo')))
      out.push({
        key,
        name: 'Даты отправления',
        value: datesText(of('dateFrom') && filters.dateFrom, of('dateTo') && filters.dateTo),
      });
    if (key === 'priceMin' && (of('priceMin') || of('priceMax')))
      out.push({ key, name: 'Цена', value: [of('priceMin'), of('priceMax')].filter(Boolean).join(' ') });
    if (key in NOUN_BEFORE_PREPOSITION) continue;
    // Not «Выходного дня: Круизы выходного дня»: what the collection's days are.
    if (key === 'weekend' && filters.weekend) {
      out.push({ key, name: 'Отправление', value: 'в пятницу или субботу, возвращение к утру понедельника' });
      continue;
    }
    const values = chips.filter((c) => c.key === key).map((c) => c.label);
    if (!values.length) continue;
    const name = values.length > 1 ? (FILTER_LABEL_MANY[key] ?? FILTER_LABEL[key]) : FILTER_LABEL[key];
    out.push({ key, name, value: values.join(', ') });
  }
  return out;
}

/** `с 28 апреля по 9 мая 2027 г.`; one date alone with its preposition. */
function datesText(from: string | undefined, to: string | undefined): string {
  if (from && to) return formatFromTo(from, to);
  return from ? `с ${formatDate(from)}` : `по ${formatDate(to!)}`;
}

/**
 * `Речные круизы по Волге из Москвы в июне 2027 г.: 4–7 ночей`; 'Поиск круизов' without filters. One region
 * (or, without a region, one country) whose «по» form the API gives goes into the head (`по Волге`, `по
 * Франции`; a country called at in one port: `с заходом на Кипр`), as do one port of departure or one port
 * of call with a trusted form (`из Малаги`, `с заходом в Малагу`) and the month; the rest join the list after the colon, where no case is needed. The chosen
 * offer ends the head, `по акции «Чёрная пятница»` (a link from the promotion's page lands here). One ship
 * or one line begins it: `Круизы на теплоходе «Н. В. Гоголь»`, `Круизы компании MSC Cruises по Средиземноморью`.
 * A value the options do not name is left out: a slug is never a heading.
 *
 * It never says the impossible. A kind the chosen ship, places or line are not (`kind=river` on a sea
 * liner, in the Caribbean: nothing is found) loses its word: «Круизы на лайнере MSC Seashore», the chip
 * says the rest. Ports of call that take in every departure port ask nothing more (the departure is a
 * call): «Круизы из Майами», not «… с заходом в Майами».
 */
export function searchTitle(filters: SearchFiltersState, options: OptionsView | null): string {
  const chosen = (key: 'region' | 'country' | 'port' | 'callsAt' | 'line' | 'ship') =>
    (filters[key] ?? []).flatMap((v) => optionIn(options?.[key], v) ?? []);
  const ships = chosen('ship');
  const kind =
    filters.kind &&
    ((options?.kindOfNamed && options.kindOfNamed !== filters.kind) ||
      (ships.length > 0 && ships.every((s) => s.kind && s.kind !== filters.kind)))
      ? undefined
      : filters.kind;
  const departures = filters.port ?? [];
  const callsSaid =
    departures.length > 0 && departures.every((p) => filters.callsAt?.includes(p))
      ? undefined
      : filters.callsAt;
  const regions = chosen('region');
  const countries = chosen('country');
  const alongRegion = regions.length === 1 ? (regions[0].along ?? null) : null;
  const country = !regions.length && countries.length === 1 ? countries[0] : null;
  const alongCountry = country?.along ?? null;
  const ports = chosen('port');
  const from = ports.length === 1 ? fromPlace({ name: ports[0].label, cases: ports[0].cases }) : null;
  const calls = callsSaid ? chosen('callsAt') : [];
  const intoPort = calls.length === 1 ? toPlace({ name: calls[0].label, cases: calls[0].cases }) : null;
  // A country called at in one port: `с заходом на Кипр`, unless ports of call are chosen.
  const intoCountry = calls.length ? null : (country?.into ?? null);
  const into = intoPort ?? intoCountry;
  const along = alongRegion ?? alongCountry;
  const offer = filters.promotion ? optionIn(options?.promotion, filters.promotion) : null;
  // One ship names its line already; one line alone: `Круизы компании «Водоход»`.
  const onShip =
    ships.length === 1 && ships[0].kind
      ? `на ${shipPhrase({ name: ships[0].label, kind: ships[0].kind }, 'prepositional')}`
      : null;
  const lines = chosen('line');
  const line = !ships.length && lines.length === 1 ? lines[0] : null;
  const place = [
    onShip,
    line ? ofLine({ name: line.label }) : null,
    along ? `по ${along}` : null,
    from,
    into ? `с заходом ${into}` : null,
    filters.month ? formatInMonth(filters.month) : null,
    offer ? underOffer(offer.label) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const kindLabel = kind ? KIND_VALUE_LABEL[kind] : 'Круизы';
  // Any offer, none chosen: «Акционные речные круизы по Волге».
  const noun = filters.onOffer && !offer ? `Акционные ${kindLabel.toLowerCase()}` : kindLabel;
  // «Речные круизы выходного дня из Москвы».
  const head = `${noun}${filters.weekend ? ' выходного дня' : ''}${place ? ` ${place}` : ''}`;
  const parts = new Set<string>();
  const inHead: Partial<Record<FilterKey, boolean>> = {
    region: !!alongRegion,
    country: !!(alongCountry ?? intoCountry),
    port: !!from,
    callsAt: !!intoPort,
    line: !!(line || onShip),
    ship: !!onShip,
  };
  for (const key of ['region', 'country', 'port', 'callsAt', 'line', 'ship'] as const) {
    if (inHead[key]) continue;
    for (const v of (key === 'callsAt' ? callsSaid : filters[key]) ?? []) {
      const option = optionIn(options?.[key], v);
      // A port both of departure and of call is named once.
      if (option) parts.add(option.label);
    }
  }
  if (filters.nights) parts.add(NIGHTS_LABEL[filters.nights]);
  if (!filters.kind && !filters.onOffer && !filters.weekend && !place && parts.size === 0)
    return 'Поиск круизов';
  return parts.size ? `${head}: ${[...parts].slice(0, 4).join(', ')}` : head;
}

/** The count of results: «Найден 1 круиз», «Найдено 2 круиза»; none, «Круизов не найдено». */
export function foundText(total: number): string {
  if (total === 0) return 'Круизов не найдено';
  return `${pluralize(total, ['Найден', 'Найдено', 'Найдено'])} ${formatCruises(total)}`;
}
