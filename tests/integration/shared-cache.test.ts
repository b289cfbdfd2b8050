/**
 * Scale-out: two site instances share the API response cache through a real Redis on loopback, and an
 * invalidation noticed by one reaches the other.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../../catalog/index';
import type { ApiCaching } from '../../server/cache';
import { startRedis, type RedisProcess } from '../load/redis-server';
import { startSite, type TestSite } from './harness';

let redis: RedisProcess | undefined;
let catalogServer: http.Server;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
let siteA: TestSite;
let siteB: TestSite;
let cruiseLookups = 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-cache-'));

beforeAll(async () => {
  redis = await startRedis();

  catalog = await createCatalog({
    dbPath: path.join(dir, 'catalog.sqlite'),
    siteOrigins: ['http://localhost:3000'],
    logger: pino({ level: 'silent' }),
    rateLimitPerMinute: 10_000,
  });
  const api = express();
  api.use((req, _res, next) => {
    if (req.path === '/api/v1/cruises/get-by-slug') cruiseLookups++;
    next();
  });
  api.use(catalog.router);
  catalogServer = api.listen(0, '127.0.0.1');
  await new Promise((r) => catalogServer.once('listening', r));
  const apiUrl = `http://127.0.0.1:${(catalogServer.address() as AddressInfo).port}`;

  const env = {
    API_URL: apiUrl,
    REDIS_URL: redis.url,
    CACHE_POLL_MS: '3600000',
    MICRO_CACHE_TTL_MS: '0',
  };
  [siteA, siteB] = await Promise.all([startSite(env), startSite(env)]);
});

afterAll(async () => {
  await Promise.all([siteA?.close(), siteB?.close()]);
  catalogServer?.close();
  catalog?.close();
  await redis?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const caching = (site: TestSite) => site.app.locals.caching as ApiCaching;

describe('shared response cache', () => {
  it('serves instance B from what instance A cached, and drops it everywhere on invalidation', async () => {
    const search = (await (
      await fetch(`${catalogUrl()}/api/v1/search/get-cruises?kind=river&pageSize=1`)
    ).json()) as { items: { slug: string }[] };
    const slug = search.items[0].slug;
    const prices = (await (
      await fetch(`${catalogUrl()}/api/v1/cruises/get-prices-by-cruise-slug?slug=${slug}`)
    ).json()) as {
      prices: { category: { code: string } }[];
    };
    const code = prices.prices[0].category.code;

    await request(siteA.url).get(`/cruise/${slug}`).expect(200);
    expect(cruiseLookups).toBe(1);
    // B's first request finds the answer in Redis: the API is not asked again.
    await request(siteB.url).get(`/cruise/${slug}`).expect(200);
    expect(cruiseLookups).toBe(1);
    expect(caching(siteB).cache!.size).toBeGreaterThan(0);

    expect(catalog.admin.setCabinPrice(slug, code, 987_654)).toBe(true);
    // Nothing polled yet: B still shows the cached price.
    const before = await request(siteB.url).get(`/cruise/${slug}`).expect(200);
    expect(before.text.replace(/[\u00a0\u202f]/g, ' ')).not.toContain('987 654');

    // A notices the change; the drop reaches B through Redis.
    await caching(siteA).pollNow();
    await waitUntil(async () => {
      const after = await request(siteB.url).get(`/cruise/${slug}`).expect(200);
      return after.text.replace(/[\u00a0\u202f]/g, ' ').includes('987 654');
    });
  });
});

function catalogUrl() {
  return `http://127.0.0.1:${(catalogServer.address() as AddressInfo).port}`;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}
