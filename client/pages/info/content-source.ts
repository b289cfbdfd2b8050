/**
 * Where content pages (about-us from /pages, /info/* from the page builder) come from, already sanitised.
 *
 * Sanitising needs sanitize-html, far too heavy for the browser bundle, and the browser must never even
 * receive the unsafe HTML. So the HTML is cleaned on the server only:
 * - during SSR the server registers its source here at start (server/content), and the loader calls it
 *   directly — no extra HTTP hop;
 * - on client-side navigation the loader fetches the same sanitised JSON from the site's own
 *   `GET /_data/content/:kind/:slug` endpoint (served by server/content from the same source).
 * This module imports nothing heavy, so the page chunks stay small. See docs/decisions/007.
 */
import { data } from 'react-router';
import type { ApiClient } from '../../../shared/api/client';
import { apiFrom } from '../../api';
import { isValidSlug } from '../promotions/slug';

export type ContentKind = 'page' | 'tilda';

/** A content page ready to render: `html` is sanitised and safe for dangerouslySetInnerHTML. */
export interface SafeContent {
  kind: ContentKind;
  slug: string;
  title: string;
  description: string;
  html: string;
  updatedAt: string;
}

export type ContentOutcome = { ok: true; page: SafeContent } | { ok: false; status: number };

export type ServerContentSource = (
  kind: ContentKind,
  slug: string,
  api: ApiClient,
  signal: AbortSignal,
) => Promise<ContentOutcome>;

let serverSource: ServerContentSource | null = null;

/** Called once by the server at start (server/content). */
export function setServerContentSource(source: ServerContentSource): void {
  serverSource = source;
}

export const CONTENT_DATA_PREFIX = '/_data/content';

export function contentDataUrl(kind: ContentKind, slug: string): string {
  return `${CONTENT_DATA_PREFIX}/${kind}/${encodeURIComponent(slug)}`;
}

async function fetchFromSite(kind: ContentKind, slug: string, signal: AbortSignal): Promise<ContentOutcome> {
  try {
    const response = await window.fetch(contentDataUrl(kind, slug), {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, page: (await response.json()) as SafeContent };
  } catch {
    return { ok: false, status: 502 };
  }
}

/** Loader helper: the sanitised page, or the 404 / error page. */
export async function loadContent(
  kind: ContentKind,
  slug: string | undefined,
  args: { request: Request; context: unknown },
): Promise<SafeContent> {
  if (!isValidSlug(slug)) throw data(null, { status: 404 });
  let outcome: ContentOutcome;
  if (typeof window === 'undefined') {
    if (!serverSource) throw new Error('Content source is not registered on the server');
    outcome = await serverSource(kind, slug, apiFrom(args.context), args.request.signal);
  } else {
    outcome = await fetchFromSite(kind, slug, args.request.signal);
  }
  if (outcome.ok) return outcome.page;
  if (outcome.status === 404 || outcome.status === 400) throw data(null, { status: 404 });
  throw data({ message: 'Сервис временно недоступен' }, { status: outcome.status === 504 ? 504 : 502 });
}
