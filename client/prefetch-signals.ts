/**
 * Which API calls are prefetches: the signals prefetching hands to a page's loaders (client/app/prefetch.ts).
 * The browser API client reports failed calls to the developers' chat, but not these: a prefetch the
 * visitor never follows would flood the chat, and the navigation that does follow asks again (and that
 * failure, which the visitor meets, is reported).
 */
const prefetchSignals = new WeakSet<AbortSignal>();

export function markPrefetch(signal: AbortSignal): void {
  prefetchSignals.add(signal);
}

export function isPrefetch(signal: AbortSignal | undefined): boolean {
  return signal !== undefined && prefetchSignals.has(signal);
}
