import { describe, expect, it } from 'vitest';
import { reportFromArtillery } from './artillery-run';

const summary = (ms: number, count: number) => ({
  min: ms,
  max: ms,
  mean: ms,
  p50: ms,
  median: ms,
  p95: ms,
  p99: ms,
  count,
});

describe("Artillery's aggregate as the loadtest's report", () => {
  it('counts every visitor’s answer once under its kind: after a redirect, and without a total time', () => {
    const report = reportFromArtillery(
      {
        aggregate: {
          counters: {
            'vusers.created': 5,
            // One visitor was redirected: Artillery counts both hops.
            'http.requests': 6,
            'http.responses': 6,
            'http.codes.302': 1,
            'site.home.status.200': 3,
            'site.not-found.status.404': 2,
          },
          summaries: {
            'site.home.response_time': summary(40, 3),
            // The 404s have a first byte but no total.
            'site.not-found.ttfb': summary(12, 2),
          },
          firstMetricAt: 0,
          lastMetricAt: 1_000,
        },
      },
      { target: 'http://127.0.0.1:3000', mode: 'artillery' },
    );
    expect(report.requests).toBe(5);
    expect(Object.values(report.kinds).reduce((sum, k) => sum + k.requests, 0)).toBe(5);
    expect(report.kinds['not-found']).toMatchObject({ requests: 2, statuses: { '404': 2 } });
    expect(report.kinds['not-found']!.latencyMs.p50).toBe(12);
    expect(report.errorRate).toBe(0);
  });
});
