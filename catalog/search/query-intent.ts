/**
 * What a term says besides names (docs/decisions/044-what-a-term-asks-for.md): when («в июле», «летом»,
 * «белые ночи», «9 мая», «2027», «на выходные»: Friday or Saturday to Monday, decision 055), how long
 * («7 ночей», «10 дней», «неделя»), for how much («недорого», «скидки», «до 50 000»), and from where («из
 * Самары», «с Казани»). These words become /search-cruise filters of the cruise list; the rest of the term
 * is searched as names.
 */
import type { SearchFilters, SearchSort } from '../../shared/api/schemas';
import { foldWords } from '../../shared/search/fold';
import { nightsRange } from '../../shared/validation';

export interface QueryIntent {
  /** The words left to search as names, folded. */
  rest: string[];
  filters: Pick<
    SearchFilters,
    'month' | 'dateFrom' | 'dateTo' | 'nights' | 'onOffer' | 'weekend' | 'priceMin' | 'priceMax'
  >;
  /** «недорого»: the cheapest first. */
  sort: SearchSort | null;
  /** The words after «из»: the place the cruise leaves from. */
  from: string[];
}

/** The forms of each month's name a query uses: «июль», «июля», «июле». */
const MONTH_FORMS: readonly (readonly string[])[] = [
  ['январь', 'января', 'январе'],
  ['февраль', 'февраля', 'феврале'],
  ['март', 'марта', 'марте'],
  ['апрель', 'апреля', 'апреле'],
  ['май', 'мая', 'мае'],
  ['июнь', 'июня', 'июне'],
  ['июль', 'июля', 'июле'],
  ['август', 'августа', 'августе'],
  ['сентябрь', 'сентября', 'сентябре'],
  ['октябрь', 'октября', 'октябре'],
  ['ноябрь', 'ноября', 'ноябре'],
  ['декабрь', 'декабря', 'декабре'],
];
const MONTH_OF = new Map(MONTH_FORMS.flatMap((forms, i) => forms.map((f) => [f, i + 1] as const)));

/** Seasons by their words, as first and last month-day; winter runs into the next year. */
const SEASONS: readonly { words: readonly string[]; from: string; to: string }[] = [
  { words: ['весна', 'весной', 'весенние', 'весенний'], from: '03-01', to: '05-31' },
  { words: ['лето', 'летом', 'летние', 'летний'], from: '06-01', to: '08-31' },
  { words: ['осень', 'осенью', 'осенние', 'осенний'], from: '09-01', to: '11-30' },
  { words: ['зима', 'зимой', 'зимние', 'зимний'], from: '12-01', to: '02-28' },
];

/**
 * The holidays Russians go cruising on, as the collections date them, and the names of each («новый год»
 * two words). A year names the New Year's by their January: «новый год 2028» is from 24 December 2027.
 */
interface Holiday {
  names: readonly (readonly string[])[];
  from: string;
  to: string;
}
const HOLIDAYS: readonly Holiday[] = [
  {
    names: [['новогодние'], ['новогодних'], ['новый', 'год'], ['рождественские'], ['рождественских']],
    from: '12-24',
    to: '01-07',
  },
  { names: [['майские'], ['майских']], from: '04-28', to: '05-09' },
];
/** «на праздники» with no holiday named: the nearest to come. */
const HOLIDAY_WORDS = new Set(['праздники', 'праздниках', 'праздничные', 'праздничный']);
/**
 * A holiday named beside the word: its collection is the answer («майские праздники»), or, with a year,
 * its dates that year. «Ноябрьские» have neither a collection nor a row above.
 */
const NAMED_HOLIDAY_WORDS = new Set([
  ...HOLIDAYS.flatMap((h) => h.names.filter((n) => n.length === 1).flat()),
  'ноябрьские',
  'ноябрьских',
]);
/** The holiday whose name begins at word `i`, and how many words the name has. */
function holidayAt(words: readonly string[], i: number): { holiday: Holiday; length: number } | null {
  for (const holiday of HOLIDAYS)
    for (const name of holiday.names)
      if (name.every((word, j) => words[i + j] === word)) return { holiday, length: name.length };
  return null;
}

/** A holiday's dates in the year that names it: the year of its last day. */
function holidayDates({ from, to }: Holiday, year: number): { dateFrom: string; dateTo: string } {
  return { dateFrom: `${to < from ? year - 1 : year}-${from}`, dateTo: `${year}-${to}` };
}

/**
 * «Белые ночи» are Saint Petersburg's, from June to mid-July: the dates of sailings there, and the city
 * among the names unless the term names it (a spelling of it the synonyms know: «Питер», «СПб»).
 */
const WHITE_NIGHTS = { from: '06-01', to: '07-15' } as const;
/** «белые ночи», «в период белых ночей», «белыми ночами». */
const WHITE_WORDS = new Set(['белые', 'белых', 'белым', 'белыми']);
const WHITE_NIGHT_WORDS = new Set(['ночи', 'ночей', 'ночам', 'ночами']);
const WHITE_NIGHTS_PLACE = ['санкт', 'петербург'];
const PETERSBURG_WORDS = new Set([
  'петербург',
  'петербурга',
  'петербурге',
  'питер',
  'питера',
  'питере',
  'спб',
]);

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  один: 1,
  одна: 1,
  одну: 1,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
};
const NIGHT_WORDS = new Set(['ночь', 'ночи', 'ночей']);
const DAY_WORDS = new Set(['день', 'дня', 'дней', 'суток', 'сутки']);
const WEEK_WORDS = new Set(['неделя', 'неделю', 'недели', 'недель', 'недельный', 'недельные', 'недельку']);
const WEEKEND_WORDS = new Set(['выходные', 'выходных', 'выходного']);
const CHEAP_WORDS = new Set([
  'недорого',
  'недорогие',
  'недорогой',
  'дешево',
  'дешевые',
  'дешевый',
  'дешевле',
  'бюджетные',
  'бюджетный',
  'эконом',
]);
/** Any offer, none named: «скидки», «акции», «со скидкой» list the cruises under one (decision 048). */
const OFFER_WORDS = new Set([
  'скидка',
  'скидки',
  'скидку',
  'скидкой',
  'скидками',
  'скидок',
  'акция',
  'акции',
  'акций',
  'акциям',
  'акционные',
  'акционный',
  'распродажа',
  'распродажи',
  'спецпредложение',
  'спецпредложения',
  'спецпредложений',
]);
const YEAR = /^20[2-3]\d$/;
/** «до 50 000», «дешевле 60000», «за 30 тысяч», «в пределах 80 тыс.»: the most a cruise may cost. */
const PRICE_MAX_WORDS = new Set(['до', 'дешевле', 'менее', 'меньше', 'за', 'пределах', 'максимум']);
/** «от 100 000», «дороже 200 тыс.»: the least. */
const PRICE_MIN_WORDS = new Set(['от', 'дороже', 'более', 'больше', 'минимум']);
/** A thousand: «50 тыс.», «50 тысяч», «50к», «50 т.р.». */
const THOUSAND_WORDS = new Set(['тыс', 'тысяч', 'тысячи', 'тысяча', 'т', 'к', 'k', 'тр']);
const RUBLE_WORDS = new Set(['руб', 'рублей', 'рубля', 'рубль', 'р', 'rub']);
/**
 * «из Самары»; «с Казани» as people say it, and «с Пхукета» of an island. A «с» that is no departure («с
 * детьми», «с заходом») names no port, and the catalogue reads its words as names (term-search.ts).
 */
const FROM_WORDS = new Set(['из', 'с', 'со']);
/** Prepositions that begin where a cruise goes, ending the place it leaves from. */
const TO_WORDS = new Set(['в', 'во', 'на', 'до', 'по', 'к']);
/**
 * Words that only join an intent to the rest: «на 10 дней», «в июле 2027 года», «со скидкой», «по акции»,
 * «в период белых ночей».
 */
const LINKS = new Set(['в', 'во', 'на', 'года', 'год', 'г', 'со', 'по', 'период', 'время']);

const pad = (n: number) => String(n).padStart(2, '0');
/** A month or season with fewer days left than this is taken at its next coming. */
const LAST_WEEK_DAYS = 7;

/**
 * Reads the intent words of a term. `today` (YYYY-MM-DD, Moscow) places a month or season without a year
 * at its next coming: «в июле» in November 2026 is July 2027, «летом» the next summer.
 */
export function readIntent(term: string, today: string): QueryIntent {
  const words = foldWords(term);
  // The inner words of a hyphenated name: «на» in «Ростов-на-Дону» is the name's, not a preposition.
  const inName = new Set<number>();
  let at = 0;
  for (const token of term.split(/\s+/)) {
    const n = foldWords(token).length;
    for (let j = at + 1; j < at + n - 1; j++) inName.add(j);
    at += n;
  }
  const used = new Set<number>();
  const take = (...indexes: number[]) => indexes.forEach((i) => used.add(i));
  const numberAt = (i: number): number | null => {
    const w = words[i];
    if (w === undefined) return null;
    if (/^\d{1,3}$/.test(w)) return Number(w);
    return NUMBER_WORDS[w] ?? null;
  };
  /**
   * A price from word `i` on: digits in groups («100 000»), a thousand («50 тыс.», «50к»), rubles; null when
   * it is no price: a small number without a unit is days or a date («за 3 дня», «до 9 мая»), a year alone
   * a year.
   */
  const priceAt = (i: number): { rubles: number; words: number[] } | null => {
    const m = /^(\d{1,7})(к|k)?$/.exec(words[i] ?? '');
    if (!m) return null;
    let digits = m[1];
    const at = [i];
    let j = i + 1;
    while (/^\d{3}$/.test(words[j] ?? '') && digits.length <= 3) {
      digits += words[j];
      at.push(j++);
    }
    let thousands = m[2] !== undefined;
    if (!thousands && THOUSAND_WORDS.has(words[j] ?? '')) {
      thousands = true;
      at.push(j++);
    }
    let rubles = false;
    while (RUBLE_WORDS.has(words[j] ?? '')) {
      rubles = true;
      at.push(j++);
    }
    const amount = Number(digits) * (thousands ? 1000 : 1);
    if (!thousands && !rubles && (amount < 1000 || YEAR.test(digits))) return null;
    return { rubles: amount, words: at };
  };
  const filters: QueryIntent['filters'] = {};
  let sort: SearchSort | null = null;
  let year: number | null = null;
  let month: number | null = null;
  let season: { from: string; to: string } | null = null;
  let holidays = false;
  let named: Holiday | null = null;
  const from: string[] = [];

  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    // «не дороже 80 000»: «не» turns «дороже» into a most.
    const most = PRICE_MAX_WORDS.has(w) || (w === 'дороже' && words[i - 1] === 'не');
    if (most || PRICE_MIN_WORDS.has(w)) {
      const price = priceAt(i + 1);
      if (price) {
        filters[most ? 'priceMax' : 'priceMin'] = price.rubles;
        take(i, ...price.words);
        if (words[i - 1] === 'не' || words[i - 1] === 'в') take(i - 1);
        i = price.words[price.words.length - 1];
        continue;
      }
    }
    const holiday = holidayAt(words, i);
    if (holiday) {
      // The name stays a name (the collection); its words are no links: «год» in «новый год 2028».
      named = holiday.holiday;
      for (let j = i; j < i + holiday.length; j++) inName.add(j);
      i += holiday.length - 1;
    } else if (YEAR.test(w)) {
      year = Number(w);
      take(i);
    } else if (MONTH_OF.has(w)) {
      month = MONTH_OF.get(w)!;
      take(i);
      // «9 мая»: a day of the month says the month.
      if (i > 0 && /^\d{1,2}$/.test(words[i - 1])) take(i - 1);
    } else if (WHITE_WORDS.has(w) && WHITE_NIGHT_WORDS.has(words[i + 1])) {
      season = WHITE_NIGHTS;
      take(i, i + 1);
      i += 1;
    } else if (
      HOLIDAY_WORDS.has(w) &&
      !NAMED_HOLIDAY_WORDS.has(words[i - 1] ?? '') &&
      !NAMED_HOLIDAY_WORDS.has(words[i + 1] ?? '')
    ) {
      holidays = true;
      take(i);
    } else if (SEASONS.some((s) => s.words.includes(w))) {
      season = SEASONS.find((s) => s.words.includes(w))!;
      take(i);
    } else if (NIGHT_WORDS.has(w) || DAY_WORDS.has(w)) {
      const n = numberAt(i - 1);
      if (n !== null && n > 0) {
        // N days are N−1 nights («3 дня» = 2 ночи). The nights filter has only fixed ranges (NIGHTS_RANGES),
        // so it is the range that holds them: «3 дня» and «3 ночи» are both «1–3 ночи», «4 дня» too.
        filters.nights = nightsRange(NIGHT_WORDS.has(w) ? n : Math.max(1, n - 1));
        take(i - 1, i);
      }
    } else if (WEEK_WORDS.has(w)) {
      const n = numberAt(i - 1);
      filters.nights = nightsRange(7 * (n ?? 1));
      take(i);
      if (n !== null) take(i - 1);
    } else if (WEEKEND_WORDS.has(w)) {
      // Friday or Saturday to Monday morning (shared/search/weekend.ts), not any two nights.
      filters.weekend = '1';
      take(i);
      if (DAY_WORDS.has(words[i + 1])) take(i + 1);
    } else if (CHEAP_WORDS.has(w)) {
      sort = 'price-asc';
      take(i);
    } else if (OFFER_WORDS.has(w)) {
      filters.onOffer = '1';
      take(i);
    }
  }
  // A link word goes with the intent it leads to («на 10 дней», «в июле»), not with the names.
  // Right to left, so a chain of them goes too: «в период» before «белых ночей».
  for (let i = words.length - 1; i >= 0; i--)
    if (LINKS.has(words[i]) && !inName.has(i) && (used.has(i + 1) || used.has(i - 1))) take(i);
  // «из Самары»: the words after «из» up to the next intent word or the next place's preposition («из
  // Москвы на Валаам») are where the cruise leaves from.
  for (let i = 0; i < words.length; i++) {
    if (!FROM_WORDS.has(words[i]) || used.has(i)) continue;
    for (let j = i + 1; j < words.length && !used.has(j) && (inName.has(j) || !TO_WORDS.has(words[j])); j++)
      from.push(words[j]);
  }

  const [ty, tm] = today.split('-').map(Number);
  // A month or season in its last week is next year's: «в ноябре» on 27 November means the next one, not
  // the three days left of this one.
  const weekOn = new Date(Date.parse(`${today}T00:00:00Z`) + LAST_WEEK_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (month !== null) {
    const lasts = month > tm || (month === tm && weekOn.slice(5, 7) === pad(month));
    const y = year ?? (lasts ? ty : ty + 1);
    filters.month = `${y}-${pad(month)}`;
  } else if (season) {
    // The season that lasts or comes next: a winter that began last December still runs in January.
    const { from: start, to: end } = season;
    const endOf = (y: number) => `${end < start ? y + 1 : y}-${end}`;
    let y = year ?? (end < start ? ty - 1 : ty);
    while (year === null && endOf(y) < weekOn) y += 1;
    Object.assign(filters, { dateFrom: `${y}-${start}`, dateTo: endOf(y) });
  } else if (named && year !== null) {
    // «майские 2028»: that holiday of that year, not the whole year (without a year its collection answers).
    Object.assign(filters, holidayDates(named, year));
  } else if (holidays) {
    // «на праздники»: whichever holidays come first, of the year named or those that last or come next.
    const datesOf = (h: Holiday) => {
      let y = year ?? ty;
      while (year === null && holidayDates(h, y).dateTo < weekOn) y += 1;
      return holidayDates(h, y);
    };
    const [dates] = HOLIDAYS.map(datesOf).sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : 1));
    Object.assign(filters, dates);
  } else if (year !== null) {
    filters.dateFrom = `${year}-01-01`;
    filters.dateTo = `${year}-12-31`;
  }
  const rest = words.filter((_, i) => !used.has(i));
  if (season === WHITE_NIGHTS && !rest.some((w) => PETERSBURG_WORDS.has(w))) rest.push(...WHITE_NIGHTS_PLACE);
  return { rest, filters, sort, from };
}
