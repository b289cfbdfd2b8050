/** `/robots.txt`, `/sitemap.xml` (an index) and `/sitemaps/<section>[-n].xml`. */
import { Router } from 'express';
import { robotsTxt } from './robots';
import type { SitemapService } from './sitemap';

export function createSeoRouter({ siteUrl, sitemap }: { siteUrl: string; sitemap: SitemapService }): Router {
  const router = Router();
  const xml = 'application/xml; charset=utf-8';

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl));
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const files = await sitemap.get();
      res.type(xml).set('Cache-Control', 'public, max-age=600').send(files.index);
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemaps/:file', async (req, res, next) => {
    const name = req.params.file;
    if (!/^[a-z]+(?:-\d+)?\.xml$/.test(name)) {
      next();
      return;
    }
    try {
      const body = (await sitemap.get()).files.get(name);
      if (!body) {
        res
          .status(404)
          .type('text/plain; charset=utf-8')
          .set('Cache-Control', 'no-store')
          .send('Нет такой карты сайта');
        return;
      }
      res.type(xml).set('Cache-Control', 'public, max-age=600').send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
