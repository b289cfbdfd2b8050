import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  filterPhrase,
  foundText,
  searchDescription,
  searchTitle,
  summaryLines,
} from './labels';
import type { OptionsView } from './loader';
import type { SearchFiltersState } from './search-query';

const NBSP = '\u00a0';
const options = {
  region: [
    { value: 'volga', label: 'Волга', count: 9 },
    { value: 'kama', label: 'Кама', count: 2 },
  ],
} as unknown as OptionsView;

describe('a landing page’s collection in words', () => {
  it('one line a filter: the dates as one range, a list under its plural name', () => {
    const lines = summaryLines(
      { region: ['volga', 'kama'], dateFrom: '2027-04-28', dateTo: '2027-05-09', priceMax: 90000 },
      options,
    );
    expect(lines.map((l) => `${l.name}: ${l.value}`)).toEqual([
      'Регионы: Волга, Кама',
      `Даты отправления: с 28${NBSP}апреля по 9${NBSP}мая${NBSP}2027${NBSP}г.`,
      `Цена: до 90${NBSP}000${NBSP}₽`,
    ]);
  });

  it('names a single value’s filter in the singular, a date alone with its preposition', () => {
    expect(summaryLines({ region: ['volga'] }, options)).toEqual([
      { key: 'region', name: 'Регион', value: 'Волга' },
    ]);
    expect(summaryLines({ weekend: '1' }, options)).toEqual([
      {
        key: 'weekend',
        name: 'Отправление',
        value: 'в пятницу или субботу, возвращение к утру понедельника',
      },
    ]);
    expect(summaryLines({ dateTo: '2028-01-10', dateFrom: '2027-12-28' }, options)[0].value).toBe(
      `с 28${NBSP}декабря${NBSP}2027${NBSP}г. по 10${NBSP}января${NBSP}2028${NBSP}г.`,
    );
  });
});

describe('filterPhrase', () => {
  it('says a date or price once, with its own preposition', () => {
    const [from, region] = activeFilters({ region: ['volga'], dateFrom: '2027-04-28' }, options).sort((a) =>
      a.key === 'dateFrom' ? -1 : 1,
    );
    expect(filterPhrase(from)).toBe(`Отправление с 28${NBSP}апреля${NBSP}2027${NBSP}г.`);
    expect(filterPhrase(region)).toBe('Регион: Волга');
  });
});

describe('a value the options do not name is never shown as its slug', () => {
  it('a chip says which filter it is, and its phrase says it once', () => {
    for (const named of [options, null]) {
      const [line] = activeFilters({ line: ['msc'] }, named);
      expect(line).toEqual({ key: 'line', value: 'msc', label: 'Круизная компания', unnamed: true });
      expect(filterPhrase(line)).toBe('Круизная компания');
    }
    const [port] = activeFilters({ port: ['majami'] }, options);
    expect(`Без условия «${filterPhrase(port)}»`).toBe('Без условия «Порт отправления»');
  });

  it('an offer not looked up is «Акция», never a placeholder; an ended one says so', () => {
    const none = { ...options, promotion: [] } as OptionsView;
    const [unknown] = activeFilters({ promotion: 'fake-promo' }, none);
    expect(unknown).toEqual({ key: 'promotion', label: 'Акция', unnamed: true });
    expect(`Без условия «${filterPhrase(unknown)}»`).toBe('Без условия «Акция»');
    const ended = {
      ...options,
      promotion: [{ value: 'fyordy-letom', label: 'Фьорды летом', count: 0, endsAt: '2026-05-31' }],
    } as unknown as OptionsView;
    const [chip] = activeFilters({ promotion: 'fyordy-letom' }, ended);
    expect(filterPhrase(chip)).toBe('Акция: Фьорды летом (акция завершилась)');
  });

  it('one day is one chip, said once: «1 мая 2027 г.», «Отправление 1 мая 2027 г.»', () => {
    const day = { dateFrom: '2027-05-01', dateTo: '2027-05-01' };
    const chips = activeFilters(day, options);
    expect(chips).toEqual([{ key: 'dateFrom', label: `1${NBSP}мая${NBSP}2027${NBSP}г.` }]);
    expect(filterPhrase(chips[0])).toBe(`Отправление 1${NBSP}мая${NBSP}2027${NBSP}г.`);
    expect(summaryLines(day, options)).toEqual([
      { key: 'dateFrom', name: 'Даты отправления', value: `1${NBSP}мая${NBSP}2027${NBSP}г.` },
    ]);
  });

  it('a collection’s lines leave it out', () => {
    expect(summaryLines({ region: ['volga', 'atlantida'], line: ['msc'] }, options)).toEqual([
      { key: 'region', name: 'Регион', value: 'Волга' },
    ]);
  });
});

describe('the heading says what was searched for, and never a port twice', () => {
  const port = (value: string, label: string, genitive: string, accusative: string) => ({
    value,
    label,
    cases: { genitive, accusative, prepositional: `${label}е` },
    count: 3,
  });
  const ports = [port('mayami', 'Майами', 'Майами', 'Майами'), port('nassau', 'Нассау', 'Нассау', 'Нассау')];
  const fleet = {
    ...options,
    region: [
      { value: 'volga', label: 'Волга', along: 'Волге', count: 0 },
      { value: 'kariby', label: 'Карибы', along: 'Карибам', count: 0 },
    ],
    port: ports,
    callsAt: ports,
    ship: [
      { value: 'msc-seashore', label: 'MSC Seashore', kind: 'sea', count: 0 },
      { value: 'gogol', label: 'Н. В. Гоголь', kind: 'river', count: 0 },
    ],
  } as unknown as OptionsView;

  it('keeps the kind its ship or places are not: «Морские круизы по Волге» (the empty state says why)', () => {
    expect(searchTitle({ kind: 'river', ship: ['msc-seashore'] }, fleet)).toBe(
      'Речные круизы на лайнере MSC Seashore',
    );
    expect(searchTitle({ kind: 'river', ship: ['msc-seashore'], onOffer: '1' }, fleet)).toBe(
      'Акционные речные круизы на лайнере MSC Seashore',
    );
    expect(searchTitle({ kind: 'sea', region: ['volga'] }, { ...fleet, kindOfNamed: 'river' })).toBe(
      'Морские круизы по Волге',
    );
    expect(searchTitle({ kind: 'river', ship: ['gogol', 'msc-seashore'] }, fleet)).toBe(
      'Речные круизы на лайнере MSC Seashore и пароходе «Н. В. Гоголь»',
    );
  });

  it('the dates: one day, or a range as the site writes it', () => {
    expect(
      searchTitle({ kind: 'river', port: ['mayami'], dateFrom: '2027-05-01', dateTo: '2027-05-01' }, fleet),
    ).toBe(`Речные круизы из Майами 1${NBSP}мая${NBSP}2027${NBSP}г.`);
    expect(searchTitle({ kind: 'sea', dateFrom: '2027-12-25', dateTo: '2028-01-05' }, fleet)).toBe(
      `Морские круизы с 25${NBSP}декабря${NBSP}2027${NBSP}г. по 5${NBSP}января${NBSP}2028${NBSP}г.`,
    );
    expect(searchTitle({ dateFrom: '2027-05-01' }, fleet)).toBe(`Круизы с 1${NBSP}мая${NBSP}2027${NBSP}г.`);
  });

  it('a line the ship is not of: both said, so the empty list says why', () => {
    const lines = (count: number) =>
      ({ ...fleet, line: [{ value: 'costa-cruises', label: 'Costa Cruises', count }] }) as OptionsView;
    const filters: SearchFiltersState = { line: ['costa-cruises'], ship: ['msc-seashore'] };
    expect(searchTitle(filters, lines(0))).toBe('Круизы компании Costa Cruises на лайнере MSC Seashore');
    // Found: the ship names its line.
    expect(searchTitle(filters, lines(4))).toBe('Круизы на лайнере MSC Seashore');
  });

  it('the chips of a port of departure and of call say which is which: «Из Майами», «Заход в Майами»', () => {
    const chips = activeFilters({ port: ['mayami'], callsAt: ['mayami'] }, fleet);
    expect(chips.map((c) => c.label)).toEqual(['Из Майами', 'Заход в Майами']);
    expect(chips.map(filterPhrase)).toEqual(['Из Майами', 'Заход в Майами']);
    // A collection's line keeps the name under its filter's.
    expect(summaryLines({ port: ['mayami'] }, fleet)).toEqual([
      { key: 'port', name: 'Порт отправления', value: 'Майами' },
    ]);
    // Without trusted forms the generic noun takes the case.
    const plain = { ...fleet, port: [{ value: 'lisboa', label: 'Лиссабон', count: 1 }] } as OptionsView;
    expect(activeFilters({ port: ['lisboa'] }, plain)[0].label).toBe('Из порта Лиссабон');
  });

  it('a port of departure that is also the port of call is said once: «Круизы из Майами»', () => {
    expect(searchTitle({ port: ['mayami'], callsAt: ['mayami'] }, fleet)).toBe('Круизы из Майами');
    expect(searchTitle({ port: ['mayami'], callsAt: ['mayami', 'nassau'] }, fleet)).toBe('Круизы из Майами');
    expect(searchTitle({ port: ['mayami'], callsAt: ['nassau'] }, fleet)).toBe(
      'Круизы из Майами с заходом в Нассау',
    );
    expect(searchTitle({ port: ['mayami', 'nassau'], callsAt: ['mayami', 'nassau'] }, fleet)).toBe(
      'Круизы из Майами и Нассау',
    );
  });
});

describe('several values of one filter: names in their case, joined, in the catalogue’s order', () => {
  const cases = (genitive: string, accusative: string, preposition?: 'на') => ({
    genitive,
    accusative,
    prepositional: '',
    ...(preposition ? { preposition } : {}),
  });
  // As the catalogue lists them: regions and lines in its own order, ports alphabetically.
  const catalogue = {
    ...options,
    region: [
      { value: 'sredizemnomore', label: 'Средиземноморье', along: 'Средиземноморью', count: 292 },
      {
        value: 'vostochnoe-sredizemnomore',
        label: 'Восточное Средиземноморье',
        along: 'Восточному Средиземноморью',
        count: 156,
      },
      { value: 'adriatika', label: 'Адриатика', along: 'Адриатике', count: 29 },
      { value: 'volga', label: 'Волга', along: 'Волге', count: 86 },
      { value: 'kama', label: 'Кама', along: 'Каме', count: 32 },
      { value: 'don', label: 'Дон', along: 'Дону', count: 36 },
      { value: 'lena', label: 'Лена', along: 'Лене', count: 18 },
    ],
    country: [
      { value: 'italiya', label: 'Италия', along: 'Италии', count: 4 },
      { value: 'kipr', label: 'Кипр', into: 'на Кипр', count: 3 },
      { value: 'monako', label: 'Монако', into: 'в Монако', count: 3 },
      { value: 'frantsiya', label: 'Франция', along: 'Франции', count: 4 },
    ],
    port: [
      { value: 'kazan', label: 'Казань', cases: cases('Казани', 'Казань'), count: 12 },
      { value: 'moskva', label: 'Москва', cases: cases('Москвы', 'Москву'), count: 86 },
      { value: 'perm', label: 'Пермь', cases: cases('Перми', 'Пермь'), count: 5 },
      { value: 'samara', label: 'Самара', cases: cases('Самары', 'Самару'), count: 5 },
      { value: 'stokgolm', label: 'Стокгольм', count: 5 },
    ],
    callsAt: [
      { value: 'valaam', label: 'Валаам', cases: cases('Валаама', 'Валаам', 'на'), count: 83 },
      { value: 'kizhi', label: 'Кижи', cases: cases('Кижей', 'Кижи'), count: 40 },
    ],
    line: [
      { value: 'msc-cruises', label: 'MSC Cruises', count: 329 },
      { value: 'vodokhod', label: 'Водоход', count: 53 },
      { value: 'mosturflot', label: 'Мостурфлот', count: 56 },
      { value: 'infoflot', label: 'Инфофлот', count: 65 },
      { value: 'gama', label: 'Гама', count: 63 },
    ],
  } as unknown as OptionsView;
  const title = (filters: SearchFiltersState) => searchTitle(filters, catalogue);

  it('the reviewer’s cases: ports, regions, lines and ports of call', () => {
    // The state holds slugs sorted (the canonical URL); the heading reads in the catalogue's order.
    expect(title({ port: ['kazan', 'moskva'] })).toBe('Круизы из Казани и Москвы');
    expect(title({ region: ['kama', 'volga'] })).toBe('Круизы по Волге или Каме');
    expect(title({ region: ['lena', 'volga'] })).toBe('Круизы по Волге или Лене');
    expect(title({ line: ['mosturflot', 'vodokhod'] })).toBe('Круизы компаний «Водоход» и «Мостурфлот»');
    expect(title({ callsAt: ['kizhi', 'valaam'] })).toBe('Круизы с заходом на Валаам или в Кижи');
    expect(title({ region: ['adriatika', 'sredizemnomore', 'vostochnoe-sredizemnomore'] })).toBe(
      'Круизы по Средиземноморью, Восточному Средиземноморью или Адриатике',
    );
  });

  it('with the kind, the month and the rest of the head', () => {
    expect(title({ kind: 'river', port: ['kazan', 'moskva'], month: '2027-06' })).toBe(
      `Речные круизы из Казани и Москвы в${NBSP}июне${NBSP}2027${NBSP}г.`,
    );
    expect(title({ line: ['gama', 'vodokhod'], region: ['kama', 'volga'] })).toBe(
      'Круизы компаний «Водоход» и «Гама» по Волге или Каме',
    );
    expect(title({ country: ['frantsiya', 'italiya'] })).toBe('Круизы по Италии или Франции');
    expect(title({ country: ['kipr', 'monako'] })).toBe('Круизы с заходом на Кипр или в Монако');
    // A country with «по» among those called at in one port: all after «с заходом», each with its preposition.
    expect(title({ country: ['italiya', 'kipr'] })).toBe('Круизы с заходом в Италию или на Кипр');
    // After a region, «с заходом»; more than three, any one of them.
    expect(title({ region: ['sredizemnomore'], country: ['italiya'] })).toBe(
      'Круизы по Средиземноморью с заходом в Италию',
    );
    expect(title({ region: ['sredizemnomore'], country: ['frantsiya', 'italiya', 'kipr', 'monako'] })).toBe(
      'Круизы по Средиземноморью с заходом в одну из четырёх стран',
    );
  });

  it('more than three values are counted, the number agreeing with its noun', () => {
    // Four to nine in words, in the case the preposition needs; larger in figures.
    expect(title({ port: ['kazan', 'moskva', 'perm', 'samara'] })).toBe('Круизы из четырёх портов');
    expect(title({ port: ['kazan', 'moskva', 'perm', 'samara', 'stokgolm'] })).toBe('Круизы из пяти портов');
    expect(title({ region: ['don', 'kama', 'lena', 'volga'] })).toBe('Круизы по четырём регионам');
    expect(title({ line: ['gama', 'infoflot', 'mosturflot', 'vodokhod', 'msc-cruises'] })).toBe(
      'Круизы пяти компаний',
    );
  });

  it('a name without a trusted form sends its filter after the colon, where no case is needed', () => {
    expect(title({ port: ['moskva', 'stokgolm'] })).toBe('Круизы: Москва, Стокгольм');
  });

  it('chips follow the heading’s order', () => {
    expect(activeFilters({ region: ['kama', 'volga'] }, catalogue).map((c) => c.label)).toEqual([
      'Волга',
      'Кама',
    ]);
  });
});

describe('foundText', () => {
  it('says «Круизов не найдено» for none, and agrees the verb with the number', () => {
    expect(foundText(0)).toBe('Круизов не найдено');
    expect(foundText(1)).toBe('Найден 1 круиз');
    expect(foundText(2)).toBe('Найдено 2 круиза');
    expect(foundText(5)).toBe('Найдено 5 круизов');
    expect(foundText(21)).toBe('Найден 21 круиз');
  });
});

describe('searchDescription', () => {
  it('says the whole catalogue when nothing is chosen, «по вашим условиям» only when something is', () => {
    expect(searchDescription(1969, 0)).toBe(
      '1\u00a0969 морских и речных круизов в продаже: даты, маршруты и цены в рублях, подбор и бронирование.',
    );
    expect(searchDescription(2, 0)).toMatch(/^2 морских и речных круиза в продаже/);
    expect(searchDescription(86, 1)).toBe(
      'Найдено 86 круизов по вашим условиям: даты, маршруты и цены в рублях, подбор и бронирование.',
    );
    expect(searchDescription(undefined, 1)).toMatch(/^Круизы по вашим условиям/);
  });

  it('an empty result promises nothing: nothing found, change the conditions', () => {
    expect(searchDescription(0, 2)).toBe(
      'По этим условиям круизов не найдено: попробуйте изменить даты, места или другие условия поиска.',
    );
  });
});
