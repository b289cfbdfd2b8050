/** Express request → Fetch API Request for react-router's static handler (after react-router-express). */
import type { Request as ExpressRequest } from 'express';

/**
 * The URL is built on the site's own origin (SITE_URL), never on the Host header: loaders derive absolute
 * links from it, and a page rendered for a forged Host could otherwise be cached and served to others.
 */
export function toFetchRequest(req: ExpressRequest, signal: AbortSignal, siteUrl: string): Request {
  const url = new URL(req.originalUrl.replace(/^\/+/, '/'), siteUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const body = req.method === 'POST' && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  return new Request(url, { method: req.method, headers, signal, body });
}
