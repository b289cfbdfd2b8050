/**
 * Data every page needs: header, footer, subscription settings (per locale, requirements §3) and whether the
 * visitor has agreed to cookies. Settings that fail to load fall back to safe defaults so one broken
 * endpoint never takes the whole site down. The root route's loader (root.tsx) loads this module when it
 * runs: in the browser that is only after a form post, so it is not part of a page's first load.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { FooterSettings, HeaderSettings, SubscriptionSettings } from '../../shared/api/schemas';
import { COOKIE, DEFAULT_LOCALE } from '../../shared/constants';
import { moscowToday } from '../../shared/today';
import { apiFrom, extrasFrom, siteUrlFrom } from '../api';
import type { SiteExtrasConfig } from './extras/config';
import { readCookie } from '../cookies';
import { COMPARE_PARAM, FAVOURITES_PARAM, type VisitorTools } from '../../shared/visitor-tools';
import {
  loadComparison,
  loadFavourites,
  visitorToolsOf,
  type ComparedCruise,
  type FavouriteItem,
} from './visitor-tools/load';

export interface RootData {
  header: HeaderSettings;
  footer: FooterSettings;
  subscription: SubscriptionSettings;
  /** The consent cookie exists: the cookie banner is not rendered at all (no flash). */
  consent: boolean;
  /** The site's public origin, for absolute canonical and Open Graph URLs. */
  siteUrl: string;
  /** Production-only extras (Metrica, tag manager, chat); null elsewhere. */
  extras: SiteExtrasConfig | null;
  /** The visitor's favourites, comparison and recently viewed (slugs, from cookies): hearts and counts. */
  tools: VisitorTools;
  /** The favourites list's cruises, loaded only when the page is asked with `?favourites=1`. */
  favourites: FavouriteItem[] | null;
  /** The compared cruises, loaded only when the page is asked with `?compare=…`. */
  comparison: ComparedCruise[] | null;
}

export const FALLBACK_HEADER: HeaderSettings = {
  phone: null,
  phoneDisplay: null,
  workingHours: null,
  menu: [
    { title: 'Круизы', href: '/search-cruise' },
    { title: 'Регионы', href: '/all-regions' },
    { title: 'Круизные компании', href: '/all-cruiselines' },
    { title: 'Акции', href: '/promotions' },
    { title: 'О нас', href: '/about-us' },
  ],
};

export const FALLBACK_FOOTER: FooterSettings = {
  about: 'Морские и речные круизы: поиск, подбор и бронирование.',
  contacts: { phone: null, phoneDisplay: null, email: null, address: null },
  columns: [],
  socials: [],
  legal: '',
  copyright: `© ${moscowToday().slice(0, 4)}`,
};

export const FALLBACK_SUBSCRIPTION: SubscriptionSettings = {
  title: 'Подписка на акции',
  text: 'Лучшие предложения по круизам раз в неделю.',
  buttonText: 'Подписаться',
  successText: 'Спасибо! Вы подписаны.',
  consentText: 'Даю согласие на обработку персональных данных',
};

export async function loadRootData({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const api = apiFrom(context);
  const locale = DEFAULT_LOCALE;
  const { signal } = request;
  const query = new URL(request.url).searchParams;
  const tools = visitorToolsOf(request);
  const [header, footer, subscription, favourites, comparison] = await Promise.all([
    api.getHeader({ locale }, { signal }),
    api.getFooter({ locale }, { signal }),
    api.getSubscriptionSettings({ locale }, { signal }),
    query.has(FAVOURITES_PARAM) ? loadFavourites(api, tools.favourites, signal) : null,
    query.has(COMPARE_PARAM) ? loadComparison(api, tools.compare, signal) : null,
  ]);
  return {
    header: header.ok ? header.data : FALLBACK_HEADER,
    footer: footer.ok ? footer.data : FALLBACK_FOOTER,
    subscription: subscription.ok ? subscription.data : FALLBACK_SUBSCRIPTION,
    consent: readCookie(request.headers.get('cookie') ?? cookieOfDocument(), COOKIE.consent) !== null,
    siteUrl: siteUrlFrom(context),
    extras: extrasFrom(context),
    tools,
    favourites,
    comparison,
  };
}

function cookieOfDocument(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
