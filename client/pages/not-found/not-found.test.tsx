import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../ui/test-render';
import { loader } from './index';
import { NotFound } from './not-found';

describe('NotFound', () => {
  const html = renderHtml(<NotFound />, '/no-such-page');

  it('says the page was not found and is not indexed', () => {
    expect(html).toContain('<title>Страница не найдена — Круизный клуб</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/);
  });

  it('says a cruise may be off sale only on a cruise’s address', () => {
    expect(html).toContain('Возможно, адрес набран с ошибкой или страница удалена.');
    const cruise = renderHtml(<NotFound />, '/cruise/no-such-cruise');
    expect(cruise).toContain('Возможно, адрес набран с ошибкой или круиз уже снят с продажи.');
  });

  it('offers home, search and regions', () => {
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/search-cruise"');
    expect(html).toContain('href="/all-regions"');
    expect(html).toContain('action="/search"');
  });

  it('has a loader that answers 404', async () => {
    const args = { request: new Request('http://localhost/no-such-page'), params: {}, context: {} };
    const thrown = await loader(args as Parameters<typeof loader>[0]).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
