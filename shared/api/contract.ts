/**
 * The schemas of every endpoint in `endpoints.ts`: what it takes (`input`: the query for GET, the JSON body
 * for POST) and what it answers with on success. Errors are always `ApiErrorBody`.
 * Server and catalogue only: importing this pulls zod in.
 */
import { z } from 'zod';
import type { EndpointName } from './endpoints';
import * as S from './schemas';

export const CONTRACT = {
  getHeader: { input: S.LocaleQuery, response: S.HeaderSettings },
  getFooter: { input: S.LocaleQuery, response: S.FooterSettings },
  getSubscriptionSettings: { input: S.LocaleQuery, response: S.SubscriptionSettings },
  getUspList: { input: S.LocaleQuery, response: z.object({ items: z.array(S.Usp) }) },
  getBanners: { input: S.BannersQuery, response: z.object({ items: z.array(S.Banner) }) },
  getDescriptions: { input: S.DescriptionQuery, response: S.Description },
  getPageTags: { input: S.PageTagsQuery, response: z.object({ items: z.array(S.PageTag) }) },

  getCruiseLineBySlug: { input: S.SlugQuery, response: S.CruiseLine },
  getPortBySlug: { input: S.SlugQuery, response: S.Port },
  getRegionBySlug: { input: S.SlugQuery, response: S.Region },
  getShipBySlug: { input: S.SlugQuery, response: S.Ship },
  getCountryBySlug: { input: S.SlugQuery, response: S.Country },
  getCityBySlug: { input: S.SlugQuery, response: S.City },
  getCruiseBySlug: { input: S.SlugQuery, response: S.Cruise },
  getPromotionBySlug: { input: S.SlugQuery, response: S.Promotion },
  getTagPageBySlug: { input: S.SlugQuery, response: S.TagPage },
  getPageBySlug: { input: S.SlugQuery, response: S.ContentPage },
  getTildaPageBySlug: { input: S.SlugQuery, response: S.TildaPage },

  getRedirects: { input: S.Empty, response: S.Redirects },
  getCruiseLines: { input: S.PageQuery, response: S.pageOf(S.CruiseLine) },
  getPromotions: { input: S.PromotionsQuery, response: S.pageOf(S.Promotion) },
  getCurrencies: { input: S.Empty, response: S.Currencies },
  getNewestShips: { input: S.LimitQuery, response: z.object({ items: z.array(S.ShipCard) }) },
  getPopularCruises: { input: S.LimitQuery, response: z.object({ items: z.array(S.CruiseCard) }) },

  getRegionsByCruiseLine: { input: S.SlugPageQuery, response: S.pageOf(S.RegionCard) },
  getShipsByCruiseLine: { input: S.SlugPageQuery, response: S.pageOf(S.ShipCard) },
  getCabinCategoriesByShip: { input: S.SlugQuery, response: S.ShipCabins },
  getRegionsByShip: { input: S.SlugPageQuery, response: S.pageOf(S.RegionCard) },
  getRegionsMap: { input: S.Empty, response: S.RegionsMap },

  getCruiseItinerary: { input: S.SlugQuery, response: S.Itinerary },
  getCruiseMap: { input: S.SlugQuery, response: S.CruiseMap },
  getCruisePrices: { input: S.SlugQuery, response: S.CruisePrices },

  createSubscription: { input: S.SubscriptionCreate, response: S.SubscriptionResult },
  saveLead: { input: S.LeadCreate, response: S.LeadResult },

  getPaymentLink: { input: S.PaymentLinkRequest, response: S.PaymentLink },
  checkPayment: { input: S.CheckPaymentQuery, response: S.PaymentCheck },

  getFilterOptions: { input: S.SearchFilters, response: S.FilterOptions },
  searchCruises: { input: S.SearchCruisesQuery, response: S.pageOf(S.CruiseCard) },
  searchByTerm: { input: S.TermQuery, response: S.TermResults },

  createShortLink: { input: S.ShortLinkCreate, response: S.ShortLink },
  getShortLink: { input: S.ShortCodeQuery, response: S.ShortLink },

  getCacheKeysForDeleting: { input: S.CacheKeysQuery, response: S.CacheKeys },
  /** Deliberately broken JSON text for diagnostics (requirements §5); its body does not parse. */
  getWrongResponse: { input: S.Empty, response: z.string() },
} as const satisfies Record<EndpointName, { input: z.ZodTypeAny; response: z.ZodTypeAny }>;

type Contract = typeof CONTRACT;
/** What a caller passes: the schema's input type (defaults may be left out). */
export type EndpointInput<N extends EndpointName> = z.input<Contract[N]['input']>;
/** What a successful call gives back. */
export type EndpointOutput<N extends EndpointName> = z.output<Contract[N]['response']>;
