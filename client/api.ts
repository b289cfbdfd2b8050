/**
 * What a loader reaches the outside world through: its `context`. On the server the static handler passes
 * one per request (server/render/render-page.tsx); in the browser the router's `getContext` passes the
 * page-wide one (client/entry.tsx). No module holds a client of its own.
 */
import type { ApiClient } from '../shared/api/client';
import type { EndpointName } from '../shared/api/endpoints';
import { pageStatusOfApiError } from '../shared/api/error-codes';
import type { ApiResult } from '../shared/api/errors';
import { createContext, useCallback, useContext } from 'react';
import { data } from 'react-router';
import type { SiteExtrasConfig } from './app/extras/config';
import type { ContentSource } from './pages/info/content-source';

export interface LoaderContext {
  api: ApiClient;
  /** The site's public origin (SITE_URL), for canonical and Open Graph URLs. */
  siteUrl: string;
  /** Production-only analytics and chat ids; null in development and tests. */
  extras: SiteExtrasConfig | null;
  /** Editorial HTML, sanitised on the server (client/pages/info/content-source.ts). */
  content: ContentSource;
}

// react-router types a loader's context loosely; ours is always a LoaderContext.
const loaderContext = (context: unknown) => context as LoaderContext;

/**
 * The site's origin: SITE_URL, on the server and in the browser alike. Never the address in the browser:
 * a visitor on 127.0.0.1 or on www. must still be sent back to the site's own address by the payment
 * gateway, which accepts only that one.
 */
export function siteUrlFrom(context: unknown): string {
  return loaderContext(context).siteUrl;
}

export function apiFrom(context: unknown): ApiClient {
  return loaderContext(context).api;
}

export function contentFrom(context: unknown): ContentSource {
  return loaderContext(context).content;
}

export function extrasFrom(context: unknown): SiteExtrasConfig | null {
  return loaderContext(context).extras;
}

/** The browser's loader context, for components that call the API from an event (client/entry.tsx). */
export const BrowserContext = createContext<LoaderContext | null>(null);

/**
 * For event handlers: gives the browser's API client when called (there is none while rendering on the
 * server, and an event never fires there). Read at call time, so the prefetch cache is used once it is in.
 */
export function useBrowserApi(): () => ApiClient {
  const context = useContext(BrowserContext);
  return useCallback(() => {
    if (!context) throw new Error('The API is called from an event only in the browser');
    return context.api;
  }, [context]);
}

/**
 * Data of a call a page cannot do without: a 404 from the API becomes the not-found page (status 404),
 * any other failure the error screen (status 502 for a failing backend, 504 for a timeout).
 */
export function required<T>(result: ApiResult<T>, _endpoint?: EndpointName): T {
  if (result.ok) return result.data;
  return failPage(result.error.code);
}

/** Throws the not-found page or the error screen for a failed call (its status: pageStatusOfApiError). */
export function failPage(code: number): never {
  const status = pageStatusOfApiError(code);
  throw data({ message: status === 404 ? 'Страница не найдена' : 'Сервис временно недоступен' }, { status });
}

/** Data a page can show without: null on failure (the failure is still reported by the client). */
export function optional<T>(result: ApiResult<T>): T | null {
  return result.ok ? result.data : null;
}
