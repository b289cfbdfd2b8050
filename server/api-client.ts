/**
 * The server side of the shared API client: node-fetch over keep-alive agents (one TCP connection serves
 * many SSR calls), one client per request carrying the visitor's abort signal, address and UTM headers.
 */
import http from 'node:http';
import https from 'node:https';
import fetch from 'node-fetch';
import type { Logger } from 'pino';
import { createContractChecker } from '../shared/api/contract-check';
import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type FetchLike,
  type ReadAnswers,
  type ResponseCache,
} from '../shared/api/client';
import type { EndpointName } from '../shared/api/endpoints';
import { ERROR_CODE, type ApiError } from '../shared/api/errors';
import { buildResponseShapes } from '../shared/api/response-shapes';
import { DEFAULT_LOCALE } from '../shared/constants';
import { isLoopbackHost } from '../shared/loopback';
import { callAbortController } from './call-abort';
import { urlWithoutPersonalData } from '../shared/error-report/personal';

export interface ServerFetch {
  fetch: FetchLike;
  /** Closes idle keep-alive sockets (graceful shutdown). */
  destroy(): void;
}

/**
 * Whether SSR asks the API for compressed answers. Not when nothing crosses a network: the embedded
 * catalogue (no API_URL) and an API on this machine's loopback (the catalogue as its own process). There
 * every answer would be compressed by the API and inflated again here, through a zlib stream per call, for
 * no saving (docs/performance.md, "Round two").
 */
export function compressApiAnswers(apiUrl: string | null | undefined): boolean {
  if (!apiUrl) return false;
  return !isLoopbackHost(new URL(apiUrl).hostname);
}

/** `compress: false` sends no Accept-Encoding (node-fetch's default asks for gzip, deflate and br). */
export function createServerFetch({ compress }: { compress: boolean }): ServerFetch {
  const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 128, keepAliveMsecs: 10_000 });
  const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 128, keepAliveMsecs: 10_000 });
  const fetchLike: FetchLike = (url, init) =>
    // The call's own fields after ours, not before: on Node 20 properties that follow a spread give each
    // object a hidden class of its own (docs/decisions/041-spreads-last.md). `init` has neither field.
    fetch(url, {
      compress,
      agent: (parsed: URL) => (parsed.protocol === 'http:' ? httpAgent : httpsAgent),
      ...init,
    });
  return {
    fetch: fetchLike,
    destroy() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}

/** Built once per process from the contract itself: the server checks against exactly what it was built with. */
const contract = createContractChecker(buildResponseShapes());

export interface RequestApiOptions {
  baseUrl: string;
  fetch: FetchLike;
  timeoutMs: number;
  signal: AbortSignal;
  log: Logger;
  utm: { medium?: string; source?: string };
  /**
   * The visitor's address (`req.ip`), sent as X-Forwarded-For: the API limits posts per address, and
   * without it every visitor's server-side call (a form posted without JavaScript, a page's short link)
   * would count against the site's one.
   */
  clientIp?: string;
  cache?: ResponseCache;
  readAnswers?: ReadAnswers;
  onError?: (error: ApiError, endpoint: EndpointName) => void;
  /** Every call that went to the API (metrics, Server-Timing). */
  onSettled?: ApiClientOptions['onSettled'];
}

export function createRequestApiClient(options: RequestApiOptions): ApiClient {
  const headers: Record<string, string> = {};
  if (options.utm.medium) headers['X-Utm-Medium'] = encodeURIComponent(options.utm.medium);
  if (options.utm.source) headers['X-Utm-Source'] = encodeURIComponent(options.utm.source);
  if (options.clientIp) headers['X-Forwarded-For'] = options.clientIp;
  return createApiClient({
    baseUrl: options.baseUrl,
    variant: 'ssr',
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    locale: DEFAULT_LOCALE,
    signal: options.signal,
    cache: options.cache,
    headers: () => headers,
    onSettled: options.onSettled,
    onBrokenJson: (info) => options.log.warn(info, 'broken JSON from the API'),
    checkResponse: contract.check,
    readAnswers: options.readAnswers,
    callAbort: callAbortController,
    onError: (error, endpoint) => {
      // A visitor who leaves is not an error.
      if (error.code === ERROR_CODE.aborted) return;
      const line = {
        endpoint,
        code: error.code,
        // A wrong phone's last digits or an order link's key (a 403) stay out of the logs.
        url: urlWithoutPersonalData(error.url),
        ms: error.duration.end - error.duration.start,
      };
      if (error.code === ERROR_CODE.contractMismatch) {
        // The API's request id finds the call in the API's own logs; the page's is on every line already.
        const apiRequestId = error.requestHeaders['X-Request-Id'];
        options.log.error({ ...line, apiRequestId, issues: error.issues }, 'API answer breaks the contract');
      } else {
        options.log[error.code === 404 ? 'info' : 'warn'](line, 'API call failed');
      }
      options.onError?.(error, endpoint);
    },
  });
}
