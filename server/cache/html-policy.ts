/**
 * Which rendered pages may be cached, and how. Anonymous pages are the same for everyone but for two
 * things: whether the cookie banner shows, the visitor's reading settings (text size, contrast), and the
 * visitor's own lists (favourites, compare, recently viewed: docs/decisions/025-visitor-tools.md), which mark
 * hearts and counts in the HTML. Payment and share pages are per visitor and never cached, nor
 * are requests that set tracking cookies (UTM, click ids), nor a form's answer (a POST: it shows what the
 * visitor sent, `private, no-store`). A response that carries any Set-Cookie is
 * marked private so no shared cache hands one visitor's cookies to another; its body may still come from
 * the server's own micro-cache, which never stores headers.
 */
import type { Request, Response } from 'express';
import { A11Y_COOKIE, parseA11y, serializeA11y } from '../../shared/a11y';
import { CLICK_ID_KEYS, COOKIE, UTM_KEYS } from '../../shared/constants';
import { readVisitorTools, VISITOR_TOOL_NAMES } from '../../shared/visitor-tools';

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

function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** May this request's page be shared with other visitors (micro-cache, CDN)? */
export function isShareablePage(req: Request, _res: Response, status: number): boolean {
  return (
    isRead(req) && (status === 200 || status === 404) && !isTrackingRequest(req) && !isPrivatePath(req.path)
  );
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

// A form's answer shows what the visitor sent (a booking's name and party): kept nowhere, not even by the
// browser's own cache.
export const FORM_ANSWER_CACHE_CONTROL = 'private, no-store';

/**
 * Cache-Control of a rendered page: shared caches may keep anonymous 200/404 pages briefly. A page drawn
 * for someone's own lists is private: a CDN keyed on the consent cookie alone would hand it to others.
 */
export function htmlCacheControl(req: Request, res: Response, status: number): string {
  if (!isRead(req)) return FORM_ANSWER_CACHE_CONTROL;
  if (!isShareablePage(req, res, status) || res.getHeader('Set-Cookie') || visitorToolsKey(req)) {
    return PRIVATE_HTML_CACHE_CONTROL;
  }
  return PUBLIC_HTML_CACHE_CONTROL;
}

const readParsedCookie = (cookies: Record<string, string | undefined>, name: string) => cookies[name] ?? null;

/** The visitor's lists as they render (valid slugs, bounded): '' when all three are empty. */
function visitorToolsKey(req: Request): string {
  const tools = readVisitorTools((req.cookies ?? {}) as Record<string, string | undefined>, readParsedCookie);
  return VISITOR_TOOL_NAMES.some((name) => tools[name].length > 0)
    ? VISITOR_TOOL_NAMES.map((name) => tools[name].join(',')).join('|')
    : '';
}

/**
 * What makes two requests for the same URL render differently: the banner, the reading settings (normalised,
 * so a garbled cookie shares the default page) and the visitor's own lists. Visitors with the same settings
 * and lists share a micro-cached copy; nobody gets another's.
 */
export function htmlVariant(req: Request): string {
  const banner = req.cookies?.[COOKIE.consent] ? 'consent' : 'banner';
  const reading = serializeA11y(parseA11y(req.cookies?.[A11Y_COOKIE] as string | undefined));
  const tools = visitorToolsKey(req);
  return [reading ? `${banner}+${reading}` : banner, tools].filter(Boolean).join(' ');
}
