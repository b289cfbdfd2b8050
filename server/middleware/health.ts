/**
 * Readiness for the PaaS router (`/readyz`); liveness stays `/healthz` (process alive, no dependencies).
 * Ready means: not shutting down, and the API answers a cheap call. The answer is cached for a moment so
 * a router polling every instance often cannot turn into API load, and concurrent probes share one call.
 * Redis is reported but does not make the instance unready: the site works without it (the cache and rate
 * limits fall back to memory), and failing every instance together when Redis dies would take the whole
 * site out of rotation (docs/decisions/008-reliability.md).
 */
import type { Express, Request, Response } from 'express';
import type { Redis } from 'ioredis';

const READINESS_CACHE_MS = 2_000;
const REDIS_PING_TIMEOUT_MS = 500;

export type CheckState = 'ok' | 'down' | 'not-configured';

export interface ReadinessOptions {
  /** A cheap API call through a client tied to no visitor, with a short timeout; true when it succeeded. */
  checkApi: () => Promise<boolean>;
  /** The shared Redis connection, when REDIS_URL is set. */
  redis?: () => Redis | undefined;
  /** True once graceful shutdown has started. */
  shuttingDown: () => boolean;
  cacheMs?: number;
  now?: () => number;
}

export interface ReadinessReport {
  status: 'ready' | 'degraded' | 'unavailable' | 'shutting-down';
  checks: { api: CheckState; redis: CheckState };
}

/** Marks the app as shutting down: /readyz answers 503 from now on (server/index.ts calls it on SIGTERM). */
export function markShuttingDown(app: Pick<Express, 'locals'>): void {
  app.locals.shuttingDown = true;
}

export function isShuttingDown(app: Pick<Express, 'locals'>): boolean {
  return app.locals.shuttingDown === true;
}

async function pingRedis(redis: Redis | undefined): Promise<CheckState> {
  if (!redis) return 'not-configured';
  if (redis.status !== 'ready') return 'down';
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timeout')), REDIS_PING_TIMEOUT_MS);
    });
    const answer = await Promise.race([redis.ping(), timeout]);
    return answer === 'PONG' ? 'ok' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(options: ReadinessOptions) {
  const cacheMs = options.cacheMs ?? READINESS_CACHE_MS;
  const now = options.now ?? Date.now;
  let cached: { at: number; checks: Promise<ReadinessReport['checks']> } | null = null;

  const runChecks = async (): Promise<ReadinessReport['checks']> => {
    const [api, redis] = await Promise.all([
      options.checkApi().then(
        (ok): CheckState => (ok ? 'ok' : 'down'),
        (): CheckState => 'down',
      ),
      pingRedis(options.redis?.()),
    ]);
    return { api, redis };
  };

  async function report(): Promise<ReadinessReport> {
    if (options.shuttingDown()) {
      return { status: 'shutting-down', checks: { api: 'not-configured', redis: 'not-configured' } };
    }
    if (!cached || now() - cached.at >= cacheMs) cached = { at: now(), checks: runChecks() };
    const checks = await cached.checks;
    const status = checks.api !== 'ok' ? 'unavailable' : checks.redis === 'down' ? 'degraded' : 'ready';
    return { status, checks };
  }

  async function handler(_req: Request, res: Response) {
    const result = await report();
    const ok = result.status === 'ready' || result.status === 'degraded';
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(result);
  }

  return { report, handler };
}
