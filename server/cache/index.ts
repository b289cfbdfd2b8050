/**
 * Sets up the API response cache for the app: the in-process LRU, the Redis level when REDIS_URL is set,
 * and the invalidation poller whose drops reach every instance through Redis.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../../shared/api/client';
import type { Config } from '../config';
import { startInvalidationPolling } from './invalidation';
import { createResponseCache, type ResponseCacheHandle, type ResponseCacheOptions } from './response-cache';
import { createSharedStore, type SharedStore } from './shared-store';

export interface ApiCaching {
  /** Undefined when API_CACHE=off. */
  cache: ResponseCacheHandle | undefined;
  shared: SharedStore | null;
  /** Polls for changed keys at once (tests, and after a deploy). */
  pollNow(): Promise<void>;
  dispose(): Promise<void>;
}

export function setupApiCaching(options: {
  config: Pick<Config, 'apiCache' | 'apiCacheMaxEntries' | 'cachePollMs' | 'redisUrl'>;
  logger: Logger;
  /** A client not tied to any visitor, for the poller. */
  backgroundApi: () => ApiClient;
  onLookup?: ResponseCacheOptions['onLookup'];
}): ApiCaching {
  const { config, logger } = options;
  const shared = config.redisUrl
    ? createSharedStore(config.redisUrl, logger.child({ module: 'redis' }))
    : null;
  if (!config.apiCache) {
    return { cache: undefined, shared, pollNow: async () => undefined, dispose: async () => shared?.close() };
  }
  const cache = createResponseCache({
    maxEntries: config.apiCacheMaxEntries,
    logger,
    shared,
    onLookup: options.onLookup,
  });
  shared?.onInvalidate((prefixes) => cache.dropPrefixes(prefixes));
  const poller = startInvalidationPolling({
    intervalMs: config.cachePollMs,
    logger,
    poll: (since) => options.backgroundApi().getCacheKeysForDeleting({ since }),
    drop: async (prefixes) => {
      cache.dropPrefixes(prefixes);
      await shared?.invalidate(prefixes);
    },
  });
  return {
    cache,
    shared,
    pollNow: poller.pollNow,
    async dispose() {
      poller.stop();
      await shared?.close();
    },
  };
}
