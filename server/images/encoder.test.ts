/**
 * The encoder child (./encoder.ts): sharp (libvips) runs there, never in the site's process, and the
 * child goes when it has had no work for a while, taking libvips' memory with it. The site's own process
 * is checked in a fresh Node process, as vitest's may have loaded sharp for other tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createEncoder } from './encoder';
import { ImageError } from './errors';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const OPTIONS = { width: 1, quality: 80, choice: 'webp', maxPixels: 1e6 } as const;

/** This process's children, from the kernel. */
function children(): number[] {
  const text = fs.readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

const PROBE = `
import { readFileSync } from 'node:fs';
const libvips = (pid = 'self') => /libvips/.test(readFileSync('/proc/' + pid + '/maps', 'utf8'));
await import('./server/app.ts');
await import('./catalog/index.ts');
const { createEncoder } = await import('./server/images/encoder.ts');
const encoder = createEncoder();
const png = Buffer.from(${JSON.stringify(PNG.toString('base64'))}, 'base64');
const out = await encoder.transform(png, ${JSON.stringify(OPTIONS)});
const kids = readFileSync('/proc/' + process.pid + '/task/' + process.pid + '/children', 'utf8').trim().split(/\\s+/);
console.log(JSON.stringify({ site: libvips(), child: kids.some((pid) => libvips(pid)), format: out.format }));
encoder.close();
`;

it('encodes in a child process: the site never loads sharp', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '')).toEqual({
    site: false,
    child: true,
    format: 'webp',
  });
});

it('lets the child go after its idle time, and forks another for the next picture', async () => {
  const before = new Set(children());
  const encoder = createEncoder({ idleMs: 300 });
  try {
    expect((await encoder.transform(PNG, OPTIONS)).format).toBe('webp');
    const [first] = children().filter((pid) => !before.has(pid));
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => children().includes(first), { timeout: 5_000 }).toBe(false);
    expect((await encoder.transform(PNG, OPTIONS)).data.length).toBeGreaterThan(0);
    const [second] = children().filter((pid) => !before.has(pid));
    expect(second).toBeGreaterThan(0);
    expect(second).not.toBe(first);
  } finally {
    encoder.close();
  }
});

it('passes an encoder refusal on as it is, and survives a child that dies mid-picture', async () => {
  const before = new Set(children());
  const encoder = createEncoder();
  try {
    const refused = encoder.transform(Buffer.from('not a picture at all'), OPTIONS);
    await expect(refused).rejects.toBeInstanceOf(ImageError);
    await expect(refused).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA' });
    const [child] = children().filter((pid) => !before.has(pid));
    // A picture big enough to be still in the encoder when its process is killed.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 1200, height: 1200, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const killed = encoder.transform(noise, { width: 1200, quality: 90, choice: 'avif', maxPixels: 1e8 });
    process.kill(child, 'SIGKILL');
    await expect(killed).rejects.toMatchObject({ code: 'INTERNAL' });
    await expect.poll(() => children().includes(child), { timeout: 5_000 }).toBe(false);
    expect((await encoder.transform(PNG, OPTIONS)).format).toBe('webp');
  } finally {
    encoder.close();
  }
});
