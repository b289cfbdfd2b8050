/**
 * `npm run test:node24`: the unit and integration tests again under the newest supported Node line
 * (docs/dependencies.md). Node itself comes from the npm registry as the `node-<os>-<arch>` package,
 * installed once into .cache/node24 (about 10 s, 30 MB), so `npm ci` stays lean and a fresh clone needs
 * nothing else.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LINE = '24';
const DIR = path.resolve('.cache/node24');
const PACKAGE = `node-${process.platform}-${process.arch}`;
const BIN_DIR = path.join(DIR, 'node_modules', PACKAGE, 'bin');
const NODE = path.join(BIN_DIR, 'node');

function installedVersion(): string | null {
  if (!fs.existsSync(NODE)) return null;
  return execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim();
}

if (!installedVersion()?.startsWith(`v${LINE}.`)) {
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(path.join(DIR, 'package.json'), '{ "private": true }\n');
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      DIR,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${PACKAGE}@${LINE}`,
    ],
    { stdio: 'inherit' },
  );
}
console.log(`Unit and integration tests under Node ${installedVersion()}`);

const run = spawnSync(NODE, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // Child processes the tests start (the built server) run on the same Node.
  env: { ...process.env, PATH: `${BIN_DIR}${path.delimiter}${process.env.PATH ?? ''}` },
});
process.exit(run.status ?? 1);
