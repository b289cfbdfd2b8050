/** Russian names of the search's filters, sorts and values, and the page's title built from the filters. */
import type { FilterOption } from '../../../shared/api/schemas';
import {
  capitalize,
  formatCount,
  formatCruises,
  formatDate,
  formatFromTo,
  formatInMonth,
  formatMoney,
  formatMonth,
  pluralize,
} from '../../../shared/format';
import { underOffer } from '../../../shared/promotion';
import { NAMES_IN_A_PHRASE, namesOrCount, type LeadAndForm } from '../../../shared/russian/name-list';
import {
  countryToParts,
  fromPlaceOrNoun,
  fromPlaceParts,
  toPlaceOrNoun,
  toPlaceParts,
  type PlacePhrase,
} from '../../../shared/russian/place-cases';
import { ofLines, onShips } from '../../../shared/russian/vessel';
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

export function optionIn<T extends Pick<FilterOption, 'value'>>(
  options: readonly T[] | undefined,
  value: string,
): T | undefined {
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
    case 'promotion': {
      // Its title from the loader; an ended offer says so. Not looked up: unnamed, never the slug.
      const offer = optionIn(options?.promotion, value);
      if (!offer) return null;
      return offer.endsAt ? `${offer.label} (акция завершилась)` : offer.label;
    }
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

/**
 * A port's chip says which of the two port filters it is, `Из Москвы`, `Заход в Москву`: both chips of
 * `?port=moskva&callsAt=moskva` had read «Москва».
 */
function portChipLabel(key: 'port' | 'callsAt', value: string, name: string, options: OptionsView | null) {
  const place = { name, cases: optionIn(options?.[key], value)?.cases };
  return key === 'port'
    ? capitalize(fromPlaceOrNoun(place, 'порта'))
    : `Заход ${toPlaceOrNoun(place, 'порт')}`;
}

function chip(key: FilterKey, value: string, options: OptionsView | null, list: boolean): ActiveFilter {
  const name = valueLabel(key, value, options);
  const label =
    name !== null && (key === 'port' || key === 'callsAt') ? portChipLabel(key, value, name, options) : name;
  return {
    key,
    ...(list ? { value } : {}),
    ...(label === null ? { label: FILTER_LABEL[key], unnamed: true as const } : { label }),
  };
}

type ListKey = 'region' | 'country' | 'port' | 'callsAt' | 'line' | 'ship';

/**
 * The chosen options of a list filter in the catalogue's order, the order of the form's list: regions and
 * lines as the catalogue ranks them (the Volga first, the Mediterranean's parts together), ports and
 * countries alphabetically. Not the URL's order: the canonical address sorts the slugs, so a shared link and
 * its canonical page would read differently, and removing one chip would reorder the rest.
 */
function chosenOptions(
  options: OptionsView | null,
  key: ListKey,
  values: readonly string[] | undefined,
): FilterOption[] {
  if (!values?.length) return [];
  return (options?.[key] ?? []).filter((o) => values.includes(o.value));
}

/** A list filter's values in the heading's order (`chosenOptions`); values the options lack, last. */
function inCatalogueOrder(key: FilterKey, values: readonly string[], options: OptionsView | null): string[] {
  const list = options?.[key as ListKey];
  if (!list) return [...values];
  const rank = (v: string) => {
    const i = list.findIndex((o) => o.value === v);
    return i < 0 ? list.length : i;
  };
  return [...values].sort((a, b) => rank(a) - rank(b));
}

/** One chip per active filter value, in the canonical order of the filters and the heading's of values. */
export function activeFilters(
  filters: SearchFiltersState,
  options: OptionsView | null,
  skip: ReadonlySet<FilterKey> = new Set(),
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const day = oneDay(filters, skip);
  for (const key of FILTER_KEYS) {
    if (skip.has(key)) continue;
    const value = filters[key];
    if (value === undefined || (day && key === 'dateTo')) continue;
    // One day (the price calendar's day link) is one chip, `1 мая 2027 г.`, not «с 1 мая» and «по 1 мая»;
    // removing it removes the day (withoutFilter).
    if (day && key === 'dateFrom') out.push({ key, label: formatDate(day) });
    else if (Array.isArray(value))
      for (const v of inCatalogueOrder(key, value, options)) out.push(chip(key, v, options, true));
    else out.push(chip(key, String(value), options, false));
  }
  return out;
}

/** The day of a range of one day, both its ends searched for; undefined otherwise. */
function oneDay(filters: SearchFiltersState, skip: ReadonlySet<FilterKey>): string | undefined {
  const { dateFrom, dateTo } = filters;
  return dateFrom === dateTo && !skip.has('dateFrom') && !skip.has('dateTo') ? dateFrom : undefined;
}

/** A filter's values that carry their own preposition (`с 28 апреля`, `до 90 000 ₽`) follow a bare noun. */
const NOUN_BEFORE_PREPOSITION: Partial<Record<FilterKey, string>> = {
  dateFrom: 'Отправление',
  dateTo: 'Отправление',
  priceMin: 'Цена',
  priceMax: 'Цена',
};

const SAYS_ITS_FILTER: readonly FilterKey[] = ['onOffer', 'weekend', 'port', 'callsAt'];

/** `Регион: Волга`, `Отправление с 28 апреля 2027 г.`: one chip's filter in words, no preposition twice. */
export function filterPhrase(f: Pick<ActiveFilter, 'key' | 'label' | 'unnamed'>): string {
  // «Только по акции», «Из Москвы» say what they are: not «Акции: Только по акции»; an unnamed value, only
  // its filter.
  if (SAYS_ITS_FILTER.includes(f.key) || f.unnamed) return f.label;
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
  const from = skip.has('dateFrom') ? undefined : filters.dateFrom;
  const to = skip.has('dateTo') ? undefined : filters.dateTo;
  for (const key of FILTER_KEYS) {
    if (key === 'dateFrom' && (from || to))
      out.push({ key, name: 'Даты отправления', value: datesText(from, to) });
    if (key === 'priceMin' && (of('priceMin') || of('priceMax')))
      out.push({ key, name: 'Цена', value: [of('priceMin'), of('priceMax')].filter(Boolean).join(' ') });
    if (key in NOUN_BEFORE_PREPOSITION) continue;
    // Not «Выходного дня: Круизы выходного дня»: what the collection's days are.
    if (key === 'weekend' && filters.weekend) {
      out.push({ key, name: 'Отправление', value: 'в пятницу или субботу, возвращение к утру понедельника' });
      continue;
    }
    // A port by its name under its filter's name: `Порт отправления: Москва`, not «… Из Москвы».
    const values = chips
      .filter((c) => c.key === key)
      .map((c) => (c.value === undefined ? c.label : valueLabel(key, c.value, options)!));
    if (!values.length) continue;
    const name = values.length > 1 ? (FILTER_LABEL_MANY[key] ?? FILTER_LABEL[key]) : FILTER_LABEL[key];
    out.push({ key, name, value: values.join(', ') });
  }
  return out;
}

/** `с 28 апреля по 9 мая 2027 г.`, `1 мая 2027 г.`; one date alone with its preposition. */
export function datesText(from: string | undefined, to: string | undefined): string {
  if (from && from === to) return formatDate(from);
  if (from && to) return formatFromTo(from, to);
  return from ? `с ${formatDate(from)}` : `по ${formatDate(to!)}`;
}

/**
 * What a heading says for more than `NAMES_IN_A_PHRASE` values of a filter: their number, which needs no
 * name's form. `line` follows «Круизы» (`Круизы 4 компаний`); `callsAt` follows «с заходом».
 */
/**
 * Four to nine in words, as an editor writes a small number in a heading (`из четырёх портов`), in the
 * case its preposition needs; larger numbers in figures.
 */
const SMALL_IN_WORDS = {
  genitive: ['четырёх', 'пяти', 'шести', 'семи', 'восьми', 'девяти'],
  dative: ['четырём', 'пяти', 'шести', 'семи', 'восьми', 'девяти'],
  prepositional: ['четырёх', 'пяти', 'шести', 'семи', 'восьми', 'девяти'],
} as const;

/** `четырём регионам`, `21 региону`: forms are the noun's in that case for 1, 2–4 and 5+. */
function countIn(
  n: number,
  grammaticalCase: keyof typeof SMALL_IN_WORDS,
  forms: readonly [string, string, string],
): string {
  return n >= 4 && n <= 9 ? `${SMALL_IN_WORDS[grammaticalCase][n - 4]} ${forms[2]}` : formatCount(n, forms);
}

const COUNTED: Record<ListKey, (count: number) => string> = {
  region: (n) => `по ${countIn(n, 'dative', ['региону', 'регионам', 'регионам'])}`,
  country: (n) => `по ${countIn(n, 'dative', ['стране', 'странам', 'странам'])}`,
  port: (n) => `из ${countIn(n, 'genitive', ['порта', 'портов', 'портов'])}`,
  // A call at any one of them: «в четыре порта» would read as all four.
  callsAt: (n) => `в один из ${countIn(n, 'genitive', ['порта', 'портов', 'портов'])}`,
  line: (n) => countIn(n, 'genitive', ['компании', 'компаний', 'компаний']),
  ship: (n) => `на ${countIn(n, 'prepositional', ['судне', 'судах', 'судах'])}`,
};
/** Countries after «с заходом»: a call in any one of them, as `callsAt`. */
const countedCountryCalls = (n: number) =>
  `в одну из ${countIn(n, 'genitive', ['страны', 'стран', 'стран'])}`;

const asLead = (phrase: PlacePhrase | null): LeadAndForm | null =>
  phrase ? { lead: phrase.preposition, form: phrase.form } : null;
const along = (form: string | undefined): LeadAndForm | null => (form ? { lead: 'по', form } : null);

/**
 * `Речные круизы по Волге из Москвы в июне 2027 г.: 4–7 ночей`; 'Поиск круизов' without filters. The regions
 * (or, without a region, the countries) whose «по» forms the API gives go into the head (`по Волге или Каме`,
 * `по Франции`); countries after a region, or with one called at in one port among them, after «с заходом»
 * (`по Средиземноморью с заходом в Италию`, `с заходом в Грецию или на Кипр`), as do the ports of departure
 * and of call with trusted forms (`из Москвы и Казани`, `с заходом в Кижи или на Валаам`), the month and the
 * dates (`1 мая 2027 г.`, `с 25 декабря 2027 г. по 5 января 2028 г.`). Several values are joined by one
 * helper (shared/russian/name-list.ts) in the catalogue's order; more than three are counted (`из 5 портов`). A value without a trusted form sends its whole filter after the colon, where
 * no case is needed. The chosen offer ends the head, `по акции «Чёрная пятница»` (a link from the
 * promotion's page lands here). Ships or lines begin it: `Круизы на теплоходе «Н. В. Гоголь»`, `Круизы
 * компаний «Водоход» и «Мостурфлот»`, both when they find nothing together (`Круизы компании Costa Cruises на
 * лайнере MSC Bellissima`). A value the options do not name is left out: a slug is never a heading.
 *
 * It says what was searched for, the kind included, even when the kind cannot be found with the places or
 * ship chosen («Морские круизы по Волге»): the page's empty state then says which filter empties the list
 * (empty-state.ts). Ports of call that take in every departure port ask nothing more (the departure is a
 * call): «Круизы из Майами», not «… с заходом в Майами».
 */
export function searchTitle(filters: SearchFiltersState, options: OptionsView | null): string {
  const chosen = (key: ListKey, values: readonly string[] | undefined = filters[key]) =>
    chosenOptions(options, key, values);
  const departures = filters.port ?? [];
  const callsSaid =
    departures.length > 0 && departures.every((p) => filters.callsAt?.includes(p))
      ? undefined
      : filters.callsAt;
  const regions = chosen('region');
  const countries = chosen('country');
  // Several of a list are «any of» (the catalogue's OR): `по Волге или Каме`; «и» would promise both.
  const alongRegion = namesOrCount(
    regions.map((r) => along(r.along)),
    COUNTED.region,
    'или',
  );
  // Countries follow «по» alone (`по Италии или Франции`); after a region, or one called at in one port
  // among them, «с заходом» (`по Средиземноморью с заходом в Италию`, `с заходом в Грецию или на Кипр`).
  const alongCountry = regions.length
    ? null
    : namesOrCount(
        countries.map((c) => along(c.along)),
        COUNTED.country,
        'или',
      );
  const ports = chosen('port');
  const from = namesOrCount(
    ports.map((p) => asLead(fromPlaceParts({ name: p.label, cases: p.cases }))),
    COUNTED.port,
  );
  const calls = callsSaid ? chosen('callsAt', callsSaid) : [];
  const intoPort = namesOrCount(
    calls.map((c) => asLead(toPlaceParts({ name: c.label, cases: c.cases }))),
    COUNTED.callsAt,
    'или',
  );
  // Unless ports of call are chosen: they say where the cruise calls.
  const intoCountry =
    calls.length || alongCountry
      ? null
      : namesOrCount(
          countries.map((c) => asLead(countryToParts({ name: c.label, along: c.along, into: c.into }))),
          countedCountryCalls,
          'или',
        );
  const intoSaid = intoPort ?? intoCountry;
  const offer = filters.promotion ? optionIn(options?.promotion, filters.promotion) : null;
  // Ships named name their lines already; lines without ships: `Круизы компании «Водоход»`.
  const ships = chosen('ship');
  const shipsNamed = ships.length > 0 && ships.length <= NAMES_IN_A_PHRASE && ships.every((s) => s.kind);
  const onShip = shipsNamed
    ? onShips(ships.map((s) => ({ name: s.label, kind: s.kind! })))
    : ships.length > NAMES_IN_A_PHRASE
      ? COUNTED.ship(ships.length)
      : null;
  // Unless the lines find nothing with them (a ship of another line, `?ship=msc-bellissima&line=costa-cruises`):
  // then both are said, and so why the list is empty. A chosen line's count is the list's with it.
  const lines = ships.length && chosen('line').some((l) => l.count > 0) ? [] : chosen('line');
  const ofCompanies =
    lines.length > NAMES_IN_A_PHRASE
      ? COUNTED.line(lines.length)
      : lines.length
        ? ofLines(lines.map((l) => ({ name: l.label })))
        : null;
  const dates = filters.dateFrom || filters.dateTo ? datesText(filters.dateFrom, filters.dateTo) : null;
  const place = [
    ofCompanies,
    onShip,
    alongRegion ?? alongCountry,
    from,
    intoSaid ? `с заходом ${intoSaid}` : null,
    filters.month ? formatInMonth(filters.month) : null,
    dates,
    offer ? underOffer(offer.label) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const kindLabel = filters.kind ? KIND_VALUE_LABEL[filters.kind] : 'Круизы';
  // Any offer, none chosen: «Акционные речные круизы по Волге».
  const noun = filters.onOffer && !offer ? `Акционные ${kindLabel.toLowerCase()}` : kindLabel;
  // «Речные круизы выходного дня из Москвы».
  const head = `${noun}${filters.weekend ? ' выходного дня' : ''}${place ? ` ${place}` : ''}`;
  const parts = new Set<string>();
  const inHead: Record<ListKey, boolean> = {
    region: !!alongRegion,
    country: !!(alongCountry ?? intoCountry),
    port: !!from,
    callsAt: !!intoPort,
    line: !!ofCompanies || shipsNamed,
    ship: !!onShip,
  };
  for (const key of ['region', 'country', 'port', 'callsAt', 'line', 'ship'] as const) {
    if (inHead[key]) continue;
    // A port both of departure and of call is named once.
    const values = key === 'callsAt' ? callsSaid : filters[key];
    for (const option of values ? chosen(key, values) : []) parts.add(option.label);
  }
  if (filters.nights) parts.add(NIGHTS_LABEL[filters.nights]);
  if (!filters.kind && !filters.onOffer && !filters.weekend && !place && parts.size === 0)
    return 'Поиск круизов';
  return parts.size ? `${head}: ${[...parts].slice(0, 4).join(', ')}` : head;
}

/**
 * The page's meta description. Nothing chosen: the whole catalogue, «1 969 морских и речных круизов в продаже»
 * (it had said «Найдено 1 969 круизов по вашим условиям» to a visitor who had chosen none). Nothing found:
 * that, and what to do; not the dates, routes and prices it had promised.
 */
export function searchDescription(total: number | undefined, chosen: number): string {
  if (total === 0 && chosen > 0)
    return 'По этим условиям круизов не найдено: попробуйте изменить даты, места или другие условия поиска.';
  const offer = 'даты, маршруты и цены в рублях, подбор и бронирование';
  if (chosen === 0 && total)
    return `${formatCount(total, ['морской и речной круиз', 'морских и речных круиза', 'морских и речных круизов'])} в продаже: ${offer}.`;
  return `${total ? foundText(total) : 'Круизы'} по вашим условиям: ${offer}.`;
}

/** The count of results: «Найден 1 круиз», «Найдено 2 круиза»; none, «Круизов не найдено». */
export function foundText(total: number): string {
  if (total === 0) return 'Круизов не найдено';
  return `${pluralize(total, ['Найден', 'Найдено', 'Найдено'])} ${formatCruises(total)}`;
}
