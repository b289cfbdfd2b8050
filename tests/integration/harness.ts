/**
 * Boots the real site for integration tests: createApp with the embedded catalogue on a fresh temp
 * database, listening on an ephemeral loopback port (the site reaches its catalogue over HTTP, as in
 * production). One site per test file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type SiteApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createSiteServer } from '../../server/http-server';
import { agent } from '../load/probe';
import { discoverSlugs, type Slugs } from '../load/site-urls';

export interface TestSite {
  url: string;
  app: SiteApp;
  config: Config;
  dbPath: string;
  close(): Promise<void>;
}

export async function startSite(
  env: Record<string, string> = {},
  /** A test that reads the site's log lines gives its own. */
  logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
): Promise<TestSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cruise-site-'));
  const dbPath = path.join(dir, 'catalog.sqlite');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', CATALOG_DB: dbPath, ...env });
  const app = await createApp(config, { logger });
  // As server/index.ts serves it: requests and responses born with Express's prototypes (decision 040).
  const server = createSiteServer(app);
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

/** The file's site, started before its tests and closed after them. */
export interface FileSite extends Omit<TestSite, 'close'> {
  /** supertest against the site. */
  readonly request: ReturnType<typeof supertest>;
}

/**
 * One site for the tests of a file, started in `beforeAll` and closed in `afterAll`; its fields can be
 * read once the tests run.
 */
export function siteForFile(env: Record<string, string> = {}): FileSite {
  let started: TestSite | undefined;
  beforeAll(async () => {
    started = await startSite(env);
  });
  afterAll(async () => {
    await started?.close();
  });
  const now = () => {
    if (!started) throw new Error('The site starts in beforeAll: read it inside a test or a hook');
    return started;
  };
  return {
    get url() {
      return now().url;
    },
    get app() {
      return now().app;
    },
    get config() {
      return now().config;
    },
    get dbPath() {
      return now().dbPath;
    },
    get request() {
      return supertest(now().url);
    },
  };
}

/**
 * For the files that throw hostile requests at every route: a site without the page micro-cache (each
 * request reaches its handler) and one real slug of each kind; the probes' keep-alive agent is closed
 * after the file's tests.
 */
export function siteForProbes(): { readonly site: FileSite; readonly slugs: Slugs } {
  const site = siteForFile({ MICRO_CACHE_TTL_MS: '0' });
  const state = { site } as { site: FileSite; slugs: Slugs };
  beforeAll(async () => {
    state.slugs = await discoverSlugs(site.url);
  });
  afterAll(() => {
    agent.destroy();
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

/** The booking form's cabin-category radios as the server rendered them: value, checked, disabled. */
export function cabinRadiosOf(html: string): { value: string; checked: boolean; disabled: boolean }[] {
  return [...html.matchAll(/<input[^>]*name="cabinCategory"[^>]*>/g)].map(([tag]) => ({
    value: /value="([^"]*)"/.exec(tag)![1],
    checked: / checked=""/.test(tag),
    disabled: / disabled=""/.test(tag),
  }));
}
