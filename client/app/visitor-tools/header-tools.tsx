/**
 * The header's way into the visitor's lists: «Избранное» with its count, and «Сравнение» once something is
 * compared. Each is a link to the same page with `?favourites=1` or `?compare=1`, which the server renders
 * with the panel open (no JavaScript needed); with JavaScript the click opens the panel in place
 * (./panels.tsx, outside the header).
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { cruisesText } from './favourites-panel';
import { CompareIcon, HeartIcon } from '../../ui/icons';
import { panelHref } from './panel-href';
import { useVisitorTools, type ToolPanelName } from './state';

export function HeaderTools() {
  const state = useVisitorTools();
  const location = useLocation();
  if (!state) return null;
  const { tools } = state;

  function open(event: MouseEvent<HTMLAnchorElement>, panel: ToolPanelName) {
    event.preventDefault();
    state?.openPanel(panel);
  }

  return (
    <>
      <a
        href={panelHref(location.pathname, location.search, 'favourites')}
        className="btn btn--auto btn--ghost vt-count"
        aria-label={`Избранное: ${cruisesText(tools.favourites.length)}`}
        onClick={(event) => open(event, 'favourites')}
      >
        <HeartIcon size={20} />
        {/* No badge for an empty list: a red «0» reads as a notice. */}
        {tools.favourites.length > 0 ? (
          <span className="vt-count__badge" aria-hidden="true">
            {tools.favourites.length}
          </span>
        ) : null}
      </a>
      {tools.compare.length > 0 ? (
        <a
          href={panelHref(location.pathname, location.search, 'compare')}
          className="btn btn--auto btn--ghost vt-count vt-count--compare"
          aria-label={`Сравнение: ${cruisesText(tools.compare.length)}`}
          onClick={(event) => open(event, 'compare')}
        >
          <CompareIcon size={20} />
          <span className="vt-count__badge" aria-hidden="true">
            {tools.compare.length}
          </span>
        </a>
      ) : null}
    </>
  );
}
