import { describe, expect, it } from 'vitest';
import { declineToponym } from './decline';
import {
  countryToParts,
  fromPlace,
  inPlace,
  placeCases,
  prepositionV,
  toPlace,
  toPlaceOrNoun,
  toPlaceParts,
  withCases,
  type NamedPlace,
} from './place-cases';
import { ofLine, quotedName, shipKindLabel, shipPhrase } from './vessel';

describe('place names in the case the phrase needs (library forms)', () => {
  it.each([
    ['Москва', 'из Москвы', 'в Москву', 'в Москве'],
    ['Лиссабон', 'из Лиссабона', 'в Лиссабон', 'в Лиссабоне'],
    ['Санкт-Петербург', 'из Санкт-Петербурга', 'в Санкт-Петербург', 'в Санкт-Петербурге'],
    ['Нижний Новгород', 'из Нижнего Новгорода', 'в Нижний Новгород', 'в Нижнем Новгороде'],
    ['Ростов-на-Дону', 'из Ростова-на-Дону', 'в Ростов-на-Дону', 'в Ростове-на-Дону'],
    ['Малага', 'из Малаги', 'в Малагу', 'в Малаге'],
    ['Пальма-де-Майорка', 'из Пальмы-де-Майорки', 'в Пальму-де-Майорку', 'в Пальме-де-Майорке'],
    ['Углич', 'из Углича', 'в Углич', 'в Угличе'],
    ['Сочи', 'из Сочи', 'в Сочи', 'в Сочи'],
    ['Осло', 'из Осло', 'в Осло', 'в Осло'],
    ['Владивосток', 'из Владивостока', 'во Владивосток', 'во Владивостоке'],
  ])('%s: %s, %s, %s', async (name, from, to, at) => {
    const place = await withCases({ name });
    expect(fromPlace(place)).toBe(from);
    expect(toPlace(place)).toBe(to);
    expect(inPlace(place)).toBe(at);
  });

  it('trusts no form for Latin, bracketed or long compound names, nor for a declinable name left unchanged', () => {
    for (const name of [
      'Port Canaveral',
      'Рим (Чивитавеккья)',
      'Лас-Пальмас-де-Гран-Канария',
      'Стокгольм',
      'Генуя',
    ])
      expect(declineToponym(name)).toBeNull();
  });
});

describe('the API forms come first', () => {
  const kizhi = {
    name: 'Кижи',
    cases: { genitive: 'Кижей', accusative: 'Кижи', prepositional: 'Кижах' },
  };
  it('uses the forms the API gives over the library', async () => {
    expect(await withCases(kizhi)).toBe(kizhi);
    expect(placeCases(kizhi)).toEqual(kizhi.cases);
    expect(fromPlace(kizhi)).toBe('из Кижей');
    expect(inPlace(kizhi)).toBe('в Кижах');
  });

  it('words the phrase without a case when no form is trusted', async () => {
    const stockholm = await withCases<NamedPlace>({ name: 'Стокгольм' });
    expect(stockholm.cases).toBeUndefined();
    expect(fromPlace(stockholm)).toBeNull();
    expect(toPlaceOrNoun(stockholm, 'порт')).toBe('в порт Стокгольм');
    expect(toPlaceOrNoun(await withCases({ name: 'Малага' }), 'порт')).toBe('в Малагу');
  });

  it('puts an island (the API says «на») with «на» and «с»', () => {
    const valaam = {
      name: 'Валаам',
      cases: {
        genitive: 'Валаама',
        accusative: 'Валаам',
        prepositional: 'Валааме',
        preposition: 'на' as const,
      },
    };
    expect(fromPlace(valaam)).toBe('с Валаама');
    expect(toPlace(valaam)).toBe('на Валаам');
    expect(inPlace(valaam)).toBe('на Валааме');
    expect(toPlaceOrNoun(valaam, 'порт')).toBe('на Валаам');
    // Apart, for a list that gives each place its own preposition: «в Кижи и на Валаам».
    expect(toPlaceParts(valaam)).toEqual({ preposition: 'на', form: 'Валаам' });
    expect(toPlaceParts({ name: 'Стокгольм' })).toBeNull();
    const svalbard = { name: 'Шпицберген', cases: { ...valaam.cases, genitive: 'Шпицбергена' } };
    expect(fromPlace(svalbard)).toBe('со Шпицбергена');
  });

  it('says во before a hard cluster', () => {
    expect(prepositionV('Владивосток')).toBe('во');
    expect(prepositionV('Венецию')).toBe('в');
    expect(prepositionV('Феодосию')).toBe('в');
    expect(prepositionV('Францию')).toBe('во');
    expect(prepositionV('Вьетнам')).toBe('во');
  });
});

describe('ship and line names are not declined: the generic noun is', () => {
  it.each([
    [{ name: 'Лев Толстой', kind: 'river' as const }, 'теплоходе «Лев Толстой»', 'теплохода «Лев Толстой»'],
    [{ name: 'MSC Grandiosa', kind: 'sea' as const }, 'лайнере MSC Grandiosa', 'лайнера MSC Grandiosa'],
    [{ name: 'Costa Smeralda', kind: 'sea' as const }, 'лайнере Costa Smeralda', 'лайнера Costa Smeralda'],
    // A paddle steamer of 1911 is not a motor ship.
    [{ name: 'Н. В. Гоголь', kind: 'river' as const }, 'пароходе «Н. В. Гоголь»', 'парохода «Н. В. Гоголь»'],
  ])('%o', (ship, prepositional, genitive) => {
    expect(`на ${shipPhrase(ship, 'prepositional')}`).toBe(`на ${prepositional}`);
    expect(shipPhrase(ship, 'genitive')).toBe(genitive);
  });

  it('quotes Cyrillic names once and leaves Latin ones bare', () => {
    expect(quotedName('Лев Толстой')).toBe('«Лев Толстой»');
    expect(quotedName('«Лев Толстой»')).toBe('«Лев Толстой»');
    expect(quotedName('MSC Grandiosa')).toBe('MSC Grandiosa');
    expect(ofLine({ name: 'Водоход' })).toBe('компании «Водоход»');
    expect(ofLine({ name: 'MSC Cruises' })).toBe('компании MSC Cruises');
  });

  it('says what a ship is above its name', () => {
    expect(shipKindLabel({ name: 'MSC Grandiosa', kind: 'sea' })).toBe('Морской лайнер');
    expect(shipKindLabel({ name: 'Лев Толстой', kind: 'river' })).toBe('Речной теплоход');
    expect(shipKindLabel({ name: 'Н. В. Гоголь', kind: 'river' })).toBe('Речной пароход');
  });
});

describe('a country where a cruise calls: «с заходом в Италию», «на Кипр»', () => {
  const to = (name: string, wording: { along?: string; into?: string }) => {
    const parts = countryToParts({ name, ...wording });
    return parts && `${parts.preposition} ${parts.form}`;
  };
  it.each([
    ['Италия', 'Италии', 'в Италию'],
    ['Франция', 'Франции', 'во Францию'],
    ['Мексика', 'Мексике', 'в Мексику'],
    ['Ямайка', 'Ямайке', 'на Ямайку'],
    ['Южная Корея', 'Южной Корее', 'в Южную Корею'],
    ['Доминиканская Республика', 'Доминиканской Республике', 'в Доминиканскую Республику'],
    ['Нидерланды', 'Нидерландам', 'в Нидерланды'],
    ['США', 'США', 'в США'],
    ['ОАЭ', 'ОАЭ', 'в ОАЭ'],
    ['Марокко', 'Марокко', 'в Марокко'],
    ['Оман', 'Оману', 'в Оман'],
    ['Китай', 'Китаю', 'в Китай'],
    ['Вьетнам', 'Вьетнаму', 'во Вьетнам'],
    ['Каймановы острова', 'Каймановым островам', 'на Каймановы острова'],
  ])('%s (по %s): %s', (name, along, phrase) => {
    expect(to(name, { along })).toBe(phrase);
  });

  it('takes the API’s own wording of a country called at in one port; trusts no dative that is not the name’s', () => {
    expect(to('Кипр', { into: 'на Кипр' })).toBe('на Кипр');
    expect(to('Багамы', { into: 'на Багамы' })).toBe('на Багамы');
    expect(to('Италия', { along: 'Испании' })).toBeNull();
    expect(to('Италия', {})).toBeNull();
  });
});
