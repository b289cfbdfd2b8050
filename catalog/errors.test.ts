import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../shared/api/schemas';
import { makeCatalog, rowCounts, SITE, type TestCatalog } from './test/helpers';

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog({ rateLimitPerMinute: 1000 });
});
afterAll(() => t.cleanup());

const post = (path: string, body: unknown) =>
  request(t.app).post(`/api/v1${path}`).set('Content-Type', 'application/json').send(JSON.stringify(body));

function expectError(res: request.Response, status: number, field?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(ApiErrorBody.safeParse(res.body).success, res.text).toBe(true);
  expect(res.body.error.message).toMatch(/[а-яё]/i);
  expect(res.text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  if (field !== undefined) expect(res.body.error.field).toBe(field);
}

describe('bad requests get a 4xx with the error shape and change nothing', () => {
  const SQL = "' OR 1=1 --";
  const cases: [string, () => request.Test, number, string?][] = [
    ['missing slug', () => request(t.app).get('/api/v1/cruises/get-by-slug'), 400, 'slug'],
    ['bad slug', () => request(t.app).get('/api/v1/ships/get-by-slug?slug=Bad_Slug'), 400, 'slug'],
    ['sql in slug', () => request(t.app).get('/api/v1/ports/get-by-slug').query({ slug: SQL }), 400, 'slug'],
    [
      'repeated single key',
      () => request(t.app).get('/api/v1/regions/get-by-slug?slug=volga&slug=kama'),
      400,
      'slug',
    ],
    ['unknown query field', () => request(t.app).get('/api/v1/settings/get-header?foo=1'), 400, 'foo'],
    ['wrong enum', () => request(t.app).get('/api/v1/search/get-cruises?sort=cheapest'), 400, 'sort'],
    ['wrong type', () => request(t.app).get('/api/v1/search/get-cruises?page=abc'), 400, 'page'],
    [
      'page size too big',
      () => request(t.app).get('/api/v1/search/get-cruises?pageSize=1000'),
      400,
      'pageSize',
    ],
    ['bad month', () => request(t.app).get('/api/v1/search/get-cruises?month=2026-13'), 400, 'month'],
    ['term too short', () => request(t.app).get('/api/v1/search/get-by-term?term=a'), 400, 'term'],
    [
      'sql in term is only text',
      () => request(t.app).get('/api/v1/search/get-by-term').query({ term: SQL }),
      200,
    ],
    [
      'bad since',
      () => request(t.app).get('/api/v1/get-cache-keys-for-deleting?since=yesterday'),
      400,
      'since',
    ],
    [
      'bad order ref',
      () => request(t.app).get('/api/v1/client-orders/check-payment').query({ orderRef: SQL }),
      400,
      'orderRef',
    ],
    [
      'subscription without consent',
      () => post('/subscriptions/create', { email: 'a@b.ru' }),
      400,
      'consent',
    ],
    [
      'subscription consent false',
      () => post('/subscriptions/create', { email: 'a@b.ru', consent: false }),
      400,
      'consent',
    ],
    [
      'subscription bad email',
      () => post('/subscriptions/create', { email: SQL, consent: true }),
      400,
      'email',
    ],
    [
      'subscription unknown field',
      () => post('/subscriptions/create', { email: 'a@b.ru', consent: true, admin: true }),
      400,
      'admin',
    ],
    [
      'lead bad phone',
      () => post('/leads/save', { name: 'Анна', phone: '12345', consent: true }),
      400,
      'phone',
    ],
    [
      'lead with the old guests count',
      () => post('/leads/save', { name: 'Анна', phone: '+79001234567', consent: true, guests: 2 }),
      400,
      'guests',
    ],
    [
      'lead party of wrong type',
      () =>
        post('/leads/save', {
          name: 'Анна',
          phone: '+79001234567',
          consent: true,
          party: { adults: 'два', children: [], pensioners: 0 },
        }),
      400,
      'party.adults',
    ],
    [
      'lead child of 18',
      () =>
        post('/leads/save', {
          name: 'Анна',
          phone: '+79001234567',
          consent: true,
          party: { adults: 1, children: [5, 18], pensioners: 0 },
        }),
      400,
      'party.children.1',
    ],
    [
      'lead party without an adult',
      () =>
        post('/leads/save', {
          name: 'Анна',
          phone: '+79001234567',
          consent: true,
          party: { adults: 0, children: [5], pensioners: 0 },
        }),
      400,
      'party.adults',
    ],
    [
      'lead party of eleven',
      () =>
        post('/leads/save', {
          name: 'Анна',
          phone: '+79001234567',
          consent: true,
          party: { adults: 6, children: [5, 6], pensioners: 3 },
        }),
      400,
      'party.adults',
    ],
    [
      'lead negative quote',
      () =>
        post('/leads/save', {
          name: 'Анна',
          phone: '+79001234567',
          consent: true,
          quote: { amount: -1, currency: 'RUB' },
        }),
      400,
      'quote.amount',
    ],
    [
      'lead unknown utm',
      () => post('/leads/save', { name: 'Анна', phone: '+79001234567', consent: true, utm: { utm_x: '1' } }),
      400,
      'utm.utm_x',
    ],
    [
      'lead unknown cruise',
      () =>
        post('/leads/save', {
          name: 'Анна',
          phone: '+79001234567',
          consent: true,
          cruiseSlug: 'no-such-cruise',
        }),
      400,
      'cruiseSlug',
    ],
    ['body is an array', () => post('/subscriptions/create', [1, 2]), 400],
    [
      'short link to another host',
      () => post('/short-links/get-short', { url: 'https://evil.example/x' }),
      400,
      'url',
    ],
    [
      'short link protocol-relative',
      () => post('/short-links/get-short', { url: '//evil.example/x' }),
      400,
      'url',
    ],
    [
      'short link javascript',
      () => post('/short-links/get-short', { url: 'javascript:alert(1)' }),
      400,
      'url',
    ],
    [
      'payment return url elsewhere',
      () =>
        post('/client-orders/get-payment-link', {
          orderRef: 'CR-100002',
          returnUrl: 'https://evil.example/r',
        }),
      400,
      'returnUrl',
    ],
    [
      'malformed JSON',
      () =>
        request(t.app)
          .post('/api/v1/leads/save')
          .set('Content-Type', 'application/json')
          .send('{"name": "x",'),
      400,
    ],
    [
      'huge body',
      () =>
        post('/leads/save', {
          name: 'Анна',
          phone: '+79001234567',
          consent: true,
          comment: 'x'.repeat(20_000),
        }),
      413,
    ],
    ['form body', () => request(t.app).post('/api/v1/leads/save').type('form').send('name=x'), 415],
    ['no body, no type', () => request(t.app).post('/api/v1/subscriptions/create'), 415],
  ];
  for (const [title, make, status, field] of cases) {
    it(`${title} → ${status}`, async () => {
      const before = rowCounts(t.catalog);
      const res = await make();
      if (status === 200) expect(res.status).toBe(200);
      else expectError(res, status, field);
      expect(rowCounts(t.catalog)).toEqual(before);
    });
  }
});

describe('status codes', () => {
  it('404 for an unknown slug and an unknown API path, JSON inside the router', async () => {
    expectError(await request(t.app).get('/api/v1/cruises/get-by-slug?slug=no-such-cruise'), 404);
    expectError(await request(t.app).get('/api/v1/no/such/endpoint'), 404);
    expectError(
      await request(t.app).post('/api/v1/nothing').set('Content-Type', 'application/json').send('{}'),
      404,
    );
    expectError(await request(t.app).get('/api/v1/short-links/get-full?code=ZZZZ9999'), 404);
  });

  it('405 with Allow for a wrong method', async () => {
    const res = await request(t.app)
      .post('/api/v1/cruises/get-by-slug')
      .set('Content-Type', 'application/json')
      .send('{}');
    expectError(res, 405);
    expect(res.headers.allow).toBe('GET, HEAD');
    const res2 = await request(t.app).get('/api/v1/leads/save');
    expectError(res2, 405);
    expect(res2.headers.allow).toBe('POST');
    expectError(await request(t.app).delete('/api/v1/settings/get-header'), 405);
  });

  it('409 for a conflict: paying a paid order', async () => {
    const res = await post('/client-orders/get-payment-link', {
      orderRef: 'CR-100003',
      returnUrl: `${SITE}/payment-result?order=CR-100003`,
    });
    expectError(res, 409);
    expect(res.body.error.code).toBe('ORDER_ALREADY_PAID');
  });

  it('429 once the per-IP limit is used up, with Retry-After', async () => {
    const limited = makeCatalog({ rateLimitPerMinute: 3 });
    try {
      const send = () =>
        request(limited.app)
          .post('/api/v1/subscriptions/create')
          .set('Content-Type', 'application/json')
          .send({ email: 'r@r.ru', consent: true });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
      const res = await send();
      expectError(res, 429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // GETs are not limited.
      expect((await request(limited.app).get('/api/v1/settings/get-header')).status).toBe(200);
    } finally {
      limited.cleanup();
    }
  });

  it('500 hides the cause', async () => {
    const broken = makeCatalog();
    try {
      broken.catalog.db.close();
      const res = await request(broken.app)
        .post('/api/v1/subscriptions/create')
        .set('Content-Type', 'application/json')
        .send({ email: 'x@y.ru', consent: true });
      expectError(res, 500);
      expect(res.body.error.code).toBe('INTERNAL');
    } finally {
      broken.cleanup();
    }
  });
});

describe('CORS', () => {
  it('answers a preflight from a site origin with every header the site sends', async () => {
    const res = await request(t.app)
      .options('/api/v1/leads/save')
      .set('Origin', SITE)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-request-id,x-yandex-uid');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    for (const h of [
      'Content-Type',
      'X-App-Version',
      'X-Request-Variant',
      'X-Cache-Key',
      'X-Yandex-Uid',
      'X-Base-Url',
    ]) {
      expect(res.headers['access-control-allow-headers']).toContain(h);
    }
  });

  it('gives a foreign origin nothing', async () => {
    const res = await request(t.app).get('/api/v1/settings/get-header').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const ok = await request(t.app).get('/api/v1/settings/get-header').set('Origin', SITE);
    expect(ok.headers['access-control-allow-origin']).toBe(SITE);
  });
});
