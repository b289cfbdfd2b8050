/**
 * The header's way into the visitor's lists: «Избранное» with its count, and «Сравнение» once something is
 * compared. Each is a link to the same page with `?favourites=1` or `?compare=1`, which the server renders
 * with the panel open (no JavaScript needed); with JavaScript the click opens the panel in place
 * (./panels.tsx, outside the header).
 */
import { cruisesText } from './favourites-panel';
import { CompareIcon, HeartIcon } from '../../ui/icons';
import { PanelLink } from './panel-link';
import { useVisitorTools } from './state';

export function HeaderTools() {
  const state = useVisitorTools();
  if (!state) return null;
  const { tools } = state;

  return (
    <>
      <PanelLink
        panel="favourites"
        className="btn btn--auto btn--ghost vt-count"
        label={`Избранное: ${cruisesText(tools.favourites.length)}`}
      >
        <HeartIcon size={20} />
        {/* No badge for an empty list: a red «0» reads as a notice. */}
        {tools.favourites.length > 0 ? (
          <span className="vt-count__badge" aria-hidden="true">
            {tools.favourites.length}
          </span>
        ) : null}
      </PanelLink>
      {tools.compare.length > 0 ? (
        <PanelLink
          panel="compare"
          className="btn btn--auto btn--ghost vt-count vt-count--compare"
          label={`Сравнение: ${cruisesText(tools.compare.length)}`}
        >
          <CompareIcon size={20} />
          <span className="vt-count__badge" aria-hidden="true">
            {tools.compare.length}
          </span>
        </PanelLink>
      ) : null}
    </>
  );
}
