import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../shared/api/errors';
import { createResponseCache } from './response-cache';
import { ttlFor } from './ttl-policy';

const logger = pino({ level: 'silent' });
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const failed = (code: number): ApiResult<never> => ({
  ok: false,
  error: {
    code,
    message: 'fail',
    url: '',
    params: null,
    requestHeaders: {},
    responseHeaders: null,
    responseData: null,
    timeout: 0,
    duration: { start: 0, end: 0, text: '0 ms' },
    time: '',
  },
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('API response cache', () => {
  it('makes one API call for a hundred concurrent misses', async () => {
    const cache = createResponseCache({ maxEntries: 100, logger });
    let calls = 0;
    const load = async () => {
      calls++;
      await sleep(20);
      return ok({ n: calls });
    };
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        cache.wrap('/cruises/get-popular?limit=8|ru', 'getPopularCruises', load),
      ),
    );
    expect(calls).toBe(1);
    expect(results.every((r) => r.ok && (r.data as { n: number }).n === 1)).toBe(true);
  });

  it('gives every concurrent waiter the same failure from one call', async () => {
    const cache = createResponseCache({ maxEntries: 10, logger });
    let calls = 0;
    const load = async () => {
      calls++;
      await sleep(10);
      return failed(504);
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cache.wrap('k', 'searchCruises', load)),
    );
    expect(calls).toBe(1);
    expect(results.every((r) => !r.ok && r.error.code === 504)).toBe(true);
  });

  it('serves the stale answer while one background call refreshes it', async () => {
    const cache = createResponseCache({ maxEntries: 10, logger, ttl: () => 50 });
    let version = 0;
    const load = async () => ok({ version: ++version });
    expect(await cache.wrap('k', 'searchCruises', load)).toEqual(ok({ version: 1 }));
    await sleep(80);
    expect(await cache.wrap('k', 'searchCruises', load)).toEqual(ok({ version: 1 }));
    await sleep(10);
    expect(await cache.wrap('k', 'searchCruises', load)).toEqual(ok({ version: 2 }));
  });

  it('never caches a failure, and keeps the stale answer when a refresh fails', async () => {
    const cache = createResponseCache({ maxEntries: 10, logger, ttl: () => 30 });
    let calls = 0;
    expect(await cache.wrap('k', 'searchCruises', async () => (calls++, failed(502)))).toEqual(failed(502));
    expect(await cache.wrap('k', 'searchCruises', async () => (calls++, ok('fresh')))).toEqual(ok('fresh'));
    expect(calls).toBe(2);
    await sleep(50);
    expect(await cache.wrap('k', 'searchCruises', async () => failed(503))).toEqual(ok('fresh'));
    await sleep(10);
    expect(await cache.wrap('k', 'searchCruises', async () => failed(503))).toEqual(ok('fresh'));
  });

  it('does not cache endpoints whose answers must be live', async () => {
    const cache = createResponseCache({ maxEntries: 10, logger });
    expect(ttlFor('checkPayment')).toBe(0);
    let calls = 0;
    await cache.wrap('p', 'checkPayment', async () => (calls++, ok('x')));
    await cache.wrap('p', 'checkPayment', async () => (calls++, ok('x')));
    expect(calls).toBe(2);
  });

  it('drops entries by key prefix (invalidation)', async () => {
    const cache = createResponseCache({ maxEntries: 10, logger });
    await cache.wrap('/cruises/get-by-slug?slug=a|ru', 'getCruiseBySlug', async () => ok('a'));
    await cache.wrap('/cruises/get-by-slug?slug=b|ru', 'getCruiseBySlug', async () => ok('b'));
    await cache.wrap('/ships/get-by-slug?slug=a|ru', 'getShipBySlug', async () => ok('s'));
    expect(cache.dropPrefixes(['/cruises/get-by-slug?slug=a'])).toBe(1);
    expect(cache.dropPrefixes(['/ships/'])).toBe(1);
    expect(cache.size).toBe(1);
  });
});
