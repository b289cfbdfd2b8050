/**
 * `GET /_data/content/:kind/:slug`: a sanitised content page or tag landing page as JSON, for loaders
 * running in the browser on client-side navigation (client/pages/info/content-source.ts). SSR calls the
 * same source directly.
 */
import { Router, type Request } from 'express';
import type { ApiClient } from '../../shared/api/client';
import { isSlug } from '../../shared/validation';
import {
  CONTENT_DATA_PREFIX,
  CONTENT_KINDS,
  type ContentOutcome,
} from '../../client/pages/info/content-source';
import type { ContentSourceFor } from './content-source';

export interface ContentRouterOptions {
  source: ContentSourceFor;
  apiFor: (req: Request, signal: AbortSignal) => ApiClient;
}

const isKind = (kind: string): kind is (typeof CONTENT_KINDS)[number] =>
  (CONTENT_KINDS as readonly string[]).includes(kind);

export function createContentRouter({ source, apiFor }: ContentRouterOptions): Router {
  const router = Router();
  router.get(`${CONTENT_DATA_PREFIX}/:kind/:slug`, async (req, res, next) => {
    const { kind, slug } = req.params;
    res.set('X-Robots-Tag', 'noindex');
    if (!isKind(kind) || !isSlug(slug)) {
      res
        .status(404)
        .set('Cache-Control', 'no-store')
        .json({ error: { code: 'NOT_FOUND', message: 'Страница не найдена' } });
      return;
    }
    const clientGone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) clientGone.abort();
    });
    try {
      const content = source(apiFor(req, clientGone.signal));
      const outcome: ContentOutcome<unknown> =
        kind === 'tag'
          ? await content.tagPage(slug, clientGone.signal)
          : await content.page(kind, slug, clientGone.signal);
      if (clientGone.signal.aborted) return;
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
