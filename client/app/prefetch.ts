/**
 * Links prefetch the page they lead to, so the next page opens at once (SPEC §9: link prefetch margin
 * 200px). One delegated IntersectionObserver (rootMargin LINK_PREFETCH_MARGIN) watches every internal
 * `<a>` on the page, including links added later (a MutationObserver hands them over):
 * - a link coming near the viewport loads its route's code: the route's `lazy()` module (the browser keeps
 *   the module, so the router's own `lazy()` later resolves at once);
 * - a link the visitor lingers on (visible for a moment, or hovered, focused or touched) also warms its
 *   data: the target page's loaders run against a caching wrapper of the browser API client, and the
 *   navigation that follows gets the same answers (or the same calls still in flight) from it. Answers are
 *   kept for a short while only, so nothing stale is shown.
 * Nothing happens when the visitor asked to save data. Decisions: docs/decisions/005-search-and-cruise.md.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { ApiClient } from '../../shared/api/client';
import { ENDPOINTS, type EndpointName } from '../../shared/api/endpoints';
import type { ApiResult } from '../../shared/api/errors';
import { LINK_PREFETCH_MARGIN } from '../../shared/constants';
import type { LoaderContext } from '../api';
import { whenIdle } from '../idle';
import { loadLazyRoute } from '../routes';
import { routerPathOf } from '../ui/link';

/** How long a prefetched answer may stand in for a fresh call. */
export const PREFETCH_TTL_MS = 30_000;
/** A link must stay near the viewport this long before its data is fetched (scrolling past is not interest). */
const DWELL_MS = 400;
/** Data prefetches per page view for links that merely stay in view; code prefetches are unlimited. */
const DATA_BUDGET = 12;
/** A hover, focus or touch is a stronger signal: it has its own, larger allowance and jumps the queue. */
const INTENT_BUDGET = 40;
const DATA_CONCURRENCY = 2;

interface CacheEntry {
  at: number;
  promise: Promise<ApiResult<unknown>>;
}

/**
 * The browser API client with a short-lived cache of the GET calls made by prefetching (recognised by the
 * signal they carry). Any later call with the same endpoint and input takes the cached answer.
 */
export function withPrefetchCache(client: ApiClient, now: () => number = Date.now) {
  const cache = new Map<string, CacheEntry>();
  const prefetchSignals = new WeakSet<AbortSignal>();
  const wrapped: Record<string, unknown> = { variant: client.variant, cacheKey: client.cacheKey };
  for (const endpoint of Object.keys(ENDPOINTS) as EndpointName[]) {
    const call = client[endpoint] as (
      input: unknown,
      options?: { signal?: AbortSignal },
    ) => Promise<ApiResult<unknown>>;
    if (ENDPOINTS[endpoint].method !== 'GET') {
      wrapped[endpoint] = call;
      continue;
    }
    wrapped[endpoint] = (input: unknown, options?: { signal?: AbortSignal }) => {
      const key = client.cacheKey(endpoint, input);
      const hit = cache.get(key);
      if (hit && now() - hit.at < PREFETCH_TTL_MS) return hit.promise;
      if (hit) cache.delete(key);
      const promise = call(input, options);
      if (options?.signal && prefetchSignals.has(options.signal)) {
        cache.set(key, { at: now(), promise });
        // Failures are not worth keeping: the real navigation asks again.
        void promise.then((result) => {
          if (!result.ok) cache.delete(key);
        });
      }
      return promise;
    };
  }
  return {
    client: wrapped as ApiClient,
    /** Calls made with this signal are remembered (a loader passes on its request's own signal). */
    remember(signal: AbortSignal): void {
      prefetchSignals.add(signal);
    },
    size: () => cache.size,
  };
}

function saveData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The path of a link worth prefetching: one the router would open (client/ui/link.tsx), or null. */
export function prefetchTarget(anchor: HTMLAnchorElement, location: Location): string | null {
  if (anchor.dataset.noPrefetch !== undefined) return null;
  const path = routerPathOf(anchor, location);
  if (path === null) return null;
  const url = new URL(path, location.origin);
  // The current page itself (an anchor on it, or the same filters) needs nothing.
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return `${url.pathname}${url.search}`;
}

let started = false;

/**
 * Starts prefetching for the page (browser only, once), after hydration; client/entry.tsx loads this module
 * then. `loadApiClient` gives the browser's API client (client/deferred-api.ts): prefetching loads it now,
 * and from then on every call of the page goes through the prefetch cache, which takes the client's place
 * in the router's loader context.
 */
export async function startPrefetching(
  routes: RouteObject[],
  context: LoaderContext,
  loadApiClient: () => Promise<ApiClient>,
): Promise<void> {
  if (started || typeof window === 'undefined' || !('IntersectionObserver' in window) || saveData()) return;
  started = true;
  let api: ApiClient;
  try {
    api = await loadApiClient();
  } catch {
    // Its chunk did not load: the page works without prefetching, and calls load the client themselves.
    started = false;
    return;
  }
  const cache = withPrefetchCache(api);
  context.api = cache.client;

  const codeDone = new Set<string>();
  const dataDone = new Set<string>();
  const dwell = new Map<Element, ReturnType<typeof setTimeout>>();
  const queue: string[] = [];
  let running = 0;
  let budget = DATA_BUDGET;
  let intentBudget = INTENT_BUDGET;
  let pageKey = location.pathname + location.search;

  async function prefetchCode(path: string) {
    const pathname = path.split('?')[0];
    if (codeDone.has(pathname)) return;
    codeDone.add(pathname);
    const matches = matchRoutes(routes, pathname) ?? [];
    await Promise.all(matches.map(({ route }) => loadLazyRoute(route).catch(() => undefined)));
  }

  async function prefetchData(path: string) {
    await prefetchCode(path);
    const url = new URL(path, location.origin);
    const matches = matchRoutes(routes, url.pathname) ?? [];
    // A Request makes its own signal (it only follows one given to it), so that is the one to remember.
    const request = new Request(url);
    cache.remember(request.signal);
    await Promise.all(
      matches.map(async ({ route, params }) => {
        // The layout's data stays loaded across navigations (shouldRevalidateRoot): only pages need it.
        if (route.id === 'root' || typeof route.loader !== 'function') return;
        try {
          await route.loader({ request, params, context } as Parameters<typeof route.loader>[0]);
        } catch {
          // A redirect or a 404 thrown by the loader: the navigation will find out by itself.
        }
      }),
    );
  }

  function pump() {
    while (running < DATA_CONCURRENCY && queue.length) {
      const path = queue.shift()!;
      running += 1;
      void prefetchData(path).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  function wantData(path: string, intent: boolean) {
    const current = location.pathname + location.search;
    if (current !== pageKey) {
      pageKey = current;
      budget = DATA_BUDGET;
      intentBudget = INTENT_BUDGET;
    }
    if (intent) {
      const queued = queue.indexOf(path);
      // Already waiting behind links that are merely in view: the one pointed at goes first.
      if (queued > 0) queue.unshift(...queue.splice(queued, 1));
    }
    if (dataDone.has(path)) return;
    if (intent ? intentBudget <= 0 : budget <= 0) return;
    dataDone.add(path);
    if (intent) {
      intentBudget -= 1;
      queue.unshift(path);
    } else {
      budget -= 1;
      queue.push(path);
    }
    pump();
    // Forget it after the cache would have, so a later visit prefetches fresh data again.
    setTimeout(() => dataDone.delete(path), PREFETCH_TTL_MS);
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const anchor = entry.target as HTMLAnchorElement;
        const path = prefetchTarget(anchor, location);
        if (!entry.isIntersecting || !path) {
          clearTimeout(dwell.get(anchor));
          dwell.delete(anchor);
          continue;
        }
        // Links merely in view are not urgent: their code loads when the browser is idle.
        whenIdle(() => void prefetchCode(path), 2_000, 200);
        if (!dwell.has(anchor))
          dwell.set(
            anchor,
            setTimeout(() => wantData(path, false), DWELL_MS),
          );
      }
    },
    { rootMargin: LINK_PREFETCH_MARGIN },
  );

  const watched = new WeakSet<Element>();
  function watch(root: ParentNode) {
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      observer.observe(anchor);
    }
  }

  let scheduled = false;
  const mutations = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    // Batch a render's worth of changes into one scan.
    setTimeout(() => {
      scheduled = false;
      watch(document.body);
    }, 100);
  });
  mutations.observe(document.body, { childList: true, subtree: true });
  watch(document.body);

  // Intent: a hover, focus or touch prefetches the data at once.
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = prefetchTarget(anchor, location);
    if (path) wantData(path, true);
  };
  document.addEventListener('pointerenter', onIntent, { capture: true, passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { capture: true, passive: true });
}
