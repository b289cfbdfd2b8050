/** The site's response cache keeps each endpoint's answer as long as the one table of lifetimes says. */
import { CACHE_LIFETIME_S } from '../../shared/api/cache-lifetimes';
import type { EndpointName } from '../../shared/api/endpoints';

/** Time to live in ms, or 0: never cache this endpoint. */
export function ttlFor(endpoint: EndpointName): number {
  return (CACHE_LIFETIME_S[endpoint] ?? 0) * 1000;
}
