/**
 * The browser's API client: variant `client`, window.fetch, and the visitor headers of requirements §7 taken from
 * the cookies the server's visitor middleware keeps.
 */
import { createApiClient, type ApiClient } from '../shared/api/client';
import { createContractChecker, type ResponseShapes } from '../shared/api/contract-check';
import RESPONSE_SHAPES from '../shared/api/response-shapes.json';
import type { EndpointName } from '../shared/api/endpoints';
import { isReportable, type ApiError } from '../shared/api/errors';
import { COOKIE } from '../shared/constants';
import { readCookie } from './cookies';
import { isPrefetch } from './prefetch-signals';

/** Endpoints only the server may call (requirements §8: 'Этот запрос не поддерживается в текущем окружении'). */
const SERVER_ONLY: ReadonlySet<EndpointName> = new Set([
  'getCacheKeysForDeleting',
  'getWrongResponse',
  'getRedirects',
]);

const BROWSER_API_TIMEOUT_MS = 15_000;

/**
 * Answers are checked where they arrive, as on the server, against the contract's shapes as JSON Schema
 * (zod would add ~96 KB gzipped; docs/decisions/020-contract-checks.md). Only answers fetched here are
 * checked: the data a page hydrates with was checked by the server.
 */
const contract = createContractChecker(RESPONSE_SHAPES as ResponseShapes);

/** Header values must be Latin-1; anything else (a Cyrillic UTM value) is percent-encoded. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

function visitorHeaders(cookieHeader: string, hostname: string): Record<string, string> {
  const pairs: [string, string | null][] = [
    ['X-Locale', readCookie(cookieHeader, COOKIE.locale)],
    ['X-Tld', hostname.includes('.') ? hostname.slice(hostname.lastIndexOf('.') + 1) : hostname],
    ['X-User-Agent', readCookie(cookieHeader, COOKIE.userAgent)],
    ['X-Ip', readCookie(cookieHeader, COOKIE.ip)],
    ['X-Base-Url', readCookie(cookieHeader, COOKIE.baseUrl)],
    ['X-Yandex-Uid', readCookie(cookieHeader, COOKIE.ymUid)],
    ['X-Utm-Medium', readCookie(cookieHeader, 'utm_medium')],
    ['X-Utm-Source', readCookie(cookieHeader, 'utm_source')],
  ];
  const headers: Record<string, string> = {};
  for (const [name, value] of pairs) if (value) headers[name] = headerSafe(value);
  return headers;
}

/**
 * `report` is client/app/error-reporter.ts's reportApiClientError, handed in by the entry: the reporter is
 * part of the first load, this client is not, and importing it here would split it off into a chunk of its own.
 */
export function createBrowserApiClient(
  apiBase: string,
  report: (error: ApiError, endpoint: EndpointName) => void,
): ApiClient {
  return createApiClient({
    baseUrl: apiBase,
    variant: 'client',
    fetch: (url, init) => window.fetch(url, init),
    timeoutMs: BROWSER_API_TIMEOUT_MS,
    headers: () => visitorHeaders(document.cookie, location.hostname),
    allow: (endpoint) => !SERVER_ONLY.has(endpoint),
    checkResponse: contract.check,
    // Failed calls go to the developer chat (requirements §8); the reporter posts with plain fetch, so its own
    // failures never come back here. A 404 or an aborted call is not worth loading the reporter for, and a
    // failed prefetch is not a failure the visitor met (client/prefetch-signals.ts).
    onError: (error, endpoint, signal) => {
      if (isReportable(error) && !isPrefetch(signal)) report(error, endpoint);
    },
  });
}
