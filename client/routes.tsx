/**
 * The one route table (requirements §2), imported by the server's static handler and the browser router.
 * Page modules load lazily, so each route is its own chunk; a page module exports `loader` and
 * `Component` (and may export `ErrorBoundary`, `shouldRevalidate`, `handle`).
 */
import type { RouteObject } from 'react-router';
import { Layout, RootErrorBoundary, rootLoader, shouldRevalidateRoot } from './app/root';
import { rootHydration } from './app/root-hydration';
import { PageErrorBoundary } from './app/page-error-boundary';
import { PageOutlet } from './app/page-outlet';

/**
 * The shell around the page routes: the root (shell data, layout, last-resort error page) and the
 * page level, whose error page renders inside the layout.
 */
export function shellRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      shouldRevalidate: shouldRevalidateRoot,
      handle: { hydration: rootHydration },
      Component: Layout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          // Errors of a page render inside the layout, so the header and footer stay.
          id: 'page',
          Component: PageOutlet,
          ErrorBoundary: PageErrorBoundary,
          children: pages,
        },
      ],
    },
  ];
}

export const routes: RouteObject[] = shellRoutes([
  { id: 'home', index: true, lazy: () => import('./pages/home') },
  { id: 'copy-home', path: 'copy-home', lazy: () => import('./pages/home').then((home) => home.copyHome) },
  { id: 'search-cruise', path: 'search-cruise', lazy: () => import('./pages/search-cruise') },
  { id: 'landing', path: 'search-cruise/:slug', lazy: () => import('./pages/search-cruise') },
  { id: 'search', path: 'search', lazy: () => import('./pages/search') },
  { id: 'about-us', path: 'about-us', lazy: () => import('./pages/about-us') },
  { id: 'promotions', path: 'promotions', lazy: () => import('./pages/promotions') },
  { id: 'promotion', path: 'promotions/:slug', lazy: () => import('./pages/promotion') },
  { id: 'all-regions', path: 'all-regions', lazy: () => import('./pages/all-regions') },
  { id: 'all-cruiselines', path: 'all-cruiselines', lazy: () => import('./pages/all-cruiselines') },
  { id: 'cruise', path: 'cruise/:slug', lazy: () => import('./pages/cruise') },
  { id: 'region', path: 'region/:slug', lazy: () => import('./pages/region') },
  { id: 'country', path: 'country/:slug', lazy: () => import('./pages/country') },
  { id: 'cruiseline', path: 'cruiseline/:slug', lazy: () => import('./pages/cruiseline') },
  { id: 'port', path: 'port/:slug', lazy: () => import('./pages/port') },
  { id: 'city', path: 'city/:slug', lazy: () => import('./pages/city') },
  { id: 'ship', path: 'ship/:slug', lazy: () => import('./pages/ship') },
  { id: 'share', path: 'share', lazy: () => import('./pages/share') },
  { id: 'share-code', path: 'share/:code', lazy: () => import('./pages/share') },
  { id: 'payment', path: 'payment', lazy: () => import('./pages/payment') },
  { id: 'payment-result', path: 'payment-result', lazy: () => import('./pages/payment-result') },
  { id: 'info', path: 'info/:slug', lazy: () => import('./pages/info') },
  { id: 'not-found', path: '*', lazy: () => import('./pages/not-found') },
]);

/**
 * Loads a lazy route's page module ahead of the router (before hydrating the first page, or when
 * prefetching): the route object then carries the module, and the router's own `lazy()` is not needed.
 */
export async function loadLazyRoute(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  const module = await route.lazy();
  Object.assign(route, { ...module, lazy: undefined });
}
