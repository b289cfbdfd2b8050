/**
 * `npm run dev`: esbuild watches the sources, rebuilds the browser and server bundles on change, and
 * restarts the server (NODE_ENV=development: pretty logs) so it picks up the new code and manifest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { context, type Metafile, type Plugin } from 'esbuild';
import { writeIconSprite } from './icon-sprite';
import { buildOptions, DIST, outputOf, publicPath, writeManifest } from './options';

let server: ChildProcess | null = null;
let restartTimer: NodeJS.Timeout | null = null;

function restartServer() {
  if (restartTimer) clearTimeout(restartTimer);
  // Client and server rebuild together after one save: restart once, after both.
  restartTimer = setTimeout(() => {
    const start = () => {
      server = spawn(process.execPath, ['--enable-source-maps', path.join(DIST, 'server/index.js')], {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'development' },
      });
    };
    if (server && server.exitCode === null) {
      server.once('exit', start);
      server.kill('SIGTERM');
    } else start();
  }, 150);
}

const afterBuild = (name: string, after: (metafile: Metafile | undefined) => void): Plugin => ({
  name,
  setup(b) {
    b.onEnd((result) => {
      if (result.errors.length) return;
      after(result.metafile);
      restartServer();
    });
  },
});

fs.rmSync(DIST, { recursive: true, force: true });
const options = buildOptions('development');
const stylesMeta = () => JSON.parse(fs.readFileSync(path.join(DIST, 'client/styles-meta.json'), 'utf8'));

const styles = await context(options.styles);
await styles.rebuild();
await styles.watch();
const client = await context({
  ...options.client,
  plugins: [
    afterBuild(
      'client-manifest',
      (meta) =>
        meta &&
        writeManifest(
          publicPath(outputOf(meta, 'client/entry.tsx')),
          stylesMeta(),
          writeIconSprite(path.join(DIST, 'client/assets')),
        ),
    ),
  ],
});
await client.watch();
const node = await context({ ...options.server, plugins: [afterBuild('server', () => undefined)] });
await node.watch();
