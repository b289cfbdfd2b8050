import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Store } from '../store/store';
import { renderImage, type ImageFormat } from './render';

/** Sizes a gallery image can be asked for besides its original: the cards and thumbnails the site uses. */
const VARIANT_SIZES = new Set([
  '1600x1000',
  '1200x750',
  '800x600',
  '800x500',
  '400x300',
  '400x250',
  '480x240',
  '240x120',
]);

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:-(\d{2,4})x(\d{2,4}))?\.(jpg|webp)$/;
const TYPES: Record<ImageFormat, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * `/storage/gallery/<key>[-WxH].(jpg|webp)`: rendered on first request and kept on disk, so the seed stays
 * fast and the URL works immediately. Only keys in the images table are rendered, so the file name cannot
 * reach outside the storage directory or make us render arbitrary work.
 */
export function galleryHandler(store: Store, storageDir: string, logger: Logger): RequestHandler {
  const dir = path.join(storageDir, 'gallery');
  fs.mkdirSync(dir, { recursive: true });
  const inflight = new Map<string, Promise<Buffer>>();
  return (req, res, next) => {
    const file = String(req.params.file ?? '');
    const m = FILE.exec(file);
    const rec = m ? store.model().images.get(m[1]) : undefined;
    if (!m || !rec) return next();
    const format = m[4] as ImageFormat;
    const width = m[2] ? Number(m[2]) : rec.width;
    const height = m[3] ? Number(m[3]) : rec.height;
    if (m[2] && !VARIANT_SIZES.has(`${width}x${height}`)) return next();
    const target = path.join(dir, file);
    res.set({
      'Content-Type': TYPES[format],
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    });
    fs.readFile(target, (err, cached) => {
      if (!err) return void res.send(cached);
      let job = inflight.get(file);
      if (!job) {
        job = renderImage(rec, width, height, format).then(async (buf) => {
          // Write then rename: a reader never sees a half-written file.
          const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
          await fs.promises.writeFile(tmp, buf);
          await fs.promises.rename(tmp, target);
          return buf;
        });
        inflight.set(file, job);
        void job.finally(() => inflight.delete(file)).catch(() => undefined);
      }
      job.then(
        (buf) => res.send(buf),
        (e: unknown) => {
          logger.error({ err: e, file }, 'image render failed');
          next(e);
        },
      );
    });
  };
}
