import { use, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type * as NotFoundPage from '../pages/not-found';
import { SITE_NAME } from '../pages/_shared/brand';
import { loadOnce } from '../load-once';
import { ErrorScreen } from '../ui/error-screen';
import { reportClientError } from './error-reporter';

/** Messages a loader may throw with `data({ message }, { status })` (client/api.ts `required`). */
function messageOf(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

type NotFoundModule = typeof NotFoundPage;

let notFoundModule: NotFoundModule | null = null;

/**
 * The not-found view is not needed on most pages, so it stays in the `*` route's chunk. The browser loads
 * that before hydrating a page the server rendered as not found (client/entry.tsx), and on the way to one: until it is there, the navigation stays on the page it leaves,
 * as it does while a page's code loads.
 */
export const loadNotFound = loadOnce<NotFoundModule>(() =>
  import('../pages/not-found').then((module) => (notFoundModule = module)),
);

function NotFoundView() {
  const { Component } = notFoundModule ?? use(loadNotFound());
  return <Component />;
}

/**
 * Errors of a page, rendered inside the layout: a 404 response is the not-found page, anything else the
 * error screen. Thrown exceptions (render bugs) are reported; error responses were already reported by the
 * API client or are expected (404).
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const isResponse = isRouteErrorResponse(error);
  useEffect(() => {
    if (!isResponse) reportClientError(error);
  }, [error, isResponse]);

  if (isResponse && error.status === 404) return <NotFoundView />;
  return (
    <>
      <title>{`Ошибка — ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <div className="container">
        <ErrorScreen message={isResponse ? messageOf(error.data) : undefined} />
      </div>
    </>
  );
}
