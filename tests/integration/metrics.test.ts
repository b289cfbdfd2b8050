/**
 * What ops see inside the server: `/metrics` behind its bearer token after a few real requests, and the
 * Server-Timing header (and trailer) of a rendered page.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverSlugs } from '../load/site-urls';
import { startSite, type TestSite } from './harness';

const TOKEN = 'test-metrics-token-0123456789abcdef';
let site: TestSite;
let cruisePath: string;

beforeAll(async () => {
  site = await startSite({ METRICS_TOKEN: TOKEN });
  cruisePath = `/cruise/${encodeURIComponent((await discoverSlugs(site.url)).cruise)}`;
});
afterAll(async () => {
  await site?.close();
});

/** One series' value from the exposition text, by name and labels (all of them must match). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

async function readMetrics(): Promise<string> {
  const res = await request(site.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.text;
}

/** A page over plain HTTP, so the trailer (sent after the streamed body) can be read too. */
function getWithTrailers(path: string): Promise<{ status: number; timing: string; trailer: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${site.url}${path}`,
        { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/130', 'Accept-Encoding': 'gzip, br' } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              timing: String(res.headers['server-timing'] ?? ''),
              trailer: String(res.trailers['server-timing'] ?? ''),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

describe('/metrics', () => {
  it('is never public: no token, a wrong token and a crafted header all get 401 without numbers', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const req = request(site.url).get('/metrics');
      const res = await (auth ? req.set('Authorization', auth) : req);
      expect(res.status).toBe(401);
      expect(res.text).not.toContain('site_http_request_duration_seconds');
    }
  });

  it('counts requests, render phases, API calls, caches, queues, heap, GC and event-loop lag', async () => {
    await request(site.url).get('/').expect(200);
    await request(site.url).get('/').expect(200); // the micro-cache's copy
    await request(site.url).get(cruisePath).expect(200);
    await request(site.url).get('/search?term=волга').expect(200);
    await request(site.url).get('/no/such/page').expect(404);
    const text = await readMetrics();

    const count = (route: string, status: string) =>
      sample(text, 'site_http_request_duration_seconds_count', { route, method: 'GET', status });
    expect(count('home', '200')).toBe(2);
    expect(count('cruise', '200')).toBe(1);
    expect(count('search', '200')).toBe(1);
    expect(count('not-found', '404')).toBe(1);
    // Whole-request time is positive and below the render timeout.
    const homeSum = sample(text, 'site_http_request_duration_seconds_sum', { route: 'home' })!;
    expect(homeSum).toBeGreaterThan(0);
    expect(homeSum).toBeLessThan(20);

    for (const phase of ['loaders', 'queue', 'shell', 'render']) {
      expect(sample(text, 'site_render_phase_seconds_count', { route: 'cruise', phase })).toBe(1);
    }
    const shell = sample(text, 'site_render_phase_seconds_sum', { route: 'cruise', phase: 'shell' })!;
    const whole = sample(text, 'site_render_phase_seconds_sum', { route: 'cruise', phase: 'render' })!;
    expect(shell).toBeGreaterThan(0);
    expect(whole).toBeGreaterThanOrEqual(shell);

    // The cruise page asked the API for its cruise; the unknown page's lookups ended in a 404 from the API.
    expect(
      sample(text, 'site_api_call_duration_seconds_count', { endpoint: 'getCruiseBySlug', outcome: 'ok' }),
    ).toBe(1);
    expect(text).toMatch(/site_api_call_duration_seconds_count\{endpoint="getHeader",outcome="ok"\} [1-9]/);

    // The layout's data is asked for on every page: a miss first, then hits from the response cache.
    expect(
      sample(text, 'site_response_cache_lookups_total', { endpoint: 'getHeader', outcome: 'miss' }),
    ).toBe(1);
    expect(
      sample(text, 'site_response_cache_lookups_total', { endpoint: 'getHeader', outcome: 'hit' }),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'site_micro_cache_requests_total', { outcome: 'hit' })).toBe(1);
    expect(sample(text, 'site_micro_cache_hit_ratio')).toBeCloseTo(1 / 5, 5);

    expect(sample(text, 'site_render_queue_length')).toBe(0);
    expect(sample(text, 'site_renders_in_progress')).toBe(0);
    expect(sample(text, 'site_notifier_queue_length')).toBe(0);
    expect(sample(text, 'site_notifier_dropped_total')).toBe(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('records an API failure under its internal code', async () => {
    // A single-flight join and a failure: many visitors ask at once for a cruise the API does not know.
    // Each its own URL, so the micro-cache does not join them first.
    await Promise.all(
      Array.from({ length: 4 }, (_, n) => request(site.url).get(`/cruise/no-such-cruise-0?n=${n}`)),
    );
    const text = await readMetrics();
    expect(
      sample(text, 'site_api_call_duration_seconds_count', { endpoint: 'getCruiseBySlug', outcome: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'site_response_cache_lookups_total', { endpoint: 'getCruiseBySlug', outcome: 'join' }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics when the API is unreachable', () => {
  it('counts the failed calls under the internal network code -5', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const down = await startSite({
      METRICS_TOKEN: TOKEN,
      API_URL: 'http://127.0.0.1:9',
      API_TIMEOUT_MS: '500',
    });
    try {
      await request(down.url).get('/cruise/any-cruise').expect(502);
      const res = await request(down.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(
        sample(res.text, 'site_api_call_duration_seconds_count', {
          endpoint: 'getCruiseBySlug',
          outcome: '-5',
        }),
      ).toBe(1);
      expect(
        sample(res.text, 'site_http_request_duration_seconds_count', { route: 'cruise', status: '502' }),
      ).toBe(1);
    } finally {
      await down.close();
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not served on the site port at all: the path is an ordinary unknown page', async () => {
    const plain = await startSite();
    try {
      const res = await request(plain.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).not.toContain('site_http_request_duration_seconds');
    } finally {
      await plain.close();
    }
  });
});

describe('Server-Timing', () => {
  it('tells where a rendered page spent its time, with no host names', async () => {
    const first = await getWithTrailers(`${cruisePath}?from=timing`);
    expect(first.status).toBe(200);
    expect(first.timing).toMatch(
      /^api;dur=\d+\.\d;desc="\d+ calls?", loaders;dur=\d+\.\d, queue;dur=\d+\.\d, /,
    );
    expect(first.timing).toMatch(/shell;dur=\d+\.\d/);
    expect(first.timing).toMatch(/cache;desc=(miss|hit|stale)$/);
    expect(first.timing).not.toMatch(/127\.0\.0\.1|localhost|http/);
    // Streamed to a person, the page leaves at its shell; the whole render follows as a trailer.
    expect(first.trailer).toMatch(/^render;dur=\d+\.\d$/);
    const shell = Number(/shell;dur=([\d.]+)/.exec(first.timing)![1]);
    expect(Number(/render;dur=([\d.]+)/.exec(first.trailer)![1])).toBeGreaterThanOrEqual(shell);

    // The same page again from the micro-cache: nothing was asked of the API or rendered.
    const again = await getWithTrailers(`${cruisePath}?from=timing`);
    expect(again.timing).toBe('cache;desc=hit');
  });

  it("counts the page's own API calls and cache misses, not another page's", async () => {
    // Filters no other test asks for: at least the search itself goes to the API.
    const fresh = await getWithTrailers('/search-cruise?kind=river&nights=8-10&sort=nights');
    expect(fresh.timing).toMatch(/^api;dur=\d+\.\d;desc="[1-9]\d* calls?"/);
    expect(fresh.timing).toMatch(/cache;desc=miss$/);
  });

  it('gives crawlers the whole render in the header, and reports calls answered from the cache', async () => {
    const res = await request(site.url)
      .get(`${cruisePath}?from=crawler`)
      .set('User-Agent', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)');
    expect(res.status).toBe(200);
    const timing = String(res.headers['server-timing']);
    expect(timing).toMatch(/render;dur=\d+\.\d/);
    // Everything this page needs was fetched by the earlier requests.
    expect(timing).toMatch(/^api;dur=0\.0;desc="0 calls"/);
    expect(timing).toMatch(/cache;desc=hit$/);
  });
});
