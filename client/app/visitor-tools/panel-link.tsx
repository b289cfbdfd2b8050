/**
 * A way into a visitor's panel: the header's counts, the comparison's dock at the bottom of the screen where
 * the header has no room for it, the favourites drawer's button to the comparison. A link to the same page
 * with `?favourites=1` or `?compare=1`, which the server renders with the panel open (no JavaScript needed);
 * with JavaScript the click opens it in place.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { panelHref } from './panel-href';
import { useVisitorTools, type ToolPanelName } from './state';

export function PanelLink({
  panel,
  className,
  label,
  children,
}: {
  panel: ToolPanelName;
  className: string;
  /** The name when the link shows an icon and a count only. */
  label?: string;
  children: ReactNode;
}) {
  const state = useVisitorTools();
  const location = useLocation();
  return (
    <a
      href={panelHref(location.pathname, location.search, panel)}
      className={className}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        state?.openPanel(panel);
      }}
    >
      {children}
    </a>
  );
}
