/**
 * What a page's head asks the browser to fetch, in order (docs/decisions/038-a-landing-pages-own-code.md):
 * the render-blocking stylesheet comes before the scripts, so it has a connection of the six a browser
 * opens to a host while the five scripts of a landing page wait for theirs, and the page can paint as soon
 * as it arrives.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from './harness';

let site: TestSite;
beforeAll(async () => {
  site = await startSite({ MICRO_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await site?.close();
});

/** The head's fetches in document order: `stylesheet`, `script`, `modulepreload`, `preload image`. */
function headFetches(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [
    ...head.matchAll(/<link[^>]*rel="(stylesheet|modulepreload|preload)"[^>]*>|<script[^>]*src="[^"]*"/g),
  ].map(([tag, rel]) => (rel === 'preload' ? `preload ${/as="(\w+)"/.exec(tag)?.[1]}` : (rel ?? 'script')));
}

describe('the document head', () => {
  it('asks for the stylesheet before any script, on home, search and a cruise page', async () => {
    const request = supertest(site.url);
    const cruise = (await request.get('/api/v1/cruises/get-popular?limit=1')).body as {
      items: { slug: string }[];
    };
    for (const path of ['/', '/search-cruise', `/cruise/${cruise.items[0].slug}`]) {
      const fetches = headFetches((await request.get(path).expect(200)).text);
      const firstScript = fetches.findIndex((f) => f === 'script' || f === 'modulepreload');
      expect(
        fetches.filter((f) => f === 'stylesheet'),
        path,
      ).toHaveLength(1);
      expect(fetches.indexOf('stylesheet'), path).toBeLessThan(firstScript);
      expect(
        fetches.filter((f) => f === 'script' || f === 'modulepreload').length,
        path,
      ).toBeGreaterThanOrEqual(4);
    }
  });
});
