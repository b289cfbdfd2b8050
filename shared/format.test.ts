import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCruises,
  formatDate,
  formatDateRange,
  formatInMonth,
  formatMoney,
  formatMonth,
  formatNights,
  pluralize,
} from './format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('Russian formatting', () => {
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
    expect(formatInMonth('2027-06')).toBe('в\u00a0июне\u00a02027\u00a0г.');
    expect(formatInMonth('2028-01')).toBe('в\u00a0январе\u00a02028\u00a0г.');
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
});
