import type { Request, Response } from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiCallRecord } from '../../shared/api/client';
import { createResponseCache } from '../cache/response-cache';
import type { CacheLookup } from './metrics';
import { RequestTiming, serverTiming, timingOf } from './request-timing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('RequestTiming', () => {
  it('counts parallel API calls once in the API time', () => {
    const timing = new RequestTiming();
    timing.apiCall(0, 10);
    timing.apiCall(5, 12); // overlaps the first
    timing.apiCall(2, 4); // inside the first
    timing.apiCall(20, 25); // after a gap
    expect(timing.apiMs()).toBe(17);
    expect(timing.header('miss')).toBe('api;dur=17.0;desc="4 calls", cache;desc=miss');
  });

  it('says what the caches did for the page', () => {
    const only = (...lookups: CacheLookup[]) => {
      const timing = new RequestTiming();
      for (const lookup of lookups) timing.cacheLookup(lookup);
      return timing.cacheOutcome('bypass');
    };
    expect(only('hit', 'hit')).toBe('hit');
    expect(only('hit', 'stale')).toBe('stale');
    expect(only('hit', 'stale', 'join')).toBe('miss');
    expect(only()).toBeNull();
    expect(new RequestTiming().cacheOutcome('hit')).toBe('hit');
  });

  it('writes phases in a fixed order, one call in the singular, and only the cache for a micro-cache copy', () => {
    const timing = new RequestTiming();
    timing.phase('shell', 3.25);
    timing.phase('loaders', 12);
    timing.apiCall(1, 2);
    expect(timing.header('miss')).toBe(
      'api;dur=1.0;desc="1 call", loaders;dur=12.0, shell;dur=3.3, cache;desc=miss',
    );
    expect(timing.header('wait')).toBe('cache;desc=hit');
  });

  it("is the request's own, and its header is written as the page's headers leave", () => {
    const headers: Record<string, string> = {};
    const res = {
      locals: {},
      writeHead: () => undefined,
      end: () => undefined,
      once: () => undefined,
      getHeader: (name: string) => headers[name.toLowerCase()],
      hasHeader: (name: string) => name.toLowerCase() in headers,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    } as unknown as Response;
    let called = false;
    serverTiming()({ method: 'GET' } as Request, res, () => (called = true));
    expect(called).toBe(true);
    const timing = timingOf(res)!;
    expect(timing).toBeInstanceOf(RequestTiming);
    headers['content-type'] = 'text/html; charset=utf-8';
    timing.phase('shell', 1);
    res.writeHead(200);
    expect(headers['server-timing']).toBe('api;dur=0.0;desc="0 calls", shell;dur=1.0');
    expect(headers.trailer).toBe('Server-Timing');
  });
});

describe('the observers the timing and the metrics rely on', () => {
  it('the response cache tells hit, miss, stale and single-flight join', async () => {
    const lookups: CacheLookup[] = [];
    const own: CacheLookup[] = [];
    const cache = createResponseCache({
      maxEntries: 10,
      logger: pino({ level: 'silent' }),
      ttl: () => 30,
      onLookup: (_endpoint, outcome) => lookups.push(outcome),
    });
    const load = async () => {
      await sleep(5);
      return { ok: true as const, data: 1 };
    };
    await Promise.all([cache.wrap('k', 'getHeader', load), cache.wrap('k', 'getHeader', load)]);
    await cache.wrap('k', 'getHeader', load, (outcome) => own.push(outcome));
    await sleep(40);
    await cache.wrap('k', 'getHeader', load);
    expect(lookups).toEqual(['miss', 'join', 'hit', 'stale']);
    // A call's own listener (the page's Server-Timing) hears its own look-up only.
    expect(own).toEqual(['hit']);
  });

  it('the API client reports calls that went to the network, not the cache answers', async () => {
    const records: ApiCallRecord[] = [];
    const cache = createResponseCache({ maxEntries: 10, logger: pino({ level: 'silent' }) });
    const client = createApiClient({
      baseUrl: 'http://api.invalid/api/v1',
      variant: 'ssr',
      timeoutMs: 1_000,
      cache,
      fetch: async () => ({
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: new Map(),
        text: async () => '{"a":1}',
      }),
      onSettled: (record) => records.push(record),
    });
    await client.getHeader({ locale: 'ru' });
    await client.getHeader({ locale: 'ru' });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ endpoint: 'getHeader', result: { ok: true, data: { a: 1 } } });
    expect(records[0].endMs).toBeGreaterThanOrEqual(records[0].startMs);
  });
});
