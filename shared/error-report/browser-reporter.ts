/**
 * The browser's side of error reporting (requirements §4): builds the record, then POSTs the message to
 * /api/telegram-msg and, after it, the file to /api/telegram-file. It ships to every visitor, so it is
 * small and library-free. It never throws, never reports its own failures (it posts with plain fetch, not
 * the API client), reports one error once per page and at most MAX_REPORTS in all.
 * The third-party IP/geo lookups are the server's job (CSP connect-src is 'self'; the visitor's IP is what
 * the server sees).
 */
import type { ApiError } from '../api/errors';
import { ERROR_CODE, isReportable } from '../api/errors';
import { COOKIE } from '../constants';
import { buildErrorRecord, describeThrown } from './build';
import { formatRecordBody, formatRecordFile } from './format';
import { threadKeyFor } from './routing';
import type { ErrorRecord } from './types';

export const MAX_REPORTS_PER_PAGE = 10;
/** The endpoints take at most 16 KB of JSON; Cyrillic is two bytes a character. */
const MESSAGE_MAX_CHARS = 4_000;
const DETAILS_MAX_CHARS = 6_000;

export interface BrowserEnv {
  location: { hostname: string; href: string; protocol: string };
  userAgent: string;
  /** document.cookie */
  cookie: string;
}

export interface BrowserReporterDeps {
  post(url: string, body: unknown): Promise<unknown>;
  env(): BrowserEnv;
}

export interface BrowserReporter {
  /**
   * An uncaught render error (code -1). `env`: the page as it was when the error happened, when the report
   * is made later (client/app/error-reporter.ts loads this module on the first error); `deps.env()` otherwise.
   */
  reportError(error: unknown, env?: BrowserEnv): void;
  /** A failed call of the browser's API client. */
  reportApiError(error: ApiError, endpoint: string, env?: BrowserEnv): void;
}

function cookieValue(cookie: string, name: string): string {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return '';
}

export function createBrowserReporter(deps: BrowserReporterDeps): BrowserReporter {
  const seen = new Set<string>();

  function send(record: ErrorRecord): void {
    if (seen.has(record.id) || seen.size >= MAX_REPORTS_PER_PAGE) return;
    seen.add(record.id);
    const threadID = threadKeyFor(record.error.code);
    const message = formatRecordBody(record).slice(0, MESSAGE_MAX_CHARS);
    const errorDetails = formatRecordFile(record).slice(0, DETAILS_MAX_CHARS);
    // The file follows its message (requirements §4); a failure of either is dropped, never reported.
    deps
      .post('/api/telegram-msg', { message, threadID, errorId: record.id })
      .then(() => deps.post('/api/telegram-file', { errorId: record.id, errorDetails, threadID }))
      .catch(() => undefined);
  }

  function build(
    code: number,
    message: string,
    stack: string,
    fetchPart: { error: ApiError; endpoint: string } | undefined,
    env: BrowserEnv = deps.env(),
  ): ErrorRecord {
    const c = (name: string) => cookieValue(env.cookie, name);
    return buildErrorRecord({
      location: 'CLIENT',
      code,
      message,
      stack,
      window: { hostname: env.location.hostname, href: env.location.href, protocol: env.location.protocol },
      user: {
        agent: env.userAgent,
        browser: c(COOKIE.browser),
        device: c(COOKIE.device),
        os: c(COOKIE.os),
        clickId: c(COOKIE.clickId),
        location: { ip: c(COOKIE.ip) },
      },
      fetch: fetchPart,
    });
  }

  return {
    reportError(error, env) {
      try {
        const { message, stack } = describeThrown(error);
        send(build(ERROR_CODE.clientRender, message, stack, undefined, env));
      } catch {
        // Reporting must never break the error screen.
      }
    },
    reportApiError(error, endpoint, env) {
      try {
        if (!isReportable(error)) return;
        send(build(error.code, error.message, '', { error, endpoint }, env));
      } catch {
        // As above.
      }
    },
  };
}
