/** The API's redirect list applied by the real app before rendering (server/middleware/redirects.ts). */
import { describe, expect, it } from 'vitest';
import { siteForFile } from './harness';

const site = siteForFile();

describe('redirects from the API', () => {
  it('answers the very first request with the redirect (the list loads before it is needed)', async () => {
    await site.request.get('/akcii').expect(301).expect('Location', '/promotions');
  });

  it('keeps the status, ignores a trailing slash and carries the query string', async () => {
    await site.request
      .get('/company/?utm_source=yandex&utm_medium=cpc')
      .expect(301)
      .expect('Location', '/about-us?utm_source=yandex&utm_medium=cpc');
    const temporary = await site.request
      .get('/sale')
      .expect(302)
      .expect('Location', '/promotions/goryashchie-kruizy');
    expect(temporary.headers['cache-control']).toBe('no-store');
  });

  it('matches exact paths only, and leaves everything else to the pages', async () => {
    expect((await site.request.get('/akcii/old')).status).toBe(404);
    expect((await site.request.get('/promotions')).status).toBe(200);
    expect((await site.request.get('/api/v1/redirects/get-all')).status).toBe(200);
  });

  it('redirects HEAD too, and leads to a working page', async () => {
    const res = await site.request.head('/info/privacy').expect(301).expect('Location', '/info/policy');
    expect((await site.request.get(res.headers.location)).status).toBe(200);
  });
});
