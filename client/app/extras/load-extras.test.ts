import { describe, expect, it, vi } from 'vitest';
import { cleanExtrasConfig } from './config';
import { loadExtras, trackPageView } from './load-extras';

function fakeEnv() {
  const scripts: Array<{ id: string; src: string; async: boolean }> = [];
  const document = {
    createElement: () => ({ id: '', src: '', async: false }),
    head: { appendChild: (node: { id: string; src: string; async: boolean }) => scripts.push(node) },
  };
  const window: Record<string, unknown> = {};
  return { scripts, env: { document: document as never, window: window as never, now: () => 1 }, window };
}

describe('cleanExtrasConfig', () => {
  it('is null when nothing is configured', () => {
    expect(cleanExtrasConfig(null)).toBeNull();
    expect(cleanExtrasConfig({ metricaId: '', gtmId: undefined, chatWidgetId: null })).toBeNull();
  });
  it('drops malformed ids, which would otherwise end up in script URLs', () => {
    expect(
      cleanExtrasConfig({ metricaId: '12345678', gtmId: 'GTM-"><script>', chatWidgetId: 'a b' }),
    ).toEqual({
      metricaId: '12345678',
      gtmId: null,
      chatWidgetId: null,
    });
  });
});

describe('loadExtras', () => {
  it('injects the three vendors’ async scripts when configured', () => {
    const { scripts, env, window } = fakeEnv();
    const added = loadExtras({ metricaId: '12345678', gtmId: 'GTM-ABC123', chatWidgetId: 'Jv7Widget' }, env);
    expect(added).toEqual([
      'https://mc.yandex.ru/metrika/tag.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      'https://code.jivosite.com/widget/Jv7Widget',
    ]);
    expect(scripts.map((s) => s.src)).toEqual(added);
    expect(scripts.every((s) => s.async)).toBe(true);
    // Metrica's queue got init and the first hit; GTM's dataLayer its start event.
    const ym = window.ym as { a: unknown[][] };
    expect(ym.a.map((call) => call[1])).toEqual(['init', 'hit']);
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1, event: 'gtm.js' }]);
  });

  it('loads only what is configured', () => {
    const { scripts, env } = fakeEnv();
    loadExtras({ metricaId: null, gtmId: 'GTM-ABC123', chatWidgetId: null }, env);
    expect(scripts.map((s) => s.id)).toEqual(['extras-gtm']);
  });

  it('colours the chat buttons dark blue once the widget is up', () => {
    const { env, window } = fakeEnv();
    loadExtras({ metricaId: null, gtmId: null, chatWidgetId: 'Jv7Widget' }, env);
    const setWidgetColor = vi.fn();
    window.jivo_api = { setWidgetColor };
    (window.jivo_onLoadCallback as () => void)();
    expect(setWidgetColor).toHaveBeenCalledWith('#0b2a4a', '#0b2a4a');
  });

  it('reports client-side navigations as hits', () => {
    const { env, window } = fakeEnv();
    const config = { metricaId: '12345678', gtmId: 'GTM-ABC123', chatWidgetId: null };
    loadExtras(config, env);
    trackPageView(config, env, 'https://site/promotions', 'https://site/');
    const ym = window.ym as { a: unknown[][] };
    expect(ym.a.at(-1)).toEqual([12345678, 'hit', 'https://site/promotions', { referer: 'https://site/' }]);
    expect((window.dataLayer as unknown[]).at(-1)).toEqual({
      event: 'page_view',
      page_location: 'https://site/promotions',
      page_referrer: 'https://site/',
    });
  });
});

describe('server config', () => {
  it('passes the ids to the browser only in production', async () => {
    const { loadConfig } = await import('../../../server/config');
    const ids = { METRICA_ID: '12345678', GTM_ID: 'GTM-ABC123', CHAT_WIDGET_ID: 'Jv7Widget' };
    expect(loadConfig({ NODE_ENV: 'development', ...ids }).extras).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', ...ids }).extras).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).extras).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', ...ids }).extras).toEqual({
      metricaId: '12345678',
      gtmId: 'GTM-ABC123',
      chatWidgetId: 'Jv7Widget',
    });
    expect(() => loadConfig({ NODE_ENV: 'production', GTM_ID: 'nope' })).toThrow(/GTM_ID/);
  });
});
