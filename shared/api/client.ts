/**
 * One API client for both sides (requirements §7, §8). The server builds one per request (variant `ssr`, node-fetch
 * with a keep-alive agent, the response cache, the visitor's abort signal); the browser builds one for the
 * page (variant `client`, window.fetch, the headers its cookies give). Every call resolves to data or an
 * error object; nothing throws into a renderer.
 */
import { APP_TYPE, APP_VERSION, DEFAULT_LOCALE, REQUEST_ID_DIGITS } from '../constants';
import type { EndpointInput, EndpointOutput } from './contract';
import { ENDPOINTS, type EndpointName } from './endpoints';
import {
  type ApiError,
  type ApiResult,
  codeForThrown,
  ERROR_CODE,
  NO_URL_MESSAGE,
  NOT_ALLOWED_MESSAGE,
} from './errors';
import { repairJson } from './json-repair';
import { oncePer } from '../once-per';

type RequestVariant = 'ssr' | 'client';

interface FetchResponseLike {
  ok: boolean;
  status: number;
  statusText: string;
  headers: {
    forEach(callback: (value: string, key: string) => void): void;
    get(name: string): string | null;
  };
  text(): Promise<string>;
}
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<FetchResponseLike>;

/** The server's response cache plugs in here; only successful GETs (and look-up POSTs) are handed to it. */
export interface ResponseCache {
  wrap<T>(key: string, endpoint: EndpointName, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
}

/**
 * Answers already read (server/cache/read-answers.ts): an answer whose text is the same as one parsed and
 * checked before is that value again, not parsed and checked a second time; and the last good answer at an
 * address, with its validator (ETag), lets a GET ask the API whether it changed (`If-None-Match`): a 304
 * is that answer again, without its body (docs/decisions/037-conditional-api-calls.md).
 */
export interface ReadAnswers {
  get(endpoint: EndpointName, text: string): unknown;
  set(endpoint: EndpointName, text: string, value: unknown): void;
  lastAt(endpoint: EndpointName, url: string): { etag: string; value: unknown } | undefined;
  keepAt(endpoint: EndpointName, url: string, etag: string, value: unknown, size: number): void;
}

export interface ApiClientOptions {
  /** Base of the API, ending in /api/v1. Empty: no URL, every call fails with NO_URL_MESSAGE. */
  baseUrl: string;
  variant: RequestVariant;
  fetch: FetchLike;
  timeoutMs: number;
  locale?: string;
  /** Extra headers for every call: UTM on both sides, the visitor's cookies in the browser. */
  headers?: () => Record<string, string>;
  /** Aborts every call of this client: the visitor went away. */
  signal?: AbortSignal;
  cache?: ResponseCache;
  /** Endpoints this environment may call; others give NOT_ALLOWED_MESSAGE. */
  allow?: (endpoint: EndpointName) => boolean;
  /** A failed call; `signal` is the call's own, so a caller can tell its own calls apart. */
  onError?: (error: ApiError, endpoint: EndpointName, signal?: AbortSignal) => void;
  onBrokenJson?: (info: { url: string; remainder: string }) => void;
  /**
   * Checks an answer against the contract as it arrives (shared/api/contract-check.ts): what is wrong with
   * it, one line per mismatch, or nothing. A mismatch makes the call fail with code -4. Answers the
   * response cache already holds were checked when they were fetched.
   */
  checkResponse?: (endpoint: EndpointName, data: unknown) => readonly string[];
  readAnswers?: ReadAnswers;
  /**
   * Makes each call's own abort, which joins its timeout and the outside signals; `new AbortController()`
   * unless the environment's fetch takes something lighter (server/call-abort.ts).
   */
  callAbort?: () => { signal: AbortSignal; abort(): void };
  /** Told of every call that reached for the network (not the cache's answers); times from performance.now(). */
  onSettled?: (call: ApiCallRecord) => void;
}

export interface ApiCallRecord {
  endpoint: EndpointName;
  result: ApiResult<unknown>;
  startMs: number;
  endMs: number;
}

type ApiCall<N extends EndpointName> = (
  input: EndpointInput<N>,
  options?: { signal?: AbortSignal },
) => Promise<ApiResult<EndpointOutput<N>>>;
export type ApiClient = { [N in EndpointName]: ApiCall<N> } & {
  readonly variant: RequestVariant;
  readonly cacheKey: (endpoint: EndpointName, input: unknown) => string;
};

/** A random 13-digit number (requirements §9). */
export function createRequestId(): string {
  const digits = REQUEST_ID_DIGITS - 1;
  return String(Math.floor(10 ** digits + Math.random() * 9 * 10 ** digits));
}

/** Query string with sorted keys, arrays repeated, empty values left out: stable for cache keys. */
export function toQueryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const params = new URLSearchParams();
  for (const key of Object.keys(input).sort()) {
    const value = (input as Record<string, unknown>)[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      params.append(key, String(item));
    }
  }
  return params.toString();
}

/** A stable key of endpoint + parameters + locale (the `X-Cache-Key` header and the response cache). */
export function cacheKeyFor(endpoint: EndpointName, input: unknown, locale: string): string {
  const qs = toQueryString(input);
  return `${ENDPOINTS[endpoint].path}${qs ? `?${qs}` : ''}|${locale}`;
}

function headersToObject(headers: FetchResponseLike['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/**
 * POSTs that are look-ups: `/short-links/get-short` answers the same code for the same URL every time (it
 * creates the code only the first time), so a cruise page's printed programme need not ask on every render.
 */
const CACHED_POSTS: ReadonlySet<EndpointName> = new Set(['createShortLink']);

/**
 * The calls waiting on an outside signal (the visitor gone, a loader's request), behind one 'abort' listener
 * per signal: a cruise page makes a dozen calls on one signal, and Node warns of a leak past ten listeners.
 */
const callsWaitingOn = oncePer((signal: AbortSignal) => {
  const aborts = new Set<() => void>();
  signal.addEventListener('abort', () => aborts.forEach((abort) => abort()), { once: true });
  return aborts;
});

export function createApiClient(options: ApiClientOptions): ApiClient {
  const locale = options.locale ?? DEFAULT_LOCALE;

  async function request(
    endpoint: EndpointName,
    input: unknown,
    signal?: AbortSignal,
    detached = false,
  ): Promise<ApiResult<unknown>> {
    const { method, path } = ENDPOINTS[endpoint];
    const start = Date.now();
    const qs = method === 'GET' ? toQueryString(input) : '';
    const url = options.baseUrl ? `${options.baseUrl}${path}${qs ? `?${qs}` : ''}` : '';
    const requestHeaders: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-App-Version': APP_VERSION,
      'X-App-Type': APP_TYPE,
      'X-Request-Variant': options.variant,
      'X-Request-Id': createRequestId(),
      ...(options.variant === 'ssr' ? { 'X-Cache-Key': cacheKeyFor(endpoint, input, locale) } : {}),
      ...options.headers?.(),
    };

    const fail = (code: number, message: string, extra: Partial<ApiError> = {}): ApiResult<never> => {
      const end = Date.now();
      const error: ApiError = {
        code,
        message,
        url,
        params: input,
        requestHeaders,
        responseHeaders: null,
        responseData: null,
        timeout: options.timeoutMs,
        duration: { start, end, text: `${end - start} ms` },
        time: new Date(end).toISOString(),
        ...extra,
      };
      options.onError?.(error, endpoint, signal);
      return { ok: false, error };
    };

    if (!url) return fail(ERROR_CODE.network, NO_URL_MESSAGE);
    if (options.allow && !options.allow(endpoint)) return fail(ERROR_CODE.network, NOT_ALLOWED_MESSAGE);

    // One controller joins our timeout, the client's signal (visitor gone) and the call's own signal.
    const controller = options.callAbort?.() ?? new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const outside = [detached ? undefined : options.signal, signal].filter((s): s is AbortSignal =>
      Boolean(s),
    );
    const abort = () => controller.abort();
    for (const s of outside) {
      if (s.aborted) controller.abort();
      else callsWaitingOn(s).add(abort);
    }

    // The API is asked every time; when the answer is the one read last time, it says so without the body.
    const last = method === 'GET' ? options.readAnswers?.lastAt(endpoint, url) : undefined;
    if (last) requestHeaders['If-None-Match'] = last.etag;

    try {
      const response = await options.fetch(url, {
        method,
        headers: requestHeaders,
        body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
        signal: controller.signal,
      });
      const text = await response.text();
      if (response.status === 304 && last) return { ok: true, data: last.value };
      const etag = method === 'GET' ? response.headers.get('etag') : null;
      const good = (value: unknown): ApiResult<unknown> => {
        if (etag) options.readAnswers?.keepAt(endpoint, url, etag, value, text.length);
        return { ok: true, data: value };
      };
      if (!response.ok) {
        const responseHeaders = headersToObject(response.headers);
        const body = repairJson(text);
        const apiError = body.repaired
          ? (body.value as { error?: { code?: string; message?: string; field?: string } })?.error
          : undefined;
        return fail(
          response.status,
          apiError?.message ?? (response.statusText || `HTTP ${response.status}`),
          {
            responseHeaders,
            responseData: body.repaired ? body.value : text.slice(0, 2000),
            apiCode: apiError?.code,
            field: apiError?.field,
          },
        );
      }
      const known = options.readAnswers?.get(endpoint, text);
      if (known !== undefined) return good(known);
      if (text.trim() === '') {
        return fail(ERROR_CODE.emptyResponse, 'Empty response', {
          responseHeaders: headersToObject(response.headers),
        });
      }
      const body = repairJson(text);
      if (!body.repaired) {
        options.onBrokenJson?.({ url, remainder: body.remainder.slice(0, 500) });
        return fail(ERROR_CODE.brokenJson, 'Broken JSON in response', {
          responseHeaders: headersToObject(response.headers),
          responseData: body.remainder.slice(0, 2000),
        });
      }
      const issues = options.checkResponse?.(endpoint, body.value) ?? [];
      if (issues.length > 0) {
        return fail(ERROR_CODE.contractMismatch, `Contract mismatch: ${issues.join('; ')}`, {
          responseHeaders: headersToObject(response.headers),
          responseData: text.slice(0, 2000),
          issues: [...issues],
        });
      }
      options.readAnswers?.set(endpoint, text, body.value);
      return good(body.value);
    } catch (thrown) {
      const code = codeForThrown(thrown, timedOut);
      const message =
        code === ERROR_CODE.timeout
          ? `Timeout of ${options.timeoutMs} ms exceeded`
          : String((thrown as Error)?.message ?? thrown);
      return fail(code, message);
    } finally {
      clearTimeout(timer);
      for (const s of outside) callsWaitingOn(s).delete(abort);
    }
  }

  async function observed(endpoint: EndpointName, input: unknown, signal?: AbortSignal, detached = false) {
    const startMs = performance.now();
    const result = await request(endpoint, input, signal, detached);
    options.onSettled?.({ endpoint, result, startMs, endMs: performance.now() });
    return result;
  }

  function call(endpoint: EndpointName, input: unknown, callOptions?: { signal?: AbortSignal }) {
    if (options.cache && (ENDPOINTS[endpoint].method === 'GET' || CACHED_POSTS.has(endpoint))) {
      // A cached answer is shared by every visitor waiting for it, so one visitor leaving must not abort it.
      const shared = () => observed(endpoint, input, undefined, true);
      return options.cache.wrap(cacheKeyFor(endpoint, input, locale), endpoint, shared);
    }
    return observed(endpoint, input, callOptions?.signal);
  }

  const client: Record<string, unknown> = {
    variant: options.variant,
    cacheKey: (endpoint: EndpointName, input: unknown) => cacheKeyFor(endpoint, input, locale),
  };
  for (const endpoint of Object.keys(ENDPOINTS) as EndpointName[]) {
    client[endpoint] = (input: unknown, callOptions?: { signal?: AbortSignal }) =>
      call(endpoint, input, callOptions);
  }
  return client as ApiClient;
}
