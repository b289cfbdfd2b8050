/**
 * /search-cruise against the real app and the embedded catalogue: several values of a filter in the heading,
 * a kind the places cannot have, a month without cruises, and an offer unknown or ended; countries and dates
 * in the heading, the chips of one day and of the two port filters, a line the ship is not of, months and
 * dates gone by, and the description of an empty result.
 */
import { describe, expect, it } from 'vitest';
import { moscowToday } from '../../shared/today';
import { siteForFile, textOf as tagsOut } from './harness';

const site = siteForFile();

const get = (path: string) => site.request.get(path);
/** The page's text as read: React's markers between text parts left out. */
const textOf = (html: string) => tagsOut(html.replace(/<!-- -->/g, ''));
const titleOf = (html: string) => /<title>([^<]*) — Круизный клуб<\/title>/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const NBSP = /\u00a0/g;
/** The number of cruises a search page says it found (0 for «Круизов не найдено»). */
const foundOf = (html: string) => {
  const said = /sc-results__count[^>]*>([^<]*)</.exec(html)?.[1].replace(NBSP, ' ') ?? '';
  if (said === 'Круизов не найдено') return 0;
  const n = /Найден[оа]? ([\d ]+) круиз/.exec(said)?.[1];
  if (!n) throw new Error(`no count in «${said}»`);
  return Number(n.replace(/ /g, ''));
};

describe('several values of one filter: names in their case, joined', () => {
  it.each([
    ['port=moskva,kazan', 'Круизы из Казани и Москвы'],
    ['region=volga,kama', 'Круизы по Волге или Каме'],
    ['region=volga&region=lena', 'Круизы по Волге или Лене'],
    ['line=vodokhod,mosturflot', 'Круизы компаний «Водоход» и «Мостурфлот»'],
    ['callsAt=kizhi,valaam', 'Круизы с заходом на Валаам или в Кижи'],
    [
      'region=sredizemnomore,adriatika,vostochnoe-sredizemnomore',
      'Круизы по Средиземноморью, Восточному Средиземноморью или Адриатике',
    ],
    ['kind=river&port=moskva,kazan,samara,nizhniy-novgorod', 'Речные круизы из четырёх портов'],
    // A call at any one of them: «в четыре порта» would read as all four.
    ['callsAt=kizhi,kostroma,ples,uglich', 'Круизы с заходом в один из четырёх портов'],
  ])('%s: «%s»', async (query, heading) => {
    const res = await get(`/search-cruise?${query}`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(heading);
    expect(titleOf(res.text)).toBe(heading);
  });
});

describe('a kind the places cannot have: the heading keeps it, the empty state says what finds them', () => {
  it.each([
    ['kind=sea&region=volga', 'region=volga', 'Морские круизы по Волге', 'Круизы по Волге — только речные.'],
    [
      'country=rossiya&kind=sea',
      'country=rossiya',
      'Морские круизы по России',
      'Круизы по России — только речные.',
    ],
  ])('%s', async (query, without, heading, note) => {
    const res = await get(`/search-cruise?${query}`);
    expect(h1Of(res.text)).toBe(heading);
    expect(foundOf(res.text)).toBe(0);
    const text = textOf(res.text);
    expect(text).toContain(note);
    // The count beside «Без условия «Морские»» is the list that link opens.
    const all = foundOf((await get(`/search-cruise?${without}`)).text);
    expect(all).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`Без условия «Тип круиза: Морские круизы» — ${all} круиз`));
    expect(res.text).toContain(`href="/search-cruise?${without}"`);
  });
});

describe('a month without river cruises', () => {
  it('says when the river navigation is and links the nearest month, whose list has the count said', async () => {
    const options = (await get('/api/v1/search/get-filter-options?kind=river')).body as {
      month: { value: string; count: number }[];
    };
    const empty = options.month.find((m) => m.count === 0);
    if (!empty) throw new Error('the catalogue has months without river cruises');
    const res = await get(`/search-cruise?kind=river&month=${empty.value}`);
    expect(foundOf(res.text)).toBe(0);
    const text = textOf(res.text);
    const said =
      /Речная навигация — с (\S+) по (\S+); ближайшие речные круизы — в \S+ \d{4} г\. \((\d+) круиз/.exec(
        text,
      );
    expect(said, text).not.toBeNull();
    // The season is the catalogue's: the first and the last month of the year river cruises sail in.
    const sailing = new Set(options.month.filter((m) => m.count > 0).map((m) => Number(m.value.slice(5))));
    const GENITIVE = [
      '',
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
    ];
    expect(said![1]).toBe(GENITIVE[Math.min(...sailing)]);
    const link = new RegExp(`href="(/search-cruise\\?kind=river&amp;month=(\\d{4}-\\d{2}))"[^>]*>в`).exec(
      res.text,
    );
    expect(link).not.toBeNull();
    const month = link![2];
    expect(options.month.find((m) => m.value === month)?.count).toBe(Number(said![3]));
    const linked = await get(link![1].replace(/&amp;/g, '&'));
    expect(linked.status).toBe(200);
    expect(foundOf(linked.text)).toBe(Number(said![3]));
  });
});

describe('an offer the link names', () => {
  it('unknown: dropped from the address, like any unknown value', async () => {
    const res = await get('/search-cruise?kind=river&promotion=fake-promo');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/search-cruise?kind=river');
  });

  it('ended: kept, named by its title, and said to have ended; never a placeholder', async () => {
    const ended = (await get('/api/v1/promotions/get-all?status=expired')).body.items as {
      slug: string;
      title: string;
    }[];
    if (!ended.length) throw new Error('the catalogue has an ended offer');
    const res = await get(`/search-cruise?promotion=${ended[0].slug}`);
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain(`Акция «${ended[0].title}» завершилась`);
    expect(text).toContain(`Без условия «Акция: ${ended[0].title} (акция завершилась)»`);
    expect(text).not.toContain('выбранная');
  });
});

/** The visible texts of the chosen filters' chips. */
const chipsOf = (html: string) =>
  [...html.matchAll(/class="sc-chips__chip"[^>]*>([^<]*)</g)].map((m) => m[1].replace(NBSP, ' '));
const h1Said = (html: string) => h1Of(html.replace(/<!-- -->/g, ''))?.replace(NBSP, ' ');
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
/** A date (`YYYY-MM-DD`) so many months and days on. */
const shifted = (iso: string, months: number, days = 0) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('countries in a phrase, as regions and ports are', () => {
  it.each([
    ['region=sredizemnomore&country=italiya', 'Круизы по Средиземноморью с заходом в Италию'],
    ['kind=sea&region=kariby&country=meksika', 'Морские круизы по Карибам с заходом в Мексику'],
    // A country with its «по» and one called at in one port: both after «с заходом», each with its preposition.
    ['country=bagamy,ssha', 'Круизы с заходом на Багамы или в США'],
    ['country=gretsiya,kipr', 'Круизы с заходом в Грецию или на Кипр'],
  ])('%s: «%s»', async (query, heading) => {
    const res = await get(`/search-cruise?${query}`);
    expect(res.status).toBe(200);
    expect(h1Said(res.text)).toBe(heading);
  });
});

describe('dates: in the heading, and one day as one chip', () => {
  it('the price calendar’s day link: «Речные круизы из Москвы 1 мая 2027 г.», one chip that drops the day', async () => {
    const res = await get('/search-cruise?kind=river&port=moskva&dateFrom=2027-05-01&dateTo=2027-05-01');
    expect(res.status).toBe(200);
    expect(h1Said(res.text)).toBe('Речные круизы из Москвы 1 мая 2027 г.');
    expect(chipsOf(res.text)).toEqual(['Речные круизы', 'Из Москвы', '1 мая 2027 г.']);
    // Its link drops the day, both its ends.
    expect(res.text.replace(NBSP, ' ')).toMatch(
      /href="\/search-cruise\?kind=river&amp;port=moskva"[^>]*aria-label="Убрать фильтр «Отправление 1 мая 2027 г\.»"/,
    );
  });

  it('a range across the new year: «Морские круизы с 25 декабря 2027 г. по 5 января 2028 г.»', async () => {
    const res = await get('/search-cruise?kind=sea&dateFrom=2027-12-25&dateTo=2028-01-05');
    expect(h1Said(res.text)).toBe('Морские круизы с 25 декабря 2027 г. по 5 января 2028 г.');
  });
});

describe('a port of departure and of call: two chips that say which is which', () => {
  it('«Из Москвы» and «Заход в Москву», not «Москва» twice', async () => {
    const res = await get('/search-cruise?port=moskva&callsAt=moskva');
    expect(chipsOf(res.text)).toEqual(['Из Москвы', 'Заход в Москву']);
    expect(res.text).toContain('aria-label="Убрать фильтр «Заход в Москву»"');
  });
});

describe('a ship and a line that disagree', () => {
  it('the heading names the line too, which empties the list', async () => {
    const res = await get('/search-cruise?line=costa-cruises&ship=msc-bellissima');
    expect(foundOf(res.text)).toBe(0);
    expect(h1Said(res.text)).toBe('Круизы компании Costa Cruises на лайнере MSC Bellissima');
    // The ship's own line: named by the ship, not said twice.
    expect(h1Said((await get('/search-cruise?line=msc-cruises&ship=msc-bellissima')).text)).toBe(
      'Круизы на лайнере MSC Bellissima',
    );
  });
});

describe('dates that have passed (Moscow’s today)', () => {
  const today = moscowToday();

  it('a past month: it has passed, and the nearest month with departures, linked with its count', async () => {
    const past = shifted(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const months = (await get('/api/v1/search/get-filter-options')).body.month as {
      value: string;
      count: number;
    }[];
    const nearest = months.find((m) => m.count > 0)!;
    const res = await get(`/search-cruise?month=${past}`);
    expect(foundOf(res.text)).toBe(0);
    const text = textOf(res.text);
    expect(text).toMatch(
      new RegExp(
        `[А-Я][а-я]+ ${past.slice(0, 4)} г\\. уже прошёл; ближайшие круизы — в [а-я]+ \\d{4} г\\. \\(${nearest.count} круиз`,
      ),
    );
    expect(res.text).toMatch(new RegExp(`href="/search-cruise\\?month=${nearest.value}"[^>]*>в`));
  });

  it('a range wholly past: the dates have passed, and a link without them; no link without one date', async () => {
    const from = shifted(today, 0, -20);
    const res = await get(`/search-cruise?kind=river&dateFrom=${from}&dateTo=${today}`);
    expect(foundOf(res.text)).toBe(0);
    const text = textOf(res.text);
    expect(text).toMatch(
      /Даты отправления с \d.* по \d+ [а-я]+ \d{4} г\. уже прошли: посмотрите круизы без этих дат ?\./,
    );
    expect(res.text).toMatch(/href="\/search-cruise\?kind=river"[^>]*>круизы без этих дат</);
    expect(text).not.toContain('Без условия «Отправление');
  });
});

describe('the meta description of an empty result', () => {
  it('promises nothing, says nothing is found and to change the conditions', async () => {
    const res = await get('/search-cruise?kind=river&priceMax=1');
    expect(foundOf(res.text)).toBe(0);
    expect(descriptionOf(res.text)).toBe(
      'По этим условиям круизов не найдено: попробуйте изменить даты, места или другие условия поиска.',
    );
  });
});
