/**
 * Which rendered pages may be cached, and how. Anonymous pages are the same for everyone but for two
 * things: whether the cookie banner shows, and the visitor's reading settings (text size, contrast). Payment and share pages are per visitor and never cached, nor
 * are requests that set tracking cookies (UTM, click ids). A response that carries any Set-Cookie is
 * marked private so no shared cache hands one visitor's cookies to another; its body may still come from
 * the server's own micro-cache, which never stores headers.
 */
import type { Request, Response } from 'express';
import { A11Y_COOKIE, parseA11y, serializeA11y } from '../../shared/a11y';
import { CLICK_ID_KEYS, COOKIE, UTM_KEYS } from '../../shared/constants';

const TRACKING_KEYS: readonly string[] = [...UTM_KEYS, ...CLICK_ID_KEYS];

/** A campaign or ad click landing (UTM, yclid, gclid): it sets tracking cookies and is served fresh. */
export function isTrackingRequest(req: Request): boolean {
  const query = req.query as Record<string, unknown>;
  return TRACKING_KEYS.some((key) => query[key] !== undefined);
}

const PRIVATE_PREFIXES = ['/payment', '/payment-result', '/share'];

export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
// no-cache, not no-store: the page may still enter the back/forward cache.
export const PRIVATE_HTML_CACHE_CONTROL = 'private, no-cache';

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** May this request's page be shared with other visitors (micro-cache, CDN)? */
export function isShareablePage(req: Request, _res: Response, status: number): boolean {
  return (status === 200 || status === 404) && !isTrackingRequest(req) && !isPrivatePath(req.path);
}

/** Cache-Control of a rendered page: shared caches may keep anonymous 200/404 pages briefly. */
export function htmlCacheControl(req: Request, res: Response, status: number): string {
  if (!isShareablePage(req, res, status) || res.getHeader('Set-Cookie')) return PRIVATE_HTML_CACHE_CONTROL;
  return PUBLIC_HTML_CACHE_CONTROL;
}

/**
 * What makes two anonymous requests for the same URL render differently: the banner, and the reading
 * settings, normalised so a garbled cookie shares the default page instead of making a variant of its own.
 */
export function htmlVariant(req: Request): string {
  const banner = req.cookies?.[COOKIE.consent] ? 'consent' : 'banner';
  const reading = serializeA11y(parseA11y(req.cookies?.[A11Y_COOKIE] as string | undefined));
  return reading ? `${banner}+${reading}` : banner;
}
