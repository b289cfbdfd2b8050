/**
 * `<SiteExtras config={…} />`, rendered once by the layout: loads the production extras after `load` and
 * idle, and reports every client-side navigation to Metrica and the tag manager. Renders nothing, so
 * server and browser markup are the same whatever the config. The code that injects the vendors' scripts
 * (load-extras.ts) is its own chunk, fetched at that idle moment and only when an extra is configured.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../../idle';
import type { SiteExtrasConfig } from './config';

/** Runs `task` after the page has loaded and the browser is idle, so no extra competes with the page. */
function afterLoadAndIdle(task: () => void, win: Window = window): () => void {
  let cancelIdle: (() => void) | null = null;
  const run = () => {
    cancelIdle = whenIdle(task, 4_000, 1_500, win);
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
  return () => {
    win.removeEventListener('load', run);
    cancelIdle?.();
  };
}

/** Reports the page the visitor is on now, if it is not the one reported last. */
export type PageViewTracker = () => void;

/**
 * After `load` and idle, loads load-extras.ts and injects the configured extras, then hands `onLoaded` the
 * page-view tracker. Returns a cancel function: cancelled before the scripts are in, nothing is injected.
 */
export function loadExtrasWhenIdle(
  config: SiteExtrasConfig,
  onLoaded: (trackPageView: PageViewTracker) => void,
  win: Window = window,
): () => void {
  let cancelled = false;
  const cancelIdle = afterLoadAndIdle(() => {
    import('./load-extras').then(
      ({ loadExtras, trackPageView }) => {
        if (cancelled) return;
        loadExtras(config, { document: win.document, window: win as never });
        let lastUrl = win.location.href;
        onLoaded(() => {
          const url = win.location.href;
          if (url === lastUrl) return;
          trackPageView(config, { window: win as never }, url, lastUrl);
          lastUrl = url;
        });
      },
      // Offline or a new deployment: the page goes on without the extras.
      () => undefined,
    );
  }, win);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

export function SiteExtras({ config }: { config: SiteExtrasConfig | null | undefined }) {
  const location = useLocation();
  const trackPageView = useRef<PageViewTracker | null>(null);

  useEffect(() => {
    // Loaded once per page: a new config object (the root revalidated) changes nothing.
    if (!config || trackPageView.current) return;
    return loadExtrasWhenIdle(config, (tracker) => {
      trackPageView.current = tracker;
    });
  }, [config]);

  useEffect(() => {
    trackPageView.current?.();
  }, [location.pathname, location.search]);

  return null;
}
