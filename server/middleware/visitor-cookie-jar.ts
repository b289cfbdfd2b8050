/**
 * Writes visitor cookies only when their value changes: a plain repeat visit gets no Set-Cookie at all,
 * so its HTML can be cached and shared (docs/decisions/004). Every write marks `res.locals.setsCookies`.
 */
import type { CookieOptions, Request, Response } from 'express';
import { DAY_SECONDS } from '../../shared/constants';

/** Query values end up in headers of every later request; a cap keeps one link from bloating them. */
export const COOKIE_VALUE_MAX = 256;

export interface CookieJar {
  /** The request's cookie (decoded by cookie-parser), or ''. */
  read(name: string): string;
  /**
   * Sets `name` unless the request already carries exactly `value` (`force`: set anyway, new lifetime).
   * `session`: no Max-Age, the browser drops it when it closes.
   */
  write(name: string, value: string, days: number | 'session', force?: boolean): void;
  /** Removes `name` if the request carries it. */
  clear(name: string): void;
}

export function createCookieJar(req: Request, res: Response, options: { secure: boolean }): CookieJar {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const base: CookieOptions = { path: '/', sameSite: 'lax', secure: options.secure };
  const read = (name: string) => {
    const value = cookies[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    read,
    write(name, value, days, force = false) {
      if (!force && read(name) === value) return;
      // res.cookie percent-encodes the value (encodeURIComponent), so `;` or `=` from a query string
      // stays inside one cookie.
      res.cookie(name, value, days === 'session' ? base : { ...base, maxAge: days * DAY_SECONDS * 1000 });
      res.locals.setsCookies = true;
    },
    clear(name) {
      if (!(name in cookies)) return;
      res.clearCookie(name, base);
      res.locals.setsCookies = true;
    },
  };
}

/** A query parameter as one trimmed, capped string ('' when absent or not a string). */
export function queryValue(query: unknown, key: string): string {
  const raw = (query as Record<string, unknown> | undefined)?.[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value.trim().slice(0, COOKIE_VALUE_MAX) : '';
}
