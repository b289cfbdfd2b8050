/**
 * The form-post rate limit: per client IP as `trust proxy` sees it (a forged left-most X-Forwarded-For
 * does not help), shared through a real Redis between two app instances, failing open when Redis dies.
 */
import express from 'express';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisProcess } from '../../tests/load/redis-server';
import { createPostRateLimit, type PostRateLimit } from './rate-limit';

const logger = pino({ level: 'silent' });

function appWith(limit: PostRateLimit, trustProxy = 1) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.post('/{*path}', limit.middleware);
  app.post('/{*path}', (_req, res) => {
    res.send('ok');
  });
  return app;
}

describe('in memory', () => {
  it('limits posts from one address and answers 429 in Russian with Retry-After', async () => {
    const limit = createPostRateLimit({ limit: 3, logger });
    const app = appWith(limit);
    for (let i = 0; i < 3; i++) await request(app).post('/').expect(200);
    const res = await request(app).post('/').expect(429);
    expect(res.text).toBe('Слишком много запросов. Подождите минуту и попробуйте снова.');
    expect(res.headers['retry-after']).toBeDefined();
    // A browser's form post gets a page to go back from, not bare words.
    const page = await request(app).post('/').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(page.status).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<h1>Слишком много запросов</h1>');
    expect(page.text).toContain('Вернуться на страницу');
    expect(res.headers['ratelimit-policy']).toBeDefined();
    limit.dispose();
  });

  it('with TRUST_PROXY=1, forged left-most X-Forwarded-For values share the limit of the real right-most hop', async () => {
    const limit = createPostRateLimit({ limit: 2, logger });
    const app = appWith(limit, 1);
    const post = (xff: string) => request(app).post('/').set('X-Forwarded-For', xff);
    await post('1.1.1.1, 203.0.113.7').expect(200);
    await post('2.2.2.2, 203.0.113.7').expect(200);
    await post('3.3.3.3, 203.0.113.7').expect(429);
    // Another visitor behind the same router has a limit of its own.
    await post('203.0.113.8').expect(200);
    limit.dispose();
  });

  it('with TRUST_PROXY=0, X-Forwarded-For is ignored altogether', async () => {
    const limit = createPostRateLimit({ limit: 1, logger });
    const app = appWith(limit, 0);
    await request(app).post('/').set('X-Forwarded-For', '1.1.1.1').expect(200);
    await request(app).post('/').set('X-Forwarded-For', '2.2.2.2').expect(429);
    limit.dispose();
  });

  it('leaves GETs alone', async () => {
    const limit = createPostRateLimit({ limit: 1, logger });
    const app = express();
    app.post('/{*path}', limit.middleware);
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    for (let i = 0; i < 5; i++) await request(app).get('/').expect(200);
    limit.dispose();
  });
});

describe('with Redis', () => {
  let redis: RedisProcess;
  let a: Redis;
  let b: Redis;
  beforeAll(async () => {
    redis = await startRedis();
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 300 };
    a = new Redis(redis.url, options);
    b = new Redis(redis.url, options);
    a.on('error', () => undefined);
    b.on('error', () => undefined);
    await Promise.all([new Promise((r) => a.once('ready', r)), new Promise((r) => b.once('ready', r))]);
  });
  afterAll(async () => {
    a?.disconnect();
    b?.disconnect();
    await redis?.kill();
  });

  it('holds one limit across two instances, and fails open to memory when Redis dies', async () => {
    const prefix = `test:${Date.now()}:`;
    const one = createPostRateLimit({ limit: 3, logger, redis: a, prefix });
    const two = createPostRateLimit({ limit: 3, logger, redis: b, prefix });
    const appOne = appWith(one);
    const appTwo = appWith(two);
    const xff = '203.0.113.50';
    await request(appOne).post('/').set('X-Forwarded-For', xff).expect(200);
    await request(appTwo).post('/').set('X-Forwarded-For', xff).expect(200);
    await request(appOne).post('/').set('X-Forwarded-For', xff).expect(200);
    expect(one.store.lastBackend).toBe('redis');
    await request(appTwo).post('/').set('X-Forwarded-For', xff).expect(429);

    await redis.kill();
    const started = Date.now();
    // A fresh address: memory counts from zero; nothing fails, nothing waits long.
    await request(appOne).post('/').set('X-Forwarded-For', '203.0.113.51').expect(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(one.store.lastBackend).toBe('memory');
    one.dispose();
    two.dispose();
  });
});
