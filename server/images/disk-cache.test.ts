import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskCache } from './disk-cache';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function makeCache(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'disk-cache-'));
  dirs.push(dir);
  return {
    dir,
    cache: new DiskCache({
      dir,
      ttlMs: options.ttlMs ?? 60_000,
      maxBytes: options.maxBytes,
      logger: pino({ level: 'silent' }),
    }),
  };
}

async function read(cache: DiskCache, key: string) {
  const hit = await cache.get(key, ['jpeg', 'png']);
  if (!hit) return null;
  try {
    return { format: hit.format, data: await hit.handle.readFile() };
  } finally {
    await hit.handle.close();
  }
}

describe('DiskCache', () => {
  it('keys differ for every part and are stable', () => {
    const a = DiskCache.keyOf(['/storage/a.jpg', 640, 75, 'webp']);
    expect(a).toBe(DiskCache.keyOf(['/storage/a.jpg', 640, 75, 'webp']));
    expect(
      new Set([
        a,
        DiskCache.keyOf(['/storage/a.jpg', 640, 75, 'avif']),
        DiskCache.keyOf(['/storage/a.jpg', 750, 75, 'webp']),
      ]).size,
    ).toBe(3);
  });

  it('round-trips a variant and finds it among candidate formats', async () => {
    const { cache } = await makeCache();
    const key = DiskCache.keyOf(['x']);
    expect(await read(cache, key)).toBeNull();
    await cache.set(key, 'png', Buffer.from('png-bytes'));
    expect(await read(cache, key)).toEqual({ format: 'png', data: Buffer.from('png-bytes') });
  });

  it('treats entries older than the TTL as misses', async () => {
    const { cache } = await makeCache({ ttlMs: 1_000 });
    const key = DiskCache.keyOf(['old']);
    await cache.set(key, 'jpeg', Buffer.from('old'));
    const file = path.join(
      (cache as unknown as { options: { dir: string } }).options.dir,
      key.slice(0, 2),
      `${key}.jpeg`,
    );
    const past = new Date(Date.now() - 5_000);
    await fs.utimes(file, past, past);
    expect(await read(cache, key)).toBeNull();
  });

  it('evicts the oldest files beyond the size cap and cleans stale temp files', async () => {
    const { dir, cache } = await makeCache({ maxBytes: 3_000 });
    const keys = Array.from({ length: 6 }, (_, i) => DiskCache.keyOf(['k', i]));
    const stale = path.join(dir, 'ab', 'leftover.jpeg.123.tmp');
    await fs.mkdir(path.dirname(stale), { recursive: true });
    await fs.writeFile(stale, 'x');
    const old = new Date(Date.now() - 120_000);
    await fs.utimes(stale, old, old);
    for (const [i, key] of keys.entries()) {
      await cache.set(key, 'jpeg', Buffer.alloc(1_000, i));
      // Distinct write times so "oldest" is well defined.
      const file = path.join(dir, key.slice(0, 2), `${key}.jpeg`);
      const at = new Date(Date.now() - (10 - i) * 1_000);
      await fs.utimes(file, at, at);
    }
    const present = await Promise.all(keys.map(async (k) => (await read(cache, k)) !== null));
    // Never more than the cap; the newest write always survives, the first ones are gone.
    expect(present.filter(Boolean).length).toBeLessThanOrEqual(3);
    expect(present[5]).toBe(true);
    expect(present[0]).toBe(false);
    await expect(fs.stat(stale)).rejects.toThrow();
  });
});
