import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/client';
import type { TagPage } from '../../shared/api/schemas';
import { createContentSource } from './content-source';
import { createContentRouter } from './router';

const EDITORIAL =
  '<h2>Круизы по Волге</h2><p>Лучшее время — <strong>лето</strong>, см. <a href="/region/volga">регион</a>.</p><ul><li>Москва</li><li>Углич</li></ul>';

const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<p onclick="alert(1)" style="color:red">t</p>',
  '<svg><script>alert(1)</script></svg>',
  '<style>body{display:none}</style>',
  '<iframe src="https://evil.test"></iframe>',
  '<<script>script>alert(1)<</script>/script>',
  '<p title="x"onmouseover=alert(1)>t</p>',
  '<scr<script>ipt>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
];

const dangerous = (html: string) =>
  /<script|<img src=x|<iframe|<svg|<style|\son\w+=|javascript:|data:text/i.test(html);

function tagPage(seoText: string): TagPage {
  return {
    slug: 'volga-letom',
    title: 'Волга летом',
    h1: 'Круизы по Волге летом',
    description: 'Подборка',
    seoText,
    filters: {},
    image: { url: '/storage/gallery/x.jpg', width: 800, height: 600, alt: '' },
  } as TagPage;
}

/** Only the call the source makes; the rest of the client is never touched. */
function apiAnswering(seoText: string): ApiClient {
  return { getTagPageBySlug: async () => ({ ok: true, data: tagPage(seoText) }) } as unknown as ApiClient;
}

const sourceFor = createContentSource({ siteOrigin: 'https://kruizy.test' });

describe('tag landing pages: text sanitised on the server', () => {
  it('keeps editorial HTML as it is', async () => {
    const outcome = await sourceFor(apiAnswering(EDITORIAL)).tagPage(
      'volga-letom',
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ ok: true, page: { seoText: EDITORIAL, h1: 'Круизы по Волге летом' } });
  });

  it.each(HOSTILE)('removes what could run: %s', async (hostile) => {
    const outcome = await sourceFor(apiAnswering(`<p>До</p>${hostile}<p>После</p>`)).tagPage(
      'volga-letom',
      new AbortController().signal,
    );
    if (!outcome.ok) throw new Error('expected a page');
    expect(dangerous(outcome.page.seoText)).toBe(false);
    expect(outcome.page.seoText).toContain('<p>После</p>');
  });

  it('serves the same sanitised text to browser loaders at /_data/content/tag/:slug', async () => {
    const app = express().use(
      createContentRouter({
        source: sourceFor,
        apiFor: () => apiAnswering(`${EDITORIAL}${HOSTILE.join('')}`),
      }),
    );
    const res = await request(app).get('/_data/content/tag/volga-letom');
    expect(res.status).toBe(200);
    expect(res.body.seoText.startsWith(EDITORIAL)).toBe(true);
    expect(dangerous(res.body.seoText)).toBe(false);
    expect((await request(app).get('/_data/content/tag/Bad_Slug')).status).toBe(404);
  });
});
