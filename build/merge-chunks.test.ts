import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { OutputChunk } from 'rolldown';
import { routePageDirs, staticClosure, staticOutputsOf } from './merge-chunks';

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

describe('staticOutputsOf', () => {
  it("gives the named entry points' outputs and their static imports, not their lazy ones", () => {
    const output = (entryPoint: string | undefined, statics: string[], lazy: string[] = []) => ({
      entryPoint,
      imports: [
        ...statics.map((p) => ({ path: p, kind: 'import-statement' })),
        ...lazy.map((p) => ({ path: p, kind: 'dynamic-import' })),
      ],
    });
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
