/**
 * The browser's error reporter (SPEC §4): render errors and failed browser API calls go to the notifier,
 * the message first, then the file. The work is in shared/error-report/browser-reporter.ts; this binds it
 * to the page. Safe anywhere: on the server it does nothing, and it never throws.
 */
import type { ApiError } from '../../shared/api/errors';
import { type BrowserReporter, createBrowserReporter } from '../../shared/error-report/browser-reporter';

let reporter: BrowserReporter | null = null;

function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof fetch === 'function';
}

function browserReporter(): BrowserReporter {
  reporter ??= createBrowserReporter({
    post: (url, body) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        // The page may be leaving (a reload from the error screen): let the report finish anyway.
        keepalive: true,
        credentials: 'same-origin',
      }),
    env: () => ({
      location: window.location,
      userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
      cookie: typeof document !== 'undefined' ? document.cookie : '',
    }),
  });
  return reporter;
}

export function reportClientError(error: unknown): void {
  if (inBrowser()) browserReporter().reportError(error);
}

/** For client/browser-api.ts's onError: failed calls of our API (all but 404 and aborted ones). */
export function reportApiClientError(error: ApiError, endpoint: string): void {
  if (inBrowser()) browserReporter().reportApiError(error, endpoint);
}
