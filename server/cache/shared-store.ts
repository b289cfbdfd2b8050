/**
 * The Redis level of the response cache and its invalidation channel, shared by every instance (ioredis).
 * Redis is an optimisation, never a dependency: every call fails fast and quietly (no offline queue,
 * short command timeout), and the caller carries on with its in-process cache.
 */
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const KEY_PREFIX = 'rc:';
const CHANNEL = 'cruise-site:cache-invalidate';

export interface SharedStore {
  get(key: string): Promise<{ data: unknown; expiresAt: number } | null>;
  set(key: string, data: unknown, ttlMs: number): Promise<void>;
  /** Deletes shared entries under the prefixes and tells every instance to drop its own. */
  invalidate(prefixes: string[]): Promise<void>;
  onInvalidate(listener: (prefixes: string[]) => void): void;
  isReady(): boolean;
  /** The connection, for other shared state (rate limits). */
  readonly redis: Redis;
  close(): Promise<void>;
}

/** Glob characters in a cache key (`?slug=`) must not act as wildcards in SCAN MATCH. */
function escapeGlob(text: string): string {
  return text.replace(/[\\*?[\]]/g, (c) => `\\${c}`);
}

export function createSharedStore(url: string, logger: Logger): SharedStore {
  const common = {
    connectTimeout: 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times: number) => Math.min(times * 500, 5_000),
  };
  const redis = new Redis(url, {
    ...common,
    enableOfflineQueue: false,
    commandTimeout: 300,
    lazyConnect: false,
  });
  // The subscriber may queue its SUBSCRIBE until the first connection, and resubscribes after a reconnect.
  const subscriber = new Redis(url, { ...common, enableOfflineQueue: true });
  const listeners: Array<(prefixes: string[]) => void> = [];

  let lastErrorLog = 0;
  const onError = (error: Error) => {
    // A dead Redis would log on every retry; once every 30 s is enough to notice.
    if (Date.now() - lastErrorLog < 30_000) return;
    lastErrorLog = Date.now();
    logger.warn({ err: error.message }, 'redis unavailable; using the in-process cache only');
  };
  redis.on('error', onError);
  subscriber.on('error', onError);
  void subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (_channel, message) => {
    try {
      const prefixes = JSON.parse(message) as unknown;
      if (Array.isArray(prefixes)) for (const listener of listeners) listener(prefixes.map(String));
    } catch {
      logger.warn('malformed cache invalidation message');
    }
  });

  return {
    redis,
    isReady: () => redis.status === 'ready',
    async get(key) {
      if (redis.status !== 'ready') return null;
      try {
        const raw = await redis.get(KEY_PREFIX + key);
        if (!raw) return null;
        const parsed = JSON.parse(raw) as { d: unknown; e: number };
        return parsed.e > Date.now() ? { data: parsed.d, expiresAt: parsed.e } : null;
      } catch (error) {
        onError(error as Error);
        return null;
      }
    },
    async set(key, data, ttlMs) {
      if (redis.status !== 'ready') return;
      try {
        await redis.set(KEY_PREFIX + key, JSON.stringify({ d: data, e: Date.now() + ttlMs }), 'PX', ttlMs);
      } catch (error) {
        onError(error as Error);
      }
    },
    async invalidate(prefixes) {
      if (redis.status !== 'ready' || prefixes.length === 0) return;
      try {
        for (const prefix of prefixes) {
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(
              cursor,
              'MATCH',
              `${KEY_PREFIX}${escapeGlob(prefix)}*`,
              'COUNT',
              500,
            );
            cursor = next;
            if (keys.length) await redis.del(...keys);
          } while (cursor !== '0');
        }
        await redis.publish(CHANNEL, JSON.stringify(prefixes));
      } catch (error) {
        onError(error as Error);
      }
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    async close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
