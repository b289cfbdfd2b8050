/**
 * Cross-site request forgery guard for the site's own form posts (booking requests, subscriptions, cookie
 * consent, payment). None of them rides on a login, so the harm a forged post could do is small, but a
 * page elsewhere must still not post in a visitor's name. Browsers say where a post comes from: a
 * `Sec-Fetch-Site` other than same-origin (or none, typed in the address bar), or an `Origin` whose host
 * is not this site's, is refused with 403 (docs/decisions/018-forms-without-javascript.md). A request
 * with neither header (curl, old browsers) passes: no browser sends a cross-site form without them.
 */
import type { NextFunction, Request, Response } from 'express';

const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

const CROSS_SITE_REFUSED = 'Форма отправлена с другого сайта и не принята';

function isSameOriginPost(req: Request, siteUrl: string): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && !ALLOWED_FETCH_SITES.has(fetchSite)) return false;
  const origin = req.get('origin');
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // `Origin: null` (a sandboxed frame, a privacy-sensitive redirect) names no site at all.
    return false;
  }
  return host === req.get('host') || host === new URL(siteUrl).host;
}

export function sameOriginPosts(siteUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isSameOriginPost(req, siteUrl)) {
      next();
      return;
    }
    req.log.info(
      { origin: req.get('origin'), fetchSite: req.get('sec-fetch-site') },
      'cross-site post refused',
    );
    res
      .status(403)
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', 'no-store')
      .send(CROSS_SITE_REFUSED);
  };
}
