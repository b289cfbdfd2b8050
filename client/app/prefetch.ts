/**
 * Links prefetch the page they lead to, so the next page opens at once, with restraint: a page the visitor
 * only looks at costs them nothing (docs/decisions/018-forms-without-javascript.md).
 * - A sign of intent — the pointer resting on a link, a touch starting on it, keyboard focus — loads the
 *   target's code and warms its data: its loaders run against a caching wrapper of the browser API client,
 *   and the navigation that follows gets the same answers (or the same calls still in flight) from it.
 *   Answers are kept for a short while only, so nothing stale is shown.
 * - The page's own links merely in view (requirements §9: link prefetch margin 200px; one IntersectionObserver
 *   watches the links in `main`, a MutationObserver hands it later ones) load only their route's code, for
 *   at most a few routes a page, when the browser is idle, and never on a slow connection.
 * Nothing at all is prefetched when the visitor asked to save data. A failed prefetch is not reported to
 * the developers (client/prefetch-signals.ts): only a failure the visitor meets is.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { ApiClient } from '../../shared/api/client';
import { ENDPOINTS, type EndpointName } from '../../shared/api/endpoints';
import type { ApiResult } from '../../shared/api/errors';
import { LINK_PREFETCH_MARGIN } from '../../shared/constants';
import type { LoaderContext } from '../api';
import { whenIdle } from '../idle';
import { isPrefetch, markPrefetch } from '../prefetch-signals';
import { loadLazyRoute } from '../routes';
import { routerPathOf } from '../ui/link';

/** How long a prefetched answer may stand in for a fresh call. */
const PREFETCH_TTL_MS = 30_000;
/** A link must stay near the viewport this long before its code is fetched (scrolling past is not interest). */
const DWELL_MS = 400;
/** Routes whose code links merely in view may load, per page view: a few, not every page linked. */
const IN_VIEW_BUDGET = 3;
/** The pointer must rest on a link this long: sweeping across a menu is not intent. */
const HOVER_MS = 80;
/** Data prefetches per page view on intent; each intent also jumps the queue. */
const INTENT_BUDGET = 40;
const DATA_CONCURRENCY = 2;
/** Effective connection types too slow to spend on links merely in view. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

interface CacheEntry {
  at: number;
  promise: Promise<ApiResult<unknown>>;
}

/**
 * The browser API client with a short-lived cache of the GET calls made by prefetching (recognised by the
 * signal they carry, client/prefetch-signals.ts). Any later call with the same endpoint and input takes the
 * cached answer.
 */
function withPrefetchCache(client: ApiClient, now: () => number = Date.now) {
  const cache = new Map<string, CacheEntry>();
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
      if (isPrefetch(options?.signal)) {
        cache.set(key, { at: now(), promise });
        // Failures are not worth keeping: the real navigation asks again.
        void promise.then((result) => {
          if (!result.ok) cache.delete(key);
        });
      }
      return promise;
    };
  }
  return { client: wrapped as ApiClient, size: () => cache.size };
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** The visitor asked the browser to save data (the `Save-Data` setting): prefetch nothing. */
export function savesData(info: NetworkInformation | undefined = connection()): boolean {
  return Boolean(info?.saveData);
}

/** Links merely in view may prefetch: not on a slow connection, nor when saving data. */
export function inViewAllowed(info: NetworkInformation | undefined = connection()): boolean {
  return !savesData(info) && !SLOW_CONNECTIONS.has(info?.effectiveType ?? '');
}

/** The path of a link worth prefetching: one the router would open (client/ui/link.tsx), or null. */
function prefetchTarget(anchor: HTMLAnchorElement, location: Location): string | null {
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
  if (started || typeof window === 'undefined' || !('IntersectionObserver' in window) || savesData()) return;
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
  const watchInView = inViewAllowed();

  const codeDone = new Set<string>();
  const dataDone = new Set<string>();
  const dwell = new Map<Element, ReturnType<typeof setTimeout>>();
  const inViewRoutes = new Set<string>();
  const queue: string[] = [];
  let running = 0;
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
    // A Request makes its own signal (it only follows one given to it), so that is the one to mark; a
    // loader passes it on to its calls.
    const request = new Request(url);
    markPrefetch(request.signal);
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

  /** Budgets are per page view: a navigation starts them afresh. */
  function newPageView() {
    const current = location.pathname + location.search;
    if (current === pageKey) return;
    pageKey = current;
    intentBudget = INTENT_BUDGET;
    inViewRoutes.clear();
  }

  /** A link merely in view: its route's code, for the first few routes of the page only. */
  function wantCode(path: string) {
    newPageView();
    const route = (matchRoutes(routes, path.split('?')[0]!) ?? []).at(-1)?.route.id ?? path;
    if (!inViewRoutes.has(route)) {
      if (inViewRoutes.size >= IN_VIEW_BUDGET) return;
      inViewRoutes.add(route);
    }
    whenIdle(() => void prefetchCode(path), 2_000, 200);
  }

  /** A sign of intent: the code and the data, ahead of anything queued. */
  function wantData(path: string) {
    newPageView();
    const queued = queue.indexOf(path);
    if (queued > 0) queue.unshift(...queue.splice(queued, 1));
    if (dataDone.has(path) || intentBudget <= 0) return;
    dataDone.add(path);
    intentBudget -= 1;
    queue.unshift(path);
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
        if (!dwell.has(anchor))
          dwell.set(
            anchor,
            setTimeout(() => wantCode(path), DWELL_MS),
          );
      }
    },
    { rootMargin: LINK_PREFETCH_MARGIN },
  );

  const watched = new WeakSet<Element>();
  function watch(root: ParentNode) {
    if (!watchInView) return;
    // Only the page's own links: the header's and footer's are on every page, and prefetching them from
    // every page view is exactly the waste this module avoids (they prefetch on intent like any link).
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
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

  // Intent: a touch or focus prefetches at once; the pointer only once it rests on the link.
  const targetOf = (event: Event): string | null => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    return anchor instanceof HTMLAnchorElement ? prefetchTarget(anchor, location) : null;
  };
  const onIntent = (event: Event) => {
    const path = targetOf(event);
    if (path) wantData(path);
  };
  let resting: { target: EventTarget | null; timer: ReturnType<typeof setTimeout> } | null = null;
  const onPointerEnter = (event: Event) => {
    const path = targetOf(event);
    if (!path) return;
    if (resting) clearTimeout(resting.timer);
    resting = { target: event.target, timer: setTimeout(() => wantData(path), HOVER_MS) };
  };
  const onPointerLeave = (event: Event) => {
    if (resting && resting.target === event.target) {
      clearTimeout(resting.timer);
      resting = null;
    }
  };
  document.addEventListener('pointerenter', onPointerEnter, { capture: true, passive: true });
  document.addEventListener('pointerleave', onPointerLeave, { capture: true, passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { capture: true, passive: true });
  // A link already focused before this started (a visitor who tabbed in while the page loaded) is intent
  // too: its focusin came before there was anyone to hear it.
  const focused = document.activeElement;
  if (focused instanceof HTMLAnchorElement) {
    const path = prefetchTarget(focused, location);
    if (path) wantData(path);
  }
}
