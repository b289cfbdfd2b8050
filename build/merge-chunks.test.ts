import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { OutputChunk } from 'rolldown';
import { landingGroups, routePageDirs, routeScripts, staticClosure, staticOutputsOf } from './merge-chunks';

describe('routePageDirs', () => {
  it('finds the page folder of every lazy route in the route table', () => {
    const pages = routePageDirs(fs.readFileSync('client/routes.tsx', 'utf8'));
    expect(pages.get('home')).toBe('home');
    expect(pages.get('landing')).toBe('search-cruise');
    expect(pages.get('share-code')).toBe('share');
    const lazyRoutes = fs.readFileSync('client/routes.tsx', 'utf8').match(/lazy: \(\) => import\(/g) ?? [];
    expect(pages.size).toBe(lazyRoutes.length);
    for (const dir of pages.values()) expect(fs.existsSync(`client/pages/${dir}/index.tsx`)).toBe(true);
  });
});

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and not dynamic ones', () => {
    const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) =>
      ({ fileName, imports, dynamicImports }) as unknown as OutputChunk;
    const chunks = [
      chunk('entry.js', ['vendor.js', 'shared.js'], ['pages/home.js']),
      chunk('shared.js', ['vendor.js', 'entry.js']),
      chunk('vendor.js', []),
      chunk('pages/home.js', ['shared.js']),
    ];
    expect(staticClosure(chunks, 'entry.js').sort()).toEqual(['entry.js', 'shared.js', 'vendor.js']);
    expect(staticClosure(chunks, 'pages/home.js').sort()).toEqual([
      'entry.js',
      'pages/home.js',
      'shared.js',
      'vendor.js',
    ]);
  });
});

const output = (entryPoint: string | undefined, statics: string[], lazy: string[] = []) => ({
  entryPoint,
  imports: [
    ...statics.map((p) => ({ path: p, kind: 'import-statement' })),
    ...lazy.map((p) => ({ path: p, kind: 'dynamic-import' })),
  ],
});

describe('staticOutputsOf', () => {
  it("gives the named entry points' outputs and their static imports, not their lazy ones", () => {
    const meta = {
      outputs: {
        'out/entry.js': output('client/entry.tsx', ['out/chunk-A.js'], ['out/home.js', 'out/cruise.js']),
        'out/home.js': output('client/pages/home/index.tsx', ['out/chunk-B.js']),
        'out/cruise.js': output('client/pages/cruise/index.tsx', ['out/chunk-C.js']),
        'out/chunk-A.js': output(undefined, []),
        'out/chunk-B.js': output(undefined, ['out/chunk-A.js']),
        'out/chunk-C.js': output(undefined, ['out/chunk-B.js']),
      },
    } as unknown as Metafile;
    const landing = staticOutputsOf(meta, ['client/entry.tsx', 'client/pages/home/index.tsx']);
    expect([...landing].map((f) => path.relative(process.cwd(), f)).sort()).toEqual([
      'out/chunk-A.js',
      'out/chunk-B.js',
      'out/entry.js',
      'out/home.js',
    ]);
  });
});

describe('landingGroups', () => {
  const chunk = (name: string) => `out/chunks/chunk-${name}.js`;
  const meta = {
    outputs: {
      'out/entry.js': output(
        'client/entry.tsx',
        [chunk('SHELL')],
        ['out/home.js', 'out/cruise.js', 'out/ship.js'],
      ),
      'out/home.js': output('client/pages/home/index.tsx', [chunk('HOMECRUISE')]),
      'out/search.js': output('client/pages/search-cruise/index.tsx', [chunk('SEARCH')]),
      'out/cruise.js': output('client/pages/cruise/index.tsx', [
        chunk('HOMECRUISE'),
        chunk('CRUISE'),
        chunk('CRUISESHIP'),
        chunk('VIEWER'),
      ]),
      'out/ship.js': output('client/pages/ship/index.tsx', [chunk('CRUISESHIP'), chunk('PLACE')]),
      [chunk('SHELL')]: output(undefined, []),
      [chunk('HOMECRUISE')]: output(undefined, [chunk('SHELL')]),
      [chunk('SEARCH')]: output(undefined, []),
      [chunk('CRUISE')]: output(undefined, []),
      [chunk('CRUISESHIP')]: output(undefined, []),
      // Only the cruise page among the landing pages needs the viewer, but `more` code (PLACE) imports it.
      [chunk('VIEWER')]: output(undefined, []),
      [chunk('PLACE')]: output(undefined, [chunk('VIEWER')]),
    },
  } as unknown as Metafile;

  it("gives the entry's and two landing pages' code to `shared`, one page's to its own group, the rest to none", () => {
    const groups = landingGroups(meta);
    const named = Object.fromEntries(
      [...groups].map(([file, group]) => [path.basename(file, '.js').replace('chunk-', ''), group]),
    );
    expect(named).toEqual({
      SHELL: 'shared',
      HOMECRUISE: 'shared',
      SEARCH: 'for-search-cruise',
      CRUISE: 'for-cruise',
      CRUISESHIP: 'for-cruise',
      VIEWER: 'shared',
    });
  });
});

describe('routeScripts', () => {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
    ({ fileName, imports, dynamicImports: [], facadeModuleId }) as unknown as OutputChunk;
  const scriptsOf = (pageImports: string[]) =>
    routeScripts(
      {
        entry: 'entry.js',
        chunks: [
          chunk('entry.js', ['vendor.js', 'shared.js']),
          chunk('vendor.js', []),
          chunk('shared.js', ['vendor.js']),
          chunk('more.js', ['shared.js']),
          chunk('for-cruise.js', ['shared.js']),
          chunk('for-home.js', ['shared.js']),
          chunk('pages/ship.js', pageImports, '/out/pages/ship/index-X.js'),
        ],
      },
      new Map([['ship', 'ship']]),
      () => '/out/pages/ship/index-X.js',
      (file) => `/assets/${file}`,
    );

  it("lists the shell's and the page's scripts, the entry aside", () => {
    expect(scriptsOf(['shared.js', 'more.js', 'for-cruise.js']).ship.sort()).toEqual([
      '/assets/for-cruise.js',
      '/assets/more.js',
      '/assets/pages/ship.js',
      '/assets/shared.js',
      '/assets/vendor.js',
    ]);
  });

  it('fails the build when a page would need more than six scripts before it hydrates', () => {
    expect(() => scriptsOf(['more.js', 'for-cruise.js', 'for-home.js'])).toThrow(
      /route ship needs 7 scripts/,
    );
  });
});
