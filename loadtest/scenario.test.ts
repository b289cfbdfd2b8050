import { describe, expect, it } from 'vitest';
import {
  createMix,
  DEFAULT_WEIGHTS,
  imageUrls,
  inventoryFrom,
  randomSearch,
  seededRandom,
  sitemapLocations,
  type RouteKind,
} from './scenario';

const SITEMAP_PATHS = [
  '/',
  '/search-cruise',
  '/cruise/volga-7',
  '/cruise/norway-12',
  '/region/sredizemnoe-more',
  '/country/norvegiya',
  '/port/bergen',
  '/cruiseline/msc-cruises',
  '/ship/msc-bellissima',
  '/promotions/letnie-skidki',
  '/search-cruise/rechnye-kruizy',
  '/about-us',
];

describe('the load-test scenario', () => {
  it('reads a sitemap index or a sitemap, keeping only paths and unescaping', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>https://prod.example.ru/cruise/a</loc></url>
      <url><loc> https://prod.example.ru/search-cruise?kind=sea&amp;page=2 </loc></url></urlset>`;
    expect(sitemapLocations(xml)).toEqual([
      'https://prod.example.ru/cruise/a',
      'https://prod.example.ru/search-cruise?kind=sea&page=2',
    ]);
  });

  it('sorts sitemap pages into kinds and collects filter slugs', () => {
    const inventory = inventoryFrom(SITEMAP_PATHS, ['/_img?src=a.jpg&w=400']);
    expect(inventory.cruises).toEqual(['/cruise/volga-7', '/cruise/norway-12']);
    expect(inventory.catalogue).toHaveLength(6);
    expect(inventory.pages).toEqual(['/search-cruise/rechnye-kruizy', '/about-us']);
    expect(inventory.filters).toEqual({
      region: ['sredizemnoe-more'],
      country: ['norvegiya'],
      port: ['bergen'],
      line: ['msc-cruises'],
      ship: ['msc-bellissima'],
    });
  });

  it('finds image optimizer URLs in src and srcset', () => {
    const html = `<img src="/_img/384/gallery/a.jpg" srcset="/_img/384/gallery/a.jpg 384w, /_img/828/gallery/a.jpg 828w"><img src="/_img?src=%2Fstorage%2Fa.jpg&amp;w=400" srcset="/_img?src=%2Fstorage%2Fa.jpg&amp;w=800 2x, /_img?src=b&amp;w=1 1x">`;
    expect(imageUrls(html)).toEqual([
      '/_img/384/gallery/a.jpg',
      '/_img/828/gallery/a.jpg',
      '/_img?src=%2Fstorage%2Fa.jpg&w=400',
      '/_img?src=%2Fstorage%2Fa.jpg&w=800',
      '/_img?src=b&w=1',
    ]);
  });

  it('makes searches with valid filter combinations and pages', () => {
    const { filters } = inventoryFrom(SITEMAP_PATHS, []);
    const random = seededRandom(7);
    const searches = Array.from({ length: 500 }, () => randomSearch(filters, random));
    const params = searches.map((s) => new URL(s, 'http://x').searchParams);
    expect(new Set(searches).size).toBeGreaterThan(100);
    expect(params.some((p) => p.has('page'))).toBe(true);
    expect(params.some((p) => p.has('region') && p.has('kind'))).toBe(true);
    for (const p of params) {
      if (p.has('page')) expect(Number(p.get('page'))).toBeGreaterThanOrEqual(2);
      if (p.has('region')) expect(p.get('region')).toBe('sredizemnoe-more');
    }
  });

  it('follows the weights, the same for the same seed, leaving out kinds with no URLs', () => {
    const mix = createMix(inventoryFrom(SITEMAP_PATHS, []), seededRandom(1));
    expect(mix.kinds).not.toContain('image');
    const counts: Partial<Record<RouteKind, number>> = {};
    for (let i = 0; i < 20_000; i++) {
      const { kind } = mix.next();
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    const total = mix.kinds.reduce((sum, k) => sum + DEFAULT_WEIGHTS[k], 0);
    for (const kind of mix.kinds) {
      expect(counts[kind]! / 20_000).toBeCloseTo(DEFAULT_WEIGHTS[kind] / total, 1);
    }
    const again = createMix(inventoryFrom(SITEMAP_PATHS, []), seededRandom(1));
    const other = createMix(inventoryFrom(SITEMAP_PATHS, []), seededRandom(1));
    expect(Array.from({ length: 50 }, () => again.next())).toEqual(
      Array.from({ length: 50 }, () => other.next()),
    );
  });
});
