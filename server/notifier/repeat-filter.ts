/**
 * Collapses repeats: the same key (an error id) within the window passes once. Error ids are fingerprints
 * of the failure, so a broken API answering every page with 502 becomes one report per window, not one per
 * visitor. Bounded: the oldest keys go first.
 */
import type { Clock } from './clock';

export interface RepeatFilter {
  /** True the first time `key` is seen within the window; counts the repeats otherwise. */
  firstSeen(key: string): boolean;
  /** How many repeats of `key` were swallowed in the current window. */
  repeats(key: string): number;
}

export function createRepeatFilter(options: {
  windowMs: number;
  clock: Clock;
  maxKeys?: number;
}): RepeatFilter {
  const maxKeys = options.maxKeys ?? 5_000;
  const seen = new Map<string, { until: number; repeats: number }>();
  return {
    firstSeen(key) {
      if (options.windowMs <= 0) return true;
      const now = options.clock.now();
      const entry = seen.get(key);
      if (entry && entry.until > now) {
        entry.repeats += 1;
        return false;
      }
      seen.delete(key);
      seen.set(key, { until: now + options.windowMs, repeats: 0 });
      // Map keeps insertion order: the first keys are the oldest.
      while (seen.size > maxKeys) seen.delete(seen.keys().next().value as string);
      return true;
    },
    repeats(key) {
      return seen.get(key)?.repeats ?? 0;
    },
  };
}
