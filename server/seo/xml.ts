/** The sitemaps.org XML formats: a urlset and a sitemap index. */
// XML text and attributes take the same five escapes as HTML (&#39; is valid XML).
import { escape as escapeXml } from 'html-escaper';
const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** Path on the site, starting with `/`. */
  path: string;
  /** `YYYY-MM-DD` */
  lastmod?: string;
}

export function urlsetXml(siteUrl: string, urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(siteUrl + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, files: readonly string[]): string {
  const body = files
    .map((f) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${f}`)}</loc></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** A section's file names: `cruises.xml`, or `cruises-1.xml`, `cruises-2.xml` … past the 50 000 limit. */
export function chunkFiles<T>(
  type: string,
  items: readonly T[],
  max = SITEMAP_MAX_URLS,
): Array<{ file: string; items: T[] }> {
  if (items.length === 0) return [];
  if (items.length <= max) return [{ file: `${type}.xml`, items: [...items] }];
  const out: Array<{ file: string; items: T[] }> = [];
  for (let i = 0; i < items.length; i += max)
    out.push({ file: `${type}-${out.length + 1}.xml`, items: items.slice(i, i + max) });
  return out;
}
