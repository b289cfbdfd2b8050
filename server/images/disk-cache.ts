/**
 * Encoded variants on disk, one file per (path, width, quality, format). Files are written to a temp name
 * and renamed, so a reader never sees half a file; a hit is opened before it is statted, so eviction or a
 * concurrent rewrite cannot pull it away mid-response (the open descriptor keeps the old inode).
 *
 * Freshness is the file's mtime (the time it was written): the sources are not content-addressed
 * (`/storage/gallery/<name>.jpg` may be replaced), so after `ttlMs` a variant is rebuilt from the source.
 * The optional size cap evicts the oldest-written files first, down to 80% of the cap.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { OutputFormat } from './formats';

export interface CacheHit {
  handle: fs.FileHandle;
  size: number;
  format: OutputFormat;
}

export interface DiskCacheOptions {
  dir: string;
  ttlMs: number;
  /** Total bytes kept; 0 or undefined: no cap. */
  maxBytes?: number;
  logger: Logger;
}

const TEMP_SUFFIX = '.tmp';
/** A temp file older than this was left by a crash mid-write. */
const STALE_TEMP_MS = 60_000;

export class DiskCache {
  private readonly madeDirs = new Set<string>();
  /** Bytes on disk, counted once on the first write, then kept up to date; null until counted. */
  private totalBytes: number | null = null;
  private evicting: Promise<void> | null = null;

  constructor(private readonly options: DiskCacheOptions) {}

  static keyOf(parts: ReadonlyArray<string | number>): string {
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  /** The first fresh variant among `formats`, opened; null on a miss. */
  async get(key: string, formats: readonly OutputFormat[]): Promise<CacheHit | null> {
    for (const format of formats) {
      let handle: fs.FileHandle | undefined;
      try {
        handle = await fs.open(this.fileOf(key, format), 'r');
        const stat = await handle.stat();
        if (Date.now() - stat.mtimeMs <= this.options.ttlMs && stat.size > 0) {
          return { handle, size: stat.size, format };
        }
        await handle.close();
      } catch (error) {
        await handle?.close().catch(() => undefined);
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          this.options.logger.warn({ err: error, key }, 'image cache read failed');
        }
      }
    }
    return null;
  }

  /** Never throws: a cache that cannot write only costs speed. */
  async set(key: string, format: OutputFormat, data: Buffer): Promise<void> {
    const file = this.fileOf(key, format);
    const temp = `${file}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
    try {
      const dir = path.dirname(file);
      if (!this.madeDirs.has(dir)) {
        await fs.mkdir(dir, { recursive: true });
        this.madeDirs.add(dir);
      }
      const previous = await fs.stat(file).then(
        (s) => s.size,
        () => 0,
      );
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
      if (this.totalBytes !== null) this.totalBytes += data.length - previous;
      await this.enforceCap();
    } catch (error) {
      await fs.rm(temp, { force: true }).catch(() => undefined);
      this.options.logger.warn({ err: error, key }, 'image cache write failed');
    }
  }

  /** Sharded by the first two hex digits so no directory grows to hundreds of thousands of entries. */
  private fileOf(key: string, format: OutputFormat): string {
    return path.join(this.options.dir, key.slice(0, 2), `${key}.${format}`);
  }

  private async enforceCap(): Promise<void> {
    const max = this.options.maxBytes;
    if (!max) return;
    if (this.totalBytes !== null && this.totalBytes <= max) return;
    // One scan at a time; writes arriving meanwhile are covered by the scan's fresh count.
    this.evicting ??= this.evict(max).finally(() => {
      this.evicting = null;
    });
    await this.evicting;
  }

  private async evict(max: number): Promise<void> {
    const files = await this.scan();
    let total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > max) {
      files.sort((a, b) => a.mtimeMs - b.mtimeMs);
      const target = max * 0.8;
      for (const file of files) {
        if (total <= target) break;
        await fs.rm(file.path, { force: true });
        total -= file.size;
      }
      this.options.logger.info({ bytes: total, max }, 'image cache evicted');
    }
    this.totalBytes = total;
  }

  private async scan(): Promise<Array<{ path: string; size: number; mtimeMs: number }>> {
    const out: Array<{ path: string; size: number; mtimeMs: number }> = [];
    const shards = await fs.readdir(this.options.dir).catch(() => [] as string[]);
    for (const shard of shards) {
      const dir = path.join(this.options.dir, shard);
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (!stat?.isFile()) continue;
        if (name.endsWith(TEMP_SUFFIX)) {
          if (Date.now() - stat.mtimeMs > STALE_TEMP_MS) await fs.rm(file, { force: true });
          continue;
        }
        out.push({ path: file, size: stat.size, mtimeMs: stat.mtimeMs });
      }
    }
    return out;
  }
}
