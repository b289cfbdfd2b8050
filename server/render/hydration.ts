/** The router state for the browser, with route errors turned into plain data (no stack ever leaves). */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { toScriptJson, type HydrationPayload, type SerializedRouteError } from '../../shared/hydration';

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

export function hydrationJson<A>(context: StaticHandlerContext, assets: A): string {
  const payload: HydrationPayload<A> = {
    assets,
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return toScriptJson(payload);
}
