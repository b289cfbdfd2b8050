/**
 * `<SiteExtras config={…} />`, rendered once by the layout: loads the production extras after `load` and
 * idle, and reports every client-side navigation to Metrica and the tag manager. Renders nothing, so
 * server and browser markup are the same whatever the config.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { SiteExtrasConfig } from './config';
import { afterLoadAndIdle, loadExtras, trackPageView } from './load-extras';

export function SiteExtras({ config }: { config: SiteExtrasConfig | null | undefined }) {
  const location = useLocation();
  const loaded = useRef(false);
  const lastUrl = useRef<string | null>(null);

  useEffect(() => {
    if (!config) return;
    return afterLoadAndIdle(() => {
      if (loaded.current) return;
      loaded.current = true;
      loadExtras(config, { document, window: window as never });
      lastUrl.current = window.location.href;
    });
  }, [config]);

  useEffect(() => {
    if (!config || !loaded.current) return;
    const url = window.location.href;
    if (url === lastUrl.current) return;
    trackPageView(config, { window: window as never }, url, lastUrl.current ?? document.referrer);
    lastUrl.current = url;
  }, [config, location.pathname, location.search]);

  return null;
}
