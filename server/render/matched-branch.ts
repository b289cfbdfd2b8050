/**
 * The part of the route tree a page matched, for `createStaticRouter`. That function converts every route
 * it is given again on each call (ids, a copy of each route object): for the site's whole table that was
 * 2.3% of a search page's CPU (docs/performance.md, "Ninth pass"). Rendering only walks the matched routes,
 * so they are all it needs. The routes keep their ids, so the loader data and errors still find them.
 */
import type { StaticHandlerContext } from 'react-router';

type DataRoutes = StaticHandlerContext['matches'][number]['route'][];

export function matchedBranch(
  routes: DataRoutes,
  context: Pick<StaticHandlerContext, 'matches'>,
): DataRoutes {
  const matched = new Set(context.matches.map((match) => match.route.id));
  const prune = (list: DataRoutes): DataRoutes =>
    list
      .filter((route) => matched.has(route.id))
      .map((route) => (route.children ? { ...route, children: prune(route.children) } : route));
  return prune(routes);
}
