import express from 'express';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../shared/api/errors';
import type { Redirect } from '../../shared/api/schemas';
import { createRedirects, normalizePath, withQuery, type RedirectsHandle } from './redirects';

const silent = { info: () => {}, warn: () => {} };
const ok = (items: Redirect[]): ApiResult<{ items: Redirect[] }> => ({ ok: true, data: { items } });
const failed = (): ApiResult<{ items: Redirect[] }> =>
  ({ ok: false, error: { code: 502, message: 'Bad Gateway' } }) as unknown as ApiResult<{
    items: Redirect[];
  }>;

const LIST: Redirect[] = [
  { from: '/akcii', to: '/promotions', status: 301 },
  { from: '/sale/', to: '/promotions/goryashchie-kruizy', status: 302 },
  { from: '/with-query', to: '/search-cruise?kind=river', status: 301 },
  { from: '/круизы', to: '/search-cruise', status: 301 },
  { from: '/loop', to: '/loop/', status: 301 },
];

let handle: RedirectsHandle | null = null;
afterEach(() => {
  handle?.stop();
  handle = null;
  vi.useRealTimers();
});

function appWith(h: RedirectsHandle) {
  const app = express();
  app.use(h.middleware);
  app.use((_req, res) => {
    res.status(200).send('page');
  });
  return supertest(app);
}

describe('redirect helpers', () => {
  it('normalises trailing slashes and percent-encoding', () => {
    expect(normalizePath('/a/b/')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/%D0%BA')).toBe('/к');
    expect(normalizePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
  it('carries the query string over', () => {
    expect(withQuery('/p', '?utm_source=x')).toBe('/p?utm_source=x');
    expect(withQuery('/p?a=1', '?b=2')).toBe('/p?a=1&b=2');
    expect(withQuery('/p#top', '?b=2')).toBe('/p?b=2#top');
    expect(withQuery('/p', '')).toBe('/p');
  });
});

describe('createRedirects', () => {
  it('redirects exact paths with the stored status, ignoring a trailing slash, keeping the query', async () => {
    handle = createRedirects({ loadRedirects: async () => ok(LIST), logger: silent });
    const request = appWith(handle);
    await request.get('/akcii/?utm_source=ya').expect(301).expect('Location', '/promotions?utm_source=ya');
    await request.get('/sale').expect(302).expect('Location', '/promotions/goryashchie-kruizy');
    expect((await request.get('/with-query?page=2')).headers.location).toBe(
      '/search-cruise?kind=river&page=2',
    );
    expect((await request.get('/%D0%BA%D1%80%D1%83%D0%B8%D0%B7%D1%8B')).headers.location).toBe(
      '/search-cruise',
    );
    expect((await request.get('/akcii/more')).status).toBe(200);
    expect((await request.get('/loop')).status).toBe(200);
    expect((await request.post('/akcii')).status).toBe(200);
  });

  it('never holds API requests, so the embedded catalogue can answer the list itself', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    handle = createRedirects({
      loadRedirects: async () => {
        await gate;
        return ok([{ from: '/api/v1/x', to: '/y', status: 301 }]);
      },
      logger: silent,
    });
    const request = appWith(handle);
    const page = request.get('/akcii').then((r) => r.status);
    expect((await request.get('/api/v1/x')).status).toBe(200);
    release();
    expect(await page).toBe(200);
  });

  it('loads once, never per request', async () => {
    const load = vi.fn(async () => ok(LIST));
    handle = createRedirects({ loadRedirects: load, logger: silent, refreshMs: 60_000 });
    const request = appWith(handle);
    await request.get('/x');
    await request.get('/y');
    await request.get('/akcii');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("refreshes on an unref'd timer and stops on stop()", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ok(LIST));
    handle = createRedirects({ loadRedirects: load, logger: silent, refreshMs: 1_000 });
    const next = vi.fn();
    handle.middleware({ method: 'GET', path: '/x', originalUrl: '/x' } as never, {} as never, next);
    await vi.advanceTimersByTimeAsync(10);
    expect(next).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    handle.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good list when a refresh fails', async () => {
    let fail = false;
    handle = createRedirects({
      loadRedirects: async () => (fail ? failed() : ok(LIST)),
      logger: silent,
      refreshMs: 60_000,
    });
    const request = appWith(handle);
    expect((await request.get('/akcii')).status).toBe(301);
    fail = true;
    await handle.refresh();
    expect((await request.get('/akcii')).status).toBe(301);
  });

  it('serves pages when the first load fails', async () => {
    handle = createRedirects({ loadRedirects: async () => failed(), logger: silent });
    const request = appWith(handle);
    expect((await request.get('/akcii')).status).toBe(200);
  });
});
