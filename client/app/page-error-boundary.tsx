import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../pages/not-found/not-found';
import { SITE_NAME } from '../pages/_shared/brand';
import { ErrorScreen } from '../ui/error-screen';
import { reportClientError } from './error-reporter';

/** Messages a loader may throw with `data({ message }, { status })` (client/api.ts `required`). */
function messageOf(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
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

  if (isResponse && error.status === 404) return <NotFound />;
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
