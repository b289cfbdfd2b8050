/**
 * The root route: the layout around every page (skip link, header, main, footer, cookie banner,
 * subscription modal) and the whole-page fallback when even the root fails.
 */
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { ErrorScreen } from '../ui/error-screen';
import { useRouterLinks } from '../ui/link';
import { SITE_NAME } from '../pages/_shared/brand';
import { AppStateProvider } from './app-state';
import { SiteOriginContext } from './site-origin';
import { CookieBanner } from './cookie-banner';
import { SiteExtras } from './extras/site-extras';
import { reportClientError } from './error-reporter';
import { Footer } from './footer';
import { Header, MinimalHeader } from './header';
import { NavigationProgress } from './navigation-progress';
import type { RootData } from './root-loader';
import { SubscriptionModal } from './subscription-modal';
import { VisitorToolsProvider } from './visitor-tools/state';
import { VisitorToolPanels } from './visitor-tools/panels';

export type { RootData } from './root-loader';

/**
 * The root route's loader. The server runs it for every page; the browser gets its data with the page and
 * runs it again only after a form post (below), so its code is a chunk of its own, loaded on that call.
 */
export async function rootLoader(args: LoaderFunctionArgs): Promise<RootData> {
  const { loadRootData } = await import('./root-loader');
  return loadRootData(args);
}

/** Header and footer do not change while the visitor moves around: load them once. */
export const shouldRevalidateRoot: ShouldRevalidateFunction = ({ formMethod }) =>
  Boolean(formMethod && formMethod !== 'GET');

const SKIP_LINK_TEXT = 'Перейти к содержанию';

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {SKIP_LINK_TEXT}
    </a>
  );
}

/** The page frame for given root data; `Layout` reads the data from the root loader. */
export function LayoutView({ data, children }: { data: RootData; children?: ReactNode }) {
  return (
    <AppStateProvider>
      <VisitorToolsProvider
        initial={data.tools}
        loaded={{ favourites: data.favourites, comparison: data.comparison }}
      >
        <SiteOriginContext value={data.siteUrl ?? ''}>
          <SkipLink />
          <div className="app">
            <Header settings={data.header} />
            <VisitorToolPanels />
            <main id="main" className="main" tabIndex={-1}>
              {children}
            </main>
            <Footer settings={data.footer} />
            {data.consent ? null : <CookieBanner />}
            <SiteExtras config={data.extras} />
          </div>
          <SubscriptionModal settings={data.subscription} />
        </SiteOriginContext>
      </VisitorToolsProvider>
    </AppStateProvider>
  );
}

export function Layout() {
  const data = useLoaderData() as RootData;
  useRouterLinks();
  return (
    <>
      {/* Data mode: renders nothing, restores scroll on back/forward and scrolls new pages to the top. */}
      <ScrollRestoration />
      <NavigationProgress />
      <LayoutView data={data}>
        <Outlet />
      </LayoutView>
    </>
  );
}

/** When the root itself fails there is no header data: a logo-only header and the error screen. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const isResponse = isRouteErrorResponse(error);
  useRouterLinks();
  useEffect(() => {
    if (!isResponse) reportClientError(error);
  }, [error, isResponse]);
  return (
    <>
      <title>{`Ошибка — ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <SkipLink />
      <div className="app">
        <MinimalHeader />
        <main id="main" className="main" tabIndex={-1}>
          <ErrorScreen />
        </main>
      </div>
    </>
  );
}
