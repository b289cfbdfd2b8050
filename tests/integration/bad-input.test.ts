/**
 * A table of nasty inputs across every route: script in slugs, filters, page numbers and sort keys,
 * short-link codes and order references, SQL-looking strings, invalid UTF-8 percent sequences, huge query
 * strings, deep paths, HTML in cookies and headers, image URLs that point inside. Every answer is below
 * 500, and no payload comes back unescaped in an HTML answer.
 */
import { describe, expect, it } from 'vitest';
import { probe, reflectedMarkers, wirePath, type ProbeRequest } from '../load/probe';
import { SLUG_ROUTES } from '../load/site-urls';
import { siteForProbes } from './harness';

const target = siteForProbes();

const SCRIPT = '<script>alert(1)</script>';
const BREAKOUT = '</script><script>alert(2)</script>';
const SVG = '<svg onload=alert(3)>';
const IMG = '<img src=x onerror=alert(4)>';
const ATTR = '" onmouseover="alert(5)';
const SQL = "' OR 1=1 --";
const CUSTOM = '<x-evil a=1>';

/** Payloads for a path segment: raw (as a careless client sends them) and percent-encoded. */
const SEGMENT_PAYLOADS = [
  SCRIPT,
  encodeURIComponent(SCRIPT),
  encodeURIComponent(BREAKOUT),
  encodeURIComponent(SVG),
  encodeURIComponent(ATTR),
  encodeURIComponent(SQL),
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(2_000),
  '%25%32%65',
];

const q = encodeURIComponent;

function queryCases(): string[] {
  return [
    `/search-cruise?page=-1&sort=evil&region=${q(SVG)}`,
    `/search-cruise?page=1e400&sort=${q(SCRIPT)}&ship=${q(IMG)}&month=${q(ATTR)}`,
    `/search-cruise?page=0&page=2&region[]=x&region[$gt]=&priceFrom=NaN&priceTo=-Infinity`,
    `/search-cruise?page=99999999999999999999&nights=${q(SQL)}&cruiseline=${q(CUSTOM)}`,
    `/search-cruise/${q(target.slugs.tag)}?page=abc&sort=${q(BREAKOUT)}`,
    `/search?term=${q(IMG)}`,
    `/search?term=${q(SCRIPT)}&page=-5`,
    `/search?term=${q(BREAKOUT)}`,
    `/search?term=${q(ATTR)}`,
    `/search?term=%E0%A4%A`,
    `/search?term=${'%D0%B2'.repeat(2_000)}`,
    `/search?term=&term=${q(SVG)}`,
    `/payment?order=${q(SQL)}`,
    `/payment?order=${q(SCRIPT)}`,
    `/payment?order=${q(ATTR)}&amount=-1`,
    `/payment-result?order=${q(SVG)}`,
    `/payment-result?order=%E0%A4%A&status=${q(SCRIPT)}`,
    `/share/${q(CUSTOM)}`,
    `/share/${q("'; DROP TABLE short_links; --")}`,
    `/?utm_source=${q(SCRIPT)}&utm_medium=${q(ATTR)}&utm_campaign=${q(SVG)}&gclid=${q(IMG)}`,
    `/cruise/${q(target.slugs.cruise)}?tab=${q(SCRIPT)}&cabin=${q(ATTR)}`,
    `/region/${q(target.slugs.region)}?page=-1&sort=${q(SVG)}`,
    `/cruiseline/${q(target.slugs.cruiseline)}?page=${q(SQL)}`,
    `/ship/${q(target.slugs.ship)}?page=1.5`,
    `/promotions?page=${q(IMG)}`,
    `/all-regions?kind=${q(SCRIPT)}`,
    `/?q=${'x'.repeat(8_000)}`,
    `/?${'a=1&'.repeat(3_000)}`,
    `/${'deep/'.repeat(400)}`,
    `/${'%2e%2e/'.repeat(20)}etc/passwd`,
    `//evil.example/%2F..`,
    `//}%20J,0S?nights=1`,
    `///${'x'.repeat(10)}`,
    `/\\evil.example`,
    `/cruise/${q(target.slugs.cruise)}/${q(SCRIPT)}`,
    `/_img?url=${q('http://127.0.0.1:1/x.jpg')}&w=640`,
    `/_img?url=${q('http://169.254.169.254/latest/meta-data')}&w=640`,
    `/_img?url=${q('javascript:alert(1)')}&w=640`,
    `/_img?url=${q(`/storage/${SCRIPT}`)}&w=640`,
    `/_img?url=${q('/storage/gallery/../../etc/passwd')}&w=99999`,
    `/api/v1/search/get-cruises?page=-1&sort=${q(SCRIPT)}`,
    `/api/v1/cruises/get-by-slug?slug=${q(SCRIPT)}`,
    `/api/v1/short-links/get-full?code=${q(SQL)}`,
    `/api/v1/client-orders/check-payment?order=${q(SQL)}`,
    `/_data/content/${q(SCRIPT)}`,
    `/sitemap-${q(SCRIPT)}.xml`,
  ];
}

const HOSTILE_COOKIES = [
  `utm_source=${q(SCRIPT)}; utm_medium=${q(ATTR)}; locale=${q(SVG)}`,
  `cookie_consent=${q(IMG)}; base_url=${q('javascript:alert(1)')}; device=${q(BREAKOUT)}`,
  `_ga=${q(CUSTOM)}; _ym_uid=${q(SCRIPT)}; ip=${q(SQL)}`,
  `locale=%E0%A4%A; utm_source=%FF`,
  `${'a'.repeat(100)}=${'b'.repeat(3_000)}`,
  `broken cookie without equals; ;;; =; utm_source`,
];

const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { 'User-Agent': SCRIPT, Referer: `http://x/${SVG}` },
  { 'X-Forwarded-For': `${SCRIPT}, 999.1.1.1, ::ffff:zz` },
  { 'X-Request-Id': SCRIPT },
  { 'Accept-Language': `${SVG};q=abc` },
  { Host: `evil.example` },
  { Host: 'a b<svg onload=alert(9)>' },
  { Host: 'x:99999' },
  { Host: 'localhost/x?y#z' },
  { 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': `evil.example${IMG}` },
  { Accept: 'application/json' },
  { 'Accept-Encoding': 'br;q=NaN, evil' },
];

async function expectSafe(request: ProbeRequest) {
  const result = await probe(target.site.url, request);
  const label = `${request.method ?? 'GET'} ${request.path.slice(0, 160)} ${JSON.stringify(request.headers ?? {}).slice(0, 160)}`;
  expect(result.status, `${label} → ${result.status}`).toBeLessThan(500);
  expect(reflectedMarkers(result), `${label} reflects input`).toEqual([]);
  return result;
}

async function runAll(requests: ProbeRequest[], concurrency = 4) {
  const queue = [...requests];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          await expectSafe(next);
        } catch (error) {
          failures.push((error as Error).message.split('\n')[0]);
        }
      }
    }),
  );
  expect(failures).toEqual([]);
}

describe('bad input never gives a 5xx or reflects markup', () => {
  it('slugs and short-link codes on every slug route', async () => {
    const requests = SLUG_ROUTES.flatMap((route) =>
      SEGMENT_PAYLOADS.map((payload) => ({ path: wirePath(`${route}/${payload}`) })),
    );
    await runAll(requests);
  }, 60_000);

  it('query filters, page numbers, sort keys, order references, huge and deep URLs, image and API URLs', async () => {
    await runAll(queryCases().map((path) => ({ path: wirePath(path) })));
  }, 60_000);

  it('cookies with HTML and broken cookies', async () => {
    const paths = ['/', `/cruise/${q(target.slugs.cruise)}`, '/search-cruise', '/payment'];
    await runAll(paths.flatMap((path) => HOSTILE_COOKIES.map((Cookie) => ({ path, headers: { Cookie } }))));
  }, 60_000);

  it('hostile headers', async () => {
    const paths = ['/', `/search?term=${q('волга')}`];
    await runAll(paths.flatMap((path) => HOSTILE_HEADERS.map((headers) => ({ path, headers }))));
  }, 60_000);

  it('form posts with hostile bodies', async () => {
    const form = 'application/x-www-form-urlencoded';
    const bodies = [
      `name=${q(SCRIPT)}&phone=${q(SQL)}&email=${q(IMG)}`,
      `%E0%A4%A=%FF&x`,
      `a[b][c][d][e][f]=1&__proto__[x]=1&constructor[prototype][y]=1`,
      '&'.repeat(5_000),
    ];
    const paths = ['/', `/cruise/${q(target.slugs.cruise)}`, '/payment', '/search-cruise'];
    await runAll(
      paths.flatMap((path) =>
        bodies.map((body, i) => ({
          method: 'POST',
          path,
          body,
          // Each post from its own address: the rate limit is tested elsewhere.
          headers: { 'Content-Type': form, 'X-Forwarded-For': `198.51.100.${i + 10}` },
        })),
      ),
    );
  }, 60_000);

  it('the not-found page shows a hostile path escaped, not as markup', async () => {
    const result = await expectSafe({ path: `/${SCRIPT}` });
    expect(result.status).toBe(404);
    expect(result.body).toContain('Страница не найдена');
  });

  it('a broken %-escape in the address says the address is wrong and leads home, not «Обновить»', async () => {
    const result = await expectSafe({ path: '/cruise/%ZZ' });
    expect(result.status).toBe(400);
    expect(result.body).toContain('<h1>Неверный адрес страницы</h1>');
    expect(result.body).toContain('<a href="/">На главную</a>');
    expect(result.body).not.toContain('Обновить');
  });
});
