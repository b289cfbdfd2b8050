/**
 * The browser's error reporter (requirements §4): render errors and failed browser API calls go to the notifier,
 * the message first, then the file. The work is in shared/error-report/browser-reporter.ts; this binds it
 * to the page. Safe anywhere: on the server it does nothing, and it never throws.
 *
 * Building and formatting a report is most of that code and most pages never need it, so it is its own
 * chunk, loaded on the first error. Until it arrives, reports wait for it with the page as it was when
 * each error happened (the visitor may have moved on by then); if it cannot load (offline, a new
 * deployment), those reports are dropped and the next error tries again.
 */
import type { ApiError } from '../../shared/api/errors';
import type { BrowserEnv, BrowserReporter } from '../../shared/error-report/browser-reporter';
import { loadOnce } from '../load-once';

function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof fetch === 'function';
}

function currentEnv(): BrowserEnv {
  const { hostname, href, protocol } = window.location;
  return {
    location: { hostname, href, protocol },
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
    cookie: typeof document !== 'undefined' ? document.cookie : '',
  };
}

function post(url: string, body: unknown): Promise<unknown> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    // The page may be leaving (a reload from the error screen): let the report finish anyway.
    keepalive: true,
    credentials: 'same-origin',
  });
}

const browserReporter = loadOnce<BrowserReporter>(() =>
  import('../../shared/error-report/browser-reporter').then(({ createBrowserReporter }) =>
    createBrowserReporter({ post, env: currentEnv }),
  ),
);

function report(send: (reporter: BrowserReporter, env: BrowserEnv) => void): void {
  if (!inBrowser()) return;
  try {
    const env = currentEnv();
    browserReporter().then(
      (loaded) => send(loaded, env),
      () => undefined,
    );
  } catch {
    // Reporting must never break the error screen.
  }
}

export function reportClientError(error: unknown): void {
  report((loaded, env) => loaded.reportError(error, env));
}

/** For client/browser-api.ts's onError: failed calls of our API (all but 404 and aborted ones). */
export function reportApiClientError(error: ApiError, endpoint: string): void {
  report((loaded, env) => loaded.reportApiError(error, endpoint, env));
}
