/**
 * /healthz (alive, no dependencies) and /readyz (API reachable, Redis reported, 503 while shutting down)
 * over HTTP on the real app; /_diag exists only when asked for.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markShuttingDown } from '../../server/middleware/health';
import { siteForFile, startSite, type TestSite } from './harness';
import { ensureBuilt, startBuiltServer, type ServerProcess } from '../load/server-process';
import { runSigtermCheck, sigtermProblems } from '../load/sigterm';

const site = siteForFile();

describe('health endpoints', () => {
  it('/healthz answers without touching anything', async () => {
    const res = await site.request.get('/healthz').expect(200, { status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready when the API answers', async () => {
    const res = await site.request.get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ready', checks: { api: 'ok', redis: 'not-configured' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/_diag is not mounted unless DIAGNOSTICS is on', async () => {
    await site.request.get('/_diag').expect(404);
  });

  it('/readyz answers 503 once shutdown has started, /healthz stays 200', async () => {
    markShuttingDown(site.app);
    const res = await site.request.get('/readyz').expect(503);
    expect(res.body.status).toBe('shutting-down');
    await site.request.get('/healthz').expect(200);
    site.app.locals.shuttingDown = false;
  });
});

describe('an unreachable API', () => {
  let dead: TestSite;
  let closedPort: number;
  beforeAll(async () => {
    // A port that was just free: connections are refused.
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise<void>((r) => probe.close(() => r()));
    dead = await startSite({ API_URL: `http://127.0.0.1:${closedPort}`, API_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    await dead?.close();
  });

  it('makes /readyz 503 quickly while /healthz stays 200', async () => {
    const started = Date.now();
    const res = await request(dead.url).get('/readyz').expect(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.body).toEqual({ status: 'unavailable', checks: { api: 'down', redis: 'not-configured' } });
    await request(dead.url).get('/healthz').expect(200);
  });
});

describe('SIGTERM under load (the built server)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    await ensureBuilt();
    server = await startBuiltServer({ env: { SHUTDOWN_TIMEOUT_MS: '8000' } });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('finishes in-flight responses, refuses new connections, exits 0 within 10 s; a second SIGTERM does no harm', async () => {
    const report = await runSigtermCheck(server);
    expect(sigtermProblems(report), JSON.stringify(report)).toEqual([]);
    expect(report.autocannon.requests).toBeGreaterThan(0);
  }, 60_000);
});
