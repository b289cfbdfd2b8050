import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createContractChecker, MAX_ISSUES, mismatchKind, SUPPORTED_KEYWORDS } from './contract-check';
import { buildResponseShapes } from './response-shapes';
import type { CruisePrices, HeaderSettings } from './schemas';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'response-shapes.json');
const shapes = buildResponseShapes();
const { check } = createContractChecker(shapes);

const header: HeaderSettings = {
  phone: '+78005553535',
  phoneDisplay: '8 800 555-35-35',
  workingHours: null,
  menu: [{ title: 'Круизы', href: '/search-cruise' }],
};
const image = { url: '/storage/cabins/a.jpg', width: 800, height: 600, alt: 'Каюта' };
const price = (code: string) => ({
  category: {
    code,
    name: 'Внутренняя',
    type: 'inside' as const,
    description: '',
    area: 14.5,
    berths: 2,
    decks: [5, 6],
    amenities: [],
    image,
  },
  price: { amount: 899, currency: 'EUR' },
  priceRub: { amount: 89900, currency: 'RUB' },
  available: true,
  cabinsLeft: null,
  tariff: {
    childDiscounts: [],
    pensionerPercent: null,
    singleSupplementPercent: 100,
    earlyBooking: null,
    secondGuest: null,
    childrenFree: null,
  },
});
const prices: CruisePrices = {
  cruiseSlug: 'sredizemnomore-7',
  currency: 'EUR',
  prices: [price('IA'), price('OB'), price('BA')],
  cabins: [],
};

describe('the browser copy of the response shapes', () => {
  it('response-shapes.json matches the contract (run `npm run openapi` after changing it)', () => {
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(shapes)));
  });

  it('uses only keywords the checker knows', () => {
    const unknown = new Set<string>();
    const walk = (node: unknown, parent: string) => {
      if (Array.isArray(node)) return node.forEach((n) => walk(n, ''));
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (
          parent !== 'properties' &&
          parent !== '$defs' &&
          parent !== 'endpoints' &&
          !SUPPORTED_KEYWORDS.has(key)
        )
          unknown.add(key);
        walk(value, key);
      }
    };
    walk(shapes, 'endpoints');
    expect([...unknown]).toEqual([]);
  });
});

describe('checking an answer against the contract', () => {
  it('passes answers that fit, with fields the contract does not name', () => {
    expect(check('getHeader', header)).toEqual([]);
    expect(check('getHeader', { ...header, banner: 'новое поле' })).toEqual([]);
    expect(check('getCruisePrices', prices)).toEqual([]);
  });

  it('names the path of each mismatch, what was expected and what came', () => {
    const broken = structuredClone(prices) as unknown as { prices: Array<{ price: { amount: unknown } }> };
    broken.prices[2].price.amount = '899';
    expect(check('getCruisePrices', broken)).toEqual([
      'prices[2].price.amount: expected integer, got string',
    ]);
    expect(check('getHeader', null)).toEqual(['(root): expected object, got null']);
    expect(check('getHeader', [])).toEqual(['(root): expected object, got array']);
    expect(check('getCruisePrices', {})).toEqual([
      'cruiseSlug: expected string, got nothing',
      'currency: expected string, got nothing',
      'prices: expected array, got nothing',
      'cabins: expected array, got nothing',
    ]);
  });

  it('checks values: integers, ranges, enums, patterns, nullable objects', () => {
    const wrong = structuredClone(prices) as unknown as Record<string, unknown> & {
      prices: Array<Record<string, unknown> & { category: Record<string, unknown> }>;
    };
    wrong.currency = 'eur';
    wrong.prices[0].category.type = 'penthouse';
    wrong.prices[0].category.berths = 1.5;
    wrong.prices[1].cabinsLeft = -1;
    wrong.prices[2].priceRub = 'дорого';
    expect(check('getCruisePrices', wrong)).toEqual([
      'currency: expected string matching /^[A-Z]{3}$/, got "eur"',
      'prices[0].category.type: expected one of inside|oceanview|balcony|suite|single|standard|lux, got "penthouse"',
      'prices[0].category.berths: expected integer, got 1.5',
      'prices[1].cabinsLeft: expected ≥ 0, got -1',
      'prices[2].priceRub: expected object, got string',
    ]);
    const noPhone = { ...header, phone: 79001234567 };
    expect(check('getHeader', noPhone)).toEqual(['phone: expected string or null, got number']);
  });

  it('stops after a bounded number of mismatches, however long the list', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => i);
    const started = performance.now();
    const issues = check('getCruisePrices', { ...prices, prices: items });
    expect(issues).toHaveLength(MAX_ISSUES);
    expect(issues[0]).toBe('prices[0]: expected object, got number');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('knows nothing of endpoints outside the contract', () => {
    expect(check('noSuchEndpoint', null)).toEqual([]);
  });
});

describe('the kind of a mismatch', () => {
  it('leaves out list positions and values, keeps paths and the type that came', () => {
    expect(mismatchKind(['prices[2].price.amount: expected integer, got string'])).toBe(
      mismatchKind(['prices[7].price.amount: expected integer, got string']),
    );
    expect(mismatchKind(['currency: expected string matching /^[A-Z]{3}$/, got "eur"'])).toBe(
      mismatchKind(['currency: expected string matching /^[A-Z]{3}$/, got "usd"']),
    );
    expect(mismatchKind(['(root): expected object, got null'])).not.toBe(
      mismatchKind(['(root): expected object, got array']),
    );
  });
});
