/** Every number the specification names (requirements §9 and §5), under the specification's own words. */

export const DAY_SECONDS = 24 * 60 * 60;

/** Consent cookie lifetime: 365 days. */
export const CONSENT_COOKIE_DAYS = 365;
/** UTM cookie lifetime: 20 days. */
export const UTM_COOKIE_DAYS = 20;
/** Chat message limit: 4096 characters. */
export const CHAT_MESSAGE_LIMIT = 4096;
export const CHAT_MESSAGE_TOO_LONG = 'Сообщение длинее 4096 символов';
export const EMPTY_FIELD_TEXT = 'Не указан';
/** Default image quality: 75. */
export const IMAGE_QUALITY_DEFAULT = 75;
/** Image device widths. */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** Image small sizes. */
export const IMAGE_SMALL_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_WIDTHS = [...IMAGE_SMALL_SIZES, ...IMAGE_DEVICE_WIDTHS] as const;
/** Every gallery image lives under this path on the API host; the optimizer fetches nothing else. */
export const STORAGE_PREFIX = '/storage/';
/** Link prefetch margin: 200px. */
export const LINK_PREFETCH_MARGIN = '200px';
/** Request id: random 13-digit number. */
export const REQUEST_ID_DIGITS = 13;
/** Stack trace in reports: first 3 lines. */
export const STACK_TRACE_LINES = 3;

export const BUTTON_SIZES = ['auto', 'default', 'large', 'medium', 'small', 'icon'] as const;
export const LOADER_SIZES = ['small', 'large'] as const;
export const LOADER_COLORS = ['blue', 'white'] as const;
export const CONTAINER_WIDTHS = [
  'full',
  'auto',
  'container',
  'containerXl',
  'containerS',
  'containerXS',
] as const;

export const APP_VERSION = '1.0';
export const APP_TYPE = 'web';
export const DEFAULT_LOCALE = 'ru';

/** Cookie names kept for a visitor (requirements §3). */
export const COOKIE = {
  locale: 'locale',
  baseUrl: 'base_url',
  userAgent: 'user_agent',
  ip: 'ip',
  device: 'device',
  os: 'os',
  browser: 'browser',
  clickId: 'click_id',
  /** Which query parameter gave the click id: `yclid` (Yandex Direct) or `gclid` (Google Ads). */
  clickIdSource: 'click_id_source',
  consent: 'cookie_consent',
  ga: '_ga',
  ymUid: '_ym_uid',
} as const;
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** Ad-click id query parameters, in the order they win when both are present. */
export const CLICK_ID_KEYS = ['yclid', 'gclid'] as const;
/**
 * The hidden `intent` field of the cookie banner's form: without JavaScript its 'Ок' posts to the page it
 * is on, and the server sets the consent cookie and sends the visitor back there.
 */
export const COOKIE_CONSENT_INTENT = 'cookie-consent';
/**
 * Lifetime of the ad-click id: the same attribution window as the UTM values. The other visitor cookies
 * (locale, base URL, user agent, IP, device, OS, browser) are session cookies, re-derived on every page
 * (docs/decisions/017-cookies-and-personal-data.md).
 */
export const CLICK_ID_COOKIE_DAYS = 20;
