/**
 * `GET /_data/content/:kind/:slug`: the sanitised content page as JSON, for loaders running in the browser
 * on client-side navigation (client/pages/info/content-source.ts). SSR calls the same source directly.
 */
import { Router, type Request } from 'express';
import type { ApiClient } from '../../shared/api/client';
import { CONTENT_DATA_PREFIX, type ServerContentSource } from '../../client/pages/info/content-source';
import { isValidSlug } from '../../client/pages/promotions/slug';

export interface ContentRouterOptions {
  source: ServerContentSource;
  apiFor: (req: Request, signal: AbortSignal) => ApiClient;
}

export function createContentRouter({ source, apiFor }: ContentRouterOptions): Router {
  const router = Router();
  router.get(`${CONTENT_DATA_PREFIX}/:kind/:slug`, async (req, res, next) => {
    const { kind, slug } = req.params;
    res.set('X-Robots-Tag', 'noindex');
    if ((kind !== 'page' && kind !== 'tilda') || !isValidSlug(slug)) {
      res
        .status(404)
        .set('Cache-Control', 'no-store')
        .json({ error: { code: 'NOT_FOUND', message: 'Страница не найдена' } });
      return;
    }
    const visitor = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) visitor.abort();
    });
    try {
      const outcome = await source(kind, slug, apiFor(req, visitor.signal), visitor.signal);
      if (visitor.signal.aborted) return;
      if (!outcome.ok) {
        res
          .status(outcome.status)
          .set('Cache-Control', 'no-store')
          .json({ error: { code: String(outcome.status), message: 'Страница недоступна' } });
        return;
      }
      res.set('Cache-Control', 'private, no-cache').json(outcome.page);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
