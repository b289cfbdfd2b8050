/** Browser entry: read the server's router state, load the matched lazy routes, hydrate the document. */
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrationHandleOf, type HydrationPayload, type SerializedRouteError } from '../shared/hydration';
import { BrowserContext, type LoaderContext } from './api';
import { reportApiClientError } from './app/error-reporter';
import { loadNotFound } from './app/page-error-boundary';
import type { RootData } from './app/root-loader';
import { deferredApiClient } from './deferred-api';
import { a11yOfHtml } from '../shared/a11y';
import { Document, HYDRATION_SCRIPT_ID, type PageAssets } from './document';
import { createSiteContentSource } from './pages/info/content-source';
import { loadLazyRoute, routes } from './routes';
import { whenIdle } from './idle';

function reviveErrors(errors: Record<string, SerializedRouteError> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(errors)) {
    out[id] =
      e.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(e.status ?? 500, e.statusText ?? '', e.data)
        : Object.assign(new Error(e.message ?? ''), { stack: '' });
  }
  return out;
}

/** Marks the page hydrated (tests and the benchmark wait for it), then lets the page's extras start. */
function HydrationMarker({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    performance.mark('hydrated');
    document.documentElement.dataset.hydrated = 'true';
    onHydrated();
  }, [onHydrated]);
  return null;
}

async function start() {
  // The entry delays the load event until it has run, so this hears it. On a slow phone the page's own
  // images (the hero is home's largest paint) take the bandwidth before any code the page does not need yet.
  const loaded = new Promise((resolve) =>
    document.readyState === 'complete' ? resolve(0) : addEventListener('load', resolve),
  );
  // React hoists this async module script into <head>: on a reload it comes from the memory cache and can
  // run before the streamed body (and the router state at its end) has been parsed.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => addEventListener('DOMContentLoaded', resolve));
  }
  const script = document.getElementById(HYDRATION_SCRIPT_ID);
  const hydrationJson = script?.textContent ?? '{}';
  const payload = JSON.parse(hydrationJson) as HydrationPayload<PageAssets & { apiBase: string }>;

  // The API client is not needed to hydrate: it loads on the first call, or with prefetching below.
  const api = deferredApiClient(() =>
    import('./browser-api').then(({ createBrowserApiClient }) =>
      createBrowserApiClient(payload.assets.apiBase, reportApiClientError),
    ),
  );
  const context: LoaderContext = {
    api: api.client,
    // SITE_URL as the server knows it, never the address in the browser: the payment gateway sends the
    // visitor back only to the site's own address.
    siteUrl: (payload.loaderData.root as RootData | undefined)?.siteUrl ?? window.location.origin,
    extras: (payload.loaderData.root as RootData | undefined)?.extras ?? null,
    content: createSiteContentSource(),
  };

  // Lazy routes matched by the server must be loaded before hydrating, or the first render would differ;
  // so must the not-found view when a page's 404 shows it inside the layout.
  const matches = matchRoutes(routes, window.location) ?? [];
  const notFound = Object.values(payload.errors ?? {}).some(
    (e) => e.__type === 'RouteErrorResponse' && e.status === 404,
  );
  await Promise.all([...matches.map(({ route }) => loadLazyRoute(route)), notFound ? loadNotFound() : null]);
  // What the server left out of the router state because the HTML carries it (shared/hydration.ts).
  for (const { route } of matches) {
    const handle = hydrationHandleOf(route);
    const id = route.id ?? '';
    if (handle && payload.loaderData[id] !== undefined)
      payload.loaderData[id] = handle.rehydrate(payload.loaderData[id], document);
  }

  const router = createBrowserRouter(routes, {
    // Typed for middleware's context provider; without middleware the router passes this object as it is.
    getContext: () => context as never,
    hydrationData: {
      loaderData: payload.loaderData,
      actionData: payload.actionData,
      errors: reviveErrors(payload.errors),
    },
  });

  // Prefetching is not needed to hydrate: its code loads once the page has hydrated and loaded and the
  // browser is idle, so it takes no bandwidth or main-thread time from hydration, the page's images or the
  // first taps.
  function startPrefetchingLater() {
    const start = () =>
      void import('./app/prefetch').then(
        ({ startPrefetching }) => startPrefetching(routes, context, api.load),
        () => undefined,
      );
    // When the browser has nothing better to do: the visitor's first taps come first.
    void loaded.then(() => whenIdle(start, 3_000, 1_000));
  }

  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: taps and scrolling stay responsive on a slow phone meanwhile.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document
          assets={payload.assets}
          hydrationJson={hydrationJson}
          a11y={a11yOfHtml(document.documentElement)}
        >
          <BrowserContext.Provider value={context}>
            <RouterProvider router={router} />
          </BrowserContext.Provider>
          <HydrationMarker onHydrated={startPrefetchingLater} />
        </Document>
      </StrictMode>,
    );
  });
}

void start();
