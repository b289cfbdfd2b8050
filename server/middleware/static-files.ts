/**
 * Static files: hashed /assets cached immutable for a year (architecture habit 5) and served pre-compressed
 * (brotli or gzip, written by the build) through express-static-gzip; hand-written public/ files briefly.
 * A missing asset is a plain 404, never a rendered page.
 */
import path from 'node:path';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

export function staticFiles({ clientDir, publicDir }: { clientDir: string; publicDir: string }): Router {
  const router = Router();
  router.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      // A hashed file never changes, so no browser revalidates it: ETag and Last-Modified would be ~75 bytes
      // of every asset's headers, enough to push the stylesheet past TCP's first window (14,600 bytes).
      serveStatic: { immutable: true, maxAge: '365d', index: false, etag: false, lastModified: false },
    }),
    (_req, res) => {
      res
        .status(404)
        .type('text/plain; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send('Файл не найден');
    },
  );
  // Only file-looking paths reach the disk: a page request must not cost a stat() call.
  const publicStatic = express.static(publicDir, { maxAge: '1h', index: false });
  router.use((req, res, next) =>
    /\/[^/]+\.[a-z0-9]+$/i.test(req.path) ? publicStatic(req, res, next) : next(),
  );
  return router;
}
