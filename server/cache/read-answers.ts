/**
 * The answers this process has already read, by their exact text. With the response cache off every call
 * still goes to the API and every answer is read in full, but many visitors ask the same thing and get the
 * same bytes back: such an answer is the value parsed and checked the first time, one object as the
 * response cache's are (nobody may change it), and what pages derive from it once per object
 * (shared/once-per.ts) is not worked out again. Any change in the text is a new answer, parsed and checked
 * afresh. Only answers the cache lifetimes allow to be reused (shared/api/cache-lifetimes.ts): no payment,
 * no write. docs/performance.md, "Sixth pass".
 *
 * It also keeps the last good answer at each address with its ETag, for the API client to ask whether it
 * changed (`If-None-Match`); a 304 is that answer again, and its body is neither sent nor read
 * (docs/decisions/037-conditional-api-calls.md).
 */
import { LRUCache } from 'lru-cache';
import type { ReadAnswers } from '../../shared/api/client';
import type { EndpointName } from '../../shared/api/endpoints';
import { ttlFor } from './ttl-policy';

/** What the response cache may keep (the one table of lifetimes), this may keep too. */
const reusable = (endpoint: EndpointName) => ttlFor(endpoint) > 0;

export function createReadAnswers({ maxChars }: { maxChars: number }): ReadAnswers {
  const known = new LRUCache<string, { endpoint: EndpointName; value: object }>({
    maxSize: maxChars,
    sizeCalculation: (_entry, text) => Math.max(1, text.length),
  });
  // The last good answer at each address and its ETag; sized by the answer's text, as `known` is.
  const lastAtUrl = new LRUCache<string, { endpoint: EndpointName; etag: string; value: object }>({
    maxSize: maxChars,
  });
  return {
    lastAt(endpoint, url) {
      const entry = reusable(endpoint) ? lastAtUrl.get(url) : undefined;
      return entry?.endpoint === endpoint ? entry : undefined;
    },
    keepAt(endpoint, url, etag, value, size) {
      if (reusable(endpoint) && typeof value === 'object' && value !== null)
        lastAtUrl.set(url, { endpoint, etag, value }, { size: Math.max(1, size) });
    },
    get(endpoint, text) {
      if (!reusable(endpoint)) return undefined;
      const entry = known.get(text);
      return entry?.endpoint === endpoint ? entry.value : undefined;
    },
    set(endpoint, text, value) {
      // Only objects: a bare number or string costs nothing to parse again.
      if (reusable(endpoint) && typeof value === 'object' && value !== null)
        known.set(text, { endpoint, value });
    },
  };
}
