/** robots.txt and the sitemap index with its files, built from the embedded catalogue. */
import robotsParser from 'robots-parser';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkFiles, urlsetXml } from '../../server/seo/xml';
import { robotsTxt } from '../../server/seo/robots';
import { startSite, type TestSite } from './harness';

const SITE_URL = 'https://kruizy.example';
let site: TestSite;
let request: ReturnType<typeof supertest>;

beforeAll(async () => {
  site = await startSite({ SITE_URL });
  request = supertest(site.url);
});
afterAll(async () => {
  await site?.close();
});

/** The sitemap's files and where the pages of each lie. */
const SECTIONS = {
  pages: '/',
  landings: '/search-cruise/',
  cruises: '/cruise/',
  promotions: '/promotions/',
  cruiselines: '/cruiseline/',
  ships: '/ship/',
  regions: '/region/',
  countries: '/country/',
  ports: '/port/',
  cities: '/city/',
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('is served dynamically with the absolute sitemap URL', async () => {
    const res = await request.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    // What a crawler makes of the file: private, per-visitor and API URLs closed, listings open.
    const robots = robotsParser(`${SITE_URL}/robots.txt`, res.text);
    const closed = [
      '/payment',
      '/payment?order=A-1',
      '/payment-result?order=A-1',
      '/search',
      `/search?term=${encodeURIComponent('волга')}`,
      '/share/abc123',
      '/copy-home',
      '/api/v1/cruises/get-popular',
      '/_data/content/about-us',
    ];
    const open = [
      '/',
      '/search-cruise',
      '/search-cruise?page=2',
      '/search-cruise/morskie-kruizy',
      '/cruise/a',
    ];
    expect(closed.filter((path) => robots.isAllowed(`${SITE_URL}${path}`, 'Yandex'))).toEqual([]);
    expect(open.filter((path) => !robots.isAllowed(`${SITE_URL}${path}`, 'Yandex'))).toEqual([]);
  });
  it('is the same text the builder gives', () => {
    expect(robotsTxt('https://a.example')).toMatch(/Sitemap: https:\/\/a\.example\/sitemap\.xml\n$/);
  });
});

describe('sitemap', () => {
  it('is an index of per-section files', async () => {
    const res = await request.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.text).sort()).toEqual(
      Object.keys(SECTIONS)
        .map((section) => `${SITE_URL}/sitemaps/${section}.xml`)
        .sort(),
    );
  });

  it('each file lists pages of its own kind', async () => {
    for (const [section, prefix] of Object.entries(SECTIONS)) {
      const res = await request.get(`/sitemaps/${section}.xml`);
      expect(res.status, section).toBe(200);
      const urls = locs(res.text);
      expect(urls.length, section).toBeGreaterThan(0);
      expect(
        urls.filter((url) => !url.startsWith(`${SITE_URL}${prefix}`)),
        section,
      ).toEqual([]);
    }
  });

  it('lists every cruise of the catalogue', async () => {
    const total = (await request.get('/api/v1/search/get-cruises?page=1&pageSize=1')).body.total as number;
    const res = await request.get('/sitemaps/cruises.xml');
    expect(res.status).toBe(200);
    const urls = locs(res.text);
    expect(urls.length).toBe(total);
    expect(total).toBeGreaterThan(1000);
    expect(urls.every((u) => u.startsWith(`${SITE_URL}/cruise/`))).toBe(true);
  });

  it('lists the static pages and every cruise line', async () => {
    const pages = locs((await request.get('/sitemaps/pages.xml')).text);
    expect(pages).toEqual(
      expect.arrayContaining([`${SITE_URL}/`, `${SITE_URL}/about-us`, `${SITE_URL}/info/policy`]),
    );
    expect(pages.some((u) => /\/payment|\/search$|\/copy-home/.test(u))).toBe(false);
    const lines = (await request.get('/api/v1/cruise-companies/get-all?page=1&pageSize=100')).body.items as {
      slug: string;
    }[];
    const lineUrls = locs((await request.get('/sitemaps/cruiselines.xml')).text);
    expect(lineUrls.length).toBe(lines.length);
  });

  it('answers 404 for files it does not have', async () => {
    expect((await request.get('/sitemaps/nothing.xml')).status).toBe(404);
  });

  it('splits a section past 50 000 URLs and escapes XML', () => {
    const items = Array.from({ length: 120_001 }, (_, i) => i);
    expect(chunkFiles('cruises', items).map((c) => [c.file, c.items.length])).toEqual([
      ['cruises-1.xml', 50_000],
      ['cruises-2.xml', 50_000],
      ['cruises-3.xml', 20_001],
    ]);
    expect(chunkFiles('cruises', [1, 2])).toEqual([{ file: 'cruises.xml', items: [1, 2] }]);
    expect(urlsetXml('https://site.ru', [{ path: "/a?b=1&c=<2>'" }])).toContain(
      '<loc>https://site.ru/a?b=1&amp;c=&lt;2&gt;&#39;</loc>',
    );
  });
});
