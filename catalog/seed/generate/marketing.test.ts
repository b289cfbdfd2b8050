import { describe, expect, it } from 'vitest';
import { createImageRegistry } from './images';
import { generateMarketing } from './marketing';
import { PROMOTION_SEEDS } from './promotions';

describe('marketing', () => {
  const m = generateMarketing(new Date('2026-11-01T00:00:00Z'), createImageRegistry());

  it('dates the May holidays and New Year pages ahead of the seed’s start', () => {
    const filters = (slug: string) => m.tagPages.find((t) => t.slug === slug)!.filters;
    expect(filters('kruizy-na-majskie')).toMatchObject({ dateFrom: '2027-04-28', dateTo: '2027-05-09' });
    expect(filters('novogodnie-kruizy')).toMatchObject({ dateFrom: '2026-12-24', dateTo: '2027-01-07' });
  });

  it('calls the 1–3-night landing what its filter holds, «Короткие круизы»; weekend cruises are their own', () => {
    // A filter by nights keeps Tuesday–Friday sailings: that is no «круиз выходного дня».
    const short = m.tagPages.filter((t) => t.filters.nights === '1-3');
    expect(short.map(({ slug, title, h1 }) => ({ slug, title, h1 }))).toEqual([
      { slug: 'korotkie-kruizy', title: 'Короткие круизы', h1: 'Короткие круизы на 1–3 ночи' },
    ]);
    const weekend = m.tagPages.find((t) => t.slug === 'kruizy-vykhodnogo-dnya')!;
    expect(weekend).toMatchObject({ title: 'Круизы выходного дня', filters: { weekend: '1' } });
    // Its address is its own again, no longer sent to the short cruises.
    expect(m.redirects.some((r) => r.from === '/search-cruise/kruizy-vykhodnogo-dnya')).toBe(false);
  });

  it('keeps a collection’s name from its link to its page: the heading has every word of the link', () => {
    const words = (text: string) => text.toLowerCase().split(/\s+/);
    const renamed = m.tagPages.filter((t) => !words(t.title).every((w) => words(t.h1).includes(w)));
    // «Круизы по Карибам» opened «Круизы по Карибскому морю», «…норвежским фьордам» «…фьордам Норвегии».
    expect(renamed.map((t) => `${t.title} → ${t.h1}`)).toEqual([]);
  });

  it('names in the home page’s title the years of the sailings on sale', () => {
    const title = (start: string) =>
      generateMarketing(new Date(`${start}T00:00:00Z`), createImageRegistry()).descriptions.find(
        (d) => d.path === '/',
      )!.title;
    // Eighteen months from November reach May the year after next.
    expect(title('2026-11-01')).toMatch(/^Круизы 2026–2028:/);
    expect(title('2026-03-01')).toMatch(/^Круизы 2026–2027:/);
    // Started on 2 July, the last sailing leaves on 31 December: no year of nothing.
    expect(title('2026-07-02')).toMatch(/^Круизы 2026–2027:/);
  });

  it('links pages and banners only to tag pages that exist', () => {
    const slugs = new Set(m.tagPages.map((t) => t.slug));
    for (const t of m.pageTags) expect(slugs.has(t.slug), t.slug).toBe(true);
    for (const b of m.banners.filter((x) => x.href.startsWith('/search-cruise/')))
      expect(slugs.has(b.href.split('/')[2]), b.href).toBe(true);
  });

  it('gives an offer’s banner the offer’s own percent: every sailing of it has the same one, so no «до»', () => {
    const promoBanners = m.banners.filter((b) => b.href.startsWith('/promotions/'));
    expect(promoBanners.length).toBeGreaterThan(0);
    for (const b of promoBanners) {
      const offer = PROMOTION_SEEDS.find((p) => p.slug === b.href.split('/')[2]);
      expect(offer, b.href).toBeDefined();
      const said = `${b.title} ${b.subtitle ?? ''}`;
      if (!said.includes('%')) continue;
      expect(said).not.toMatch(/до \d+\s?%/);
      expect(said).toContain(`${offer!.percent}%`);
    }
  });
});
