/**
 * The Content Security Policy holds in a real browser: every route type is visited in Chromium and no
 * `securitypolicyviolation` event fires and no console message mentions the policy — so the strict CSP
 * (no inline scripts, no foreign origins) is one the pages really satisfy, hydration and lazy chunks included.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from './support';

interface Named {
  slug: string;
}

async function discover(request: APIRequestContext): Promise<Record<string, string>> {
  const [popular, map, lines, promotions, tags] = await Promise.all([
    api<{ items: Named[] }>(request, '/cruises/get-popular'),
    api<{ regions: Array<Named & { cruisesCount: number }> }>(request, '/regions/get-map'),
    api<{ items: Named[] }>(request, '/cruise-companies/get-all?page=1&pageSize=100'),
    api<{ items: Named[] }>(request, '/promotions/get-all'),
    api<{ items: Named[] } | Named[]>(request, '/get-page-tags'),
  ]);
  const region = [...map.regions].sort((a, b) => b.cruisesCount - a.cruisesCount)[0];
  const full = await api<{ countries: Named[] }>(request, `/regions/get-by-slug?slug=${region.slug}`);
  const country = await api<{ ports: Named[] }>(
    request,
    `/countries/get-by-slug?slug=${full.countries[0].slug}`,
  );
  const port = await api<{ city: Named }>(request, `/ports/get-by-slug?slug=${country.ports[0].slug}`);
  const ships = await api<{ items: Named[] }>(
    request,
    `/ships/get-by-cruise-company-slug?slug=${lines.items[0].slug}`,
  );
  const tag = (Array.isArray(tags) ? tags : tags.items)[0];
  const enc = encodeURIComponent;
  return {
    home: '/',
    'copy-home': '/copy-home',
    'search-cruise': '/search-cruise',
    landing: `/search-cruise/${enc(tag.slug)}`,
    search: `/search?term=${enc('волга')}`,
    cruise: `/cruise/${enc(popular.items[0].slug)}`,
    region: `/region/${enc(region.slug)}`,
    country: `/country/${enc(full.countries[0].slug)}`,
    port: `/port/${enc(country.ports[0].slug)}`,
    city: `/city/${enc(port.city.slug)}`,
    cruiseline: `/cruiseline/${enc(lines.items[0].slug)}`,
    ship: `/ship/${enc(ships.items[0].slug)}`,
    promotions: '/promotions',
    promotion: `/promotions/${enc(promotions.items[0].slug)}`,
    'about-us': '/about-us',
    'info/cookies': '/info/cookies',
    payment: '/payment',
    'payment-result': '/payment-result?order=CSP-TEST-1',
    'all-regions': '/all-regions',
    'all-cruiselines': '/all-cruiselines',
    'not-found': '/no/such/page',
  };
}

/** Collects violations from the page itself (the event) and from Chromium's console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

test.describe('Content Security Policy', () => {
  let routes: Record<string, string> = {};
  test.beforeAll(async ({ request }) => {
    routes = await discover(request);
  });

  test('no page violates the policy, hydration and lazy chunks included', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await watchCsp(page);
    const seen: string[] = [];
    for (const [name, path] of Object.entries(routes)) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.headers()['content-security-policy'], name).toContain("script-src 'self'");
      // Lazy chunks, images and the browser's own API calls happen after load.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      seen.push(`${name} ${response?.status()}`);
      expect(violations, `${name} (${path})`).toEqual([]);
    }
    expect(seen.length).toBe(Object.keys(routes).length);
  });

  test('the watcher does see a violation (an injected inline script)', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/about-us');
    await page.addScriptTag({ content: 'window.__injected = 1;' }).catch(() => undefined);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
    ).toBeUndefined();
  });
});
