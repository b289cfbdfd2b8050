/**
 * esbuild builds the browser bundle (minified, split per route, hashed, with a manifest) and the server
 * and catalogue bundles. `--if-needed` skips the work when nothing under the sources changed since the
 * last build, so `npm start` is instant the second time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { writeIconSprite } from './icon-sprite';
import {
  ENTRY_SOURCE,
  landingGroups,
  mergeChunks,
  routePageDirs,
  routeScripts,
  vendorOutputs,
} from './merge-chunks';
import {
  buildOptions,
  CLIENT_STAGING,
  DIST,
  outputOf,
  publicPath,
  writeManifest,
  writePrecompressed,
} from './options';

const SOURCES = [
  'client',
  'server',
  'shared',
  'catalog',
  'build',
  'public',
  'package.json',
  'package-lock.json',
];
const STAMP = path.join(DIST, '.build-stamp');

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isBuildFresh(): boolean {
  if (!fs.existsSync(STAMP)) return false;
  const built = fs.statSync(STAMP).mtimeMs;
  return SOURCES.every((s) => newestMtime(s) <= built);
}

export async function buildAll(): Promise<void> {
  const started = Date.now();
  fs.rmSync(DIST, { recursive: true, force: true });
  const options = buildOptions('production');
  const [client] = await Promise.all([
    build(options.client),
    build(options.styles),
    build(options.server),
    build(options.catalog),
  ]);
  const stylesMeta = JSON.parse(fs.readFileSync(path.join(DIST, 'client/styles-meta.json'), 'utf8'));
  const meta = client.metafile!;
  const assetsDir = path.join(DIST, 'client/assets');
  const bundle = await mergeChunks(
    CLIENT_STAGING,
    path.relative(CLIENT_STAGING, outputOf(meta, ENTRY_SOURCE)),
    assetsDir,
    vendorOutputs(meta, CLIENT_STAGING),
    landingGroups(meta),
  );
  const scripts = routeScripts(
    bundle,
    routePageDirs(fs.readFileSync('client/routes.tsx', 'utf8')),
    (dir) => outputOf(meta, `client/pages/${dir}/index.tsx`),
    (file) => publicPath(path.join(assetsDir, file)),
  );
  writeManifest(
    publicPath(path.join(assetsDir, bundle.entry)),
    stylesMeta,
    writeIconSprite(assetsDir),
    scripts,
  );
  fs.rmSync(CLIENT_STAGING, { recursive: true, force: true });
  await writePrecompressed(path.join(DIST, 'client/assets'));
  fs.writeFileSync(STAMP, new Date().toISOString());
  process.stdout.write(`built dist/ in ${Date.now() - started} ms\n`);
}

const ifNeeded = process.argv.includes('--if-needed');
if (ifNeeded && isBuildFresh()) {
  process.stdout.write('dist/ is up to date\n');
} else {
  await buildAll();
}
