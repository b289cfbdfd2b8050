/**
 * The `route` label of a request: the page route's id (client/routes.tsx) for pages, a kind for the rest.
 * A small fixed set of values, whatever URL was asked, so the metrics never grow with the URLs.
 */
import type { Request, Response } from 'express';
import { matchRoutes } from 'react-router';
import { routes } from '../../client/routes';
import { METRICS_PATH } from './exposition';

const KINDS: Array<[prefix: string, kind: string]> = [
  ['/assets/', 'asset'],
  ['/_img', 'image'],
  // The embedded catalogue's image originals (the image optimizer fetches them from this very process).
  ['/storage/', 'storage'],
  ['/_data/', 'data'],
  ['/api/', 'api'],
  ['/healthz', 'health'],
  ['/readyz', 'health'],
  ['/robots.txt', 'seo'],
  ['/sitemap', 'seo'],
  [METRICS_PATH, 'metrics'],
];

export function routeLabel(req: Request, res: Response): string {
  // Set by the renderer, from the route it matched.
  if (typeof res.locals.routeId === 'string') return res.locals.routeId;
  const path = req.path;
  for (const [prefix, kind] of KINDS) if (path.startsWith(prefix)) return kind;
  // A page answered from the micro-cache never reached the renderer.
  if (res.getHeader('X-Micro-Cache')) return matchRoutes(routes, path)?.at(-1)?.route.id ?? 'other';
  return 'other';
}
