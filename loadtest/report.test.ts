import { describe, expect, it } from 'vitest';
import type { Sample } from './engine';
import { formatReport, parseServerTiming, percentile, summarize } from './report';

const sample = (over: Partial<Sample>): Sample => ({
  kind: 'cruise',
  path: '/cruise/a',
  status: 200,
  ms: 10,
  ttfbMs: 5,
  bytes: 1_000,
  serverTiming: '',
  ...over,
});

describe('load report', () => {
  it('reads the site Server-Timing header and trailer', () => {
    expect(
      parseServerTiming(
        'api;dur=12.5;desc="6 calls", loaders;dur=13.0, queue;dur=0.1, shell;dur=4.2, cache;desc=stale, render;dur=9.9',
      ),
    ).toEqual({
      durations: { api: 12.5, loaders: 13, queue: 0.1, shell: 4.2, render: 9.9 },
      calls: 6,
      cache: 'stale',
    });
    expect(parseServerTiming('')).toEqual({ durations: {} });
  });

  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('summarizes per kind: latency, statuses, errors, bytes, timing and cache, and the error rate', () => {
    const samples = [
      ...Array.from({ length: 98 }, (_, i) =>
        sample({ ms: i + 1, serverTiming: `api;dur=${i};desc="2 calls", shell;dur=3.0, cache;desc=miss` }),
      ),
      sample({ status: 503, ms: 99 }),
      sample({ status: 0, ms: 100, error: 'ECONNRESET', bytes: 0 }),
      sample({ kind: 'not-found', status: 404, serverTiming: 'cache;desc=hit' }),
    ];
    const report = summarize(samples, {
      target: 'http://127.0.0.1:1',
      mode: 'test',
      seconds: 10,
      skipped: 0,
    });
    expect(report.requests).toBe(101);
    expect(report.rps).toBe(10.1);
    expect(report.errorRate).toBeCloseTo(2 / 101, 6);
    const cruise = report.kinds.cruise!;
    expect(cruise.latencyMs).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
    expect(cruise.statuses).toEqual({ '200': 98, '503': 1 });
    expect(cruise.errors).toEqual({ ECONNRESET: 1 });
    expect(cruise.bytes.total).toBe(99_000);
    expect(cruise.serverTiming.shell).toEqual({ mean: 3, p95: 3, n: 98 });
    expect(cruise.serverTiming.api.n).toBe(98);
    expect(cruise.apiCallsMean).toBe(2);
    expect(cruise.cache).toEqual({ miss: 98 });
    expect(report.kinds['not-found']!.cache).toEqual({ hit: 1 });

    const text = formatReport(report);
    expect(text).toContain('101 requests in 10.0 s (10.1/s)');
    expect(text).toMatch(/cruise\s+100\s+50\s+95\s+99/);
    expect(text).toContain('503×1 ECONNRESET×1');
  });
});
