import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fetch from 'node-fetch';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadAnswers } from '../../server/cache/read-answers';
import { createResponseCache } from '../../server/cache/response-cache';
import { cacheKeyFor, createApiClient, createRequestId, toQueryString, type FetchLike } from './client';
import { ERROR_CODE, NO_URL_MESSAGE, NOT_ALLOWED_MESSAGE } from './errors';

/** A real API stand-in on 127.0.0.1 whose answer each test picks by path. */
let server: http.Server;
let base: string;
const seen: http.IncomingHttpHeaders[] = [];
/** The footer's answer, which a test changes between calls. */
let footerAnswer = '{"copyright":"© 2026"}';
/** The subscription settings' answer, sent with an ETag (its text): a matching If-None-Match gets a 304. */
let subscriptionAnswer = '{"copyright":"© 2026"}';
const subscriptionStatuses: number[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/api/v1/settings/get-header':
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify({ phone: '+78000000000', phoneDisplay: '8 800', workingHours: null, menu: [] }),
        );
        return;
      case '/api/v1/settings/get-footer':
        res.end(footerAnswer);
        return;
      case '/api/v1/settings/get-subscription': {
        const etag = `W/"${Buffer.from(subscriptionAnswer).toString('base64url')}"`;
        res.statusCode = req.headers['if-none-match'] === etag ? 304 : 200;
        subscriptionStatuses.push(res.statusCode);
        res.setHeader('ETag', etag);
        res.end(res.statusCode === 304 ? undefined : subscriptionAnswer);
        return;
      }
      case '/api/v1/get-wrong-response':
        res.end('null{"status":"ok"}');
        return;
      case '/api/v1/cruises/get-by-slug':
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Круиз не найден' } }));
        return;
      case '/api/v1/ships/get-by-slug':
        res.statusCode = 502;
        res.end('<html>Bad gateway</html>');
        return;
      case '/api/v1/ports/get-by-slug':
        res.end('<html>not json</html>');
        return;
      case '/api/v1/regions/get-by-slug':
        res.end('');
        return;
      case '/api/v1/cities/get-by-slug':
        setTimeout(() => res.end('{}'), 2_000); // slower than the client's timeout
        return;
      default:
        res.statusCode = 500;
        res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const nodeFetch: FetchLike = (url, init) => fetch(url, init);

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ baseUrl: base, variant: 'ssr', fetch: nodeFetch, timeoutMs: 300, ...overrides });
}

describe('API client', () => {
  it('returns data and sends the requirements §7 headers', async () => {
    const result = await client({ headers: () => ({ 'X-Utm-Source': 'yandex' }) }).getHeader({
      locale: 'ru',
    });
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ phone: '+78000000000' }) });
    const headers = seen.at(-1)!;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-app-version']).toBe('1.0');
    expect(headers['x-app-type']).toBe('web');
    expect(headers['x-request-variant']).toBe('ssr');
    expect(headers['x-request-id']).toMatch(/^\d{13}$/);
    expect(headers['x-cache-key']).toBe('/settings/get-header?locale=ru|ru');
    expect(headers['x-utm-source']).toBe('yandex');
  });

  it('sends no cache key from the browser variant', async () => {
    await client({ variant: 'client' }).getHeader({ locale: 'ru' });
    expect(seen.at(-1)!['x-request-variant']).toBe('client');
    expect(seen.at(-1)!['x-cache-key']).toBeUndefined();
  });

  it('repairs a broken JSON string (requirements §5)', async () => {
    expect(await client().getWrongResponse({})).toEqual({ ok: true, data: { status: 'ok' } });
  });

  it('maps HTTP errors to their status with the API message', async () => {
    const result = await client().getCruiseBySlug({ slug: 'nope' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 404, message: 'Круиз не найден', apiCode: 'NOT_FOUND' });
    expect(result.error.duration.end).toBeGreaterThanOrEqual(result.error.duration.start);
    expect(result.error.requestHeaders['X-Request-Id']).toMatch(/^\d{13}$/);
  });

  it('gives 502 for an HTML error page', async () => {
    const result = await client().getShipBySlug({ slug: 'x' });
    expect(!result.ok && result.error.code).toBe(502);
  });

  it('gives -3 with the remainder for unrepairable JSON, -2 for an empty body', async () => {
    const broken = await client().getPortBySlug({ slug: 'x' });
    expect(!broken.ok && broken.error).toMatchObject({
      code: ERROR_CODE.brokenJson,
      responseData: '<html>not json</html>',
    });
    const empty = await client().getRegionBySlug({ slug: 'x' });
    expect(!empty.ok && empty.error.code).toBe(ERROR_CODE.emptyResponse);
  });

  it('gives -7 on timeout and -6 when the caller aborts', async () => {
    const timedOut = await client().getCityBySlug({ slug: 'x' });
    expect(!timedOut.ok && timedOut.error.code).toBe(ERROR_CODE.timeout);
    const controller = new AbortController();
    const pending = client({ timeoutMs: 5_000, signal: controller.signal }).getCityBySlug({ slug: 'x' });
    controller.abort();
    const aborted = await pending;
    expect(!aborted.ok && aborted.error.code).toBe(ERROR_CODE.aborted);
  });

  it('waits on a signal with one listener however many calls share it, and aborts them all', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const controller = new AbortController();
      const api = client({ timeoutMs: 5_000 });
      const pending = Array.from({ length: 12 }, () =>
        api.getCityBySlug({ slug: 'x' }, { signal: controller.signal }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.abort();
      const results = await Promise.all(pending);
      expect(results.map((r) => !r.ok && r.error.code)).toEqual(Array(12).fill(ERROR_CODE.aborted));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('gives -5 when nothing listens', async () => {
    const result = await client({ baseUrl: 'http://127.0.0.1:1/api/v1' }).getHeader({ locale: 'ru' });
    expect(!result.ok && result.error.code).toBe(ERROR_CODE.network);
  });

  it('gives -9 when the host name does not resolve', async () => {
    const failing: FetchLike = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo EAI_AGAIN api'), { code: 'EAI_AGAIN' }));
    const result = await client({ fetch: failing }).getHeader({ locale: 'ru' });
    expect(!result.ok && result.error.code).toBe(ERROR_CODE.dnsNotFound);
  });

  it('gives -8 for an insecure operation', async () => {
    const failing: FetchLike = () =>
      Promise.reject(Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' }));
    const result = await client({ fetch: failing }).getHeader({ locale: 'ru' });
    expect(!result.ok && result.error.code).toBe(ERROR_CODE.insecure);
  });

  it('says so when there is no URL or the call is not allowed here', async () => {
    const noUrl = await client({ baseUrl: '' }).getHeader({ locale: 'ru' });
    expect(!noUrl.ok && noUrl.error.message).toBe(NO_URL_MESSAGE);
    const notAllowed = await client({ allow: () => false }).getHeader({ locale: 'ru' });
    expect(!notAllowed.ok && notAllowed.error.message).toBe(NOT_ALLOWED_MESSAGE);
  });

  it('reports every error to onError', async () => {
    const codes: number[] = [];
    await client({ onError: (e) => codes.push(e.code) }).getShipBySlug({ slug: 'x' });
    expect(codes).toEqual([502]);
  });

  it('hands successful GETs to the response cache under a stable key', async () => {
    const keys: string[] = [];
    const cached = client({
      cache: {
        wrap: (key, _endpoint, load) => {
          keys.push(key);
          return load();
        },
      },
    });
    await cached.getHeader({ locale: 'ru' });
    expect(keys).toEqual(['/settings/get-header?locale=ru|ru']);
  });
});

describe('checking answers against the contract', () => {
  const header = { phone: '+78000000000', phoneDisplay: '8 800', workingHours: null, menu: [] };

  it('fails with -4 naming each mismatch, keeping the answer and reporting it', async () => {
    const reported: Array<[number, string]> = [];
    const result = await client({
      checkResponse: (endpoint, data) =>
        endpoint === 'getHeader' && (data as { phone: unknown }).phone === '+78000000000'
          ? ['phone: expected number, got string']
          : [],
      onError: (error, endpoint) => reported.push([error.code, endpoint]),
    }).getHeader({ locale: 'ru' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      code: ERROR_CODE.contractMismatch,
      message: 'Contract mismatch: phone: expected number, got string',
      issues: ['phone: expected number, got string'],
      responseData: JSON.stringify(header),
    });
    expect(result.error.requestHeaders['X-Request-Id']).toMatch(/^\d{13}$/);
    expect(reported).toEqual([[ERROR_CODE.contractMismatch, 'getHeader']]);
  });

  it('checks an answer once, when the response cache is filled', async () => {
    const checked: string[] = [];
    const cache = createResponseCache({ maxEntries: 10, logger: pino({ level: 'silent' }) });
    const cached = client({
      cache,
      checkResponse: (endpoint) => {
        checked.push(endpoint);
        return [];
      },
    });
    for (let i = 0; i < 3; i++)
      expect(await cached.getHeader({ locale: 'ru' })).toEqual({ ok: true, data: header });
    expect(checked).toEqual(['getHeader']);
  });

  it('never caches an answer that breaks the contract', async () => {
    let calls = 0;
    const cache = createResponseCache({ maxEntries: 10, logger: pino({ level: 'silent' }) });
    const cached = client({
      cache,
      checkResponse: () => (calls++ === 0 ? ['menu: expected array, got nothing'] : []),
    });
    const first = await cached.getHeader({ locale: 'ru' });
    expect(!first.ok && first.error.code).toBe(ERROR_CODE.contractMismatch);
    await new Promise((r) => setTimeout(r, 1_100)); // past the one-second memory of a failure
    expect(await cached.getHeader({ locale: 'ru' })).toEqual({ ok: true, data: header });
  });
});

describe('answers already read (no response cache)', () => {
  const recording = () => {
    const checked: unknown[] = [];
    const api = client({
      readAnswers: createReadAnswers({ maxChars: 10_000 }),
      checkResponse: (_endpoint, data) => {
        checked.push(data);
        return (data as { copyright?: unknown }).copyright === 0 ? ['copyright: expected string'] : [];
      },
    });
    return { api, checked };
  };

  it('asks the API every time, but parses and checks the same text once: one shared value', async () => {
    footerAnswer = '{"copyright":"© 2026"}';
    const { api, checked } = recording();
    const before = seen.length;
    const first = await api.getFooter({ locale: 'ru' });
    const second = await api.getFooter({ locale: 'ru' });
    expect(seen.length - before).toBe(2);
    expect(first).toEqual({ ok: true, data: { copyright: '© 2026' } });
    expect(second.ok && first.ok && second.data === first.data).toBe(true);
    expect(checked).toHaveLength(1);
  });

  it('reads a changed answer afresh, and never keeps one that broke the contract', async () => {
    const { api, checked } = recording();
    footerAnswer = '{"copyright":"© 2026"}';
    await api.getFooter({ locale: 'ru' });
    footerAnswer = '{"copyright":"© 2027"}';
    expect(await api.getFooter({ locale: 'ru' })).toEqual({ ok: true, data: { copyright: '© 2027' } });
    footerAnswer = '{"copyright":0}';
    for (let i = 0; i < 2; i++) {
      const broken = await api.getFooter({ locale: 'ru' });
      expect(!broken.ok && broken.error.code).toBe(ERROR_CODE.contractMismatch);
    }
    expect(checked).toEqual([
      { copyright: '© 2026' },
      { copyright: '© 2027' },
      { copyright: 0 },
      { copyright: 0 },
    ]);
  });
});

describe('request ids and cache keys', () => {
  it('makes 13-digit request ids', () => {
    for (let i = 0; i < 100; i++) expect(createRequestId()).toMatch(/^[1-9]\d{12}$/);
  });

  it('builds the same key whatever the parameter order, leaving empty values out', () => {
    expect(
      cacheKeyFor('searchCruises', { region: ['b', 'a'], kind: 'sea', page: 1, port: undefined }, 'ru'),
    ).toBe(cacheKeyFor('searchCruises', { page: 1, kind: 'sea', region: ['b', 'a'] }, 'ru'));
    expect(toQueryString({ b: '2', a: ['x', 'y'], c: '' })).toBe('a=x&a=y&b=2');
  });
});

describe('asking the API whether an answer changed (If-None-Match)', () => {
  const recording = (readAnswers = true) => {
    const checked: unknown[] = [];
    const api = client({
      readAnswers: readAnswers ? createReadAnswers({ maxChars: 10_000 }) : undefined,
      checkResponse: (_endpoint, data) => {
        checked.push(data);
        return (data as { copyright?: unknown }).copyright === 0 ? ['copyright: expected string'] : [];
      },
    });
    return { api, checked };
  };
  const conditional = (from: number) => seen.slice(from).map((headers) => headers['if-none-match'] ?? null);

  it('sends the ETag of the answer read last, and takes a 304 as that answer, body unsent', async () => {
    subscriptionAnswer = '{"copyright":"© 2026"}';
    const { api, checked } = recording();
    const before = seen.length;
    subscriptionStatuses.length = 0;
    const first = await api.getSubscriptionSettings({ locale: 'ru' });
    const second = await api.getSubscriptionSettings({ locale: 'ru' });
    expect(first).toEqual({ ok: true, data: { copyright: '© 2026' } });
    expect(second.ok && first.ok && second.data === first.data).toBe(true);
    expect(subscriptionStatuses).toEqual([200, 304]);
    expect(conditional(before)).toEqual([
      null,
      `W/"${Buffer.from(subscriptionAnswer).toString('base64url')}"`,
    ]);
    expect(checked).toHaveLength(1);
  });

  it('reads a changed answer whole, and never asks against one that broke the contract', async () => {
    const { api } = recording();
    subscriptionAnswer = '{"copyright":"© 2026"}';
    await api.getSubscriptionSettings({ locale: 'ru' });
    subscriptionAnswer = '{"copyright":"© 2027"}';
    subscriptionStatuses.length = 0;
    expect(await api.getSubscriptionSettings({ locale: 'ru' })).toEqual({
      ok: true,
      data: { copyright: '© 2027' },
    });
    subscriptionAnswer = '{"copyright":0}';
    for (let i = 0; i < 2; i++) {
      const broken = await api.getSubscriptionSettings({ locale: 'ru' });
      expect(!broken.ok && broken.error.code).toBe(ERROR_CODE.contractMismatch);
    }
    // Each call after the good answer asked against it, and the broken one came whole every time.
    expect(subscriptionStatuses).toEqual([200, 200, 200]);
    subscriptionAnswer = '{"copyright":"© 2027"}';
    expect(await api.getSubscriptionSettings({ locale: 'ru' })).toEqual({
      ok: true,
      data: { copyright: '© 2027' },
    });
    expect(subscriptionStatuses).toEqual([200, 200, 200, 304]);
  });

  it('asks nothing conditional where nothing is kept (the browser)', async () => {
    const { api } = recording(false);
    const before = seen.length;
    await api.getSubscriptionSettings({ locale: 'ru' });
    await api.getSubscriptionSettings({ locale: 'ru' });
    expect(conditional(before)).toEqual([null, null]);
  });
});
