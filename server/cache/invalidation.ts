/**
 * Polls the API's `/get-cache-keys-for-deleting` and drops what changed: in this process, and through
 * Redis in every other instance. A failed poll keeps the cursor, so nothing that changed is missed.
 */
import type { Logger } from 'pino';
import type { ApiResult } from '../../shared/api/errors';
import type { CacheKeys } from '../../shared/api/schemas';

export interface InvalidationOptions {
  poll: (since: string) => Promise<ApiResult<CacheKeys>>;
  /** Drops the prefixes locally and (through Redis) everywhere. */
  drop: (prefixes: string[]) => Promise<void> | void;
  intervalMs: number;
  logger: Logger;
  now?: () => Date;
}

export function startInvalidationPolling(options: InvalidationOptions): {
  stop(): void;
  pollNow(): Promise<void>;
} {
  let since = (options.now?.() ?? new Date()).toISOString();
  let running: Promise<void> | null = null;

  const pollNow = () => {
    running ??= (async () => {
      try {
        const result = await options.poll(since);
        if (!result.ok) {
          options.logger.warn({ code: result.error.code }, 'cache invalidation poll failed');
          return;
        }
        if (result.data.keys.length) {
          options.logger.info({ keys: result.data.keys.length }, 'dropping changed API responses');
          await options.drop(result.data.keys);
        }
        since = result.data.now;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void pollNow(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), pollNow };
}
