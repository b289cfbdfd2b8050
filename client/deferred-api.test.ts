import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../shared/api/client';
import { deferredApiClient } from './deferred-api';

function fakeClient(calls: string[]): ApiClient {
  return new Proxy({} as ApiClient, {
    get: (_, name) =>
      name === 'then'
        ? undefined
        : name === 'cacheKey'
          ? (endpoint: string) => `key:${endpoint}`
          : async (input: unknown, options?: { signal?: AbortSignal }) => {
              calls.push(
                `${String(name)} ${JSON.stringify(input)} ${options?.signal ? 'signal' : ''}`.trim(),
              );
              return { ok: true, data: { from: String(name) } };
            },
  });
}

describe('deferredApiClient', () => {
  it('answers calls made before the client has loaded, loading it once', async () => {
    const calls: string[] = [];
    let loads = 0;
    const api = deferredApiClient(async () => {
      loads += 1;
      return fakeClient(calls);
    });
    const signal = new AbortController().signal;
    const [header, cruise] = await Promise.all([
      api.client.getHeader({ locale: 'ru' }),
      api.client.getCruiseBySlug({ slug: 'volga' }, { signal }),
    ]);
    expect(header).toEqual({ ok: true, data: { from: 'getHeader' } });
    expect(cruise).toEqual({ ok: true, data: { from: 'getCruiseBySlug' } });
    expect(calls).toEqual(['getHeader {"locale":"ru"}', 'getCruiseBySlug {"slug":"volga"} signal']);
    expect(await api.load()).toBe(await api.load());
    expect(loads).toBe(1);
    expect(api.client.cacheKey('getHeader', {})).toBe('key:getHeader');
    expect(api.client.variant).toBe('client');
  });

  it('is not taken for a promise', async () => {
    const api = deferredApiClient(async () => fakeClient([]));
    expect(await Promise.resolve(api.client)).toBe(api.client);
  });

  it('fails a call with a network error when the client cannot load, and loads it on the next call', async () => {
    const calls: string[] = [];
    let attempt = 0;
    const api = deferredApiClient(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return fakeClient(calls);
    });
    const failed = await api.client.searchByTerm({ term: 'волга', limit: 5 });
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error).toMatchObject({ code: -5, params: { term: 'волга', limit: 5 } });
    expect(!failed.ok && failed.error.message).toContain('Failed to fetch dynamically imported module');
    const next = await api.client.searchByTerm({ term: 'волга', limit: 5 });
    expect(next).toEqual({ ok: true, data: { from: 'searchByTerm' } });
    expect(attempt).toBe(2);
  });
});
