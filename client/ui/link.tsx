/**
 * Links to pages of the site are plain `<a href>`; one click listener on the document (installed by the
 * layout with `useRouterLinks`) turns a click on any of them into a router navigation. react-router's
 * `Link` resolves its path and sets up its own click handler in every render, which on a page of 100+ card
 * links was a visible share of the server's rendering time and of hydration. `reloadDocument` and
 * `preventScrollReset` travel as data attributes; react-router's `Link` is not used.
 */
import { useEffect, type AriaAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * What the site's links set, spelled out: a rest-and-spread of props cost React's server renderer about a
 * microsecond a link, and a page has dozens (docs/decisions/036-card-text-as-one-string.md).
 */
export interface LinkProps {
  /** A path of the site: `/cruise/x`, `?page=2`. */
  to: string;
  /** Leave the page with a full load instead of a router navigation. */
  reloadDocument?: boolean;
  /** Keep the scroll position (a filter chip on a results page), as react-router's option does. */
  preventScrollReset?: boolean;
  className?: string;
  rel?: string;
  target?: string;
  'aria-label'?: string;
  'aria-current'?: AriaAttributes['aria-current'];
  /** -1 for a link on a slide not shown (the home page's banners). */
  tabIndex?: number;
  children?: ReactNode;
}

export function Link(props: LinkProps) {
  return (
    <a
      href={props.to}
      className={props.className}
      rel={props.rel}
      target={props.target}
      aria-label={props['aria-label']}
      aria-current={props['aria-current']}
      tabIndex={props.tabIndex}
      data-reload={props.reloadDocument ? '' : undefined}
      data-keep-scroll={props.preventScrollReset ? '' : undefined}
    >
      {props.children}
    </a>
  );
}

/** Paths the server answers itself (files, the API, images): never router pages. */
const NOT_PAGES = /^\/(?:api|assets|storage|_img|_data)\/|\.[a-z0-9]+$/i;

/**
 * The path + query + hash an anchor leads to when the router should handle it, or null when the browser
 * should (another site, a new tab, a download, a file, an anchor on this page).
 */
export function routerPathOf(anchor: HTMLAnchorElement | SVGAElement, location: Location): string | null {
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.dataset.reload !== undefined) return null;
  const raw = anchor.getAttribute('href');
  if (!raw || raw.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(raw, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || NOT_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A click that means «go here»: not a new tab or window, a download, or one a handler took already. */
export function isPlainLeftClick(
  event: Pick<MouseEvent, 'button' | 'defaultPrevented' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** Installs the document's click listener that sends clicks on site links through the router. */
export function useRouterLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      // Links in drawings (the regions map) are SVG `<a>` elements.
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement || anchor instanceof SVGAElement)) return;
      const path = routerPathOf(anchor, window.location);
      if (path === null) return;
      event.preventDefault();
      // Like react-router's Link: a link to the page being shown replaces the history entry.
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(path, {
        replace: path === current,
        preventScrollReset: anchor.dataset.keepScroll !== undefined,
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
