/**
 * The server's content source: reads content pages, page-builder pages and tag landing pages from the API
 * and returns their HTML sanitised. The builder's `css` is dropped on purpose: the CSP allows no inline
 * `<style>` (style-src 'self'), builder CSS targets the builder's own classes (which the sanitiser removes)
 * and may restyle the whole site (`body{display:none}`) or pull third-party fonts with @import; the site
 * renders these pages in its own typography instead.
 *
 * Sanitising costs a few milliseconds on a long page, so results are kept per page and reused while the
 * API returns the same HTML.
 */
import { LRUCache } from 'lru-cache';
import type { ApiClient } from '../../shared/api/client';
import { pageStatusOfApiError } from '../../shared/api/error-codes';
import type { ApiResult } from '../../shared/api/errors';
import type { ContentPage, TildaPage } from '../../shared/api/schemas';
import type { ContentOutcome, ContentSource } from '../../client/pages/info/content-source';
import { sanitizeContentHtml } from './sanitize';

/** One source per request: it calls the API with that request's client (its cache key, logger, signal). */
export type ContentSourceFor = (api: ApiClient) => ContentSource;

export function createContentSource({ siteOrigin }: { siteOrigin: string }): ContentSourceFor {
  const cache = new LRUCache<string, { source: string; html: string }>({ max: 200 });

  function clean(key: string, html: string): string {
    const hit = cache.get(key);
    if (hit && hit.source === html) return hit.html;
    const out = sanitizeContentHtml(html, { siteOrigin });
    cache.set(key, { source: html, html: out });
    return out;
  }

  function outcomeOf<T, U>(result: ApiResult<T>, shape: (value: T) => U): ContentOutcome<U> {
    return result.ok
      ? { ok: true, page: shape(result.data) }
      : { ok: false, status: pageStatusOfApiError(result.error.code) };
  }

  return (api) => ({
    async page(kind, slug, signal) {
      const result: ApiResult<ContentPage | TildaPage> =
        kind === 'page'
          ? await api.getPageBySlug({ slug }, { signal })
          : await api.getTildaPageBySlug({ slug }, { signal });
      return outcomeOf(result, (page) => ({
        kind,
        slug: page.slug,
        title: page.title,
        description: page.description,
        html: clean(`${kind}:${page.slug}`, page.html),
        updatedAt: page.updatedAt,
      }));
    },
    async tagPage(slug, signal) {
      const result = await api.getTagPageBySlug({ slug }, { signal });
      return outcomeOf(result, (page) => ({ ...page, seoText: clean(`tag:${page.slug}`, page.seoText) }));
    },
  });
}
