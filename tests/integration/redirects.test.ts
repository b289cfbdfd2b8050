/** The API's redirect list applied by the real app before rendering (server/middleware/redirects.ts). */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from './harness';

let site: TestSite;
let request: ReturnType<typeof supertest>;

beforeAll(async () => {
  site = await startSite();
  request = supertest(site.url);
});
afterAll(async () => {
  await site?.close();
});

describe('redirects from the API', () => {
  it('answers the very first request with the redirect (the list loads before it is needed)', async () => {
    const res = await request.get('/akcii');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/promotions');
  });

  it('keeps the status, ignores a trailing slash and carries the query string', async () => {
    const permanent = await request.get('/company/?utm_source=yandex&utm_medium=cpc');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.location).toBe('/about-us?utm_source=yandex&utm_medium=cpc');
    const temporary = await request.get('/sale');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.location).toBe('/promotions/goryashchie-kruizy');
    expect(temporary.headers['cache-control']).toBe('no-store');
  });

  it('matches exact paths only, and leaves everything else to the pages', async () => {
    expect((await request.get('/akcii/old')).status).toBe(404);
    expect((await request.get('/promotions')).status).toBe(200);
    expect((await request.get('/api/v1/redirects/get-all')).status).toBe(200);
  });

  it('redirects HEAD too, and leads to a working page', async () => {
    const res = await request.head('/info/privacy');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/info/policy');
    expect((await request.get(res.headers.location)).status).toBe(200);
  });
});
