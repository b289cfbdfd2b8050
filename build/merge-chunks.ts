/**
 * esbuild splits the browser bundle by which entry points reach each module, so 22 lazy pages and the
 * entry make dozens of shared chunks of 1–2 KB: a phone fetched 24–36 scripts before a page could hydrate,
 * each a round trip (docs/decisions/027-round-trips-and-lean-pages.md). esbuild has no way to group chunks, so
 * the production build re-bundles esbuild's output with rolldown, which has: the library chunks become one
 * `vendor` chunk, the other shared chunks that the entry or a landing page needs one `shared` chunk, the
 * rest one `more` chunk, and each page and each on-demand module (API client, prefetching, error reports…)
 * stays its own file. A page then needs the entry, vendor, shared, perhaps more, and its own module: four or
 * five scripts, which the HTML preloads (see `routeScripts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { build, type OutputChunk, type Plugin, type PreRenderedChunk } from 'rolldown';

/** esbuild's anonymous shared chunks (`chunkNames: 'chunks/[name]-[hash]'` names them `chunk-…`). */
const SHARED_CHUNK = /[\\/]chunks[\\/]chunk-[A-Z0-9]+\.js$/;

/** An esbuild output whose bytes come mostly from node_modules is library code (react, react-router). */
export function vendorOutputs(meta: Metafile, dir: string): Set<string> {
  const vendor = new Set<string>();
  for (const [file, output] of Object.entries(meta.outputs)) {
    if (!file.endsWith('.js') || output.entryPoint) continue;
    const bytes = Object.entries(output.inputs);
    const total = bytes.reduce((sum, [, i]) => sum + i.bytesInOutput, 0);
    const library = bytes
      .filter(([input]) => input.includes('node_modules'))
      .reduce((sum, [, i]) => sum + i.bytesInOutput, 0);
    if (total > 0 && library / total > 0.5) vendor.add(path.resolve(dir, path.relative(dir, file)));
  }
  return vendor;
}

/**
 * The pages a visitor most often opens first (landing pages). Their shared code is the `shared` chunk; code
 * that only other pages share (the place pages' blocks, the term search) is `more`, so these pages do not
 * load it before they hydrate (docs/decisions/031-landing-pages-shared-chunk.md).
 */
export const LANDING_SOURCES = [
  'client/entry.tsx',
  'client/pages/home/index.tsx',
  'client/pages/search-cruise/index.tsx',
  'client/pages/cruise/index.tsx',
];

/** The esbuild outputs of `sources` and everything they import statically, transitively (absolute paths). */
export function staticOutputsOf(meta: Metafile, sources: readonly string[]): Set<string> {
  const starts = Object.entries(meta.outputs).flatMap(([file, output]) =>
    output.entryPoint && sources.includes(output.entryPoint) ? [file] : [],
  );
  const staticImports = (file: string) =>
    (meta.outputs[file]?.imports ?? []).flatMap((i) => (i.kind === 'import-statement' ? [i.path] : []));
  return new Set(closure(starts, staticImports).map((file) => path.resolve(file)));
}

/** `starts` and every file `importsOf` reaches from them, transitively, once each. */
function closure(starts: readonly string[], importsOf: (file: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of importsOf(file)) visit(imported);
  };
  for (const file of starts) visit(file);
  return [...seen];
}

/** Carries esbuild's source maps through the second bundling, so stack traces still point at the sources. */
function inputSourceMaps(): Plugin {
  return {
    name: 'input-source-maps',
    load(id) {
      if (!id.endsWith('.js') || !fs.existsSync(`${id}.map`)) return null;
      const code = fs.readFileSync(id, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
      return { code, map: fs.readFileSync(`${id}.map`, 'utf8') };
    },
  };
}

/** Pages keep their folder's name (pages/home-HASH.js); other chunks drop esbuild's hash from theirs. */
function chunkFileName(chunk: PreRenderedChunk): string {
  const page = /[\\/]pages[\\/]([^\\/]+)[\\/]index-[A-Z0-9]+\.js$/.exec(chunk.facadeModuleId ?? '');
  if (page) return `pages/${page[1]}-[hash].js`;
  return `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`;
}

export interface MergedBundle {
  /** The entry's file name, relative to the output folder. */
  entry: string;
  chunks: OutputChunk[];
}

/**
 * Re-bundles esbuild's browser output in `from` (entry at `entryFile`) into `to`. esbuild's own output
 * names (pages/home/index-HASH.js…) become the modules' ids, so a page's chunk is found by its source path.
 */
export async function mergeChunks(
  from: string,
  entryFile: string,
  to: string,
  vendor: Set<string>,
  /** The esbuild outputs the landing pages load (`staticOutputsOf(meta, LANDING_SOURCES)`). */
  landing: Set<string>,
): Promise<MergedBundle> {
  const result = await build({
    input: { entry: path.join(from, entryFile) },
    // Pages import what they need from the entry; the entry's exports are not an API.
    preserveEntrySignatures: false,
    plugins: [inputSourceMaps()],
    logLevel: 'warn',
    output: {
      dir: to,
      format: 'es',
      minify: true,
      sourcemap: true,
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: chunkFileName,
      codeSplitting: {
        groups: [
          { name: 'vendor', test: (id) => vendor.has(path.resolve(id)), priority: 2 },
          {
            name: 'shared',
            test: (id) => SHARED_CHUNK.test(id) && landing.has(path.resolve(id)),
            priority: 1,
          },
          { name: 'more', test: (id) => SHARED_CHUNK.test(id), priority: 0 },
        ],
      },
    },
  });
  const chunks = result.output.filter((o): o is OutputChunk => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the merged browser bundle has no entry');
  return { entry: entry.fileName, chunks };
}

/** A chunk and every chunk it imports statically, transitively (what must load before it runs). */
export function staticClosure(chunks: OutputChunk[], fileName: string): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  return closure([fileName], (name) => byName.get(name)?.imports ?? []);
}

/**
 * Route ids and the page folder each route's `lazy` imports, read from the route table's source
 * (client/routes.tsx: `{ id: 'landing', …, lazy: () => import('./pages/search-cruise') }`).
 */
export function routePageDirs(routesSource: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const match of routesSource.matchAll(/id: '([^']+)'[^\n]*?import\('\.\/pages\/([^']+)'\)/g)) {
    pages.set(match[1], match[2]);
  }
  return pages;
}

/**
 * The scripts each route needs before it hydrates, beside the entry: the entry's static imports, the
 * route's page chunk and its static imports. Few enough (3–5) to preload them all.
 */
export function routeScripts(
  bundle: MergedBundle,
  pageDirs: Map<string, string>,
  /** esbuild's output file of a page folder's index.tsx, relative to the merge's input folder. */
  pageOutput: (pageDir: string) => string,
  publicPath: (fileName: string) => string,
): Record<string, string[]> {
  const shell = staticClosure(bundle.chunks, bundle.entry);
  const out: Record<string, string[]> = {};
  for (const [routeId, dir] of pageDirs) {
    const source = path.resolve(pageOutput(dir));
    const page = bundle.chunks.find((c) => c.facadeModuleId && path.resolve(c.facadeModuleId) === source);
    if (!page) throw new Error(`route ${routeId}: no chunk for client/pages/${dir}`);
    const files = new Set([...shell, ...staticClosure(bundle.chunks, page.fileName)]);
    files.delete(bundle.entry);
    out[routeId] = [...files].map(publicPath);
  }
  return out;
}
