/**
 * robots.txt, served dynamically so the Sitemap line carries the configured absolute SITE_URL.
 * `/search` is closed with `$` and `?` forms only: a bare `Disallow: /search` would also close
 * `/search-cruise`, the site's main listing (Yandex and Google both support `$`).
 */
const ROBOTS_DISALLOW = [
  '/payment',
  '/payment-result',
  '/search$',
  '/search?',
  '/share',
  '/copy-home',
  '/api/',
  '/_data/',
] as const;

export function robotsTxt(siteUrl: string): string {
  const lines = [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ];
  return lines.join('\n');
}
