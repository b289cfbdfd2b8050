/** Short links: /share/<code> redirects, /share explains and opens codes, the no-JS share form works. */
import { describe, expect, it } from 'vitest';
import { siteForFile } from './harness';

const site = siteForFile();

describe('short links', () => {
  it('/share/<code> redirects (302) to the full page', async () => {
    const made = await site.request
      .post('/api/v1/short-links/get-short')
      .send({ url: '/search-cruise?kind=sea&sort=price-desc' });
    expect(made.status).toBe(200);
    const res = await site.request.get(`/share/${made.body.code}`).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/search-cruise?kind=sea&sort=price-desc');
  });

  it('unknown codes and codes of the wrong shape are 404', async () => {
    expect((await site.request.get('/share/Zz9Zz9Zz9')).status).toBe(404);
    expect((await site.request.get('/share/no!')).status).toBe(404);
  });

  it('/share explains short links and opens a pasted link', async () => {
    const page = await site.request.get('/share');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Короткие ссылки — Круизный клуб</title>');
    const open = await site.request.get('/share?code=http%3A%2F%2Fexample.ru%2Fshare%2FAbCd12').redirects(0);
    expect(open.status).toBe(302);
    expect(open.headers.location).toBe('/share/AbCd12');
    const bad = await site.request.get('/share?code=%3F');
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('Это не похоже на короткую ссылку');
  });

  it('the share button without JS: POST /share shows the short link', async () => {
    const res = await site.request.post('/share').type('form').send({ url: '/search-cruise?kind=river' });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/value="http:\/\/[^"]+\/share\/[A-Za-z0-9]{4,12}"/);
    const refused = await site.request.post('/share').type('form').send({ url: 'https://evil.example/' });
    expect(refused.status).toBe(400);
  });
});
