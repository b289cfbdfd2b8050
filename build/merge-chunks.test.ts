import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OutputChunk } from 'rolldown';
import { routePageDirs, staticClosure } from './merge-chunks';

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
