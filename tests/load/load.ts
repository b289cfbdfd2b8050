/**
 * Throughput under many connections: autocannon over a mix of pages and searches against the built server.
 * Passing means zero errors, zero timeouts and zero non-2xx answers; latency percentiles are reported.
 */
import autocannon from 'autocannon';
import type { SiteUrls } from './site-urls';

export interface LoadReport {
  connections: number;
  seconds: number;
  requests: number;
  rpsAverage: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  throughputMBps: number;
}

/** Pages people open and searches they run; the not-found page is left out (it is a 404 on purpose). */
export function loadMix(urls: SiteUrls): string[] {
  const terms = ['волга', 'норвегия', 'круиз', 'средиземное море', 'лайнер', 'x'];
  return [
    urls.home,
    urls.searchCruise,
    `${urls.searchCruise}?page=2`,
    urls.landing,
    ...terms.map((t) => `/search?term=${encodeURIComponent(t)}`),
    urls.cruise,
    urls.region,
    urls.country,
    urls.port,
    urls.city,
    urls.cruiseline,
    urls.ship,
    urls.promotions,
    urls.promotion,
    urls.aboutUs,
    urls.info,
    urls.allRegions,
    urls.allCruiselines,
  ];
}

export async function runLoad(
  base: string,
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<LoadReport> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    rpsAverage: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughputMBps: Math.round((result.throughput.average / 1_048_576) * 10) / 10,
  };
}

export function loadProblems(report: LoadReport): string[] {
  const problems: string[] = [];
  if (report.errors > 0) problems.push(`${report.errors} errors`);
  if (report.timeouts > 0) problems.push(`${report.timeouts} timeouts`);
  if (report.non2xx > 0) problems.push(`${report.non2xx} non-2xx answers`);
  if (report.requests === 0) problems.push('no requests completed');
  return problems;
}
