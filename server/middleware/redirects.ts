/**
 * Redirects from the API (`/redirects/get-all`), applied before rendering (DESIGN: redirects list, cached).
 * The list is loaded once — on the first request, since the embedded catalogue's address is known only
 * after the server listens — and refreshed on a timer (unref'd, stopped on dispose); never per request.
 * A failed load keeps the last good list. Matching is by exact path with the trailing slash ignored; the
 * visitor's query string is carried over to the target.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ApiResult } from '../../shared/api/errors';
import type { Redirect } from '../../shared/api/schemas';

const REDIRECTS_REFRESH_MS = 5 * 60_000;
/**
 * Machine paths never redirect, and must never wait for the list: the embedded catalogue answers the
 * list's own request through this very app (/api/v1), so waiting there would deadlock.
 */
const BYPASS_PREFIXES = ['/api/', '/storage/', '/_img', '/_data/', '/assets/'] as const;

/** After a failed load with no list yet, requests may trigger a new try this often. */
const RETRY_AFTER_FAILURE_MS = 30_000;

export interface RedirectsOptions {
  loadRedirects: () => Promise<ApiResult<{ items: Redirect[] }>>;
  logger: Pick<Logger, 'info' | 'warn'>;
  refreshMs?: number;
}

export interface RedirectsHandle {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Loads the list now (also used by tests); resolves when done, never rejects. */
  refresh(): Promise<void>;
  stop(): void;
}

/** `/a/b/` → `/a/b`, percent-encoding decoded so `/круизы` and `/%D0%BA...` are one path. */
export function normalizePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: compare the raw path.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
}

/** The target with the visitor's query string added (the target's own query comes first). */
export function withQuery(to: string, search: string): string {
  if (!search || search === '?') return to;
  const query = search.startsWith('?') ? search.slice(1) : search;
  const hashAt = to.indexOf('#');
  const base = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

export function createRedirects({
  loadRedirects,
  logger,
  refreshMs = REDIRECTS_REFRESH_MS,
}: RedirectsOptions): RedirectsHandle {
  let table: Map<string, Redirect> | null = null;
  let inFlight: Promise<void> | null = null;
  let firstLoad: Promise<void> | null = null;
  let firstSettled = false;
  let lastFailureAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function refresh(): Promise<void> {
    if (inFlight) return inFlight;
    inFlight = (async () => {
      try {
        const result = await loadRedirects();
        if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code });
        const next = new Map<string, Redirect>();
        for (const item of result.data.items) {
          const from = normalizePath(item.from);
          // A redirect to itself would loop forever: skip it.
          if (normalizePath(item.to.split(/[?#]/)[0]) === from) continue;
          next.set(from, item);
        }
        table = next;
        logger.info({ count: next.size }, 'redirects loaded');
      } catch (error) {
        lastFailureAt = Date.now();
        logger.warn({ err: error, kept: table?.size ?? 0 }, 'redirects load failed, keeping the last list');
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  function start(): Promise<void> {
    if (!firstLoad) {
      firstLoad = refresh().then(() => {
        firstSettled = true;
      });
      if (!stopped) {
        timer = setInterval(() => void refresh(), refreshMs);
        timer.unref();
      }
    }
    return firstLoad;
  }

  function apply(req: Request, res: Response, next: NextFunction) {
    const found = table?.get(normalizePath(req.path));
    if (!found) {
      next();
      return;
    }
    const queryAt = req.originalUrl.indexOf('?');
    const location = withQuery(found.to, queryAt >= 0 ? req.originalUrl.slice(queryAt) : '');
    res.set('Cache-Control', found.status === 301 ? 'public, max-age=3600' : 'no-store');
    res.redirect(found.status, location);
  }

  return {
    middleware(req, res, next) {
      if (
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        BYPASS_PREFIXES.some((prefix) => req.path.startsWith(prefix))
      ) {
        next();
        return;
      }
      if (!firstSettled) {
        // Requests until the first load settles wait for it once, so old URLs redirect from the start.
        start().then(() => apply(req, res, next), next);
        return;
      }
      if (!table && !inFlight && Date.now() - lastFailureAt > RETRY_AFTER_FAILURE_MS) void refresh();
      apply(req, res, next);
    },
    refresh: () => refresh(),
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
