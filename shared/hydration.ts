/**
 * The router state the server hands to the browser, as JSON inside a non-executable script.
 * Route errors are plain data in transit: a RouteErrorResponse keeps its status, an Error its message.
 */
export interface SerializedRouteError {
  __type: 'RouteErrorResponse' | 'Error';
  status?: number;
  statusText?: string;
  data?: unknown;
  message?: string;
}

export interface HydrationPayload<A> {
  assets: A;
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedRouteError> | null;
}

/** JSON safe to place inside <script>: no `</script>`, no HTML comment openers, no line separators. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
