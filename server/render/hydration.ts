/** The router state for the browser, with route errors turned into plain data (no stack ever leaves). */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import {
  hydrationHandleOf,
  toScriptJson,
  type HydrationPayload,
  type SerializedRouteError,
} from '../../shared/hydration';

function serializeErrors(
  errors: StaticHandlerContext['errors'],
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedRouteError> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(error)
      ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
      : { __type: 'Error', message: 'Internal error' };
  }
  return out;
}

/** Loader data as the browser gets it: without what a route's HTML carries already (HydrationHandle). */
function dehydratedLoaderData(context: StaticHandlerContext): Record<string, unknown> {
  const loaderData = { ...context.loaderData };
  for (const { route } of context.matches) {
    const handle = hydrationHandleOf(route);
    if (handle && loaderData[route.id] !== undefined)
      loaderData[route.id] = handle.dehydrate(loaderData[route.id]);
  }
  return loaderData;
}

export function hydrationJson<A>(context: StaticHandlerContext, assets: A): string {
  const payload: HydrationPayload<A> = {
    assets,
    loaderData: dehydratedLoaderData(context),
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return toScriptJson(payload);
}
