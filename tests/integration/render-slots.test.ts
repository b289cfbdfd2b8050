/**
 * Pages render a few at a time (RENDER_CONCURRENCY); the rest wait for a slot. With one slot, every kind
 * of ending must hand it on: a finished page, a HEAD request, a 404, and a visitor who leaves mid-way.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from './harness';

let site: TestSite;
beforeAll(async () => {
  site = await startSite({ RENDER_CONCURRENCY: '1', MICRO_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await site?.close();
});

/** Starts a page request and drops the connection as soon as the first bytes arrive. */
function leaveEarly(path: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(`${site.url}${path}`, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => resolve());
  });
}

describe('render slots', () => {
  it('serves many pages at once through a single slot, each complete', async () => {
    const paths = ['/', '/search-cruise', '/promotions', '/all-regions', '/no-such-page', '/about-us'];
    const answers = await Promise.all(paths.map((p) => request(site.url).get(p)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 404, 200]);
    for (const answer of answers) expect(answer.text.trimEnd()).toMatch(/<\/html>$/);
  });

  it('hands the slot on after HEAD requests and visitors who leave', async () => {
    await Promise.all([
      request(site.url).head('/'),
      request(site.url).head('/search-cruise'),
      leaveEarly('/search-cruise'),
      leaveEarly('/'),
    ]);
    const page = await request(site.url).get('/search-cruise').timeout(10_000);
    expect(page.status).toBe(200);
    expect(page.text.trimEnd()).toMatch(/<\/html>$/);
  });
});
