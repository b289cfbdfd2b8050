/**
 * sharp (libvips, ~22 MB resident) is loaded by the first picture encoded, not by starting the server: a
 * process that serves pictures from the disk cache never pays for it. Checked in a fresh Node process, as
 * vitest's own process may have loaded sharp for other tests.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

const PROBE = `
import { readFileSync } from 'node:fs';
const libvips = () => /libvips/.test(readFileSync('/proc/self/maps', 'utf8'));
// The server, and the catalogue it embeds when no API_URL is set.
await import('./server/app.ts');
await import('./catalog/index.ts');
const { transformImage } = await import('./server/images/transform.ts');
const afterStart = libvips();
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const out = await transformImage(png, { width: 1, quality: 80, choice: 'webp', maxPixels: 1e6 });
console.log(JSON.stringify({ afterStart, afterEncode: libvips(), format: out.format }));
`;

it('loads sharp with the first picture encoded, not with the server', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '')).toEqual({
    afterStart: false,
    afterEncode: true,
    format: 'webp',
  });
});
