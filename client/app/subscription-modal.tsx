/**
 * The subscription modal's place in the layout (requirements §4: closed at start; open, close, toggle). The modal
 * itself (subscription-dialog.tsx and the form) is not needed until it opens, so it is its own chunk:
 * it loads when the visitor points at or focuses a link that opens it, or at the latest when it opens, and
 * stays mounted from then on. Before that nothing is rendered here (a closed dialog shows nothing either).
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { SubscriptionSettings } from '../../shared/api/schemas';
import { href } from '../../shared/routes';
import { loadOnce } from '../load-once';
import { useAppState } from './app-state';

type Dialog = ComponentType<{ settings: SubscriptionSettings }>;

const loadDialog = loadOnce<Dialog>(() =>
  import('./subscription-dialog').then((module) => module.SubscriptionDialog),
);

/** Starts loading the modal ahead of a click (a hover, focus or touch of what opens it). */
export function preloadSubscriptionModal(): void {
  loadDialog().catch(() => undefined);
}

export function SubscriptionModal({ settings }: { settings: SubscriptionSettings }) {
  const { subscriptionOpen } = useAppState();
  const [Loaded, setLoaded] = useState<Dialog | null>(null);

  useEffect(() => {
    if (!subscriptionOpen || Loaded) return;
    let current = true;
    loadDialog().then(
      (component) => {
        if (current) setLoaded(() => component);
      },
      () => {
        // Offline or a new deployment: do what the link does without JavaScript, the block on home.
        if (current) window.location.assign(href.subscribe());
      },
    );
    return () => {
      current = false;
    };
  }, [subscriptionOpen, Loaded]);

  return Loaded ? <Loaded settings={settings} /> : null;
}
