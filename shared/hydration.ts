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

/**
 * A route's `handle.hydration`: leaves out of the router state what the page's HTML already carries (long
 * lists rendered as they are), and reads it back from the document before the browser hydrates, so the
 * browser's loader data equals the server's.
 */
export interface HydrationHandle<D> {
  dehydrate(data: D): D;
  rehydrate(data: D, document: ParentNode): D;
}

/** The `handle.hydration` of a route, if it has one. */
export function hydrationHandleOf(route: { handle?: unknown }): HydrationHandle<unknown> | undefined {
  return (route.handle as { hydration?: HydrationHandle<unknown> } | undefined)?.hydration;
}

/** JSON safe to place inside <script>: no `</script>`, no HTML comment openers, no line separators. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function toScriptJson(value: unknown): string {
  // One pass over what can be a 30 KB string.
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => SCRIPT_ESCAPES[char]);
}
