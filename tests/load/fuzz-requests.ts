/**
 * Seeded random requests for the fuzzers (fast-check): paths on every route with hostile segments, query
 * strings of known and unknown keys, hostile cookies and headers, odd methods and POST bodies. The same seed
 * gives the same requests, so a failure can be replayed.
 */
import fc from 'fast-check';
import { INJECTION_MARKERS, probe, reflectedMarkers, wirePath, type ProbeRequest } from './probe';
import { SLUG_ROUTES, slugPaths, type Slugs } from './site-urls';

const ROUTES = [
  '/',
  '/search-cruise',
  '/search',
  '/about-us',
  '/promotions',
  '/all-regions',
  '/all-cruiselines',
  '/payment',
  '/payment-result',
  '/copy-home',
  '/share',
  '/healthz',
  '/readyz',
  '/robots.txt',
  '/sitemap.xml',
  '/api/telegram-msg',
  '/_img',
];
/** The fuzz also aims at the content API's slug route. */
const FUZZ_SLUG_ROUTES = [...SLUG_ROUTES, '/_data/content'];
const QUERY_KEYS = [
  'page',
  'sort',
  'term',
  'region',
  'country',
  'ship',
  'cruiseline',
  'month',
  'nights',
  'priceFrom',
  'priceTo',
  'kind',
  'order',
  'status',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'gclid',
  'yclid',
  'url',
  'w',
  'q',
  'slug',
  '__proto__',
  'constructor',
];
const COOKIE_NAMES = [
  'utm_source',
  'utm_medium',
  'locale',
  'cookie_consent',
  'base_url',
  '_ga',
  '_ym_uid',
  'ip',
  'device',
  'os',
  'browser',
  'click_id',
];

const nasty = fc.oneof(
  fc.constantFrom(
    ...INJECTION_MARKERS.map((m) => `${m}1)`),
    "' OR 1=1 --",
    '../../etc/passwd',
    '%E0%A4%A',
    '%C0%AF',
    '%FF',
    '%00',
    '%',
    '%%',
    '-1',
    '0',
    '1e400',
    'NaN',
    '99999999999999999999',
    '[]',
    '{}',
    'null',
    'undefined',
    'волга',
    '😀',
    '\u202e',
    'javascript:alert(1)',
    'http://169.254.169.254/',
    '/storage/gallery/x.jpg',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
);

/** What goes on the wire for a value: percent-encoded, or raw (percent sequences and markup kept). */
const onWire = (value: string) =>
  fc
    .constantFrom<'enc' | 'raw'>('enc', 'raw')
    .map((how) => (how === 'enc' ? encodeURIComponent(value) : wirePath(value)));

const segment = nasty.chain(onWire);

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), segment), {
    maxLength: 6,
  })
  .chain((pairs) =>
    fc.constant(pairs.map(([k, v]) => `${encodeURIComponent(k)}${v === '' ? '' : `=${v}`}`).join('&')),
  );

function pathArb(slugs: Slugs) {
  const real = [...Object.values(slugPaths(slugs)), '/info/cookies'];
  return fc.oneof(
    fc.constantFrom(...ROUTES, ...real),
    fc.tuple(fc.constantFrom(...FUZZ_SLUG_ROUTES), segment).map(([route, s]) => `${route}/${s}`),
    fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
  );
}

const cookieHeader = fc
  .array(fc.tuple(fc.constantFrom(...COOKIE_NAMES), nasty.chain(onWire)), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; '));

/** Header values must be Latin-1 without controls on the wire; anything else is percent-encoded. */
const headerValue = nasty.map((v) => v.replace(/[^\u0020-\u007e]/gu, (c) => encodeURIComponent(c)));

const headers = fc.record(
  {
    Cookie: cookieHeader,
    'User-Agent': headerValue,
    Referer: headerValue,
    'Accept-Language': headerValue,
    'X-Forwarded-For': headerValue,
    Accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/avif,image/webp', 'evil/x'),
    Host: fc.constantFrom('evil.example', 'a b<svg>', 'x:99999', 'localhost:3000/x?y', '[::1]', ''),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.record({ type: fc.constant('application/x-www-form-urlencoded'), text: query }),
  fc.record({ type: fc.constant('application/json'), text: fc.json({ maxDepth: 3 }) }),
  fc.record({ type: fc.constant('application/json'), text: nasty }),
  fc.record({
    type: fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'text/xml'),
    text: nasty,
  }),
);

export function requestArb(slugs: Slugs): fc.Arbitrary<ProbeRequest> {
  return fc
    .record({
      method: fc.constantFrom(
        'GET',
        'GET',
        'GET',
        'GET',
        'GET',
        'GET',
        'HEAD',
        'POST',
        'POST',
        'PUT',
        'DELETE',
        'OPTIONS',
        'PATCH',
      ),
      path: pathArb(slugs),
      query: fc.option(query, { nil: undefined }),
      headers,
      body,
      ip: fc.integer({ min: 1, max: 250 }),
    })
    .map(({ method, path, query: qs, headers: h, body: b, ip }) => {
      const request: ProbeRequest = {
        method,
        path: qs ? `${path}?${qs}` : path,
        // The PaaS router appends the real address on the right: whatever a client forges stays on the left.
        // Spread over many addresses so the fuzz tests the handlers, not only the form-post rate limit.
        headers: {
          ...h,
          'X-Forwarded-For': h['X-Forwarded-For']
            ? `${h['X-Forwarded-For']}, 198.51.100.${ip}`
            : `198.51.100.${ip}`,
        },
      };
      if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
        request.headers = { ...request.headers, 'Content-Type': b.type };
        request.body = b.text;
      }
      return request;
    });
}

export interface FuzzFailure {
  request: ProbeRequest;
  problem: string;
}

export interface FuzzReport {
  requests: number;
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  ms: number;
}

/** Runs `count` seeded requests against `base` with bounded concurrency; collects 5xx, reflections and errors. */
export async function runFuzz(
  base: string,
  slugs: Slugs,
  options: { seed: number; count: number; concurrency?: number; onProgress?: (done: number) => void },
): Promise<FuzzReport> {
  const requests = fc.sample(requestArb(slugs), { seed: options.seed, numRuns: options.count });
  const statuses: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  const started = Date.now();
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: options.concurrency ?? 8 }, async () => {
      while (next < requests.length) {
        const request = requests[next++];
        try {
          const result = await probe(base, request);
          const key = `${Math.floor(result.status / 100)}xx`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          if (result.status >= 500) failures.push({ request, problem: `status ${result.status}` });
          const reflected = reflectedMarkers(result);
          if (reflected.length > 0) failures.push({ request, problem: `reflects ${reflected.join(', ')}` });
        } catch (error) {
          statuses.error = (statuses.error ?? 0) + 1;
          failures.push({ request, problem: `no answer: ${(error as Error).message.slice(0, 200)}` });
        }
        done++;
        if (done % 1_000 === 0) options.onProgress?.(done);
      }
    }),
  );
  return { requests: requests.length, statuses, failures, ms: Date.now() - started };
}
