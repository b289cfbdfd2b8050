import { describe, expect, it, vi } from 'vitest';
import { loadExtrasWhenIdle, type PageViewTracker } from './site-extras';

const config = { metricaId: '12345678', gtmId: 'GTM-ABC123', chatWidgetId: null };

/** A page that has not finished loading yet, with an idle callback the test runs by hand. */
function fakePage() {
  const scripts: string[] = [];
  const listeners = new Map<string, () => void>();
  const idle: Array<() => void> = [];
  const win = {
    document: {
      readyState: 'interactive',
      createElement: () => ({ id: '', src: '', async: false }),
      head: { appendChild: (node: { src: string }) => scripts.push(node.src) },
      referrer: '',
    },
    location: { href: 'https://site/' },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: () => idle.splice(0),
  } as Record<string, unknown> & { location: { href: string } };
  return {
    win,
    scripts,
    load: () => listeners.get('load')?.(),
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** The extras' code arrives with a dynamic import: wait for it rather than for a fixed time. */
const injected = (scripts: string[]) => vi.waitFor(() => expect(scripts).toHaveLength(2));

describe('loadExtrasWhenIdle', () => {
  it('injects the extras only once the page has loaded and the browser is idle', async () => {
    const page = fakePage();
    let track: PageViewTracker | null = null;
    loadExtrasWhenIdle(config, (tracker) => (track = tracker), page.win as never);
    await settle();
    expect(page.scripts).toEqual([]);
    page.load();
    await settle();
    expect(page.scripts).toEqual([]);
    page.runIdle();
    await injected(page.scripts);
    expect(page.scripts).toEqual([
      'https://mc.yandex.ru/metrika/tag.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    ]);
    expect(track).not.toBeNull();
  });

  it('then reports each new page once, with the previous one as referrer', async () => {
    const page = fakePage();
    let track: PageViewTracker = () => undefined;
    loadExtrasWhenIdle(config, (tracker) => (track = tracker), page.win as never);
    page.load();
    page.runIdle();
    await injected(page.scripts);
    track();
    page.win.location.href = 'https://site/promotions';
    track();
    track();
    const dataLayer = page.win.dataLayer as Array<Record<string, string>>;
    expect(dataLayer.filter((e) => e.event === 'page_view')).toEqual([
      { event: 'page_view', page_location: 'https://site/promotions', page_referrer: 'https://site/' },
    ]);
  });

  it('injects nothing when cancelled first, even with the code already on its way', async () => {
    const early = fakePage();
    loadExtrasWhenIdle(config, () => undefined, early.win as never)();
    early.load();
    early.runIdle();
    const late = fakePage();
    const cancel = loadExtrasWhenIdle(config, () => undefined, late.win as never);
    late.load();
    late.runIdle();
    cancel();
    await settle();
    expect(early.scripts).toEqual([]);
    expect(late.scripts).toEqual([]);
  });
});
