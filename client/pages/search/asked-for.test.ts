import { describe, expect, it } from 'vitest';
import { askedFor, missedRouteText } from './asked-for';

const NBSP = '\u00a0';

const port = (slug: string, name: string, genitive: string, accusative: string, preposition?: 'на') => ({
  kind: 'port' as const,
  slug,
  name,
  subtitle: '',
  href: `/port/${slug}`,
  cases: { genitive, accusative, prepositional: accusative, ...(preposition ? { preposition } : {}) },
});

describe('askedFor', () => {
  it('says the dates, the length and the order a term asked for, and nothing for names alone', () => {
    expect(askedFor({ region: ['volga'], month: '2027-07', nights: '4-7' }, 'price-asc')).toBe(
      `В${NBSP}июле${NBSP}2027${NBSP}г., 4–7 ночей, сначала дешевле`,
    );
    expect(
      askedFor({ dateFrom: '2027-06-01', dateTo: '2027-08-31' }, undefined).replace(/\u00a0/g, ' '),
    ).toBe('С 1 июня по 31 августа 2027 г.');
    expect(askedFor({ region: ['volga'] }, 'date')).toBe('');
    expect(askedFor({ onOffer: '1', nights: '1-3' }, undefined)).toBe('1–3 ночи, только по акции');
    expect(askedFor({ weekend: '1' }, undefined)).toBe('На выходные');
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(askedFor({ month: '2027-07', priceMax: 50_000 }, undefined))).toBe(
      'В июле 2027 г., до 50 000 ₽',
    );
    expect(plain(askedFor({ priceMin: 100_000, priceMax: 200_000 }, undefined))).toBe(
      'От 100 000 ₽ до 200 000 ₽',
    );
  });

  it('says a route from the ports among the hits, in the cases the catalogue gives', () => {
    const hits = [
      port('kazan', 'Казань', 'Казани', 'Казань'),
      port('valaam', 'Валаам', 'Валаама', 'Валаам', 'на'),
    ];
    expect(askedFor({ port: ['kazan'], callsAt: ['valaam'], month: '2027-07' }, undefined, hits)).toBe(
      `Из Казани на Валаам, в${NBSP}июле${NBSP}2027${NBSP}г.`,
    );
    expect(askedFor({ port: ['kazan'] }, undefined, hits)).toBe('Из Казани');
    // A port the hits do not carry is not named: no case is guessed.
    expect(askedFor({ port: ['samara'] }, undefined, hits)).toBe('');
  });

  it('says a route no cruise sails and what the list shows instead', () => {
    const hits = [
      port('moskva', 'Москва', 'Москвы', 'Москву'),
      port('valaam', 'Валаам', 'Валаама', 'Валаам', 'на'),
    ];
    expect(missedRouteText({ from: 'moskva', to: 'valaam' }, hits)).toBe(
      'Круизов из Москвы на Валаам в продаже нет. Ниже — круизы с заходом на Валаам.',
    );
    expect(missedRouteText({ from: 'samara', to: 'valaam' }, hits)).toBe('');
    expect(missedRouteText({ from: 'moskva', to: 'moskva' }, hits).replace(/\s/g, ' ')).toBe(
      'Круизов из Москвы в продаже нет. Ниже — круизы с заходом в Москву.',
    );
  });
});
