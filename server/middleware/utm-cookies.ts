/**
 * UTM cookies (requirements §9): saved only when the query carries at least one UTM value, for 20 days; a visit
 * with the same utm_source as stored changes nothing; a different source replaces all five together
 * (the absent ones are cleared), so a campaign's values never mix with another's.
 */
import type { RequestHandler } from 'express';
import { UTM_COOKIE_DAYS, UTM_KEYS, type UtmKey } from '../../shared/constants';
import { createCookieJar, queryValue } from './visitor-cookie-jar';
import { isPageRequest } from './visitor-cookies';

export type UtmValues = Partial<Record<UtmKey, string>>;

export type UtmDecision = { action: 'keep' } | { action: 'replace'; values: UtmValues };

/** The pure rule: what to do with the stored UTM values given this request's query. */
export function decideUtm(query: UtmValues, stored: UtmValues): UtmDecision {
  const incoming = UTM_KEYS.filter((key) => query[key]);
  if (incoming.length === 0) return { action: 'keep' };
  const hasStored = UTM_KEYS.some((key) => stored[key]);
  if (hasStored && (query.utm_source ?? '') === (stored.utm_source ?? '')) return { action: 'keep' };
  return { action: 'replace', values: Object.fromEntries(incoming.map((key) => [key, query[key]])) };
}

export function utmCookies(options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const jar = createCookieJar(req, res, { secure: options.secure });
    const query: UtmValues = {};
    const stored: UtmValues = {};
    for (const key of UTM_KEYS) {
      const fromQuery = queryValue(req.query, key);
      if (fromQuery) query[key] = fromQuery;
      const fromCookie = jar.read(key);
      if (fromCookie) stored[key] = fromCookie;
    }
    const decision = decideUtm(query, stored);
    if (decision.action === 'replace') {
      for (const key of UTM_KEYS) {
        const value = decision.values[key];
        // A new campaign: all its values start their 20 days together.
        if (value) jar.write(key, value, UTM_COOKIE_DAYS, true);
        else jar.clear(key);
      }
      if (res.locals.visitor) res.locals.visitor.utm = { ...decision.values };
    }
    next();
  };
}
