/**
 * Rate limit of the site's own form posts (page actions: booking requests, subscriptions, payment). Keyed
 * by `req.ip`, which `trust proxy` (TRUST_PROXY hops) takes from the right of X-Forwarded-For, so a forged
 * left-most address buys nothing. With Redis the count is shared by every instance (rate-limit-redis over
 * the app's one ioredis connection); without it, or while Redis is down, each instance counts in memory:
 * the limit fails open to a per-instance one and never turns into a 500 (docs/decisions/008-reliability.md).
 */
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { isIP } from 'node:net';
import type { Request } from 'express';
import {
  ipKeyGenerator,
  MemoryStore,
  rateLimit,
  type IncrementResponse,
  type Options,
  type RateLimitRequestHandler,
  type Store,
} from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { TOO_MANY_POSTS_HTML } from '../render/fallback-page';

const POST_RATE_LIMIT = {
  /** Form posts a minute from one address: far above a person filling forms, far below a script. */
  limit: 20,
  windowMs: 60_000,
} as const;

/** For a caller that does not ask for a page. */
const TOO_MANY = 'Слишком много запросов. Подождите минуту и попробуйте снова.';

export interface PostRateLimitOptions {
  limit?: number;
  windowMs?: number;
  /** The app's shared connection (server/cache/shared-store.ts); undefined without REDIS_URL. */
  redis?: Redis;
  logger: Logger;
  /** Key prefix in Redis, so limits of different sites on one Redis do not mix. */
  prefix?: string;
}

export interface PostRateLimit {
  middleware: RateLimitRequestHandler;
  store: FailOpenStore;
  dispose(): void;
}

/**
 * A Store that counts in Redis while Redis is ready and in memory otherwise. rate-limit-redis is created
 * only once Redis is ready: its constructor loads scripts at once, and a rejected load with nobody awaiting
 * it would be an unhandled rejection.
 */
class FailOpenStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly memory = new MemoryStore();
  private redisStore: RedisStore | null = null;
  private options: Options | null = null;
  private lastWarn = 0;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly logger: Logger,
    prefix: string,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
  }

  /** Which store answered the last call: for tests and /readyz-style diagnostics. */
  lastBackend: 'redis' | 'memory' = 'memory';

  private shared(): RedisStore | null {
    const redis = this.redis;
    if (!redis || redis.status !== 'ready' || !this.options) return null;
    if (!this.redisStore) {
      const store = new RedisStore({
        prefix: this.prefix,
        sendCommand: (command: string, ...args: string[]) =>
          redis.call(command, ...args) as Promise<RedisReply>,
      });
      // Mark the constructor's script loads as handled; a failure shows again on the first increment.
      const loads = store as unknown as {
        incrementScriptSha: Promise<string>;
        getScriptSha: Promise<string>;
      };
      loads.incrementScriptSha.catch(() => undefined);
      loads.getScriptSha.catch(() => undefined);
      store.init(this.options);
      this.redisStore = store;
    }
    return this.redisStore;
  }

  private warn(error: unknown) {
    // A dead Redis fails every post; once every 30 s in the log is enough.
    if (Date.now() - this.lastWarn < 30_000) return;
    this.lastWarn = Date.now();
    this.logger.warn({ err: (error as Error)?.message }, 'rate limit: Redis unavailable, counting in memory');
  }

  async increment(key: string): Promise<IncrementResponse> {
    const shared = this.shared();
    if (shared) {
      try {
        const result = await shared.increment(key);
        this.lastBackend = 'redis';
        return result;
      } catch (error) {
        this.warn(error);
      }
    }
    this.lastBackend = 'memory';
    return this.memory.increment(key);
  }

  async decrement(key: string): Promise<void> {
    await this.memory.decrement(key);
    await this.shared()
      ?.decrement(key)
      .catch(() => undefined);
  }

  async resetKey(key: string): Promise<void> {
    await this.memory.resetKey(key);
    await this.shared()
      ?.resetKey(key)
      .catch(() => undefined);
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}

/**
 * The client's address as `trust proxy` sees it; when that is not an address at all (a forged header on a
 * direct connection), the socket's peer. IPv6 clients are grouped by /56, as the library advises.
 */
export function clientKey(req: Request): string {
  const forwarded = req.ip ?? '';
  const ip = isIP(forwarded) ? forwarded : (req.socket.remoteAddress ?? 'unknown');
  return isIP(ip) ? ipKeyGenerator(ip, 56) : ip;
}

export function createPostRateLimit(options: PostRateLimitOptions): PostRateLimit {
  const store = new FailOpenStore(options.redis, options.logger, options.prefix ?? 'cruise-site:rl:post:');
  const middleware = rateLimit({
    windowMs: options.windowMs ?? POST_RATE_LIMIT.windowMs,
    limit: options.limit ?? POST_RATE_LIMIT.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store,
    keyGenerator: clientKey,
    // Belt and braces: an error the store did not catch lets the post through rather than failing it.
    passOnStoreError: true,
    handler: (req, res, _next, opts) => {
      res.status(opts.statusCode).set('Cache-Control', 'no-store');
      // A browser's form post gets a page it can go back from; a script, the words.
      if (req.accepts(['text/plain', 'text/html']) === 'text/html')
        res.type('html').send(TOO_MANY_POSTS_HTML);
      else res.type('text/plain; charset=utf-8').send(TOO_MANY);
    },
  });
  return { middleware, store, dispose: () => store.shutdown() };
}
