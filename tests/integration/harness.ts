/**
 * Boots the real site for integration tests: createApp with the embedded catalogue on a fresh temp
 * database, listening on an ephemeral loopback port (the site reaches its catalogue over HTTP, as in
 * production). One site per test file.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type SiteApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { agent } from '../load/probe';
import { discoverSlugs, type Slugs } from '../load/site-urls';

export interface TestSite {
  url: string;
  app: SiteApp;
  config: Config;
  dbPath: string;
  close(): Promise<void>;
}

export async function startSite(env: Record<string, string> = {}): Promise<TestSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cruise-site-'));
  const dbPath = path.join(dir, 'catalog.sqlite');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', CATALOG_DB: dbPath, ...env });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const app = await createApp(config, { logger });
  const server = http.createServer(app);
  app.attachServer(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    config,
    dbPath,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * For the files that throw hostile requests at every route: a site without the page micro-cache (each
 * request reaches its handler) and one real slug of each kind, started before the file's tests and closed
 * after them with the probes' keep-alive agent. The fields are set once `beforeAll` has run.
 */
export function siteForProbes(): { readonly site: TestSite; readonly slugs: Slugs } {
  const state = {} as { site: TestSite; slugs: Slugs };
  beforeAll(async () => {
    state.site = await startSite({ MICRO_CACHE_TTL_MS: '0' });
    state.slugs = await discoverSlugs(state.site.url);
  });
  afterAll(async () => {
    agent.destroy();
    await state.site?.close();
  });
  return state;
}

/** Text of the HTML with tags stripped and entities of the usual kind decoded, for `toContain`. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}
