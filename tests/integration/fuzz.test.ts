/**
 * A short seeded fuzz of the whole site (the long one, 10,000+ requests, is in tests/load/fuzz.ts): random
 * paths, query strings, headers, cookies and bodies; no 5xx, no unescaped reflection, the process lives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, probe } from '../load/probe';
import { runFuzz } from '../load/fuzz-requests';
import { discoverSlugs, type Slugs } from '../load/site-urls';
import { startSite, type TestSite } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const COUNT = 500;

let site: TestSite;
let slugs: Slugs;
beforeAll(async () => {
  site = await startSite({ MICRO_CACHE_TTL_MS: '0' });
  slugs = await discoverSlugs(site.url);
});
afterAll(async () => {
  agent.destroy();
  await site?.close();
});

describe('fuzz', () => {
  it(`${COUNT} seeded random requests: no 5xx, no reflection, still alive`, async () => {
    const report = await runFuzz(site.url, slugs, { seed: SEED, count: COUNT, concurrency: 4 });
    const shown = report.failures
      .slice(0, 10)
      .map(
        (f) =>
          `${f.problem}: ${f.request.method} ${f.request.path.slice(0, 200)} ${JSON.stringify(f.request.headers).slice(0, 300)} ${String(f.request.body ?? '').slice(0, 100)}`,
      );
    expect(shown, `seed ${SEED}`).toEqual([]);
    expect(report.requests).toBe(COUNT);
    expect((await probe(site.url, { path: '/healthz' })).status).toBe(200);
  }, 60_000);
});
