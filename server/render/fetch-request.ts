/** Express request → Fetch API Request for react-router's static handler (after react-router-express). */
import type { Request as ExpressRequest } from 'express';

const PASSED_HEADERS = ['cookie', 'content-type'] as const;

/**
 * The URL is built on the site's own origin (SITE_URL), never on the Host header: loaders derive absolute
 * links from it, and a page rendered for a forged Host could otherwise be cached and served to others.
 */
export function toFetchRequest(req: ExpressRequest, signal: AbortSignal, siteUrl: string): Request {
  // Path and query are set on the origin's URL, so no `//host` or `/\\host` in the path can change the host.
  const url = new URL(siteUrl);
  const raw = req.originalUrl;
  const query = raw.indexOf('?');
  url.pathname = query < 0 ? raw : raw.slice(0, query);
  url.search = query < 0 ? '' : raw.slice(query);
  // Only what the loaders and actions read: the cookie (consent, visitor tools, a booking's draft) and a
  // form post's content type (`request.formData()`); the rest of the visitor's request is not theirs to see.
  // (A profile put the copy of every header at 2.2% of a page's CPU; an A/B run found no difference above
  // noise, −0.2%, docs/performance.md.)
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const body = req.method === 'POST' && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  return new Request(url, { method: req.method, headers, signal, body });
}
