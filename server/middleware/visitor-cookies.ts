/**
 * Keeps the visitor cookies of requirements §3 (locale, base URL, user agent, IP, device, OS, browser, ad-click id)
 * and exposes everything known about the visitor as `res.locals.visitor`. UTM cookies are the next
 * middleware (utm-cookies.ts). The cookies are readable by the browser's API client (client/browser-api.ts),
 * so they are not HttpOnly; they carry nothing secret.
 */
import type { Request, RequestHandler } from 'express';
import {
  CLICK_ID_COOKIE_DAYS,
  CLICK_ID_KEYS,
  COOKIE,
  DEFAULT_LOCALE,
  UTM_KEYS,
} from '../../shared/constants';
import { COOKIE_VALUE_MAX, createCookieJar, queryValue } from './visitor-cookie-jar';
import { parseUserAgent } from './visitor-agent';
import { googleClientId, yandexClientId } from './visitor-client-ids';
import type { Visitor } from './visitor-types';

const SUPPORTED_LOCALES: readonly string[] = [DEFAULT_LOCALE];

export interface VisitorCookiesOptions {
  /** `Secure` cookies (config.isProduction). */
  secure: boolean;
  /**
   * Which responses may carry Set-Cookie. Pages only by default: API answers, images and health checks
   * stay cookie-free (and cacheable); they still get `res.locals.visitor`.
   */
  writeCookies?: (req: Request) => boolean;
}

const NO_COOKIE_PREFIXES = ['/api/', '/_img', '/healthz', '/assets/'];

export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return !NO_COOKIE_PREFIXES.some((prefix) => req.path.startsWith(prefix));
}

export function visitorCookies(options: VisitorCookiesOptions): RequestHandler {
  const writeCookies = options.writeCookies ?? isPageRequest;
  return (req, res, next) => {
    const jar = createCookieJar(req, res, { secure: options.secure });
    const userAgent = (req.get('user-agent') ?? '').slice(0, 512);
    const agent = parseUserAgent(userAgent);
    const storedLocale = jar.read(COOKIE.locale);

    // The newest ad click wins; a visit without one keeps the stored id.
    let clickId = jar.read(COOKIE.clickId);
    let clickIdSource = jar.read(COOKIE.clickIdSource);
    for (const key of CLICK_ID_KEYS) {
      const value = queryValue(req.query, key);
      if (value) {
        clickId = value;
        clickIdSource = key;
        break;
      }
    }

    const visitor: Visitor = {
      locale: SUPPORTED_LOCALES.includes(storedLocale) ? storedLocale : DEFAULT_LOCALE,
      baseUrl: `${req.protocol}://${req.get('host') ?? req.hostname}`.slice(0, COOKIE_VALUE_MAX),
      userAgent,
      ip: req.ip ?? '',
      device: agent.device,
      os: agent.os,
      browser: agent.browser,
      clickId,
      clickIdSource,
      utm: Object.fromEntries(UTM_KEYS.map((key) => [key, jar.read(key)]).filter(([, value]) => value)),
      consent: jar.read(COOKIE.consent) !== '',
      googleClientId: googleClientId(jar.read(COOKIE.ga)),
      yandexClientId: yandexClientId(jar.read(COOKIE.ymUid)),
    };
    res.locals.visitor = visitor;

    if (writeCookies(req)) {
      // Personal data (IP, user agent) set before any consent: kept no longer than the browser session,
      // which is all the browser's API calls need; every page derives them again anyway
      // (docs/decisions/017-cookies-and-personal-data.md).
      const kept: Array<[string, string, number | 'session']> = [
        [COOKIE.locale, visitor.locale, 'session'],
        [COOKIE.baseUrl, visitor.baseUrl, 'session'],
        [COOKIE.userAgent, visitor.userAgent, 'session'],
        [COOKIE.ip, visitor.ip, 'session'],
        [COOKIE.device, visitor.device, 'session'],
        [COOKIE.os, visitor.os, 'session'],
        [COOKIE.browser, visitor.browser, 'session'],
        [COOKIE.clickId, visitor.clickId, CLICK_ID_COOKIE_DAYS],
        [COOKIE.clickIdSource, visitor.clickIdSource, CLICK_ID_COOKIE_DAYS],
      ];
      for (const [name, value, days] of kept) if (value) jar.write(name, value, days);
    }
    next();
  };
}
