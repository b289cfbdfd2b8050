import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StaticHandlerContext } from 'react-router';
import { loadManifest, pageScripts } from './assets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  return file;
}

describe('loadManifest', () => {
  it('reads the entry and the stylesheets of the build', () => {
    const manifest = {
      entry: '/assets/entry-abc.js',
      css: ['/assets/a.css'],
      icons: '/assets/icons-abc.svg',
    };
    expect(loadManifest(write('ok.json', JSON.stringify(manifest)))).toEqual({
      ...manifest,
      routeScripts: {},
    });
  });

  it('reads the scripts each route preloads, and refuses a malformed list', () => {
    const routeScripts = { home: ['/assets/chunks/vendor-a.js', '/assets/pages/home-b.js'] };
    const file = write(
      'routes.json',
      JSON.stringify({ entry: '/assets/e.js', css: [], icons: '/i.svg', routeScripts }),
    );
    expect(loadManifest(file).routeScripts).toEqual(routeScripts);
    const bad = write(
      'bad-routes.json',
      JSON.stringify({ entry: '/e.js', css: [], icons: '/i.svg', routeScripts: { home: 1 } }),
    );
    expect(() => loadManifest(bad)).toThrow(/route scripts/);
  });

  it('fails at start when the build is missing, saying what to run', () => {
    expect(() => loadManifest(path.join(dir, 'absent.json'))).toThrow(/npm run build/);
  });

  it('fails at start on a manifest without an entry', () => {
    expect(() => loadManifest(write('bad.json', JSON.stringify({ css: [] })))).toThrow(/no entry/);
    const spriteless = { entry: '/assets/entry-abc.js', css: [] };
    expect(() => loadManifest(write('spriteless.json', JSON.stringify(spriteless)))).toThrow(/icon sprite/);
    expect(() => loadManifest(write('torn.json', '{"entry":'))).toThrow(/cannot be read/);
  });
});

describe('pageScripts', () => {
  const manifest = {
    entry: '/assets/entry.js',
    css: [],
    icons: '/assets/icons.svg',
    routeScripts: {
      cruise: ['/assets/chunks/vendor.js', '/assets/pages/cruise.js'],
      'not-found': ['/assets/chunks/vendor.js', '/assets/pages/not-found.js'],
    },
  };
  const context = (routeIds: string[], errors: StaticHandlerContext['errors'] = null) =>
    ({ matches: routeIds.map((id) => ({ route: { id } })), errors }) as unknown as StaticHandlerContext;

  it('lists the scripts of the matched routes once each', () => {
    expect(pageScripts(manifest, context(['root', 'page', 'cruise']))).toEqual([
      '/assets/chunks/vendor.js',
      '/assets/pages/cruise.js',
    ]);
  });

  it("adds the not-found page's scripts when the page answers 404 inside the layout", () => {
    const errors = { page: { status: 404, statusText: 'Not Found', data: null, internal: false } };
    expect(pageScripts(manifest, context(['root', 'page', 'cruise'], errors))).toEqual([
      '/assets/chunks/vendor.js',
      '/assets/pages/cruise.js',
      '/assets/pages/not-found.js',
    ]);
  });
});
