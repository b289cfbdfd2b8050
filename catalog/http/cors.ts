import type { RequestHandler } from 'express';

/** Headers the site sends on API calls (requirements §7); a preflight must allow all of them. */
const ALLOWED_HEADERS = [
  'Content-Type',
  'X-App-Version',
  'X-App-Type',
  'X-Request-Variant',
  'X-Request-Id',
  'X-Cache-Key',
  'X-Utm-Medium',
  'X-Utm-Source',
  'X-Locale',
  'X-Tld',
  'X-User-Agent',
  'X-Ip',
  'X-Base-Url',
  'X-Yandex-Uid',
];

/** CORS for the site's own origins only; a foreign origin gets no CORS headers and the browser blocks it. */
export function cors(siteOrigins: string[]): RequestHandler {
  const allowed = new Set(siteOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    res.vary('Origin');
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id, Retry-After');
    }
    if (req.method === 'OPTIONS') {
      if (origin && allowed.has(origin)) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
