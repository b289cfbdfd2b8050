/** esbuild settings shared by the one-off build and the watcher, and the manifest writer. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { BuildOptions, Metafile, Plugin } from 'esbuild';
import { factIconsPlugin } from './icon-masks';

export const DIST = 'dist';
const CLIENT_OUT = path.join(DIST, 'client/assets');
/** Production: esbuild's split output, re-bundled into CLIENT_OUT by build/merge-chunks.ts. */
export const CLIENT_STAGING = path.join(DIST, 'client/esbuild');
const PUBLIC_PREFIX = '/assets/';

/**
 * react-router's package exports only its development build (its own Vite plugin swaps in the production
 * one). The development build carries dev-only checks: about 15% of server CPU per page and extra bytes in
 * the browser. This points production builds, browser and server alike, at dist/production.
 */
function reactRouterProduction(): Plugin {
  const dir = path.resolve('node_modules/react-router/dist/production');
  const files: Record<string, string> = {
    'react-router': path.join(dir, 'index.mjs'),
    'react-router/dom': path.join(dir, 'dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    setup(b) {
      b.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({ path: files[args.path] }));
    },
  };
}

function pageEntries(): string[] {
  const dir = 'client/pages';
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'index.tsx')))
    .map((d) => path.join(dir, d.name, 'index.tsx'));
}

export function buildOptions(mode: 'production' | 'development') {
  const production = mode === 'production';
  const define = { 'process.env.NODE_ENV': JSON.stringify(mode) };
  const client: BuildOptions & { metafile: true } = {
    entryPoints: ['client/entry.tsx', ...pageEntries()],
    outdir: production ? CLIENT_STAGING : CLIENT_OUT,
    outbase: 'client',
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic',
    minify: production,
    sourcemap: 'linked',
    metafile: true,
    define,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: production ? [reactRouterProduction()] : [],
  };
  const styles: BuildOptions = {
    entryPoints: ['client/styles/index.css'],
    outdir: CLIENT_OUT,
    entryNames: 'site-[hash]',
    bundle: true,
    minify: production,
    target: ['chrome100', 'safari15', 'firefox100'],
    metafile: true,
    logLevel: 'warning',
    plugins: [
      factIconsPlugin(),
      {
        name: 'styles-meta',
        setup(b) {
          b.onEnd((result) => {
            if (!result.metafile) return;
            const css = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.css'));
            fs.mkdirSync(path.join(DIST, 'client'), { recursive: true });
            fs.writeFileSync(
              path.join(DIST, 'client/styles-meta.json'),
              JSON.stringify({ css: css.map(publicPath) }),
            );
          });
        },
      },
    ],
  };
  const node: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    define,
    logLevel: 'warning',
    plugins: production ? [reactRouterProduction()] : [],
  };
  // The image encoder runs in a child process of its own (server/images/encoder.ts): its own entry.
  const server: BuildOptions = {
    ...node,
    entryPoints: { index: 'server/index.ts', 'image-encoder': 'server/images/encoder-worker.ts' },
    outdir: path.join(DIST, 'server'),
  };
  const catalog: BuildOptions = {
    ...node,
    entryPoints: ['catalog/standalone.ts'],
    outfile: path.join(DIST, 'catalog/index.js'),
  };
  return { client, styles, server, catalog };
}

export function publicPath(outputFile: string): string {
  return PUBLIC_PREFIX + path.relative(CLIENT_OUT, outputFile).split(path.sep).join('/');
}

/** The output file esbuild wrote for an entry point (e.g. 'client/entry.tsx'). */
export function outputOf(meta: Metafile, entryPoint: string): string {
  const output = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === entryPoint);
  if (!output) throw new Error(`the browser build has no ${entryPoint} output`);
  return output[0];
}

/**
 * Manifest for server/render/assets.ts: the entry module, the stylesheet, the icon sprite and, in
 * production, the scripts each route preloads (build/merge-chunks.ts). The development build preloads
 * nothing.
 */
export function writeManifest(
  entry: string,
  stylesMeta: { css: string[] },
  icons: string,
  routeScripts: Record<string, string[]> = {},
): void {
  const manifest = { entry, css: stylesMeta.css, icons, routeScripts };
  fs.writeFileSync(path.join(DIST, 'client/manifest.json'), JSON.stringify(manifest, null, 2));
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Hashed assets never change, so they are compressed once here and served as they are. */
export async function writePrecompressed(dir: string): Promise<void> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    files
      .filter((f) => f.isFile() && /\.(js|css|svg|json)$/.test(f.name))
      .map(async (f) => {
        const file = path.join(f.parentPath, f.name);
        const content = fs.readFileSync(file);
        const [gz, br] = await Promise.all([
          gzip(content, { level: 9 }),
          brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ]);
        fs.writeFileSync(`${file}.gz`, gz);
        fs.writeFileSync(`${file}.br`, br);
      }),
  );
}
