import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from '../shared/api/client';
import { ERROR_CODE } from '../shared/api/errors';
import { compressApiAnswers, createRequestApiClient, createServerFetch } from './api-client';

describe('compressApiAnswers', () => {
  it('asks a remote API for compressed answers', () => {
    expect(compressApiAnswers('https://api.cruise-club.ru')).toBe(true);
    expect(compressApiAnswers('http://10.0.3.7:4000')).toBe(true);
  });

  it('asks nothing compressed of the embedded catalogue or an API on loopback', () => {
    expect(compressApiAnswers(undefined)).toBe(false);
    expect(compressApiAnswers('http://127.0.0.1:4000')).toBe(false);
    expect(compressApiAnswers('http://localhost:4000')).toBe(false);
    expect(compressApiAnswers('http://[::1]:4000')).toBe(false);
  });
});

describe('createRequestApiClient', () => {
  let server: http.Server;
  let baseUrl = '';
  beforeAll(async () => {
    // Every answer comes after 5 s: the client's timeout or the visitor's leaving ends the call first.
    server = http.createServer((_req, res) => void setTimeout(() => res.end('{}'), 5_000).unref());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  const signals: unknown[] = [];
  const serverFetch = createServerFetch({ compress: false });
  afterAll(() => {
    serverFetch.destroy();
    server.closeAllConnections();
    server.close();
  });

  const recordingFetch: FetchLike = (url, init) => {
    signals.push(init.signal);
    return serverFetch.fetch(url, init);
  };
  const client = (signal: AbortSignal, timeoutMs: number) =>
    createRequestApiClient({
      baseUrl,
      fetch: recordingFetch,
      timeoutMs,
      signal,
      log: pino({ level: 'silent' }),
      utm: {},
    });

  it('gives each call the light abort of server/call-abort.ts, not a Node AbortSignal', async () => {
    signals.length = 0;
    await client(new AbortController().signal, 50).getCityBySlug({ slug: 'x' });
    expect(signals).toHaveLength(1);
    expect(signals[0]).not.toBeInstanceOf(AbortSignal);
    expect(signals[0]).toBeInstanceOf(EventTarget);
  });

  it('still ends a call through node-fetch at its timeout (-7), when the visitor leaves (-6) or has left', async () => {
    const timedOut = await client(new AbortController().signal, 50).getCityBySlug({ slug: 'x' });
    expect(!timedOut.ok && timedOut.error.code).toBe(ERROR_CODE.timeout);
    const visitor = new AbortController();
    const pending = client(visitor.signal, 5_000).getCityBySlug({ slug: 'x' });
    setTimeout(() => visitor.abort(), 50);
    const left = await pending;
    expect(!left.ok && left.error.code).toBe(ERROR_CODE.aborted);
    const gone = await client(visitor.signal, 5_000).getCityBySlug({ slug: 'x' });
    expect(!gone.ok && gone.error.code).toBe(ERROR_CODE.aborted);
  });
});
