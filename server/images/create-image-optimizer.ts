/**
 * `GET /_img?url=<encoded /storage path>&w=<width>&q=<quality>`: an original from the API host, resized
 * and re-encoded for the browser that asked (AVIF, then WebP, else JPEG/PNG), cached on disk. The rules
 * and their reasons are in docs/images.md.
 */
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { DiskCache, type CacheHit } from './disk-cache';
import { ImageError, toImageError } from './errors';
import { fetchSource, type FetchLike } from './fetch-source';
import {
  CONTENT_TYPE,
  checkSourceContentType,
  chooseFormat,
  outputFormatsOf,
  type FormatChoice,
  type OutputFormat,
} from './formats';
import { parseImageParams, pathFormQuery, type ImageParams } from './params';
import { Semaphore } from './semaphore';
import { SingleFlight } from './single-flight';
import type { Encoder } from './encoder';

const IMAGE_PATH = '/_img';

/**
 * A day, then a week of serving the old copy while the browser or CDN refetches. Not `immutable`: the
 * gallery paths are names (`/storage/gallery/<name>.jpg`), not content hashes, and may be replaced.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export interface ImageOptimizerOptions {
  /** The API host's origin, read per request (the embedded catalogue's port is known only after listen). */
  sourceOrigin: () => string;
  cacheDir: string;
  logger: Logger;
  /** The child process that encodes (./encoder.ts); its owner closes it. */
  encoder: Encoder;
  fetch?: FetchLike;
  /** Source fetch timeout, headers and body together. */
  timeoutMs?: number;
  maxSourceBytes?: number;
  maxPixels?: number;
  /** Misses processed at once (download + decode + encode) and how many may wait for a turn. */
  concurrency?: number;
  maxQueue?: number;
  /** How long a variant on disk is served before it is rebuilt from the source. */
  cacheTtlMs?: number;
  /** Disk cache cap in bytes; 0: no cap. */
  cacheMaxBytes?: number;
}

const IMAGE_DEFAULTS = {
  timeoutMs: 5_000,
  maxSourceBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  concurrency: 2,
  maxQueue: 32,
  cacheTtlMs: 24 * 60 * 60 * 1000,
  cacheMaxBytes: 1024 * 1024 * 1024,
} as const;

interface Variant {
  data: Buffer;
  format: OutputFormat;
}

export function createImageOptimizer(options: ImageOptimizerOptions): Router {
  const settings = { ...IMAGE_DEFAULTS, ...definedOnly(options) };
  const logger = options.logger.child({ module: 'images' });
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const cache = new DiskCache({
    dir: path.resolve(options.cacheDir),
    ttlMs: settings.cacheTtlMs,
    maxBytes: settings.cacheMaxBytes,
    logger,
  });
  const workers = new Semaphore(settings.concurrency, settings.maxQueue);
  const flights = new SingleFlight<Variant>();

  async function build(key: string, params: ImageParams, choice: FormatChoice): Promise<Variant> {
    // A flight that finished just before this one started may have written the file meanwhile.
    const fresh = await cache.get(key, outputFormatsOf(choice));
    if (fresh) {
      try {
        return { data: await fresh.handle.readFile(), format: fresh.format };
      } finally {
        await fresh.handle.close();
      }
    }
    const origin = options.sourceOrigin();
    if (!origin) throw new ImageError('SOURCE_ERROR', 'source origin not known yet');
    const source = await fetchSource({
      origin,
      path: params.path,
      fetch: fetchImpl,
      timeoutMs: settings.timeoutMs,
      maxBytes: settings.maxSourceBytes,
    });
    checkSourceContentType(source.contentType);
    const started = performance.now();
    const result = await options.encoder.transform(source.bytes, {
      width: params.width,
      quality: params.quality,
      choice,
      maxPixels: settings.maxPixels,
    });
    logger.debug(
      {
        path: params.path,
        w: params.width,
        q: params.quality,
        format: result.format,
        ms: Math.round(performance.now() - started),
      },
      'image built',
    );
    await cache.set(key, result.format, result.data);
    return { data: result.data, format: result.format };
  }

  const router = Router();
  async function answer(req: Request, res: Response, query: Record<string, unknown>) {
    // Every answer depends on Accept, errors included (a cached 415 must not meet another browser).
    res.setHeader('Vary', 'Accept');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      const params = parseImageParams(query);
      const choice = chooseFormat(req.headers.accept);
      const key = DiskCache.keyOf([params.path, params.width, params.quality, choice]);

      const hit = await cache.get(key, outputFormatsOf(choice));
      if (hit) {
        await sendHit(req, res, hit);
        return;
      }
      const variant = await flights.run(key, () => workers.run(() => build(key, params, choice)));
      setImageHeaders(res, variant.format, variant.data.length, 'MISS');
      res.end(req.method === 'HEAD' ? undefined : variant.data);
    } catch (error) {
      sendError(req, res, toImageError(error), logger);
    }
  }
  router.get(IMAGE_PATH, (req, res) => answer(req, res, req.query as Record<string, unknown>));
  // The short form a page of cards uses: `/_img/<width>/<path below /storage/>` (params.ts).
  router.get(`${IMAGE_PATH}/:w/*path`, (req, res) =>
    answer(req, res, { ...pathFormQuery(req.params as { w: string; path: string[] }), q: req.query.q }),
  );
  return router;
}

async function sendHit(req: Request, res: Response, hit: CacheHit): Promise<void> {
  // A visitor gone during the cache lookup (a page closed, a prefetch cancelled): the response has already
  // emitted `close`, so a file piped into it would stay open until garbage collection closed it.
  if (res.destroyed) {
    await hit.handle.close();
    return;
  }
  setImageHeaders(res, hit.format, hit.size, 'HIT');
  if (req.method === 'HEAD') {
    await hit.handle.close();
    res.end();
    return;
  }
  // pipe() rather than stream.pipeline: pipeline adds seven `close` listeners to a response that the
  // site's middleware already listens to four times, past Node's leak warning at ten. The file closes its
  // descriptor at its end; a visitor who goes away, or a read that fails, closes both sides here.
  const file = hit.handle.createReadStream();
  file.once('error', () => res.destroy());
  res.once('close', () => file.destroy());
  file.pipe(res);
}

function setImageHeaders(
  res: Response,
  format: OutputFormat,
  size: number,
  cacheState: 'HIT' | 'MISS',
): void {
  res.status(200);
  res.setHeader('Content-Type', CONTENT_TYPE[format]);
  res.setHeader('Content-Length', String(size));
  res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
  res.setHeader('X-Image-Cache', cacheState);
}

function sendError(req: Request, res: Response, error: ImageError, logger: Logger): void {
  const context = { code: error.code, detail: error.message, url: req.originalUrl.slice(0, 300) };
  if (error.status >= 500) logger.warn(context, 'image failed');
  else logger.debug(context, 'image refused');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error.code === 'BUSY') res.setHeader('Retry-After', '1');
  res
    .status(error.status)
    .set('Cache-Control', 'no-store')
    .json({ error: { code: error.code, message: error.publicMessage } });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
