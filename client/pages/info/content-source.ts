/**
 * Where editorial HTML comes from, already sanitised: content pages (about-us from /pages, /info/* from the
 * page builder) and the text of tag landing pages.
 *
 * Sanitising needs sanitize-html, far too heavy for the browser bundle, and the browser must never even
 * receive the unsafe HTML. So the HTML is cleaned on the server only, and the source travels in the
 * loader context like the API client:
 * - during SSR the context carries the server's source (server/content), which calls the API and cleans
 *   the answer, with no extra HTTP hop;
 * - in the browser it carries `createSiteContentSource()`, which fetches the same sanitised JSON from the
 *   site's own `GET /_data/content/:kind/:slug` (served by server/content from the same source).
 * See docs/decisions/007-content-payment-seo.md.
 */
import { data } from 'react-router';
import type { TagPage } from '../../../shared/api/schemas';
import { isSlug } from '../../../shared/validation';
import { contentFrom, failPage } from '../../api';

export type ContentKind = 'page' | 'tilda';
export const CONTENT_KINDS = ['page', 'tilda', 'tag'] as const;

/** A content page ready to render: `html` is sanitised and safe for dangerouslySetInnerHTML. */
export interface SafeContent {
  kind: ContentKind;
  slug: string;
  title: string;
  description: string;
  html: string;
  updatedAt: string;
}

export type ContentOutcome<T> = { ok: true; page: T } | { ok: false; status: number };

export interface ContentSource {
  page(kind: ContentKind, slug: string, signal: AbortSignal): Promise<ContentOutcome<SafeContent>>;
  /** A tag landing page whose `seoText` is sanitised. */
  tagPage(slug: string, signal: AbortSignal): Promise<ContentOutcome<TagPage>>;
}

export const CONTENT_DATA_PREFIX = '/_data/content';

function contentDataUrl(kind: (typeof CONTENT_KINDS)[number], slug: string): string {
  return `${CONTENT_DATA_PREFIX}/${kind}/${encodeURIComponent(slug)}`;
}

async function fetchFromSite<T>(url: string, signal: AbortSignal): Promise<ContentOutcome<T>> {
  try {
    const response = await window.fetch(url, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, page: (await response.json()) as T };
  } catch {
    return { ok: false, status: 502 };
  }
}

/** The browser's source: the site's own sanitised copies. */
export function createSiteContentSource(): ContentSource {
  return {
    page: (kind, slug, signal) => fetchFromSite(contentDataUrl(kind, slug), signal),
    tagPage: (slug, signal) => fetchFromSite(contentDataUrl('tag', slug), signal),
  };
}

/** The page, or the not-found page (404) or the error screen (502, 504 for a timeout). */
export function requiredContent<T>(outcome: ContentOutcome<T>): T {
  if (outcome.ok) return outcome.page;
  return failPage(outcome.status);
}

/** Loader helper: the sanitised page, or the 404 / error page. */
export async function loadContent(
  kind: ContentKind,
  slug: string | undefined,
  args: { request: Request; context: unknown },
): Promise<SafeContent> {
  if (slug === undefined || !isSlug(slug)) throw data(null, { status: 404 });
  return requiredContent(await contentFrom(args.context).page(kind, slug, args.request.signal));
}
