import { data, isRouteErrorResponse, useRouteError, type LoaderFunctionArgs } from 'react-router';
import type { CruiseCardView } from '../_shared/cruise-card';
import { loadRecentCruises } from '../_shared/recently-viewed';
import { NotFound } from './not-found';

/**
 * Any path no route knows: the status is 404 before the shell streams. The visitor's recently viewed
 * cruises travel with the 404 (the page error boundary renders the not-found view).
 */
export async function loader(args: LoaderFunctionArgs): Promise<never> {
  throw data({ recent: await loadRecentCruises(args) }, { status: 404 });
}

/** Rendered by the page error boundary for every 404; only the `*` route's carries recently viewed. */
export function Component() {
  const error = useRouteError();
  const recent = isRouteErrorResponse(error)
    ? ((error.data as { recent?: CruiseCardView[] } | null)?.recent ?? [])
    : [];
  return <NotFound recent={recent} />;
}
