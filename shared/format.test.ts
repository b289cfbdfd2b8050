import { describe, expect, it } from 'vitest';
import {
  formatRate,
  titleOnLines,
  formatCount,
  formatCruises,
  formatDate,
  formatDateRange,
  formatDeadline,
  formatFromTo,
  formatInMonth,
  formatMoney,
  formatMonth,
  capitalize,
  formatNights,
  formatNumber,
  compareRu,
  pluralize,
} from './format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('Russian formatting', () => {
  it('writes an exchange rate with its kopecks, rubles for one unit: «98,50 ₽ за 1 €»', () => {
    expect(formatRate('EUR', 98.5)).toBe('98,50\u00a0₽ за 1\u00a0€');
    expect(formatRate('USD', 90.2)).toBe('90,20\u00a0₽ за 1\u00a0$');
    expect(formatRate('CNY', 12.345)).toBe('12,35\u00a0₽ за 1\u00a0¥');
    expect(formatRate('GEL', 1234)).toBe('1\u00a0234,00\u00a0₽ за 1\u00a0GEL');
  });

  it('keeps a route title’s dashes off the start of a line', () => {
    expect(titleOnLines('Москва — Углич — Москва')).toBe('Москва\u00a0— Углич\u00a0— Москва');
    expect(titleOnLines('Жемчужины Средиземноморья')).toBe('Жемчужины Средиземноморья');
  });

  it('formats rubles and other currencies for ru-RU', () => {
    expect(nbsp(formatMoney({ amount: 125000, currency: 'RUB' }))).toBe('125 000 ₽');
    expect(nbsp(formatMoney({ amount: 1299, currency: 'EUR' }))).toBe('1 299 €');
  });

  it('formats dates in Russian', () => {
    expect(formatDate('2027-05-12')).toBe('12\u00a0мая\u00a02027\u00a0г.');
    expect(formatDateRange('2027-05-12', '2027-05-19')).toBe('12–19\u00a0мая\u00a02027\u00a0г.');
    expect(formatDateRange('2027-04-28', '2027-05-05')).toBe(
      '28\u00a0апреля\u00a0– 5\u00a0мая\u00a02027\u00a0г.',
    );
    expect(formatDateRange('2027-12-28', '2028-01-04')).toBe(
      '28\u00a0декабря\u00a02027\u00a0г.\u00a0– 4\u00a0января\u00a02028\u00a0г.',
    );
    expect(formatMonth('2027-05')).toBe('Май 2027');
    expect(capitalize('итальянский')).toBe('Итальянский');
    expect(capitalize('')).toBe('');
    expect(formatInMonth('2027-06')).toBe('в\u00a0июне\u00a02027\u00a0г.');
    expect(formatInMonth('2028-01')).toBe('в\u00a0январе\u00a02028\u00a0г.');
  });

  it('says a period with its month and year once where the dates share them', () => {
    expect(nbsp(formatFromTo('2026-11-20', '2026-11-30'))).toBe('с 20 по 30 ноября 2026 г.');
    expect(nbsp(formatFromTo('2027-04-28', '2027-05-09'))).toBe('с 28 апреля по 9 мая 2027 г.');
    expect(nbsp(formatFromTo('2027-12-28', '2028-01-10'))).toBe('с 28 декабря 2027 г. по 10 января 2028 г.');
  });

  it('gives a deadline its year unless it is this year', () => {
    expect(nbsp(formatDeadline('2027-03-31', '2026-11-27'))).toBe('31 марта 2027 г.');
    expect(nbsp(formatDeadline('2027-06-04', '2027-01-10'))).toBe('4 июня');
  });

  it('picks Russian plural forms', () => {
    expect(formatNights(1)).toBe('1 ночь');
    expect(formatNights(3)).toBe('3 ночи');
    expect(formatNights(7)).toBe('7 ночей');
    expect(formatNights(21)).toBe('21 ночь');
    expect(pluralize(12, ['круиз', 'круиза', 'круизов'])).toBe('круизов');
    expect(nbsp(formatCount(2024, ['круиз', 'круиза', 'круизов']))).toBe('2 024 круиза');
    expect(formatCruises(1)).toBe('1 круиз');
    expect(formatCruises(24)).toBe('24 круиза');
    expect(nbsp(formatCruises(1105))).toBe('1 105 круизов');
  });

  it('writes money with non-breaking spaces, and a code it has no sign for as Intl does', () => {
    expect(formatMoney({ amount: 1234567, currency: 'RUB' })).toBe('1\u00a0234\u00a0567\u00a0₽');
    expect(formatMoney({ amount: 999, currency: 'USD' })).toBe('999\u00a0$');
    expect(formatMoney({ amount: -1299.5, currency: 'EUR' })).toBe('-1\u00a0300\u00a0€');
    expect(nbsp(formatMoney({ amount: 2500, currency: 'TRY' }))).toBe('2 500 TRY');
  });

  it('writes decimals with a comma, at most the digits asked for', () => {
    expect(formatNumber(1.6)).toBe('1,6');
    expect(formatNumber(98.45678)).toBe('98,457');
    expect(formatNumber(294.25, 1)).toBe('294,3');
    expect(formatNumber(12000.04, 1)).toBe('12\u00a0000');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0.0001)).toBe('0');
  });

  it('sorts Russian names with ё beside е', () => {
    expect(['Ярославль', 'Ёлкино', 'Анапа', 'Елец', 'Жиганск'].sort(compareRu)).toEqual([
      'Анапа',
      'Елец',
      'Ёлкино',
      'Жиганск',
      'Ярославль',
    ]);
  });
});

/**
 * The formats are written by hand so a phone need not load ICU to hydrate (format.ts); Intl is the
 * reference they must match, up to which no-break space a version of ICU prints.
 */
describe('hand-written formats agree with Intl', () => {
  const samples = [
    0, 1, 2, 5, 11, 12, 14, 19, 21, 22, 25, 99, 100, 101, 111, 112, 999, 1000, 1001, 1234, 9999, 10000, 12345,
    99999, 100000, 123456, 1000000, 1234567, 21000000, 1.5, 2.25, 0.333333, 1234.5678, 98.4567,
  ];
  const days = Array.from({ length: 366 * 3 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000));
  const iso = (d: Date) => d.toISOString().slice(0, 10);

  it('numbers and money', () => {
    for (const n of samples) {
      expect(nbsp(formatNumber(n))).toBe(nbsp(n.toLocaleString('ru-RU')));
      expect(nbsp(formatNumber(n, 1))).toBe(nbsp(n.toLocaleString('ru-RU', { maximumFractionDigits: 1 })));
      for (const currency of ['RUB', 'EUR', 'USD', 'GBP', 'CNY']) {
        const intl = new Intl.NumberFormat('ru-RU', {
          style: 'currency',
          currency,
          maximumFractionDigits: 0,
        });
        // As Intl writes it, but the yuan as Russian price lists write it: «¥», not «CN¥».
        const asWritten = (text: string) => nbsp(text).replace('CN¥', '¥');
        expect(nbsp(formatMoney({ amount: n, currency }))).toBe(asWritten(intl.format(n)));
        // Below half a unit Intl writes `-0 ₽`; a reader is better served by `0 ₽`.
        if (n >= 0.5) expect(nbsp(formatMoney({ amount: -n, currency }))).toBe(asWritten(intl.format(-n)));
      }
    }
  });

  it('plural forms', () => {
    const rules = new Intl.PluralRules('ru-RU');
    const forms = ['one', 'few', 'many'] as const;
    for (let n = 0; n <= 1200; n++) {
      const rule = rules.select(n);
      expect(pluralize(n, forms)).toBe(rule === 'one' || rule === 'few' ? rule : 'many');
    }
    for (const n of [1.5, 0.1, 21.5]) expect(pluralize(n, forms)).toBe('many');
  });

  it('dates and months', () => {
    const dayMonthYear = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const monthYear = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const day of days) {
      expect(nbsp(formatDate(iso(day)))).toBe(nbsp(dayMonthYear.format(day)));
      const month = iso(day).slice(0, 7);
      const intlMonth = monthYear.format(day).replace(/\s*г\.$/, '');
      expect(formatMonth(month)).toBe(intlMonth.charAt(0).toUpperCase() + intlMonth.slice(1));
    }
  });
});
