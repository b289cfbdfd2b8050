/**
 * On Node 20 an object that starts with a spread and goes on with more properties (`{ ...a, b }`, JSX
 * `<X {...a} b>`) gets hidden classes of its own, made anew for every object; so does every AbortSignal.
 * Such objects outlive young collections and grow the old generation (docs/decisions/041-spreads-last.md).
 * What a landing page still makes per request is React Router's (six per route match) and Node's (three
 * per AbortSignal it makes: the visitor's, the Fetch Request's, node-fetch's stream pipelines). Measured
 * with the embedded catalogue: 30.5 (home), 30 (search), 33 (cruise page); before our spreads went last,
 * 34.5, 37 and 109. Node 24 logs none of either kind.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Per request: React Router's 18 for a page of three route matches, Node's 12 to 15, and no more. */
const DETACHED_PER_REQUEST_MAX = 34;

it('a landing page makes no hidden classes of its own beyond React Router’s and Node’s', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hidden-classes-'));
  const log = path.join(dir, 'v8.log');
  try {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--log-maps',
        '--no-log-maps-details',
        `--logfile=${log}`,
        '--no-logfile-per-isolate',
        'tests/integration/hidden-classes-probe.ts',
        log,
      ],
      // React's production build, as served.
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, timeout: 120_000 },
    );
    expect(result.status, result.stderr).toBe(0);
    // V8 did log the maps: the probe measured something.
    expect(fs.readFileSync(log, 'utf8')).toContain('map,Transition');
    const perRequest = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '') as Record<string, number>;
    expect(Object.keys(perRequest)).toEqual(['home', 'search', 'cruise']);
    for (const [page, count] of Object.entries(perRequest))
      expect(count, `${page}: ${count} a request`).toBeLessThanOrEqual(DETACHED_PER_REQUEST_MAX);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 150_000);
