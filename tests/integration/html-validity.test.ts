/**
 * Every route's server-rendered HTML through the Nu HTML Checker (vnu), in ONE java run for all pages
 * (the JVM is slow to start). Real slugs come from the test site's own API. The checker ships in the
 * vnu-jar package; Java comes from the machine (.ci/run installs default-jre-headless).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vnuJar from 'vnu-jar';
import { startSite, type TestSite } from './harness';

const run = promisify(execFile);

const jar = vnuJar as unknown as string;

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

let site: TestSite;
let request: ReturnType<typeof supertest>;

async function api<T>(p: string): Promise<T> {
  const res = await request.get(`/api/v1${p}`);
  if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
  return res.body as T;
}

/** One URL per route, with real slugs. */
async function routeUrls(): Promise<Record<string, string>> {
  type Named = { slug: string };
  const map = await api<{ regions: (Named & { kind: string })[] }>('/regions/get-map');
  const region = map.regions.find((r) => r.kind === 'sea') ?? map.regions[0];
  const regionFull = await api<{ countries: Named[] }>(`/regions/get-by-slug?slug=${region.slug}`);
  const country = await api<{ slug: string; ports: Named[] }>(
    `/countries/get-by-slug?slug=${regionFull.countries[0].slug}`,
  );
  const port = await api<{ slug: string; city: Named }>(`/ports/get-by-slug?slug=${country.ports[0].slug}`);
  const lines = await api<{ items: Named[] }>('/cruise-companies/get-all?page=1&pageSize=10');
  const ships = await api<{ items: Named[] }>(
    `/ships/get-by-cruise-company-slug?slug=${lines.items[0].slug}`,
  );
  const cruises = await api<{ items: Named[] }>('/search/get-cruises?page=1&pageSize=1');
  const promotions = await api<{ items: Named[] }>('/promotions/get-all?status=active');
  const tags = await api<{ items: Named[] }>('/get-page-tags?page=search');
  return {
    home: '/',
    'search-cruise': '/search-cruise',
    'search-calendar': '/search-cruise?kind=river&view=calendar',
    landing: `/search-cruise/${tags.items[0].slug}`,
    search: '/search?term=%D0%92%D0%BE%D0%BB%D0%B3%D0%B0',
    'about-us': '/about-us',
    promotions: '/promotions',
    'promotions-expired': '/promotions?status=expired',
    promotion: `/promotions/${promotions.items[0].slug}`,
    'all-regions': '/all-regions',
    'all-cruiselines': '/all-cruiselines',
    cruise: `/cruise/${cruises.items[0].slug}`,
    region: `/region/${region.slug}`,
    country: `/country/${country.slug}`,
    cruiseline: `/cruiseline/${lines.items[0].slug}`,
    port: `/port/${port.slug}`,
    city: `/city/${port.city.slug}`,
    ship: `/ship/${ships.items[0].slug}`,
    payment: '/payment',
    'payment-order': '/payment?order=CR-100001',
    'payment-result': '/payment-result?order=CR-100003',
    'payment-result-pending': '/payment-result?order=CR-100006',
    'info-cookies': '/info/cookies',
    'info-policy': '/info/policy',
    'info-consent': '/info/soglasie-na-obrabotku-personalnykh-dannykh',
    'info-builder': '/info/kruizy-s-detmi',
    'copy-home': '/copy-home',
    'not-found': '/net-takoy-stranicy',
  };
}

describe('HTML validity (Nu HTML Checker)', () => {
  let dir: string;
  let errorsByPage: Record<string, string[]> = {};
  let pages: string[] = [];

  beforeAll(async () => {
    site = await startSite();
    request = supertest(site.url);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    const urls = await routeUrls();
    pages = Object.keys(urls);
    const files: string[] = [];
    for (const [name, url] of Object.entries(urls)) {
      const res = await request.get(url);
      const file = path.join(dir, `${name}.html`);
      fs.writeFileSync(file, res.text);
      files.push(file);
    }
    // vnu exits non-zero when it finds errors and prints its JSON report on stderr.
    const result = await run('java', ['-jar', jar, '--format', 'json', '--errors-only', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
      messages: VnuMessage[];
    };
    errorsByPage = {};
    for (const m of report.messages) {
      if (m.type !== 'error') continue;
      const name = path.basename(decodeURIComponent(m.url ?? ''), '.html');
      (errorsByPage[name] ??= []).push(
        `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`,
      );
    }
  }, 180_000);

  afterAll(async () => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    await site?.close();
  });

  it('checked a page for every route', () => {
    expect(pages.length).toBeGreaterThanOrEqual(21);
  });

  it('finds no errors in any page', () => {
    expect(errorsByPage).toEqual({});
  });
});
