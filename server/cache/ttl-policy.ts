/**
 * How long each endpoint's answer may be reused. Settings change rarely; search and prices move faster;
 * payment status, short-link creation and diagnostics are never cached.
 */
import type { EndpointName } from '../../shared/api/endpoints';

const MINUTE = 60_000;

const TTL_MS: Partial<Record<EndpointName, number>> = {
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
  getFilterOptions: 1 * MINUTE,
  searchCruises: 1 * MINUTE,
  searchByTerm: 2 * MINUTE,
  getShortLink: 60 * MINUTE,
};

/** Time to live in ms, or 0: never cache this endpoint. */
export function ttlFor(endpoint: EndpointName): number {
  return TTL_MS[endpoint] ?? 0;
}
