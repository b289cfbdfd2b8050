/**
 * Security headers on every kind of response the site sends (page, asset, API, 404, image error, health,
 * notifier refusal), in production mode (HSTS) and in development (no HSTS); trust proxy against a forged
 * X-Forwarded-For; body limits and JSON-only endpoints.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from './harness';
import { STATIC_PAGE_STYLE_SOURCE } from '../../server/render/fallback-page';

let site: TestSite;
let assetPath: string;

beforeAll(async () => {
  site = await startSite({ NODE_ENV: 'production' });
  const html = (await request(site.url).get('/')).text;
  assetPath = /"(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1] ?? '/favicon.svg';
});
afterAll(async () => {
  await site?.close();
});

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const RESPONSES: Array<[string, () => request.Test]> = [
  ['page', () => request(site.url).get('/')],
  ['asset', () => request(site.url).get(assetPath)],
  ['404 page', () => request(site.url).get('/no/such/page')],
  ['missing asset', () => request(site.url).get('/assets/missing-1.js')],
  ['/_img error', () => request(site.url).get('/_img?url=http://127.0.0.1/x.jpg&w=640')],
  ['/healthz', () => request(site.url).get('/healthz')],
  ['/readyz', () => request(site.url).get('/readyz')],
  [
    'notifier refusal',
    () => request(site.url).post('/api/telegram-msg').set('Content-Type', 'text/plain').send('x'),
  ],
  ['form post refusal', () => request(site.url).post('/').set('Content-Type', 'application/json').send('{}')],
  ['robots.txt', () => request(site.url).get('/robots.txt')],
];

describe('the embedded catalogue, mounted ahead of the site as the API host it stands in for', () => {
  it("answers with its own headers, not the page's: JSON that is never sniffed, uncompressed for the site", async () => {
    const res = await request(site.url)
      .get('/api/v1/settings/get-header?locale=ru')
      .set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses for a browser that asks', async () => {
    const res = await request(site.url).get('/api/v1/search/get-cruises').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('security headers on every response type (production)', () => {
  it.each(RESPONSES)('%s', async (_name, send) => {
    const res = await send();
    expect(res.status).toBeLessThan(500);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // Stylesheets from the site, and the static error pages' one inline style by its hash.
    expect(csp.get('style-src')).toEqual(["'self'", STATIC_PAGE_STYLE_SOURCE]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // A form's redirect to the built-in gateway's page on SITE_URL (http://localhost:0 here) is allowed from
    // another address of the site too.
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:0']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    // Nothing in the policy lets injected markup run code.
    for (const [name, values] of csp) {
      if (name === 'style-src-attr') continue;
      expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
      expect(values, name).not.toContain('*');
    }
  });
});

describe('development', () => {
  let dev: TestSite;
  beforeAll(async () => {
    dev = await startSite({ API_URL: site.url });
  });
  afterAll(async () => {
    await dev?.close();
  });

  it('sends no HSTS over plain HTTP outside production, and allows the API origin for images and fetches', async () => {
    const res = await request(dev.url).get('/healthz').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('img-src')).toContain(new URL(site.url).origin);
    expect(csp.get('connect-src')).toContain(new URL(site.url).origin);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('bodies', () => {
  it('refuses a form post over 16 KB with 413, and a non-form post with 415', async () => {
    const big = `a=${'x'.repeat(20 * 1024)}`;
    const res = await request(site.url)
      .post('/')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('X-Forwarded-For', '198.51.100.1')
      .send(big);
    expect(res.status).toBe(413);
    await request(site.url).post('/search').set('Content-Type', 'text/xml').send('<a/>').expect(415);
  });

  it('takes JSON only where JSON is expected, with a 16 KB limit', async () => {
    await request(site.url)
      .post('/api/telegram-msg')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('a=1')
      .expect(415);
    const huge = JSON.stringify({ message: 'x'.repeat(40 * 1024), threadID: 1 });
    const res = await request(site.url)
      .post('/api/telegram-msg')
      .set('Content-Type', 'application/json')
      .send(huge);
    expect([413, 429]).toContain(res.status);
  });
});
