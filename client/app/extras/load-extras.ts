/**
 * Injects the extras' scripts. Nothing here blocks the first render: site-extras.tsx loads this module (its
 * own chunk) and runs it after the window's `load` event, in an idle period. Every script is async, from
 * its vendor's host (the CSP lists those hosts only when the ids are configured —
 * docs/decisions/007-content-payment-seo.md).
 */
import { CHAT_BUTTON_COLOR, EXTRAS_SCRIPT_URL, type SiteExtrasConfig } from './config';

type Queue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

interface ExtrasWindow {
  ym?: Queue;
  dataLayer?: unknown[];
  jivo_onLoadCallback?: () => void;
  jivo_api?: { setWidgetColor?: (color: string, color2?: string) => void };
}

export interface ExtrasEnv {
  document: Pick<Document, 'createElement' | 'head'>;
  window: ExtrasWindow;
  now?: () => number;
}

function addScript(env: ExtrasEnv, id: string, src: string): void {
  const script = env.document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  env.document.head.appendChild(script);
}

/** Loads each configured extra once; returns the script URLs it added (for tests and logs). */
export function loadExtras(config: SiteExtrasConfig, env: ExtrasEnv): string[] {
  const added: string[] = [];
  const now = env.now ?? Date.now;
  const w = env.window;

  if (config.metricaId) {
    // The official snippet's queue: calls made before tag.js arrives are replayed by it.
    let ym = w.ym;
    if (!ym) {
      const queue: Queue = (...args: unknown[]) => {
        (queue.a = queue.a ?? []).push(args);
      };
      queue.l = now();
      ym = queue;
    }
    w.ym = ym;
    ym(Number(config.metricaId), 'init', {
      defer: true,
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
    });
    addScript(env, 'extras-metrica', EXTRAS_SCRIPT_URL.metrica);
    added.push(EXTRAS_SCRIPT_URL.metrica);
    // `defer: true` means no automatic first hit: send it now, later ones on navigation.
    ym(Number(config.metricaId), 'hit', typeof location === 'undefined' ? '/' : location.href);
  }

  if (config.gtmId) {
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
    addScript(env, 'extras-gtm', EXTRAS_SCRIPT_URL.gtm(config.gtmId));
    added.push(EXTRAS_SCRIPT_URL.gtm(config.gtmId));
  }

  if (config.chatWidgetId) {
    const previous = w.jivo_onLoadCallback;
    w.jivo_onLoadCallback = () => {
      previous?.();
      w.jivo_api?.setWidgetColor?.(CHAT_BUTTON_COLOR, CHAT_BUTTON_COLOR);
    };
    addScript(env, 'extras-chat', EXTRAS_SCRIPT_URL.chat(config.chatWidgetId));
    added.push(EXTRAS_SCRIPT_URL.chat(config.chatWidgetId));
  }
  return added;
}

/** A page view after a client-side navigation. */
export function trackPageView(
  config: SiteExtrasConfig,
  env: Pick<ExtrasEnv, 'window'>,
  url: string,
  referer: string,
): void {
  if (config.metricaId) env.window.ym?.(Number(config.metricaId), 'hit', url, { referer });
  if (config.gtmId)
    env.window.dataLayer?.push({ event: 'page_view', page_location: url, page_referrer: referer });
}
