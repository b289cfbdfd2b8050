/**
 * 'Версия для слабовидящих' on the server: the page is rendered in the visitor's reading settings from the
 * cookie (attributes of <html>, the panel's pressed buttons), the micro-cache never hands one visitor's
 * variant to another, and the panel works as a plain form post.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from './harness';

let site: TestSite;

beforeAll(async () => {
  // The micro-cache on, as in production: variants must not leak between visitors.
  site = await startSite({ MICRO_CACHE_TTL_MS: '60000' });
});
afterAll(() => site.close());

function htmlTag(html: string): string {
  return /<html[^>]*>/.exec(html)?.[0] ?? '';
}

function pressed(html: string, value: string): boolean {
  const button = new RegExp(`<button[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? '';
  return button.includes('aria-pressed="true"');
}

describe('reading settings', () => {
  it('render as attributes of <html> and pressed buttons, per visitor, through the micro-cache', async () => {
    const plain = await request(site.url).get('/all-regions').set('Cookie', 'cookie_consent=1');
    expect(htmlTag(plain.text)).toBe('<html lang="ru">');
    expect(pressed(plain.text, 'size-100')).toBe(true);

    const large = await request(site.url).get('/all-regions').set('Cookie', 'cookie_consent=1; a11y=t150.hc');
    expect(htmlTag(large.text)).toContain('data-text-size="150"');
    expect(htmlTag(large.text)).toContain('data-contrast="high"');
    expect(pressed(large.text, 'size-150')).toBe(true);
    expect(pressed(large.text, 'contrast-off')).toBe(true);

    // The default visitor again: the cached page is theirs, not the large-type one.
    const again = await request(site.url).get('/all-regions').set('Cookie', 'cookie_consent=1');
    expect(again.headers['x-micro-cache']).toBe('HIT');
    expect(htmlTag(again.text)).toBe('<html lang="ru">');
    const largeAgain = await request(site.url)
      .get('/all-regions')
      .set('Cookie', 'cookie_consent=1; a11y=t150.hc');
    expect(largeAgain.headers['x-micro-cache']).toBe('HIT');
    expect(htmlTag(largeAgain.text)).toContain('data-text-size="150"');
    expect(again.headers.vary).toContain('Cookie');
  });

  it('a garbled cookie gets the default page', async () => {
    const res = await request(site.url).get('/about-us').set('Cookie', 'a11y=%3Cscript%3E');
    expect(res.status).toBe(200);
    expect(htmlTag(res.text)).toBe('<html lang="ru">');
  });

  it('without JavaScript: the panel posts a choice, the cookie is set and the visitor is back on the page', async () => {
    const res = await request(site.url)
      .post('/all-regions?sort=name')
      .set('Origin', site.url)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', 'a11y=hc')
      .type('form')
      .send('intent=a11y&choice=size-125');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/all-regions?sort=name');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('a11y='));
    expect(cookie).toMatch(/^a11y=t125\.hc; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);

    const reset = await request(site.url)
      .post('/all-regions')
      .set('Origin', site.url)
      .set('Cookie', 'a11y=t125.hc')
      .type('form')
      .send('intent=a11y&choice=reset');
    expect(reset.status).toBe(303);
    const cleared = (reset.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('a11y='));
    expect(cleared).toMatch(/^a11y=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it('a post from another site is refused and sets nothing', async () => {
    const res = await request(site.url)
      .post('/all-regions')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('intent=a11y&choice=size-150');
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie'] ?? []).toEqual([]);
  });
});
