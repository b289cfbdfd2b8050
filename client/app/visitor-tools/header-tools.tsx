/**
 * The header's way into the visitor's lists: «Избранное» with its count, and «Сравнение» once something is
 * compared. Each is a link to the same page with `?favourites=1` or `?compare=1`, which the server renders
 * with the panel open (no JavaScript needed); with JavaScript the click opens the panel in place
 * (./panels.tsx, outside the header).
 */
import { useLocation } from 'react-router';
import { CompareLink } from './compare-link';
import { cruisesText } from './favourites-panel';
import { CompareIcon, HeartIcon } from '../../ui/icons';
import { panelHref } from './panel-href';
import { useVisitorTools } from './state';

export function HeaderTools() {
  const state = useVisitorTools();
  const location = useLocation();
  if (!state) return null;
  const { tools } = state;

  return (
    <>
      <a
        href={panelHref(location.pathname, location.search, 'favourites')}
        className="btn btn--auto btn--ghost vt-count"
        aria-label={`Избранное: ${cruisesText(tools.favourites.length)}`}
        onClick={(event) => {
          event.preventDefault();
          state.openPanel('favourites');
        }}
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
        <CompareLink
          className="btn btn--auto btn--ghost vt-count vt-count--compare"
          label={`Сравнение: ${cruisesText(tools.compare.length)}`}
        >
          <CompareIcon size={20} />
          <span className="vt-count__badge" aria-hidden="true">
            {tools.compare.length}
          </span>
        </CompareLink>
      ) : null}
    </>
  );
}
