import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createReadiness, isShuttingDown, markShuttingDown } from './health';

describe('readiness', () => {
  it('is ready when the API answers, and reports Redis as not configured without it', async () => {
    const r = createReadiness({ checkApi: async () => true, shuttingDown: () => false });
    expect(await r.report()).toEqual({ status: 'ready', checks: { api: 'ok', redis: 'not-configured' } });
  });

  it('is unavailable when the API fails or throws', async () => {
    const failing = createReadiness({ checkApi: async () => false, shuttingDown: () => false });
    expect((await failing.report()).status).toBe('unavailable');
    const throwing = createReadiness({
      checkApi: () => Promise.reject(new Error('boom')),
      shuttingDown: () => false,
    });
    expect((await throwing.report()).status).toBe('unavailable');
  });

  it('is degraded, still ready, while Redis is down', async () => {
    const redis = { status: 'reconnecting' } as unknown as Redis;
    const r = createReadiness({ checkApi: async () => true, redis: () => redis, shuttingDown: () => false });
    expect(await r.report()).toEqual({ status: 'degraded', checks: { api: 'ok', redis: 'down' } });
  });

  it('calls the API once per cache period, concurrent probes included', async () => {
    let calls = 0;
    let now = 0;
    const r = createReadiness({
      checkApi: async () => {
        calls++;
        return true;
      },
      shuttingDown: () => false,
      now: () => now,
    });
    await Promise.all([r.report(), r.report(), r.report()]);
    now = 1_999;
    await r.report();
    expect(calls).toBe(1);
    now = 2_000;
    await r.report();
    expect(calls).toBe(2);
  });

  it('says shutting-down once marked, without calling anything', async () => {
    const app = { locals: {} as Record<string, unknown> };
    let calls = 0;
    const r = createReadiness({
      checkApi: async () => {
        calls++;
        return true;
      },
      shuttingDown: () => isShuttingDown(app),
    });
    markShuttingDown(app);
    expect((await r.report()).status).toBe('shutting-down');
    expect(calls).toBe(0);
  });
});
