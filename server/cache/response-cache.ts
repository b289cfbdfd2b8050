/**
 * The API response cache. An in-process LRU (lru-cache) keyed by the request's cache
 * key with per-endpoint TTLs; stale answers are served while one background call refreshes them
 * (stale-while-revalidate), concurrent misses share one call (single-flight, lru-cache's fetch), failures
 * are never cached and a failing refresh keeps the stale answer. With Redis, a second level is shared by
 * every instance; Redis failing only costs that level.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { ResponseCache } from '../../shared/api/client';
import type { EndpointName } from '../../shared/api/endpoints';
import type { ApiResult } from '../../shared/api/errors';
import type { SharedStore } from './shared-store';
import { ttlFor } from './ttl-policy';
import type { CacheLookup } from '../metrics/metrics';

interface FetchContext {
  endpoint: EndpointName;
  load: () => Promise<ApiResult<unknown>>;
}

/** Rejects lru-cache's fetch so nothing is stored; the failed result itself waits in `failures`. */
class LoadFailed extends Error {}

export interface ResponseCacheOptions {
  maxEntries: number;
  logger: Logger;
  shared?: SharedStore | null;
  ttl?: (endpoint: EndpointName) => number;
  /** Told what each lookup did (the metrics). */
  onLookup?: (endpoint: EndpointName, outcome: CacheLookup) => void;
}

/** lru-cache's fetch status in our words: `inflight` is a single-flight join. */
const LOOKUP: Record<string, CacheLookup> = { hit: 'hit', stale: 'stale', miss: 'miss', inflight: 'join' };

export interface ResponseCacheHandle extends ResponseCache {
  /** `onLookup`: this call's own listener (the page's Server-Timing), beside the cache-wide one. */
  wrap<T>(
    key: string,
    endpoint: EndpointName,
    load: () => Promise<ApiResult<T>>,
    onLookup?: (outcome: CacheLookup) => void,
  ): Promise<ApiResult<T>>;
  /** Drops every entry whose key starts with one of the prefixes (invalidation). */
  dropPrefixes(prefixes: string[]): number;
  readonly size: number;
  clear(): void;
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCacheHandle {
  const ttl = options.ttl ?? ttlFor;
  const shared = options.shared ?? null;
  // lru-cache resolves a rejected fetch without a stale value to undefined, for the caller and for every
  // waiter on the same key; the failure itself is kept here briefly so they all get it without a second call.
  const failures = new LRUCache<string, ApiResult<never>>({ max: 1_000, ttl: 1_000 });

  const lru = new LRUCache<string, { data: unknown }, FetchContext>({
    max: options.maxEntries,
    ttl: 60_000,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { options: fetchOptions, context }) => {
      const entryTtl = ttl(context.endpoint);
      fetchOptions.ttl = entryTtl;
      const fromShared = shared ? await shared.get(key) : null;
      if (fromShared) {
        fetchOptions.ttl = Math.max(1, fromShared.expiresAt - Date.now());
        return { data: fromShared.data };
      }
      const result = await context.load();
      if (!result.ok) {
        failures.set(key, result);
        throw new LoadFailed();
      }
      failures.delete(key);
      if (shared) void shared.set(key, result.data, entryTtl);
      return { data: result.data };
    },
  });

  return {
    async wrap<T>(
      key: string,
      endpoint: EndpointName,
      load: () => Promise<ApiResult<T>>,
      onLookup?: (outcome: CacheLookup) => void,
    ): Promise<ApiResult<T>> {
      if (ttl(endpoint) <= 0) return load();
      try {
        const status: LRUCache.Status<string, { data: unknown }, FetchContext> = {};
        const pending = lru.fetch(key, { context: { endpoint, load }, status });
        const outcome = status.fetch && LOOKUP[status.fetch];
        if (outcome) {
          options.onLookup?.(endpoint, outcome);
          onLookup?.(outcome);
        }
        const entry = await pending;
        if (entry) return { ok: true, data: entry.data as T };
        return failures.get(key) ?? load();
      } catch (error) {
        if (error instanceof LoadFailed) return failures.get(key) ?? load();
        options.logger.error({ err: error, key }, 'response cache failed; calling the API directly');
        return load();
      }
    },
    dropPrefixes(prefixes) {
      let dropped = 0;
      for (const key of [...lru.keys()]) {
        if (prefixes.some((p) => key.startsWith(p))) {
          lru.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    get size() {
      return lru.size;
    },
    clear() {
      lru.clear();
    },
  };
}
