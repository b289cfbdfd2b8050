/**
 * How long each endpoint's answer may be reused, in seconds: one table for both sides of the API. The
 * embedded catalogue announces it in Cache-Control, and the site's response cache keeps an answer that long
 * (server/cache/ttl-policy.ts). Settings change rarely; search and prices move faster; writes, payment
 * status and diagnostics are never reused; a short link, asked for by POST, is reused only by the site. Every endpoint is listed, so a new one needs a decision here.
 */
import { ENDPOINTS, type EndpointName } from './endpoints';

const MINUTE = 60;

export const CACHE_LIFETIME_S: Record<EndpointName, number> = {
  getHeader: 10 * MINUTE,
  getFooter: 10 * MINUTE,
  getSubscriptionSettings: 10 * MINUTE,
  getUspList: 10 * MINUTE,
  getBanners: 5 * MINUTE,
  getDescriptions: 10 * MINUTE,
  getPageTags: 5 * MINUTE,
  getCruiseLineBySlug: 5 * MINUTE,
  getPortBySlug: 10 * MINUTE,
  getRegionBySlug: 10 * MINUTE,
  getShipBySlug: 10 * MINUTE,
  getCountryBySlug: 10 * MINUTE,
  getCityBySlug: 10 * MINUTE,
  getCruiseBySlug: 2 * MINUTE,
  getPromotionBySlug: 5 * MINUTE,
  getTagPageBySlug: 10 * MINUTE,
  getPageBySlug: 10 * MINUTE,
  getTildaPageBySlug: 10 * MINUTE,
  getRedirects: 10 * MINUTE,
  getCruiseLines: 10 * MINUTE,
  getPromotions: 5 * MINUTE,
  getCurrencies: 10 * MINUTE,
  getNewestShips: 10 * MINUTE,
  getPopularCruises: 2 * MINUTE,
  getRegionsByCruiseLine: 10 * MINUTE,
  getShipsByCruiseLine: 10 * MINUTE,
  getCabinCategoriesByShip: 10 * MINUTE,
  getRegionsByShip: 10 * MINUTE,
  getRegionsMap: 10 * MINUTE,
  getCruiseItinerary: 10 * MINUTE,
  getCruiseMap: 10 * MINUTE,
  getCruisePrices: 1 * MINUTE,
  createSubscription: 0,
  saveLead: 0,
  getPaymentLink: 0,
  checkPayment: 0,
  getFilterOptions: 1 * MINUTE,
  searchCruises: 1 * MINUTE,
  searchByTerm: 2 * MINUTE,
  createShortLink: 60 * MINUTE,
  getShortLink: 60 * MINUTE,
  getCacheKeysForDeleting: 0,
  getWrongResponse: 0,
};

/** The Cache-Control header that announces an endpoint's lifetime. */
export function cacheControlFor(endpoint: EndpointName): string {
  const seconds = CACHE_LIFETIME_S[endpoint];
  // A POST answer is never reused by a browser or a proxy; only the site's own cache keeps a look-up's.
  return seconds > 0 && ENDPOINTS[endpoint].method === 'GET' ? `public, max-age=${seconds}` : 'no-store';
}
