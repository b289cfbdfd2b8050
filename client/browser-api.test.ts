import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointName } from '../shared/api/endpoints';
import type { ApiError } from '../shared/api/errors';
import { createBrowserApiClient } from './browser-api';

const prices = {
  cruiseSlug: 'volga-7',
  currency: 'RUB',
  prices: [
    {
      category: {
        code: 'ST',
        name: 'Стандарт',
        type: 'standard',
        description: '',
        area: 9,
        berths: 2,
        decks: [2],
        amenities: [],
        image: { url: '/storage/c.jpg', width: 800, height: 600, alt: '' },
      },
      price: { amount: 55600, currency: 'RUB' },
      priceRub: { amount: 55600, currency: 'RUB' },
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
    },
  ],
  cabins: [{ number: '214', category: 'ST', status: 'free' }],
};

/** The page's globals the browser client reads, with `answer` as every fetch's body. */
function inBrowser(answer: unknown) {
  vi.stubGlobal('window', {
    fetch: async () => new Response(JSON.stringify(answer), { status: 200 }),
  });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('location', { hostname: 'kruizy.test' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser API client', () => {
  it('takes an answer that keeps the contract', async () => {
    inBrowser(prices);
    const reports: string[] = [];
    const api = createBrowserApiClient('https://api.test/api/v1', (_e, endpoint) => reports.push(endpoint));
    expect(await api.getCruisePrices({ slug: 'volga-7' })).toEqual({ ok: true, data: prices });
    expect(reports).toEqual([]);
  });

  it('turns cruise prices sent as {} into a reported -4 instead of data the page would crash on', async () => {
    inBrowser({});
    const reports: Array<[ApiError, EndpointName]> = [];
    const api = createBrowserApiClient('https://api.test/api/v1', (error, endpoint) =>
      reports.push([error, endpoint]),
    );
    const result = await api.getCruisePrices({ slug: 'volga-7' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.issues).toEqual([
      'cruiseSlug: expected string, got nothing',
      'currency: expected string, got nothing',
      'prices: expected array, got nothing',
      'cabins: expected array, got nothing',
    ]);
    expect(reports.map(([e, endpoint]) => [e.code, endpoint])).toEqual([[-4, 'getCruisePrices']]);
  });
});
