import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '../shared/api/contract';
import { API_PREFIX, ENDPOINTS, type EndpointName } from '../shared/api/endpoints';
import { ttlFor } from '../server/cache/ttl-policy';
import { createContractChecker } from '../shared/api/contract-check';
import { repairJson } from '../shared/api/json-repair';
import { buildResponseShapes } from '../shared/api/response-shapes';
import { breakAnswer, CONTRACT_FAULTS } from '../tests/fakes/contract-faults';
import { makeCatalog, SITE, type TestCatalog } from './test/helpers';
import { cabinPricesOf } from './handlers/cruises';

let t: TestCatalog;
/** The site's own check (shared/api/contract-check.ts) must agree with zod on every real answer and fault. */
const contract = createContractChecker(buildResponseShapes());
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

/** Valid sample inputs per endpoint; several for the ones with interesting variants. */
function samples(): Record<EndpointName, unknown[]> {
  const m = t.catalog.store.model();
  const cruise = t.catalog.store.view().entries[5].cruise.slug;
  // A class with a place left: a sold-out one is refused (409).
  const rec = m.cruiseBySlug.get(cruise)!;
  const open = cabinPricesOf(m, rec, t.catalog.store.view().today).find((p) => p.available)!.category.code;
  return {
    getHeader: [{}, { locale: 'ru' }],
    getFooter: [{}],
    getSubscriptionSettings: [{}],
    getUspList: [{}],
    getBanners: [{}, { placement: 'copy-home' }, { placement: 'search' }],
    getDescriptions: [{ path: '/' }, { path: '/all-regions' }, { path: '/unknown-page' }],
    getPageTags: [{}, { page: 'search' }, { page: 'cruise' }],
    getCruiseLineBySlug: [{ slug: 'msc-cruises' }, { slug: 'vodokhod' }],
    getPortBySlug: [{ slug: 'barselona' }, { slug: 'sankt-peterburg' }],
    getRegionBySlug: [{ slug: 'volga' }, { slug: 'kariby' }],
    getShipBySlug: [{ slug: 'msc-grandiosa' }, { slug: 'mustay-karim' }],
    getCountryBySlug: [{ slug: 'italiya' }, { slug: 'rossiya' }],
    getCityBySlug: [{ slug: 'sankt-peterburg' }, { slug: 'neapol' }],
    getCruiseBySlug: [{ slug: cruise }, { slug: m.cruises[0].slug }],
    getPromotionBySlug: [{ slug: 'rannee-bronirovanie' }, { slug: 'chernaya-pyatnitsa' }],
    getTagPageBySlug: [{ slug: 'kruizy-po-volge' }, { slug: 'kruizy-na-majskie' }],
    getPageBySlug: [{ slug: 'about-us' }],
    getTildaPageBySlug: [
      { slug: 'cookies' },
      { slug: 'policy' },
      { slug: 'soglasie-na-obrabotku-personalnykh-dannykh' },
      { slug: 'rannee-bronirovanie' },
    ],
    getRedirects: [{}],
    getCruiseLines: [{}, { page: 2, pageSize: 5 }],
    getPromotions: [{}, { status: 'expired' }, { status: 'all', pageSize: 3 }],
    getCurrencies: [{}],
    getNewestShips: [{}, { limit: 3 }],
    getPopularCruises: [{}, { limit: 6 }],
    getRegionsByCruiseLine: [{ slug: 'msc-cruises' }],
    getShipsByCruiseLine: [{ slug: 'royal-caribbean' }],
    getCabinCategoriesByShip: [{ slug: 'msc-grandiosa' }, { slug: 'lev-tolstoy' }],
    getRegionsByShip: [{ slug: 'costa-smeralda' }],
    getRegionsMap: [{}],
    getCruiseItinerary: [{ slug: cruise }],
    getCruiseMap: [{ slug: cruise }],
    getCruisePrices: [{ slug: cruise }],
    createSubscription: [
      { email: 'anna@example.ru', consent: true, source: 'footer' },
      { email: 'ANNA@example.ru', consent: true },
    ],
    saveLead: [
      { name: 'Анна', phone: '+7 900 123-45-67', consent: true },
      {
        name: 'Иван Петров',
        phone: '8 (912) 345-67-89',
        email: 'ivan@example.ru',
        cruiseSlug: cruise,
        cabinCategory: open,
        party: { adults: 2, children: [7], pensioners: 1 },
        quote: { amount: 152_400, currency: 'RUB' },
        comment: 'Перезвоните вечером',
        consent: true,
        utm: { utm_source: 'yandex', utm_medium: 'cpc' },
      },
    ],
    getPaymentLink: [{ orderRef: 'CR-100001', returnUrl: `${SITE}/payment-result?order=CR-100001` }],
    checkPayment: [{ orderRef: 'CR-100001' }, { orderRef: 'cr-100003' }, { orderRef: 'CR-100004' }],
    getFilterOptions: [{}, { kind: 'river' }, { region: ['volga', 'kama'], nights: '4-7' }],
    searchCruises: [
      {},
      { kind: 'sea', sort: 'price-asc', page: 2, pageSize: 10 },
      { region: 'volga', month: '2026-06' },
    ],
    searchByTerm: [{ term: 'волга' }, { term: 'msc', limit: 10 }],
    createShortLink: [{ url: '/cruise/x?y=1' }, { url: `${SITE}/search-cruise?region=volga` }],
    getShortLink: [],
    getCacheKeysForDeleting: [{ since: '2026-01-01T00:00:00.000Z' }],
    getWrongResponse: [{}],
  };
}

async function call(name: EndpointName, input: unknown) {
  const { method, path } = ENDPOINTS[name];
  const url = `${API_PREFIX}${path}`;
  if (method === 'POST')
    return request(t.app)
      .post(url)
      .set('Content-Type', 'application/json')
      .send(input as object);
  // Raw text: the wrong-response endpoint must reach the test unparsed.
  return request(t.app)
    .get(url)
    .query(input as Record<string, string>)
    .buffer(true)
    .parse((res, cb) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // left as text
        }
        cb(null, body);
      });
    });
}

describe('every endpoint answers with its contract shape', () => {
  it('covers all endpoints', () => {
    const s = samples();
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      if (name === 'getShortLink') continue;
      expect(s[name].length, name).toBeGreaterThan(0);
    }
  });

  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    it(name, async () => {
      const inputs = name === 'getShortLink' ? [] : samples()[name];
      if (name === 'getShortLink') {
        const created = await call('createShortLink', { url: '/ship/msc-grandiosa' });
        inputs.push({ code: created.body.code });
      }
      for (const input of inputs) {
        const res = await call(name, input);
        expect(
          res.status,
          `${name} ${JSON.stringify(input)} → ${JSON.stringify(res.body).slice(0, 300)}`,
        ).toBe(200);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        if (name === 'getWrongResponse') {
          const text = res.body as string;
          expect(() => JSON.parse(text)).toThrow();
          const repaired = repairJson(text);
          expect(repaired.repaired).toBe(true);
          continue;
        }
        const parsed = CONTRACT[name].response.safeParse(res.body);
        expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
        expect(contract.check(name, res.body), name).toEqual([]);
        for (const fault of CONTRACT_FAULTS) {
          const broken = JSON.parse(breakAnswer(fault, name, JSON.stringify(res.body)));
          expect(CONTRACT[name].response.safeParse(broken).success, `zod, ${name} ${fault}`).toBe(false);
          expect(contract.check(name, broken).length, `checker, ${name} ${fault}`).toBeGreaterThan(0);
        }
        expect(res.headers['cache-control']).toMatch(
          ENDPOINTS[name].method === 'POST' ? /^no-store$/ : /^(public, max-age=\d+|no-store)$/,
        );
      }
    });
  }

  it('serves the OpenAPI document', async () => {
    const res = await request(t.app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toHaveLength(Object.keys(ENDPOINTS).length);
  });

  it('GET caching: public for catalogue data, longer for settings, none for payment state', async () => {
    expect((await call('searchCruises', {})).headers['cache-control']).toBe('public, max-age=60');
    expect((await call('getHeader', {})).headers['cache-control']).toBe('public, max-age=600');
    // The same lifetime the site's response cache keeps (shared/api/cache-lifetimes.ts).
    expect((await call('getRegionsMap', {})).headers['cache-control']).toBe(
      `public, max-age=${ttlFor('getRegionsMap') / 1000}`,
    );
    expect((await call('checkPayment', { orderRef: 'CR-100002' })).headers['cache-control']).toBe('no-store');
  });

  it('answers a GET whose answer the caller already has with 304 and no body (If-None-Match)', async () => {
    const url = `${API_PREFIX}${ENDPOINTS.searchCruises.path}?kind=sea`;
    const first = await request(t.app).get(url);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await request(t.app).get(url).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    const other = await request(t.app).get(`${url}&page=2`).set('If-None-Match', first.headers.etag);
    expect(other.status).toBe(200);
  });

  it('falls through to the host app for paths that are not its own', async () => {
    const res = await request(t.app).get('/cruise/anything');
    expect(res.status).toBe(404);
    expect(res.text).toBe('site 404');
  });
});
