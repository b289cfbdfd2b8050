/**
 * A way into the comparison: the header's count (768–1199 px), the dock at the bottom of the screen where
 * the header has no room, the favourites drawer's button. A link to the same page with `?compare=1`, which
 * the server renders with the panel open (no JavaScript needed); with JavaScript the click opens it in place.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { panelHref } from './panel-href';
import { useVisitorTools } from './state';

export function CompareLink({
  className,
  label,
  children,
}: {
  className: string;
  /** The name when the link shows an icon and a count only. */
  label?: string;
  children: ReactNode;
}) {
  const state = useVisitorTools();
  const location = useLocation();
  return (
    <a
      href={panelHref(location.pathname, location.search, 'compare')}
      className={className}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        state?.openPanel('compare');
      }}
    >
      {children}
    </a>
  );
}
