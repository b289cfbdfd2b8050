/**
 * The site's URL map (requirements §2): one place that knows every path, used by links, the router, the sitemap
 * and the redirects. The route list the spec mentions (home, search, landing, promotion, cruise, region,
 * country, cruise line, port, city, ship) is `href`.
 */
export const PATHS = {
  home: '/',
  searchCruise: '/search-cruise',
  landing: '/search-cruise/:slug',
  search: '/search',
  aboutUs: '/about-us',
  promotions: '/promotions',
  promotion: '/promotions/:slug',
  allRegions: '/all-regions',
  allCruiseLines: '/all-cruiselines',
  cruise: '/cruise/:slug',
  region: '/region/:slug',
  country: '/country/:slug',
  cruiseLine: '/cruiseline/:slug',
  port: '/port/:slug',
  city: '/city/:slug',
  ship: '/ship/:slug',
  share: '/share',
  shareCode: '/share/:code',
  payment: '/payment',
  paymentResult: '/payment-result',
  info: '/info/:slug',
  copyHome: '/copy-home',
} as const;

/**
 * A booking request sent: its reference in the cruise page's address (`?sent=K7MQ-4PX2`, decision 018), so a
 * reload shows it again. No link or shared address carries it on: it is this visitor's moment, not a choice.
 */
export const SENT_PARAM = 'sent';

/**
 * The page `here` (the router's location) with `changes` made to its query and the `hash` to land on: the
 * deck tabs' and the cabins' links, plain anchors of the site (client/ui/link.tsx).
 */
export function hrefWith(
  here: { pathname: string; search: string },
  changes: Record<string, string | null>,
  hash: string,
): string {
  return `${here.pathname}${withParams(new URLSearchParams(here.search), changes)}#${hash}`;
}

/**
 * The query of a link that keeps the page's other choices (currency, deck) and changes some; a request's
 * reference (`?sent=`) is no choice and is left behind.
 */
export function withParams(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  next.delete(SENT_PARAM);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Anchor of the subscribe block on home; the subscribe link points here (requirements §2). */
export const SUBSCRIBE_ANCHOR = 'subscribe';

/** Content pages from the page builder that the cookie banner and forms link to (requirements §2). */
export const INFO_SLUGS = {
  cookies: 'cookies',
  policy: 'policy',
  consent: 'soglasie-na-obrabotku-personalnykh-dannykh',
} as const;

const bySlug = (base: string) => (slug: string) => `${base}/${encodeURIComponent(slug)}`;

export const href = {
  home: () => PATHS.home,
  subscribe: () => `/#${SUBSCRIBE_ANCHOR}`,
  searchCruise: (query?: URLSearchParams | string) => {
    const qs = query ? String(query) : '';
    return qs ? `${PATHS.searchCruise}?${qs}` : PATHS.searchCruise;
  },
  landing: bySlug(PATHS.searchCruise),
  search: (term?: string) => (term ? `${PATHS.search}?term=${encodeURIComponent(term)}` : PATHS.search),
  promotions: () => PATHS.promotions,
  promotion: bySlug(PATHS.promotions),
  cruise: bySlug('/cruise'),
  region: bySlug('/region'),
  country: bySlug('/country'),
  cruiseLine: bySlug('/cruiseline'),
  port: bySlug('/port'),
  city: bySlug('/city'),
  ship: bySlug('/ship'),
  share: (code: string) => `${PATHS.share}/${encodeURIComponent(code)}`,
  info: bySlug('/info'),
  payment: (orderRef?: string) =>
    orderRef ? `${PATHS.payment}?order=${encodeURIComponent(orderRef)}` : PATHS.payment,
  paymentResult: (orderRef: string) => `${PATHS.paymentResult}?order=${encodeURIComponent(orderRef)}`,
} as const;
