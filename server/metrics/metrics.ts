/**
 * The server's Prometheus metrics (prom-client), one registry per app so tests can run several apps in one
 * process. What each series means and the PromQL worth graphing are in docs/operations.md.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EndpointName } from '../../shared/api/endpoints';
import type { ApiResult } from '../../shared/api/errors';

/** Seconds: pages are tens of milliseconds when cached, seconds when the API is slow. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type RenderPhase = 'loaders' | 'queue' | 'shell' | 'render';
/** What the response cache did for one lookup (lru-cache's fetch status, `inflight` named `join`). */
export type CacheLookup = 'hit' | 'miss' | 'stale' | 'join';
export type MicroCacheOutcome = 'hit' | 'wait' | 'miss' | 'bypass';

/** Live numbers read when Prometheus scrapes, not counted as they happen. */
interface MetricSources {
  renderLoad(): { rendering: number; waiting: number };
  notifierQueue(): { length: number; dropped: number };
}

export interface SiteMetrics {
  readonly registry: Registry;
  request(route: string, method: string, status: number, seconds: number): void;
  renderPhase(route: string, phase: RenderPhase, seconds: number): void;
  apiCall(endpoint: EndpointName, result: ApiResult<unknown>, seconds: number): void;
  cacheLookup(endpoint: EndpointName, outcome: CacheLookup): void;
  microCache(outcome: MicroCacheOutcome): void;
  /** Connects the gauges that read live numbers; called once the app has built them. */
  setSources(sources: MetricSources): void;
}

export function createMetrics(): SiteMetrics {
  const registry = new Registry();
  // Heap, GC pauses, event-loop lag (with percentiles), CPU, handles, file descriptors.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let sources: MetricSources | null = null;

  /** A latency histogram of this registry. */
  const latency = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers });
  /** A gauge set from a live number each time Prometheus scrapes. */
  const liveGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });

  const requests = latency(
    'site_http_request_duration_seconds',
    'Time to the last byte of a response, by route id (page routes of client/routes.tsx or a kind) and status',
    ['route', 'method', 'status'],
  );
  const phases = latency(
    'site_render_phase_seconds',
    'Server rendering phases by route id: loaders (data), queue (waiting for a render slot), shell, render (whole page)',
    ['route', 'phase'],
  );
  const apiCalls = latency(
    'site_api_call_duration_seconds',
    'Calls from the server to the product API by endpoint and outcome (ok, an HTTP status or an internal code -1…-12)',
    ['endpoint', 'outcome'],
  );
  const cacheLookups = new Counter({
    name: 'site_response_cache_lookups_total',
    help: 'API response cache lookups by endpoint: hit, miss, stale (served while refreshing), join (single-flight)',
    labelNames: ['endpoint', 'outcome'],
    registers,
  });
  const microCacheCounts = { hit: 0, wait: 0, miss: 0, bypass: 0 };
  const microCacheRequests = new Counter({
    name: 'site_micro_cache_requests_total',
    help: 'Page requests by micro-cache outcome: hit, wait (joined a render under way), miss, bypass',
    labelNames: ['outcome'],
    registers,
  });
  new Gauge({
    name: 'site_micro_cache_hit_ratio',
    help: 'Share of page requests answered from the micro-cache (hit or wait) since start',
    aggregator: 'average',
    registers,
    collect() {
      const { hit, wait, miss, bypass } = microCacheCounts;
      const all = hit + wait + miss + bypass;
      this.set(all === 0 ? 0 : (hit + wait) / all);
    },
  });
  liveGauge(
    'site_render_queue_length',
    'Pages whose data has loaded, waiting for a render slot (RENDER_CONCURRENCY)',
    () => sources?.renderLoad().waiting ?? 0,
  );
  liveGauge('site_renders_in_progress', 'Pages rendering now', () => sources?.renderLoad().rendering ?? 0);
  liveGauge(
    'site_notifier_queue_length',
    'Reports waiting to go to Telegram',
    () => sources?.notifierQueue().length ?? 0,
  );
  let droppedSeen = 0;
  new Counter({
    name: 'site_notifier_dropped_total',
    help: 'Reports never delivered to Telegram: the queue was full, or Telegram kept refusing them',
    registers,
    collect() {
      const dropped = sources?.notifierQueue().dropped ?? 0;
      if (dropped > droppedSeen) this.inc(dropped - droppedSeen);
      droppedSeen = dropped;
    },
  });

  return {
    registry,
    request(route, method, status, seconds) {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
    renderPhase(route, phase, seconds) {
      phases.observe({ route, phase }, seconds);
    },
    apiCall(endpoint, result, seconds) {
      apiCalls.observe({ endpoint, outcome: result.ok ? 'ok' : String(result.error.code) }, seconds);
    },
    cacheLookup(endpoint, outcome) {
      cacheLookups.inc({ endpoint, outcome });
    },
    microCache(outcome) {
      microCacheCounts[outcome]++;
      microCacheRequests.inc({ outcome });
    },
    setSources(next) {
      sources = next;
    },
  };
}
