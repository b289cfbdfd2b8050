import { describe, expect, it } from 'vitest';
import { readIntent } from './query-intent';

const TODAY = '2026-11-27';
const read = (term: string, today = TODAY) => readIntent(term, today);

describe('readIntent', () => {
  it('reads a month at its next coming, or in the year given, with its «в» and a day before it', () => {
    expect(read('в июле')).toEqual({ rest: [], filters: { month: '2027-07' }, sort: null, from: [] });
    expect(read('декабрь').filters).toEqual({ month: '2026-12' });
    // In its last week a month is next year's: on 27 November «ноябрь» is November 2027.
    expect(read('ноябрь').filters).toEqual({ month: '2027-11' });
    expect(read('ноябрь', '2026-11-20').filters).toEqual({ month: '2026-11' });
    expect(read('октябре').filters).toEqual({ month: '2027-10' });
    expect(read('июль 2028 года').filters).toEqual({ month: '2028-07' });
    expect(read('9 мая')).toMatchObject({ rest: [], filters: { month: '2027-05' } });
    // «Синт-Мартен» is no March: only a month's own forms are months.
    expect(read('Синт-Мартен')).toMatchObject({ rest: ['синт', 'мартен'], filters: {} });
  });

  it('reads a season as its dates, the next one or this one while it lasts; winter runs into the next year', () => {
    expect(read('летом').filters).toEqual({ dateFrom: '2027-06-01', dateTo: '2027-08-31' });
    expect(read('осенью').filters).toEqual({ dateFrom: '2027-09-01', dateTo: '2027-11-30' });
    expect(read('осенью', '2026-11-20').filters).toEqual({ dateFrom: '2026-09-01', dateTo: '2026-11-30' });
    expect(read('осенью', '2026-12-01').filters).toEqual({ dateFrom: '2027-09-01', dateTo: '2027-11-30' });
    expect(read('зимой').filters).toEqual({ dateFrom: '2026-12-01', dateTo: '2027-02-28' });
    expect(read('зимой', '2027-01-15').filters).toEqual({ dateFrom: '2026-12-01', dateTo: '2027-02-28' });
    expect(read('зимой', '2027-03-01').filters).toEqual({ dateFrom: '2027-12-01', dateTo: '2028-02-28' });
    expect(read('лето 2027').filters).toEqual({ dateFrom: '2027-06-01', dateTo: '2027-08-31' });
    expect(read('2027').filters).toEqual({ dateFrom: '2027-01-01', dateTo: '2027-12-31' });
  });

  it('reads «праздники» with no holiday named as the nearest holidays to come; a named one is its collection', () => {
    expect(read('круиз на праздники')).toMatchObject({
      rest: ['круиз'],
      filters: { dateFrom: '2026-12-24', dateTo: '2027-01-07' },
    });
    expect(read('праздники', '2027-02-10').filters).toEqual({ dateFrom: '2027-04-28', dateTo: '2027-05-09' });
    expect(read('майские праздники')).toMatchObject({ rest: ['майские', 'праздники'], filters: {} });
  });

  it('reads a holiday named with a year as that holiday that year, the New Year’s by their January', () => {
    // Not the whole of 2028; the name stays for its collection.
    expect(read('майские 2028')).toMatchObject({
      rest: ['майские'],
      filters: { dateFrom: '2028-04-28', dateTo: '2028-05-09' },
    });
    expect(read('на майские праздники 2028 года').filters).toEqual({
      dateFrom: '2028-04-28',
      dateTo: '2028-05-09',
    });
    for (const term of ['новогодние 2028', 'новый год 2028', 'на новый год 2028 года', 'рождественские 2028'])
      expect(read(term).filters, term).toEqual({ dateFrom: '2027-12-24', dateTo: '2028-01-07' });
    // «год» of «новый год» is the holiday's name, not a link to the year.
    expect(read('новый год 2028').rest).toEqual(['новый', 'год']);
    // «праздники» with a year: the first holidays of that year.
    expect(read('праздники 2027').filters).toEqual({ dateFrom: '2026-12-24', dateTo: '2027-01-07' });
  });

  it('reads «белые ночи» as Petersburg from June to mid-July, not as a length', () => {
    expect(read('белые ночи')).toEqual({
      rest: ['санкт', 'петербург'],
      filters: { dateFrom: '2027-06-01', dateTo: '2027-07-15' },
      sort: null,
      from: [],
    });
    for (const term of ['в период белых ночей', 'белыми ночами'])
      expect(read(term), term).toMatchObject({
        rest: ['санкт', 'петербург'],
        filters: { dateFrom: '2027-06-01', dateTo: '2027-07-15' },
      });
    // A term that names the city keeps its own words; «из» still says the departure.
    expect(read('белые ночи в Питере').rest).toEqual(['питере']);
    expect(read('белые ночи из Москвы')).toMatchObject({
      rest: ['из', 'москвы', 'санкт', 'петербург'],
      from: ['москвы'],
      filters: { dateFrom: '2027-06-01', dateTo: '2027-07-15' },
    });
  });

  it('reads a price: the most after «до», «дешевле», «за», the least after «от»; a small number is no price', () => {
    expect(read('до 50000')).toMatchObject({ rest: [], filters: { priceMax: 50_000 } });
    expect(read('до 100 000 руб').filters).toEqual({ priceMax: 100_000 });
    expect(read('круизы до 50 тыс')).toMatchObject({ rest: ['круизы'], filters: { priceMax: 50_000 } });
    expect(read('круиз за 30 тысяч').filters).toEqual({ priceMax: 30_000 });
    expect(read('дешевле 60000').filters).toEqual({ priceMax: 60_000 });
    expect(read('не дороже 80к')).toMatchObject({ rest: [], filters: { priceMax: 80_000 } });
    expect(read('в пределах 80 тыс. руб.')).toMatchObject({ rest: [], filters: { priceMax: 80_000 } });
    expect(read('от 100 000 до 200 000').filters).toEqual({ priceMin: 100_000, priceMax: 200_000 });
    expect(read('волга до 50000 в июле')).toMatchObject({ rest: ['волга'], filters: { priceMax: 50_000 } });
    // Days, a date and a year stay what they are.
    expect(read('за 3 дня').filters).toEqual({ nights: '1-3' });
    expect(read('до 9 мая').filters).not.toHaveProperty('priceMax');
    expect(read('до 2027').filters).not.toHaveProperty('priceMax');
  });

  it('reads a length in nights, days or weeks as the range that holds it; a weekend is its own filter', () => {
    expect(read('7 ночей').filters).toEqual({ nights: '4-7' });
    expect(read('на 10 дней')).toMatchObject({ rest: [], filters: { nights: '8-10' } });
    expect(read('3 дня').filters).toEqual({ nights: '1-3' });
    expect(read('неделя').filters).toEqual({ nights: '4-7' });
    expect(read('на неделю')).toMatchObject({ rest: [], filters: { nights: '4-7' } });
    expect(read('две недели').filters).toEqual({ nights: '11-14' });
    expect(read('три недели').filters).toEqual({ nights: '15-' });
    expect(read('на выходные')).toMatchObject({ rest: [], filters: { weekend: '1' } });
    expect(read('круиз выходного дня')).toMatchObject({ rest: ['круиз'], filters: { weekend: '1' } });
    // N days are N−1 nights, in the range that holds them; nights stay nights.
    expect(read('Казань 3 дня')).toMatchObject({ rest: ['казань'], filters: { nights: '1-3' } });
    expect(read('4 дня').filters).toEqual({ nights: '1-3' });
    expect(read('4 ночи').filters).toEqual({ nights: '4-7' });
    expect(read('5 дней').filters).toEqual({ nights: '4-7' });
    expect(read('8 дней').filters).toEqual({ nights: '4-7' });
    expect(read('11 дней').filters).toEqual({ nights: '8-10' });
    expect(read('15 дней').filters).toEqual({ nights: '11-14' });
    // A number without its noun is no length: «Николай 2».
    expect(read('Николай 2')).toMatchObject({ rest: ['николай', '2'], filters: {} });
  });

  it('reads «недорого» as the cheapest first and «из» as the departure, leaving the names to search', () => {
    expect(read('недорого')).toEqual({ rest: [], filters: {}, sort: 'price-asc', from: [] });
    expect(read('дешёвые круизы')).toMatchObject({ rest: ['круизы'], sort: 'price-asc' });
    expect(read('из Нижнего Новгорода в Казань')).toEqual({
      rest: ['из', 'нижнего', 'новгорода', 'в', 'казань'],
      filters: {},
      sort: null,
      from: ['нижнего', 'новгорода'],
    });
    expect(read('из Москвы на Валаам').from).toEqual(['москвы']);
    // «на» inside a hyphenated name is the name's.
    expect(read('Волга из Ростова-на-Дону').from).toEqual(['ростова', 'на', 'дону']);
    expect(read('из Ростова-на-Дону на 7 дней')).toMatchObject({
      rest: ['из', 'ростова', 'на', 'дону'],
      from: ['ростова', 'на', 'дону'],
      filters: { nights: '4-7' },
    });
    expect(read('круиз с Казани').from).toEqual(['казани']);
    expect(read('со скидкой').from).toEqual([]);
    expect(read('Волга из Самары в июле недорого')).toEqual({
      rest: ['волга', 'из', 'самары'],
      filters: { month: '2027-07' },
      sort: 'price-asc',
      from: ['самары'],
    });
  });
});
