/**
 * The platform end to end over HTTP: document shell, headers, status codes, static assets, the embedded
 * catalogue, form posts and the error paths.
 */
import { describe, expect, it } from 'vitest';
import { siteForFile } from './harness';

const site = siteForFile();

describe('the document', () => {
  it('renders home in Russian with the required viewport, a title and the router state', async () => {
    const res = await site.request.get('/').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="ru">/);
    expect(res.text).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"/>',
    );
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text).toContain('<script id="__router_data" type="application/json">');
    expect(res.text).toMatch(/<script type="module" src="\/assets\/entry-[^"]+\.js"/);
    // No inline executable script: the CSP needs no nonce.
    expect(res.text).not.toMatch(/<script(?![^>]*(type="application\/(ld\+)?json"|src=))[^>]*>/);
  });

  it('sends the security and request-id headers', async () => {
    const res = await site.request.get('/').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^\d{13}$/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps HTML out of shared caches when it sets cookies, and lets them keep anonymous pages briefly', async () => {
    const first = await site.request.get('/all-regions?utm_source=ya').expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const cookies = (first.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    const repeat = await site.request.get('/all-regions').set('Cookie', cookies).expect(200);
    expect(repeat.headers['set-cookie']).toBeUndefined();
    expect(repeat.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const payment = await site.request.get('/payment').set('Cookie', cookies);
    expect(payment.headers['cache-control']).toBe('private, no-cache');
    // A form's answer (here the subscription's, with the address sent) is kept by no cache at all.
    const posted = await site.request
      .post('/')
      .set('Cookie', cookies)
      .type('form')
      .send({ email: 'ivan@example.ru', consent: 'on' });
    expect(posted.status).toBeLessThan(500);
    expect(posted.headers['cache-control']).toBe('private, no-store');
  });

  it('builds absolute links on SITE_URL, never on a forged Host header', async () => {
    for (const path of ['/search-cruise', '/', '//other.example/x', '/\\@;b^~gwq]?region=1']) {
      const res = await site.request.get(path).set('Host', 'evil.example');
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toContain('evil.example');
    }
  });

  it('hides the cookie banner in the server HTML once consent is given', async () => {
    const fresh = await site.request.get('/').expect(200);
    expect(fresh.text).toContain('Уведомление о файлах cookie');
    const consented = await site.request.get('/').set('Cookie', 'cookie_consent=1').expect(200);
    expect(consented.text).not.toContain('Уведомление о файлах cookie');
  });
});

describe('status codes', () => {
  it('answers 404 with the not-found page for any unknown path', async () => {
    const res = await site.request.get('/no/such/page').expect(404);
    expect(res.text).toContain('Страница не найдена');
  });

  it('answers 404 for an unknown or malformed slug, decided before streaming', async () => {
    await site.request.get('/cruise/no-such-cruise').expect(404);
    await site.request.get('/ship/%3Cscript%3E').expect(404);
  });

  it('answers 405 for methods a page does not take, 415 for a non-form post', async () => {
    await site.request.put('/').expect(405);
    await site.request.post('/').set('Content-Type', 'application/json').send('{}').expect(415);
  });

  it('serves HEAD without a body', async () => {
    const res = await site.request.head('/').expect(200);
    expect(res.text ?? '').toBe('');
  });
});

describe('static assets', () => {
  it('serves hashed assets immutable for a year, pre-compressed', async () => {
    const html = (await site.request.get('/')).text;
    const entry = /src="(\/assets\/entry-[^"]+\.js)"/.exec(html)![1];
    const res = await site.request.get(entry).set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['content-encoding']).toBe('br');
    // Never revalidated: no validators.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it("serves the icon sprite the page's icons point at, drawn at build time", async () => {
    const html = (await site.request.get('/')).text;
    const sprite = /<use href="(\/assets\/icons-[0-9a-f]{10}\.svg)#phone"/.exec(html)![1];
    const res = await site.request.get(sprite).set('Accept-Encoding', 'br').buffer(true).expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with a plain 404', async () => {
    const res = await site.request.get('/assets/missing-123.js').expect(404);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('answers /healthz', async () => {
    await site.request.get('/healthz').expect(200, { status: 'ok' });
  });
});

describe('the embedded catalogue', () => {
  it('is mounted at /api/v1 and publishes its OpenAPI document', async () => {
    const header = await site.request.get('/api/v1/settings/get-header?locale=ru').expect(200);
    expect(header.body).toHaveProperty('menu');
    const doc = await site.request.get('/api/v1/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\.1/);
  });

  it('gives the shared client a repairable broken response (requirements §5)', async () => {
    const { createApiClient } = await import('../../shared/api/client');
    const api = createApiClient({
      baseUrl: `${site.url}/api/v1`,
      variant: 'ssr',
      fetch: (u, i) => fetch(u, i),
      timeoutMs: 5_000,
    });
    const res = await api.getWrongResponse({});
    expect(res.ok).toBe(true);
  });
});
