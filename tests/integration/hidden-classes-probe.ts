/**
 * Run by hidden-classes.test.ts in a Node started with `--log-maps`: serves the three landing pages and
 * prints, per page, how many hidden classes a request made that no other object can share (V8 logs them
 * as transitions with the reason "prototype": the map they leave is detached or a prototype's).
 * docs/decisions/041-spreads-last.md.
 */
import fs from 'node:fs';
import { startSite } from './harness';
import { discoverSlugs } from '../load/site-urls';

const [logFile, requests = '20'] = process.argv.slice(2);
const N = Number(requests);
const detached = () => fs.readFileSync(logFile, 'utf8').split(',prototype,').length - 1;

const site = await startSite({ MICRO_CACHE_TTL_MS: '0' });
const slugs = await discoverSlugs(site.url);
const pages = {
  home: '/',
  search: '/search-cruise?kind=sea&nights=4-7&sort=price-asc',
  cruise: `/cruise/${slugs.cruise}`,
};
const perRequest: Record<string, number> = {};
for (const [name, path] of Object.entries(pages)) {
  const get = async () => {
    const response = await fetch(site.url + path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.text();
  };
  // The first requests make the maps every later one shares.
  for (let i = 0; i < N; i++) await get();
  const before = detached();
  for (let i = 0; i < N; i++) await get();
  perRequest[name] = (detached() - before) / N;
}
await site.close();
process.stdout.write(`${JSON.stringify(perRequest)}\n`);
