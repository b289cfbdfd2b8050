import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import {
  FORM_ANSWER_CACHE_CONTROL,
  htmlCacheControl,
  htmlVariant,
  PRIVATE_HTML_CACHE_CONTROL,
  PUBLIC_HTML_CACHE_CONTROL,
} from './html-policy';

const req = (cookies: Record<string, string> = {}, method = 'GET') =>
  ({ cookies, query: {}, path: '/', method }) as unknown as Request;
const res = { getHeader: () => undefined } as unknown as Response;

describe('htmlVariant', () => {
  it('is the banner variant alone for a visitor with no lists', () => {
    expect(htmlVariant(req())).toBe('banner');
    expect(htmlVariant(req({ cookie_consent: '1', favourites: 'UPPER,<x>' }))).toBe('consent');
  });

  it("differs by the visitor's lists, so one visitor's hearts never reach another", () => {
    const a = htmlVariant(req({ favourites: 'a-1' }));
    const b = htmlVariant(req({ favourites: 'b-1' }));
    const compared = htmlVariant(req({ compare: 'a-1' }));
    const viewed = htmlVariant(req({ recently_viewed: 'a-1' }));
    expect(new Set([a, b, compared, viewed, htmlVariant(req())]).size).toBe(5);
    expect(htmlVariant(req({ favourites: 'a-1' }))).toBe(a);
  });
});

describe('htmlCacheControl', () => {
  it('keeps pages drawn for a visitor out of shared caches', () => {
    expect(htmlCacheControl(req(), res, 200)).toBe(PUBLIC_HTML_CACHE_CONTROL);
    expect(htmlCacheControl(req({ favourites: 'a-1' }), res, 200)).toBe(PRIVATE_HTML_CACHE_CONTROL);
    expect(htmlCacheControl(req({ recently_viewed: 'a-1' }), res, 404)).toBe(PRIVATE_HTML_CACHE_CONTROL);
  });

  it('keeps a form’s answer in no cache: it shows what the visitor sent', () => {
    expect(htmlCacheControl(req({}, 'POST'), res, 200)).toBe(FORM_ANSWER_CACHE_CONTROL);
    expect(htmlCacheControl(req({}, 'HEAD'), res, 200)).toBe(PUBLIC_HTML_CACHE_CONTROL);
  });
});
