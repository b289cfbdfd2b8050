/**
 * A value built the first time it is asked for, then kept. For the Intl formatters: a page's first one
 * loads the locale's ICU data (~50 ms of a slow phone's start-up, measured in docs/performance.md, "Ninth
 * pass"), which a page that hydrates without formatting anything need not pay before it is usable.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
