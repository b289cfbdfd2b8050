/**
 * A short seeded fuzz of the whole site (the long one, 10,000+ requests, is in tests/load/fuzz.ts): random
 * paths, query strings, headers, cookies and bodies; no 5xx, no unescaped reflection, the process lives.
 */
import { describe, expect, it } from 'vitest';
import { probe } from '../load/probe';
import { runFuzz } from '../load/fuzz-requests';
import { siteForProbes } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const COUNT = 500;

const target = siteForProbes();

describe('fuzz', () => {
  it(`${COUNT} seeded random requests: no 5xx, no reflection, still alive`, async () => {
    const report = await runFuzz(target.site.url, target.slugs, { seed: SEED, count: COUNT, concurrency: 4 });
    const shown = report.failures
      .slice(0, 10)
      .map(
        (f) =>
          `${f.problem}: ${f.request.method} ${f.request.path.slice(0, 200)} ${JSON.stringify(f.request.headers).slice(0, 300)} ${String(f.request.body ?? '').slice(0, 100)}`,
      );
    expect(shown, `seed ${SEED}`).toEqual([]);
    expect(report.requests).toBe(COUNT);
    expect((await probe(target.site.url, { path: '/healthz' })).status).toBe(200);
  }, 60_000);
});
