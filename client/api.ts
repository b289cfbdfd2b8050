/**
 * How a loader reaches the API. On the server the static handler passes the per-request client as the
 * loader's `context` (server/render); in the browser there is no context and the page-wide client is used.
 */
import type { ApiClient } from '../shared/api/client';
import type { EndpointName } from '../shared/api/endpoints';
import type { ApiResult } from '../shared/api/errors';
import { data } from 'react-router';
import type { SiteExtrasConfig } from './app/extras/config';

export interface LoaderContext {
  api: ApiClient;
  /** The site's public origin (SITE_URL), for canonical and Open Graph URLs. */
  siteUrl: string;
  /** Production-only analytics and chat ids; null in development and tests. */
  extras: SiteExtrasConfig | null;
}

let browserClient: ApiClient | null = null;
let browserSiteUrl = '';

/** Set once by client/entry.tsx before the router starts. */
export function setBrowserApiClient(client: ApiClient): void {
  browserClient = client;
}

/** Set once by client/entry.tsx from the root loader's data: SITE_URL as the server knows it. */
export function setBrowserSiteUrl(siteUrl: string | undefined): void {
  browserSiteUrl = siteUrl ?? '';
}

/**
 * The site's origin: SITE_URL, on the server and in the browser alike. Never the address in the browser:
 * a visitor on 127.0.0.1 or on www. must still be sent back to the site's own address by the payment
 * gateway, which accepts only that one.
 */
export function siteUrlFrom(context: unknown): string {
  const fromServer = (context as Partial<LoaderContext> | undefined)?.siteUrl;
  if (fromServer) return fromServer;
  if (browserSiteUrl) return browserSiteUrl;
  return typeof location === 'undefined' ? '' : location.origin;
}

export function apiFrom(context: unknown): ApiClient {
  const fromServer = (context as Partial<LoaderContext> | undefined)?.api;
  if (fromServer) return fromServer;
  if (!browserClient) throw new Error('API client is not set up');
  return browserClient;
}

/**
 * Data of a call a page cannot do without: a 404 from the API becomes the not-found page (status 404),
 * any other failure the error screen (status 502 for a failing backend, 504 for a timeout).
 */
export function required<T>(result: ApiResult<T>, _endpoint?: EndpointName): T {
  if (result.ok) return result.data;
  const { code } = result.error;
  if (code === 404) throw data({ message: 'Страница не найдена' }, { status: 404 });
  if (code === 400) throw data({ message: 'Страница не найдена' }, { status: 404 });
  throw data({ message: 'Сервис временно недоступен' }, { status: code === -7 ? 504 : 502 });
}

/** Data a page can show without: null on failure (the failure is still reported by the client). */
export function optional<T>(result: ApiResult<T>): T | null {
  return result.ok ? result.data : null;
}
