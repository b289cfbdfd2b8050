/**
 * What a load run found, per route kind: latency percentiles, status codes, errors, bytes, and where the
 * server says the time went (its Server-Timing: api, loaders, queue, shell, render, cache).
 */
import type { Sample } from './engine';
import type { RouteKind } from './scenario';

export const TIMING_PHASES = ['api', 'loaders', 'queue', 'shell', 'render'] as const;

export interface ParsedTiming {
  durations: Partial<Record<(typeof TIMING_PHASES)[number], number>>;
  calls?: number;
  cache?: string;
}

/** `api;dur=12.3;desc="6 calls", shell;dur=4.0, cache;desc=hit` → numbers and words. */
export function parseServerTiming(value: string): ParsedTiming {
  const parsed: ParsedTiming = { durations: {} };
  for (const entry of value.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const param = (key: string) =>
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith(`${key}=`))
        ?.slice(key.length + 1)
        .replace(/^"|"$/g, '');
    const dur = Number(param('dur'));
    if ((TIMING_PHASES as readonly string[]).includes(name) && Number.isFinite(dur)) {
      parsed.durations[name as (typeof TIMING_PHASES)[number]] = dur;
    }
    if (name === 'api') {
      const calls = /^(\d+) call/.exec(param('desc') ?? '');
      if (calls) parsed.calls = Number(calls[1]);
    }
    if (name === 'cache') parsed.cache = param('desc');
  }
  return parsed;
}

/** Nearest-rank percentile of numbers sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (n: number) => Math.round(n * 10) / 10;

export interface KindReport {
  requests: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  ttfbMs: { p50: number; p95: number };
  statuses: Record<string, number>;
  errors: Record<string, number>;
  bytes: { total: number; mean: number };
  /** Mean and p95 of each Server-Timing phase, over the responses that carried it. */
  serverTiming: Record<string, { mean: number; p95: number; n: number }>;
  apiCallsMean: number | null;
  cache: Record<string, number>;
}

export interface LoadReport {
  target: string;
  mode: string;
  seconds: number;
  requests: number;
  rps: number;
  skipped: number;
  /** Network errors and 5xx answers, over all requests. */
  errorRate: number;
  kinds: Partial<Record<RouteKind, KindReport>>;
}

export function summarize(
  samples: Sample[],
  run: { target: string; mode: string; seconds: number; skipped: number },
): LoadReport {
  const byKind = new Map<RouteKind, Sample[]>();
  for (const s of samples) {
    const list = byKind.get(s.kind);
    if (list) list.push(s);
    else byKind.set(s.kind, [s]);
  }
  const kinds: LoadReport['kinds'] = {};
  for (const [kind, list] of byKind) kinds[kind] = summarizeKind(list);
  const failed = samples.filter((s) => s.error || s.status >= 500).length;
  return {
    ...run,
    requests: samples.length,
    rps: round(samples.length / Math.max(run.seconds, 0.001)),
    errorRate: samples.length ? failed / samples.length : 0,
    kinds,
  };
}

function summarizeKind(list: Sample[]): KindReport {
  const latencies = list.map((s) => s.ms).sort((a, b) => a - b);
  const ttfb = list
    .filter((s) => !s.error)
    .map((s) => s.ttfbMs)
    .sort((a, b) => a - b);
  const count = (values: string[]) => {
    const counts: Record<string, number> = {};
    for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
    return counts;
  };
  const timings = list.map((s) => parseServerTiming(s.serverTiming));
  const serverTiming: KindReport['serverTiming'] = {};
  for (const phase of TIMING_PHASES) {
    const values = timings
      .map((t) => t.durations[phase])
      .filter((v): v is number => v !== undefined)
      .sort((a, b) => a - b);
    if (values.length === 0) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    serverTiming[phase] = { mean: round(mean), p95: round(percentile(values, 95)), n: values.length };
  }
  const calls = timings.map((t) => t.calls).filter((c): c is number => c !== undefined);
  const bytes = list.reduce((sum, s) => sum + s.bytes, 0);
  return {
    requests: list.length,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies[latencies.length - 1] ?? 0),
    },
    ttfbMs: { p50: round(percentile(ttfb, 50)), p95: round(percentile(ttfb, 95)) },
    statuses: count(list.filter((s) => s.status > 0).map((s) => String(s.status))),
    errors: count(list.filter((s) => s.error).map((s) => s.error!)),
    bytes: { total: bytes, mean: Math.round(bytes / list.length) },
    serverTiming,
    apiCallsMean: calls.length ? round(calls.reduce((a, b) => a + b, 0) / calls.length) : null,
    cache: count(timings.map((t) => t.cache).filter((c): c is string => Boolean(c))),
  };
}

/** The report as a table for the terminal. */
export function formatReport(report: LoadReport): string {
  const lines = [
    `${report.target}: ${report.requests} requests in ${report.seconds.toFixed(1)} s (${report.rps}/s), ${report.mode}` +
      `, errors ${(report.errorRate * 100).toFixed(2)}%${report.skipped ? `, ${report.skipped} arrivals skipped (generator saturated)` : ''}`,
    '',
    [
      'kind'.padEnd(10),
      'reqs'.padStart(6),
      'p50'.padStart(7),
      'p95'.padStart(7),
      'p99'.padStart(7),
      'KB/req'.padStart(7),
      '  statuses / errors',
    ].join(''),
  ];
  for (const [kind, k] of Object.entries(report.kinds)) {
    const statuses = Object.entries(k.statuses).map(([s, n]) => `${s}×${n}`);
    const errors = Object.entries(k.errors).map(([e, n]) => `${e}×${n}`);
    lines.push(
      [
        kind.padEnd(10),
        String(k.requests).padStart(6),
        k.latencyMs.p50.toFixed(0).padStart(7),
        k.latencyMs.p95.toFixed(0).padStart(7),
        k.latencyMs.p99.toFixed(0).padStart(7),
        (k.bytes.total ? (k.bytes.mean / 1024).toFixed(1) : '—').padStart(7),
        `  ${[...statuses, ...errors].join(' ')}`,
      ].join(''),
    );
  }
  lines.push('', 'Server-Timing, mean / p95 ms (pages rendered by the server):');
  for (const [kind, k] of Object.entries(report.kinds)) {
    const phases = Object.entries(k.serverTiming).map(([p, t]) => `${p} ${t.mean}/${t.p95}`);
    if (phases.length === 0 && Object.keys(k.cache).length === 0) continue;
    const cache = Object.entries(k.cache).map(([c, n]) => `${c}×${n}`);
    const calls = k.apiCallsMean === null ? '' : `, ${k.apiCallsMean} API calls`;
    lines.push(`  ${kind.padEnd(10)}${phases.join(', ')}${calls}; cache ${cache.join(' ') || '—'}`);
  }
  return lines.join('\n');
}
