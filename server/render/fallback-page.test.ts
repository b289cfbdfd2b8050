import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BAD_REQUEST_HTML,
  FALLBACK_ERROR_HTML,
  STATIC_PAGE_STYLE_SOURCE,
  TOO_LONG_REQUEST_HTML,
  TOO_MANY_POSTS_HTML,
} from './fallback-page';

describe('static pages', () => {
  it('carry the one inline style the CSP allows by its hash, so they are not shown unstyled', () => {
    for (const html of [FALLBACK_ERROR_HTML, TOO_MANY_POSTS_HTML, BAD_REQUEST_HTML, TOO_LONG_REQUEST_HTML]) {
      const style = /<style>([^<]*)<\/style>/.exec(html)![1];
      expect(`'sha256-${createHash('sha256').update(style).digest('base64')}'`).toBe(
        STATIC_PAGE_STYLE_SOURCE,
      );
    }
  });
});
