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
 * The pages a visitor most often opens first (landing pages). Shared code that the entry or two of them
 * need is the `shared` chunk; code that only one of them needs is that page's own group (`for-cruise`…), so
 * the other two do not load it before they hydrate; code that only other pages share (the place pages'
 * blocks, the term search) is `more` (docs/decisions/031-landing-pages-shared-chunk.md, 038).
 */
export const ENTRY_SOURCE = 'client/entry.tsx';
export const LANDING_PAGES = ['home', 'search-cruise', 'cruise'];

/** The scripts a page may request before it hydrates, the entry included (requirement: at most six). */
export const MAX_SCRIPTS_BEFORE_HYDRATION = 6;

/** The esbuild outputs of `sources` and everything they import statically, transitively (absolute paths). */
export function staticOutputsOf(meta: Metafile, sources: readonly string[]): Set<string> {
  const starts = Object.entries(meta.outputs).flatMap(([file, output]) =>
    output.entryPoint && sources.includes(output.entryPoint) ? [file] : [],
  );
  return staticImportsOf(meta, starts);
}

/** The esbuild output `files` and everything they import statically, transitively (absolute paths). */
function staticImportsOf(meta: Metafile, files: readonly string[]): Set<string> {
  const staticImports = (file: string) =>
    (meta.outputs[file]?.imports ?? []).flatMap((i) => (i.kind === 'import-statement' ? [i.path] : []));
  return new Set(closure(files, staticImports).map((file) => path.resolve(file)));
}

/**
 * The group of each esbuild shared chunk that the entry or a landing page loads (absolute path → group
 * name): `shared` when the entry or two landing pages need it, `for-<page folder>` when one does. A chunk
 * that `more` code imports is `shared` too: else every page that loads `more` would load that page's group
 * as well. The chunks missing from the map are `more`.
 */
export function landingGroups(
  meta: Metafile,
  entrySource = ENTRY_SOURCE,
  pages: readonly string[] = LANDING_PAGES,
): Map<string, string> {
  const shell = staticOutputsOf(meta, [entrySource]);
  const needs = pages.map((dir) => [dir, staticOutputsOf(meta, [`client/pages/${dir}/index.tsx`])] as const);
  const landing = new Set([...shell, ...needs.flatMap(([, outputs]) => [...outputs])]);
  const sharedChunks = Object.keys(meta.outputs).filter((file) => SHARED_CHUNK.test(file));
  const more = sharedChunks.filter((file) => !landing.has(path.resolve(file)));
  const importedByMore = staticImportsOf(meta, more);
  const groups = new Map<string, string>();
  for (const file of sharedChunks.map((f) => path.resolve(f))) {
    if (!landing.has(file)) continue;
    const pagesNeeding = needs.filter(([, outputs]) => outputs.has(file)).map(([dir]) => dir);
    const own = pagesNeeding.length === 1 && !shell.has(file) && !importedByMore.has(file);
    groups.set(file, own ? `for-${pagesNeeding[0]}` : 'shared');
  }
  return groups;
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

/**
 * Chromium's explicit compile hint (V8, Chrome 136+): the functions of a file that starts with this comment
 * are compiled on a background thread while the file downloads, instead of on the main thread when first
 * called. On a slow phone React DOM's module alone took 50-60 ms of the main thread's start-up to compile.
 * Given to the chunks every page runs as it hydrates (the entry, `vendor`, `shared`), not to code that may
 * never run: A/B on the phone, -97 to -131 ms; the page's own chunks too, level
 * (docs/performance.md, "Ninth pass"). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED_GROUPS = new Set(['vendor', 'shared']);

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
  /** The group of each shared chunk the entry or a landing page loads (`landingGroups(meta)`). */
  landing: Map<string, string>,
): Promise<MergedBundle> {
  const landingGroupNames = [...new Set(landing.values())];
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
      // After minification, which would drop a comment.
      postBanner: (chunk) => (chunk.isEntry || HINTED_GROUPS.has(chunk.name) ? COMPILE_HINT : ''),
      codeSplitting: {
        groups: [
          // A group takes in the modules its own import (rolldown's `includeDependenciesRecursively`), so the
          // wider groups come first: `shared` before a page's own, which would otherwise swallow shared code.
          { name: 'vendor', test: (id) => vendor.has(path.resolve(id)), priority: 3 },
          ...landingGroupNames.map((name) => ({
            name,
            test: (id: string) => landing.get(path.resolve(id)) === name,
            priority: name === 'shared' ? 2 : 1,
          })),
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
 * route's page chunk and its static imports. Few enough (3–5) to preload them all; a grouping that needs
 * more than `MAX_SCRIPTS_BEFORE_HYDRATION` fails the build.
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
    if (files.size > MAX_SCRIPTS_BEFORE_HYDRATION) {
      throw new Error(
        `route ${routeId} needs ${files.size} scripts before it hydrates: ${[...files].join(', ')}`,
      );
    }
    files.delete(bundle.entry);
    out[routeId] = [...files].map(publicPath);
  }
  return out;
}
