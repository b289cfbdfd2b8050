/**
 * Faults of everything the site depends on, over real sockets: a misbehaving API (slow, hanging, resetting,
 * 5xx, HTML, truncated or broken JSON, empty), Redis dying, Telegram dying. For each API behaviour and each
 * page type the visitor gets the Russian error page or a degraded page within the render timeout, the right
 * requirements §8 code reaches the (fake) developer chat, never a 404, and the process keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMisbehavingApi, type Behaviour, type MisbehavingApi } from '../fakes/misbehaving-api';
import { reportingSiteEnv, startFakeTelegram, type FakeTelegram } from '../fakes/telegram';
import { discoverUrls, type SiteUrls } from '../load/site-urls';
import { startRedis, type RedisProcess } from '../load/redis-server';
import { startSite, type TestSite } from './harness';

/** The error screen's title as its HTML has it: the hyphenated word is kept on one line. */
const ERROR_TITLE = 'Очень жаль, но <span class="nowrap">что-то</span> пошло не так';
const API_TIMEOUT_MS = 800;
const RENDER_TIMEOUT_MS = 3_000;
/** A loaded 2-core CI machine: the answer may come late, but never after the render timeout plus this. */
const MARGIN_MS = 2_500;

let fake: MisbehavingApi;
let telegram: FakeTelegram;
let site: TestSite;
let urls: SiteUrls;
let pages: Array<[string, string]>;

beforeAll(async () => {
  fake = await startMisbehavingApi();
  telegram = await startFakeTelegram();
  urls = await discoverUrls(fake.upstreamUrl);
  site = await startSite({
    ...reportingSiteEnv(telegram),
    API_URL: fake.url,
    API_TIMEOUT_MS: String(API_TIMEOUT_MS),
    RENDER_TIMEOUT_MS: String(RENDER_TIMEOUT_MS),
  });
  pages = [
    ['home', urls.home],
    ['search', urls.searchCruise],
    ['cruise', urls.cruise],
    ['catalogue', urls.region],
    ['promotions', urls.promotions],
    ['info', urls.info],
  ];
});

afterAll(async () => {
  await site?.close();
  await telegram?.close().catch(() => undefined);
  await fake?.close();
});

interface Visit {
  status: number;
  text: string;
  ms: number;
}

async function visit(base: string, path: string): Promise<Visit> {
  const started = Date.now();
  // A hung socket fails the test instead of hanging it.
  const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS + 10_000) });
  const text = await res.text();
  return { status: res.status, text, ms: Date.now() - started };
}

function reportedCodes(): number[] {
  return telegram.messages
    .map((m) => /Ошибка (-?\d+)<\/b>/.exec(m.text)?.[1])
    .filter((c): c is string => c !== undefined)
    .map(Number);
}

async function waitForCode(code: number, timeoutMs = 10_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (reportedCodes().includes(code)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** The visitor's view of one page under a fault: the error page (5xx) or a degraded page (200). */
function expectGracefulPage(name: string, page: Visit) {
  expect(page.ms, `${name} answered in ${page.ms} ms`).toBeLessThan(RENDER_TIMEOUT_MS + MARGIN_MS);
  expect([200, 502, 503, 504], `${name}: status ${page.status}`).toContain(page.status);
  if (page.status >= 500) expect(page.text, name).toContain(ERROR_TITLE);
  else expect(page.text, name).toMatch(/<\/html>$/);
  expect(page.text, `${name} must not pretend the page does not exist`).not.toContain('Страница не найдена');
}

const CASES: Array<[Behaviour, number]> = [
  ['slow', -7],
  ['hang', -7],
  ['reset', -5],
  ['cut', -5],
  ['500', 500],
  ['502', 502],
  ['503', 503],
  ['504', 504],
  ['html', -3],
  ['truncated', -3],
  ['broken-json', -3],
  ['empty', -2],
];

describe('a misbehaving API', () => {
  it('serves every page normally while the API behaves', async () => {
    fake.behave('ok');
    for (const [name, path] of pages) {
      const page = await visit(site.url, path);
      expect(page.status, name).toBe(200);
    }
  });

  it.each(CASES)(
    'API %s: error or degraded pages within the timeout, code %i reported, the process keeps serving',
    async (behaviour, code) => {
      fake.behave(behaviour, { delayMs: API_TIMEOUT_MS * 3 });
      const results = await Promise.all(
        pages.map(async ([name, path]) => [name, await visit(site.url, path)] as const),
      );
      for (const [name, page] of results) expectGracefulPage(name, page);
      // Pages that cannot do without the API say so with a 5xx; home keeps its frame and drops blocks.
      const byName = Object.fromEntries(results);
      expect(byName.cruise.status).toBeGreaterThanOrEqual(500);
      expect(byName.home.status).toBe(200);
      expect(await waitForCode(code), `code ${code} reported; got ${reportedCodes().join(',')}`).toBe(true);

      fake.behave('ok');
      const after = await visit(site.url, urls.cruise);
      expect(after.status).toBe(200);
    },
    30_000,
  );

  it('degrades home when one block fails: the page renders without it', async () => {
    fake.behave('503', { match: /\/cruises\/get-popular/ });
    const page = await visit(site.url, urls.home);
    fake.behave('ok');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(ERROR_TITLE);
  });

  it('never reports a 404 to the chat, and leaves no request hanging at the API', async () => {
    await visit(site.url, '/cruise/no-such-cruise-at-all');
    await new Promise((r) => setTimeout(r, 300));
    expect(reportedCodes()).not.toContain(404);
    expect(fake.pending()).toBe(0);
  });
});

describe('Redis dying', () => {
  let redisSite: TestSite;
  let redis: RedisProcess;

  beforeAll(async () => {
    fake.behave('ok');
    redis = await startRedis();
    redisSite = await startSite({ API_URL: fake.url, REDIS_URL: redis.url, LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    await redisSite?.close();
    await redis?.kill();
  });

  it('changes nothing for the visitor', async () => {
    // Ready and connected first.
    const until = Date.now() + 5_000;
    while (
      (await (await fetch(`${redisSite.url}/readyz`)).json()).checks.redis !== 'ok' &&
      Date.now() < until
    )
      await new Promise((r) => setTimeout(r, 100));
    const before = await visit(redisSite.url, urls.cruise);
    expect(before.status).toBe(200);
    const post = await fetch(`${redisSite.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(post.status).toBeLessThan(500);

    await redis.kill();

    for (const path of [urls.home, urls.cruise, urls.region, urls.searchCruise]) {
      const page = await visit(redisSite.url, path);
      expect(page.status, path).toBe(200);
      expect(page.ms, path).toBeLessThan(RENDER_TIMEOUT_MS + MARGIN_MS);
    }
    // Form posts are still limited (in memory now) and never fail with a 500.
    const afterPost = await fetch(`${redisSite.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(afterPost.status).toBeLessThan(500);
    // Readiness is cached for 2 s: within a few seconds it reports Redis down, and stays ready (200).
    let ready: { status: number; body: { status: string; checks: { redis: string } } } | null = null;
    for (const until = Date.now() + 6_000; Date.now() < until;) {
      const res = await fetch(`${redisSite.url}/readyz`);
      ready = { status: res.status, body: await res.json() };
      if (ready.body.checks.redis === 'down') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready?.status).toBe(200);
    expect(ready?.body).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
  });
});

describe('Telegram dying', () => {
  it('changes nothing for the visitor', async () => {
    await telegram.close();
    fake.behave('502');
    const failing = await Promise.all(pages.map(([, path]) => visit(site.url, path)));
    pages.forEach(([name], i) => expectGracefulPage(name, failing[i]));
    fake.behave('ok');
    for (const [name, path] of pages) expect((await visit(site.url, path)).status, name).toBe(200);
  });
});
