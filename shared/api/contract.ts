/**
 * The schemas of every endpoint in `endpoints.ts`: what it takes (`input`: the query for GET, the JSON body
 * for POST) and what it answers with on success. Errors are always `ApiErrorBody`.
 * Server and catalogue only: importing this pulls zod in.
 */
import { z } from 'zod';
import type { EndpointName } from './endpoints';
import * as S from './schemas';

/** An endpoint answering with one record (or its parts) found by slug. */
const bySlug = <R extends z.ZodTypeAny>(response: R) => ({ input: S.SlugQuery, response });
/** The records of one, found by its slug, a page at a time. */
const pagedBySlug = <T extends z.ZodTypeAny>(item: T) => ({
  input: S.SlugPageQuery,
  response: S.pageOf(item),
});
/** A whole list, without paging. */
const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item) });

export const CONTRACT = {
  getHeader: { input: S.LocaleQuery, response: S.HeaderSettings },
  getFooter: { input: S.LocaleQuery, response: S.FooterSettings },
  getSubscriptionSettings: { input: S.LocaleQuery, response: S.SubscriptionSettings },
  getUspList: { input: S.LocaleQuery, response: listOf(S.Usp) },
  getBanners: { input: S.BannersQuery, response: listOf(S.Banner) },
  getDescriptions: { input: S.DescriptionQuery, response: S.Description },
  getPageTags: { input: S.PageTagsQuery, response: listOf(S.PageTag) },

  getCruiseLineBySlug: bySlug(S.CruiseLine),
  getPortBySlug: bySlug(S.Port),
  getRegionBySlug: bySlug(S.Region),
  getShipBySlug: bySlug(S.Ship),
  getCountryBySlug: bySlug(S.Country),
  getCityBySlug: bySlug(S.City),
  getCruiseBySlug: bySlug(S.Cruise),
  getPromotionBySlug: bySlug(S.Promotion),
  getTagPageBySlug: bySlug(S.TagPage),
  getPageBySlug: bySlug(S.ContentPage),
  getTildaPageBySlug: bySlug(S.TildaPage),

  getRedirects: { input: S.Empty, response: S.Redirects },
  getCruiseLines: { input: S.PageQuery, response: S.pageOf(S.CruiseLine) },
  getPromotions: { input: S.PromotionsQuery, response: S.pageOf(S.Promotion) },
  getCurrencies: { input: S.Empty, response: S.Currencies },
  getNewestShips: { input: S.LimitQuery, response: listOf(S.ShipCard) },
  getPopularCruises: { input: S.LimitQuery, response: listOf(S.CruiseCard) },

  getRegionsByCruiseLine: pagedBySlug(S.RegionCard),
  getShipsByCruiseLine: pagedBySlug(S.ShipCard),
  getCabinCategoriesByShip: bySlug(S.ShipCabins),
  getRegionsByShip: pagedBySlug(S.RegionCard),
  getRegionsMap: { input: S.Empty, response: S.RegionsMap },

  getCruiseItinerary: bySlug(S.Itinerary),
  getCruiseMap: bySlug(S.CruiseMap),
  getCruisePrices: bySlug(S.CruisePrices),

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
