/**
 * A short-lived in-process cache of whole rendered pages (the micro-cache). A crowd on one page costs one
 * render every few seconds: the first request renders and records the HTML as it streams, requests that
 * arrive meanwhile wait for it, later ones get the copy. Only responses marked public are kept; requests
 * that set cookies (UTM, click ids) bypass it entirely.
 */
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { htmlCacheControl, htmlVariant, isShareablePage, isTrackingRequest } from './html-policy';

/** Only the body and its type are kept: headers such as Set-Cookie belong to one visitor's response. */
interface CachedPage {
  status: number;
  contentType: string;
  body: Buffer;
  /** The body gzip'd once, on the first hit that accepts it: a hit then costs no compression at all. */
  gzipped?: Buffer;
}

export interface MicroCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** How long a request waits for the render of the same page already under way. */
  waitMs?: number;
}

export function microCache(options: MicroCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({ max: options.maxEntries, ttl: options.ttlMs });
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const waitMs = options.waitMs ?? 5_000;

  const send = (req: Request, res: Response, page: CachedPage, how: string) => {
    res.status(page.status);
    res.set({
      'Content-Type': page.contentType,
      'Cache-Control': htmlCacheControl(req, res, page.status),
      Vary: 'Accept-Encoding, Cookie',
      'X-Micro-Cache': how,
    });
    // Express negotiates, q-values included (`gzip;q=0` refuses gzip).
    if (req.acceptsEncodings('gzip') !== 'gzip') {
      res.end(page.body);
      return;
    }
    page.gzipped ??= gzipSync(page.body, { level: 6 });
    // A Content-Encoding already set makes the compression middleware step aside.
    res.set({ 'Content-Encoding': 'gzip', 'Content-Length': String(page.gzipped.length) });
    res.end(page.gzipped);
  };

  return function microCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    if (options.ttlMs <= 0 || req.method !== 'GET' || isTrackingRequest(req)) {
      next();
      return;
    }
    const key = `${htmlVariant(req)} ${req.originalUrl}`;
    const hit = pages.get(key);
    if (hit) {
      send(req, res, hit, 'HIT');
      return;
    }
    const pending = rendering.get(key);
    if (pending) {
      const timeout = new Promise<null>((resolve) => setTimeout(resolve, waitMs, null).unref());
      void Promise.race([pending, timeout]).then((page) => {
        if (res.writableEnded || res.destroyed) return;
        if (page) send(req, res, page, 'WAIT');
        else next();
      });
      return;
    }
    record(key, req, res);
    next();
  };

  function record(key: string, req: Request, res: Response) {
    let settle!: (page: CachedPage | null) => void;
    rendering.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding,
            ),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];
    res.set('X-Micro-Cache', 'MISS');

    const finish = (completed: boolean) => {
      rendering.delete(key);
      const isHtml = String(res.getHeader('Content-Type') ?? '').startsWith('text/html');
      if (!completed || !isHtml || !isShareablePage(req, res, res.statusCode)) {
        settle(null);
        return;
      }
      const page: CachedPage = {
        status: res.statusCode,
        contentType: String(res.getHeader('Content-Type')),
        body: Buffer.concat(chunks),
      };
      pages.set(key, page);
      settle(page);
    };
    res.once('finish', () => finish(true));
    res.once('close', () => {
      if (!res.writableFinished) finish(false);
    });
  }
}
