/**
 * Every phrase the pages compose around a place, ship or line name, with names of every kind: each must
 * put the name in the case its preposition needs, or be worded so that no case is needed.
 */
import { describe, expect, it } from 'vitest';
import type { FilterOption } from '../../shared/api/schemas';
import { cityCruisesTitle } from './city/view';
import { departurePhrase } from './cruise/departure';
import { portCruisesTitle, portTitle } from './port/view';
import type { OptionsView } from './search-cruise/loader';
import { withCases, type NamedPlace } from '../../shared/russian/place-cases';
import { searchTitle } from './search-cruise/labels';
import { shipCruisesTitle, shipTitle } from './ship/view';

/** Name, genitive, accusative, prepositional: as a Russian editor writes them. */
const PLACES: [string, string, string, string][] = [
  ['Москва', 'Москвы', 'Москву', 'Москве'],
  ['Лиссабон', 'Лиссабона', 'Лиссабон', 'Лиссабоне'],
  ['Санкт-Петербург', 'Санкт-Петербурга', 'Санкт-Петербург', 'Санкт-Петербурге'],
  ['Нижний Новгород', 'Нижнего Новгорода', 'Нижний Новгород', 'Нижнем Новгороде'],
  ['Ростов-на-Дону', 'Ростова-на-Дону', 'Ростов-на-Дону', 'Ростове-на-Дону'],
  ['Сочи', 'Сочи', 'Сочи', 'Сочи'],
  ['Осло', 'Осло', 'Осло', 'Осло'],
  ['Малага', 'Малаги', 'Малагу', 'Малаге'],
  ['Пальма-де-Майорка', 'Пальмы-де-Майорки', 'Пальму-де-Майорку', 'Пальме-де-Майорке'],
  ['Валаам', 'Валаама', 'Валаам', 'Валааме'],
];
const spain = { slug: 'ispaniya', name: 'Испания' };

const portOption = (label: string, cases?: FilterOption['cases']): OptionsView => ({
  kind: [],
  region: [],
  country: [],
  port: [{ value: 'p', label, count: 3, ...(cases ? { cases } : {}) }],
  callsAt: [{ value: 'p', label, count: 5, ...(cases ? { cases } : {}) }],
  line: [],
  ship: [],
  month: [],
  nights: [],
  price: { min: 0, max: 0 },
  onOffer: 0,
  weekend: 0,
  promotion: [],
});

/** A place's cruises: all only call there, all start there, or some of each. */
const CALLS = { cruisesCount: 5, departuresCount: 0 };
const STARTS = { cruisesCount: 5, departuresCount: 5 };
const BOTH = { cruisesCount: 5, departuresCount: 2 };

/** What a loader hands the page for an API place without forms: the library's, when trusted. */
const declined = (name: string) => withCases<NamedPlace>({ name });

describe.each(PLACES)('%s', (name, genitive, accusative, prepositional) => {
  const forms = { genitive, accusative, prepositional };
  it('the library gives the forms an editor writes', async () => {
    expect((await declined(name)).cases).toEqual(forms);
  });
  it('cruise page: departure', async () => {
    expect(departurePhrase(await declined(name))).toEqual({ lead: 'Отправление из', name: genitive });
  });
  it('port page: title and cruises heading, from where its cruises start', async () => {
    const port = await declined(name);
    expect(portCruisesTitle({ ...port, ...CALLS })).toBe(`Круизы с заходом в ${accusative}`);
    expect(portTitle({ ...port, ...CALLS, country: spain })).toBe(
      `Круизы с заходом в ${accusative} (Испания)`,
    );
    expect(portCruisesTitle({ ...port, ...STARTS })).toBe(`Круизы из ${genitive}`);
    expect(portTitle({ ...port, ...BOTH, country: spain })).toBe(
      `Круизы из ${genitive} и с заходом в ${accusative} (Испания)`,
    );
  });
  it('city page: cruises heading', async () => {
    const city = await declined(name);
    expect(cityCruisesTitle({ ...city, ...CALLS })).toBe(`Круизы с заходом в ${accusative}`);
    expect(cityCruisesTitle({ ...city, ...BOTH })).toBe(`Круизы из ${genitive} и с заходом в ${accusative}`);
  });

  it('search page: heading with a port of departure', () => {
    expect(searchTitle({ port: ['p'] }, portOption(name, forms))).toBe(`Круизы из ${genitive}`);
    expect(searchTitle({ kind: 'river', port: ['p'] }, portOption(name, forms))).toBe(
      `Речные круизы из ${genitive}`,
    );
  });
  it('search page: heading with a port of call', () => {
    const prep = /^[вф][бвгджзклмнпрстфхцчшщ]/i.test(accusative) ? 'во' : 'в';
    expect(searchTitle({ callsAt: ['p'] }, portOption(name, forms))).toBe(
      `Круизы с заходом ${prep} ${accusative}`,
    );
  });
});

describe('forms the API gives win over the library', () => {
  const kizhi = { name: 'Кижи', cases: { genitive: 'Кижей', accusative: 'Кижи', prepositional: 'Кижах' } };
  it('uses them in every template', () => {
    expect(departurePhrase(kizhi).name).toBe('Кижей');
    expect(searchTitle({ port: ['p'] }, portOption('Кижи', kizhi.cases))).toBe('Круизы из Кижей');
  });
});

describe('an island takes «на» and «с» in every template', () => {
  const santorini = {
    name: 'Санторини',
    cases: {
      genitive: 'Санторини',
      accusative: 'Санторини',
      prepositional: 'Санторини',
      preposition: 'на' as const,
    },
  };
  it('Санторини', () => {
    expect(departurePhrase(santorini)).toEqual({ lead: 'Отправление с', name: 'Санторини' });
    expect(portCruisesTitle({ ...santorini, ...CALLS })).toBe('Круизы с заходом на Санторини');
    expect(cityCruisesTitle({ ...santorini, ...BOTH })).toBe('Круизы с Санторини и с заходом на Санторини');
    expect(searchTitle({ port: ['p'] }, portOption('Санторини', santorini.cases))).toBe('Круизы с Санторини');
    expect(searchTitle({ callsAt: ['p'] }, portOption('Санторини', santorini.cases))).toBe(
      'Круизы с заходом на Санторини',
    );
  });
});

describe('a name without a trusted form is worded without a case', () => {
  it.each(['Стокгольм', 'Port Canaveral', 'Лас-Пальмас-де-Гран-Канария'])('%s', async (name) => {
    expect(await declined(name)).toEqual({ name });
    expect(departurePhrase({ name })).toEqual({ lead: 'Порт отправления:', name });
    expect(portCruisesTitle({ name, ...CALLS })).toBe(`Круизы с заходом в порт ${name}`);
    expect(cityCruisesTitle({ name, ...CALLS })).toBe(`Круизы с заходом в город ${name}`);
    expect(portCruisesTitle({ name, ...STARTS })).toBe(`Круизы из порта ${name}`);
    expect(cityCruisesTitle({ name, ...BOTH })).toBe(`Круизы из города ${name} и с заходом в город ${name}`);
    expect(searchTitle({ port: ['p'] }, portOption(name))).toBe(`Круизы: ${name}`);
  });

  it('never shows a slug the options do not name', () => {
    expect(searchTitle({ port: ['malaga'] }, portOption('Москва'))).toBe('Поиск круизов');
    expect(searchTitle({ promotion: 'chernaya-pyatnitsa' }, portOption('Москва'))).toBe('Поиск круизов');
    expect(searchTitle({ kind: 'sea', port: ['malaga'] }, null)).toBe('Морские круизы');
  });
});

describe('the search heading names a region or country after «по» and the month after «в»', () => {
  const kazan = portOption('Казань', { genitive: 'Казани', accusative: 'Казань', prepositional: 'Казани' });
  it('calls a search for any offer «Акционные … круизы», the rest of the heading as it was', () => {
    expect(searchTitle({ onOffer: '1' }, kazan)).toBe('Акционные круизы');
    expect(searchTitle({ kind: 'river', port: ['p'], onOffer: '1' }, kazan)).toBe(
      'Акционные речные круизы из Казани',
    );
  });
  it('calls weekend cruises «круизы выходного дня», before the place', () => {
    expect(searchTitle({ weekend: '1' }, kazan)).toBe('Круизы выходного дня');
    expect(searchTitle({ kind: 'river', port: ['p'], weekend: '1' }, kazan)).toBe(
      'Речные круизы выходного дня из Казани',
    );
  });

  const options = (): OptionsView => ({
    ...portOption('Москва', { genitive: 'Москвы', accusative: 'Москву', prepositional: 'Москве' }),
    region: [
      { value: 'volga', label: 'Волга', along: 'Волге', count: 9 },
      { value: 'kama', label: 'Кама', count: 2 },
    ],
    country: [
      { value: 'fr', label: 'Франция', along: 'Франции', count: 4 },
      { value: 'it', label: 'Италия', along: 'Италии', count: 4 },
      { value: 'cy', label: 'Кипр', into: 'на Кипр', count: 3 },
    ],
  });
  const NBSP = '\u00a0';

  it('names the chosen offer: «Круизы по акции «Чёрная пятница»»', () => {
    const withOffer: OptionsView = {
      ...options(),
      promotion: [{ value: 'chernaya-pyatnitsa', label: 'Чёрная пятница', count: 0 }],
    };
    expect(searchTitle({ promotion: 'chernaya-pyatnitsa' }, withOffer)).toBe(
      'Круизы по акции «Чёрная пятница»',
    );
    expect(
      searchTitle({ kind: 'river', region: ['volga'], promotion: 'chernaya-pyatnitsa' }, withOffer),
    ).toBe('Речные круизы по Волге по акции «Чёрная пятница»');
  });

  it('one region, a port and a month go into the head; the length after the colon', () => {
    expect(
      searchTitle(
        { kind: 'river', region: ['volga'], port: ['p'], month: '2027-06', nights: '4-7' },
        options(),
      ),
    ).toBe(`Речные круизы по Волге из Москвы в${NBSP}июне${NBSP}2027${NBSP}г.: 4–7 ночей`);
  });

  it('one country without a region: «Круизы по Франции в мае 2027 г.»', () => {
    expect(searchTitle({ country: ['fr'], month: '2027-05' }, options())).toBe(
      `Круизы по Франции в${NBSP}мае${NBSP}2027${NBSP}г.`,
    );
  });

  it('a country called at in one port: «Круизы с заходом на Кипр», or its chosen port of call', () => {
    expect(searchTitle({ kind: 'sea', country: ['cy'] }, options())).toBe('Морские круизы с заходом на Кипр');
    const withCall: OptionsView = {
      ...options(),
      callsAt: [
        {
          value: 'limassol',
          label: 'Лимасол',
          cases: { genitive: 'Лимасола', accusative: 'Лимасол', prepositional: 'Лимасоле' },
          count: 3,
        },
      ],
    };
    expect(searchTitle({ country: ['cy'], callsAt: ['limassol'] }, withCall)).toBe(
      'Круизы с заходом в Лимасол: Кипр',
    );
  });

  it('one ship or one line begins the head: «Круизы на пароходе «Н. В. Гоголь»», «Круизы компании MSC Cruises»', () => {
    const withFleet: OptionsView = {
      ...options(),
      line: [
        { value: 'msc', label: 'MSC Cruises', count: 3 },
        { value: 'gama', label: 'Гама', count: 2 },
      ],
      ship: [
        { value: 'gogol', label: 'Н. В. Гоголь', kind: 'river', count: 1 },
        { value: 'seaside', label: 'MSC Seaside', kind: 'sea', count: 1 },
      ],
    };
    expect(searchTitle({ ship: ['gogol'] }, withFleet)).toBe('Круизы на пароходе «Н. В. Гоголь»');
    expect(searchTitle({ line: ['msc'], ship: ['seaside'] }, withFleet)).toBe(
      'Круизы на лайнере MSC Seaside',
    );
    expect(searchTitle({ line: ['msc'], region: ['volga'] }, withFleet)).toBe(
      'Круизы компании MSC Cruises по Волге',
    );
    expect(searchTitle({ country: ['fr'], line: ['gama'] }, withFleet)).toBe(
      'Круизы компании «Гама» по Франции',
    );
    expect(searchTitle({ line: ['msc', 'gama'] }, withFleet)).toBe('Круизы компаний MSC Cruises и «Гама»');
  });

  it('two countries join after «по»; after a region, «с заходом»; a region without its «по» form after the colon', () => {
    expect(searchTitle({ country: ['fr', 'it'] }, options())).toBe('Круизы по Франции или Италии');
    // After a region a country is where the cruise calls, not a list after the colon.
    expect(searchTitle({ region: ['kama'], country: ['fr'] }, options())).toBe(
      'Круизы с заходом во Францию: Кама',
    );
    expect(searchTitle({ region: ['volga'], country: ['fr'] }, options())).toBe(
      'Круизы по Волге с заходом во Францию',
    );
  });
});

describe('ship names keep their form; the generic noun takes the case', () => {
  const line = { slug: 'l', name: 'Водоход' };
  it.each([
    [
      { name: 'Лев Толстой', kind: 'river' as const },
      'Круизы на теплоходе «Лев Толстой»',
      'Речной теплоход «Лев Толстой»',
    ],
    [
      { name: 'MSC Grandiosa', kind: 'sea' as const },
      'Круизы на лайнере MSC Grandiosa',
      'Морской лайнер MSC Grandiosa',
    ],
    [
      { name: 'Norwegian Bliss', kind: 'sea' as const },
      'Круизы на лайнере Norwegian Bliss',
      'Морской лайнер Norwegian Bliss',
    ],
  ])('%o', (ship, cruises, title) => {
    expect(shipCruisesTitle(ship)).toBe(cruises);
    expect(shipTitle({ ...ship, cruiseLine: line })).toBe(`${title} (Водоход): каюты, палубы и круизы`);
  });
});
