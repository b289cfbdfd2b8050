/**
 * The browser's API client (client/browser-api.ts with shared/api/client.ts and the endpoint table) is
 * never needed to hydrate the page the server rendered: only once the visitor does something (a navigation,
 * a search suggestion, a form) or prefetching starts after hydration. So it is its own chunk, and this
 * stands in for it from the start: a call waits for the real client (loading it on the first call) and
 * then makes the call. A client that cannot load (offline, a new deployment) makes the call fail as a
 * failed fetch does, with a network error (code -5) rather than a throw, and the next call tries again.
 */
import type { ApiClient } from '../shared/api/client';
import type { EndpointName } from '../shared/api/endpoints';
import { ERROR_CODE } from '../shared/api/error-codes';
import type { ApiResult } from '../shared/api/errors';
import { loadOnce } from './load-once';

export interface DeferredApiClient {
  /** Stands in for the real client from the start (for setBrowserApiClient). */
  client: ApiClient;
  /** The real client, loading it if it is not loaded yet. */
  load: () => Promise<ApiClient>;
}

type Call = (input: unknown, options?: { signal?: AbortSignal }) => Promise<ApiResult<unknown>>;

function loadFailed(input: unknown, start: number, thrown: unknown): ApiResult<never> {
  const end = Date.now();
  return {
    ok: false,
    error: {
      code: ERROR_CODE.network,
      message: `The API client did not load: ${String((thrown as Error)?.message ?? thrown)}`,
      url: '',
      params: input,
      requestHeaders: {},
      responseHeaders: null,
      responseData: null,
      timeout: 0,
      duration: { start, end, text: `${end - start} ms` },
      time: new Date(end).toISOString(),
    },
  };
}

export function deferredApiClient(loadClient: () => Promise<ApiClient>): DeferredApiClient {
  let loaded: ApiClient | null = null;
  const load = loadOnce(() => loadClient().then((client) => (loaded = client)));

  const calls = new Map<string, Call>();
  function callOf(endpoint: string): Call {
    let call = calls.get(endpoint);
    if (!call) {
      call = async (input, options) => {
        const start = Date.now();
        let client: ApiClient;
        try {
          client = loaded ?? (await load());
        } catch (thrown) {
          return loadFailed(input, start, thrown);
        }
        return (client[endpoint as EndpointName] as unknown as Call)(input, options);
      };
      calls.set(endpoint, call);
    }
    return call;
  }

  // The endpoint table is part of what loads later, so any name is taken for an endpoint (the typed
  // ApiClient only has real ones). Not `then`: the client must not look like a promise.
  const client = new Proxy({} as ApiClient, {
    get(_, name) {
      if (name === 'variant') return 'client';
      if (name === 'cacheKey')
        return (endpoint: EndpointName, input: unknown) => {
          if (!loaded) throw new Error('The API client is not loaded yet');
          return loaded.cacheKey(endpoint, input);
        };
      if (typeof name !== 'string' || name === 'then') return undefined;
      return callOf(name);
    },
  });
  return { client, load };
}
