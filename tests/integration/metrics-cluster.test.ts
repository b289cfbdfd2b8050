/**
 * With WEB_CONCURRENCY=2 the metrics are the whole cluster's: on METRICS_PORT (served by the primary) and
 * on the site's port for the bearer token (the worker that is asked passes the question to the primary).
 * The built server, as the PaaS runs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../load/redis-server';
import { ensureBuilt, startBuiltServer, type ServerProcess } from '../load/server-process';

const TOKEN = 'cluster-metrics-token-0123456789abcdef';
let server: ServerProcess;
let metricsUrl: string;

beforeAll(async () => {
  await ensureBuilt();
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  server = await startBuiltServer({
    env: { WEB_CONCURRENCY: '2', METRICS_PORT: String(port), METRICS_TOKEN: TOKEN, MICRO_CACHE_TTL_MS: '0' },
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

function homeCount(text: string): number {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith('site_http_request_duration_seconds_count{route="home",method="GET",status="200"}'),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('metrics of a cluster', () => {
  it('adds up every worker, on the metrics port and on the site port alike', async () => {
    // A new connection each time: the primary hands connections to the workers in turn (round robin),
    // so each worker counts half and only the sum makes 8.
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${server.url}/`, { headers: { Connection: 'close' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const fromPort = await fetch(metricsUrl);
    expect(fromPort.status).toBe(200);
    const portText = await fromPort.text();
    expect(homeCount(portText)).toBe(8);
    // Two workers' heaps, summed.
    expect(portText).toMatch(/^nodejs_heap_size_used_bytes \d+/m);

    const fromSite = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(fromSite.status).toBe(200);
    expect(homeCount(await fromSite.text())).toBe(8);

    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });
});
