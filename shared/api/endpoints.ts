/**
 * Every endpoint of requirements §7 under /api/v1: name → method and path. Plain data with no zod, so the browser
 * bundle can import it; the schemas for the same names live in `contract.ts`.
 * Reads are GET (input in the query string), writes are POST (input as a JSON body).
 */
export const ENDPOINTS = {
  // settings
  getHeader: { method: 'GET', path: '/settings/get-header' },
  getFooter: { method: 'GET', path: '/settings/get-footer' },
  getSubscriptionSettings: { method: 'GET', path: '/settings/get-subscription' },
  // marketing
  getUspList: { method: 'GET', path: '/usp/get-list' },
  getBanners: { method: 'GET', path: '/get-banners' },
  getDescriptions: { method: 'GET', path: '/get-descriptions' },
  getPageTags: { method: 'GET', path: '/get-page-tags' },
  // slug lookups
  getCruiseLineBySlug: { method: 'GET', path: '/cruise-companies/get-by-slug' },
  getPortBySlug: { method: 'GET', path: '/ports/get-by-slug' },
  getRegionBySlug: { method: 'GET', path: '/regions/get-by-slug' },
  getShipBySlug: { method: 'GET', path: '/ships/get-by-slug' },
  getCountryBySlug: { method: 'GET', path: '/countries/get-by-slug' },
  getCityBySlug: { method: 'GET', path: '/cities/get-by-slug' },
  getCruiseBySlug: { method: 'GET', path: '/cruises/get-by-slug' },
  getPromotionBySlug: { method: 'GET', path: '/promotions/get-by-slug' },
  getTagPageBySlug: { method: 'GET', path: '/tag-pages/get-by-slug' },
  getPageBySlug: { method: 'GET', path: '/pages/get-by-slug' },
  getTildaPageBySlug: { method: 'GET', path: '/tilda-pages/get-by-slug' },
  // lists
  getRedirects: { method: 'GET', path: '/redirects/get-all' },
  getCruiseLines: { method: 'GET', path: '/cruise-companies/get-all' },
  getPromotions: { method: 'GET', path: '/promotions/get-all' },
  getCurrencies: { method: 'GET', path: '/currencies/get-all' },
  getNewestShips: { method: 'GET', path: '/ships/get-newest' },
  getPopularCruises: { method: 'GET', path: '/cruises/get-popular' },
  // related data
  getRegionsByCruiseLine: { method: 'GET', path: '/regions/get-by-cruise-company-slug' },
  getShipsByCruiseLine: { method: 'GET', path: '/ships/get-by-cruise-company-slug' },
  getCabinCategoriesByShip: { method: 'GET', path: '/cabin-categories/get-by-ship-slug' },
  getRegionsByShip: { method: 'GET', path: '/regions/get-by-ship-slug' },
  getRegionsMap: { method: 'GET', path: '/regions/get-map' },
  // cruise details
  getCruiseItinerary: { method: 'GET', path: '/cruises/get-itinerary-by-cruise-slug' },
  getCruiseMap: { method: 'GET', path: '/cruises/get-map-by-cruise-slug' },
  getCruisePrices: { method: 'GET', path: '/cruises/get-prices-by-cruise-slug' },
  // subscriptions and leads
  createSubscription: { method: 'POST', path: '/subscriptions/create' },
  saveLead: { method: 'POST', path: '/leads/save' },
  // payment
  getPaymentLink: { method: 'POST', path: '/client-orders/get-payment-link' },
  checkPayment: { method: 'GET', path: '/client-orders/check-payment' },
  // search
  getFilterOptions: { method: 'GET', path: '/search/get-filter-options' },
  searchCruises: { method: 'GET', path: '/search/get-cruises' },
  /** Not in requirements §7: search by term needs one call over every entity (docs/decisions/002-api-contract.md). */
  searchByTerm: { method: 'GET', path: '/search/get-by-term' },
  // short links
  createShortLink: { method: 'POST', path: '/short-links/get-short' },
  getShortLink: { method: 'GET', path: '/short-links/get-full' },
  // cache and diagnostics
  getCacheKeysForDeleting: { method: 'GET', path: '/get-cache-keys-for-deleting' },
  getWrongResponse: { method: 'GET', path: '/get-wrong-response' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: `/${string}` }>;

export type EndpointName = keyof typeof ENDPOINTS;
export const API_PREFIX = '/api/v1';
