/**
 * The favourites drawer and the comparison over the page, and the polite word after a refused addition.
 * Rendered by the layout beside the header (a header with a backdrop filter would trap fixed children).
 * Opened by the server for `?favourites=1` / `?compare=…` with the cruises it loaded, or by the header's
 * links, which load the cruises from the API here: the prices are today's.
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { COMPARE_FULL, COMPARE_PARAM } from '../../../shared/visitor-tools';
import { useBrowserApi } from '../../api';
import { useAppState } from '../app-state';
import { useEscapeKey } from '../close-on-escape';
import { CloseIcon, CompareIcon } from '../../ui/icons';
import { Loader } from '../../ui/loader';
import { focusIsLost, keepFocusInside } from '../../ui/focus-trap';
import { ComparePanel } from './compare-panel';
import { cruisesText, FavouritesPanel } from './favourites-panel';
import { loadComparison, loadFavourites, type ComparedCruise, type FavouriteItem } from './load';
import { panelHref } from './panel-href';
import { PanelLink } from './panel-link';
import { COMPARE_FULL_NOTICE, useVisitorTools } from './state';

/** Cruises loaded for one opening of a panel (0: the server's, for the page it rendered open). */
interface Loaded<T> {
  opening: number;
  items: T[] | null;
}

export function VisitorToolPanels() {
  const state = useVisitorTools();
  const location = useLocation();
  const api = useBrowserApi();
  const [favourites, setFavourites] = useState<Loaded<FavouriteItem>>({
    opening: 0,
    items: state?.loaded.favourites ?? null,
  });
  const [comparison, setComparison] = useState<Loaded<ComparedCruise>>({
    opening: 0,
    items: state?.loaded.comparison ?? null,
  });
  const panel = state?.panel ?? null;
  const openings = state?.openings ?? 0;

  // Each opening by the visitor asks the API: the prices are today's and the list may have grown.
  useEffect(() => {
    if (!panel || !state || openings === 0) return;
    const controller = new AbortController();
    if (panel === 'favourites') {
      void loadFavourites(api(), state.tools.favourites, controller.signal).then((items) =>
        setFavourites({ opening: openings, items }),
      );
    } else {
      void loadComparison(api(), state.tools.compare, controller.signal).then((items) =>
        setComparison({ opening: openings, items }),
      );
    }
    return () => controller.abort();
    // Only an opening loads; hearts clicked inside a panel just hide its rows (the panels follow the lists).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel, openings]);

  if (!state) return null;
  const closeHref = panelHref(location.pathname, location.search, null);

  function close() {
    state?.closePanel();
    // The address loses its parameter without a navigation: there is nothing to load again.
    if (window.location.pathname + window.location.search !== closeHref) {
      window.history.replaceState(window.history.state, '', closeHref + window.location.hash);
    }
  }

  const refused = new URLSearchParams(location.search).get(COMPARE_PARAM) === COMPARE_FULL || state.notice;
  return (
    <>
      {/* Over an open panel a notice is said inside it: a screen reader keeps to the panel. */}
      <p className="vt-notice" role="status">
        {state.notice && panel === null ? state.notice : null}
      </p>
      {state.tools.compare.length > 0 ? (
        // Where the header has no room for the comparison (a phone, beside the full desktop menu), it waits
        // at the bottom of the screen while anything is compared (visitor-tools.css); under an open panel's
        // shade it stays, so the focus comes back to it when the panel it opened closes.
        <PanelLink panel="compare" className="btn btn--medium btn--primary vt-dock">
          <CompareIcon size={20} />
          {`Сравнение: ${cruisesText(state.tools.compare.length)}`}
        </PanelLink>
      ) : null}
      {panel === 'favourites' ? (
        <ToolPanel title="Избранное" closeHref={closeHref} onClose={close}>
          <p className="vt-panel__refused" role="status">
            {state.notice}
          </p>
          {state.tools.compare.length > 0 ? (
            <PanelLink panel="compare" className="btn btn--medium btn--secondary vt-panel__compare">
              {`Открыть сравнение: ${cruisesText(state.tools.compare.length)}`}
            </PanelLink>
          ) : null}
          {favourites.opening === openings && favourites.items ? (
            <FavouritesPanel items={favourites.items} slugs={state.tools.favourites} />
          ) : (
            <Loader label="Загружаем избранное" />
          )}
        </ToolPanel>
      ) : null}
      {panel === 'compare' ? (
        <ToolPanel title="Сравнение круизов" wide closeHref={closeHref} onClose={close}>
          {comparison.opening === openings && comparison.items ? (
            <ComparePanel
              cruises={comparison.items}
              slugs={state.tools.compare}
              refused={refused ? <p className="vt-panel__refused">{COMPARE_FULL_NOTICE}</p> : null}
            />
          ) : (
            <Loader label="Загружаем сравнение" />
          )}
        </ToolPanel>
      ) : null}
    </>
  );
}

/**
 * A panel over the page: a drawer from the right, or the whole width for the comparison. A non-modal
 * `<dialog open>`, so the server renders it open without any script; Escape, the close button and a
 * click beside it close it. Once scripts run it acts as a modal one: Tab goes round inside it (past its
 * last control the focus went on behind the shade, where nothing shows it), and it says so (`aria-modal`).
 */
function ToolPanel({
  title,
  wide = false,
  closeHref,
  onClose,
  children,
}: {
  title: string;
  wide?: boolean;
  closeHref: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDialogElement>(null);
  const focusedInside = useRef<Element | null>(null);
  const { initialised } = useAppState();
  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  // While the panel is open: the focus is on its title, Escape closes it; then the focus goes back.
  useEscapeKey(true, onClose);
  useEffect(() => {
    const opener = document.activeElement;
    headingRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  // A control taken out with what it removed (a cruise's heart, its «Убрать из сравнения») left the focus on
  // <body>, behind the shade: it comes to the words the content marks as saying what is left
  // (`data-focus-after-removal`: the favourites' count, or that the list is empty now), else to the title.
  useEffect(() => {
    const lost = focusedInside.current;
    if (!lost || lost.isConnected || !focusIsLost()) return;
    const said = panelRef.current?.querySelector<HTMLElement>('[data-focus-after-removal]');
    (said ?? headingRef.current)?.focus();
  });
  return (
    <div className="vt-layer">
      <a href={closeHref} className="vt-layer__shade" aria-hidden="true" tabIndex={-1} onClick={close} />
      <dialog
        ref={panelRef}
        open
        className={wide ? 'vt-panel vt-panel--wide' : 'vt-panel'}
        aria-labelledby={titleId}
        aria-modal={initialised ? 'true' : undefined}
        onKeyDown={keepFocusInside}
        onFocus={(event) => {
          focusedInside.current = event.target;
        }}
      >
        <div className="vt-panel__head">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="heading heading--l vt-panel__title">
            {title}
          </h2>
          <a href={closeHref} className="btn btn--icon btn--ghost" aria-label="Закрыть" onClick={close}>
            <CloseIcon size={22} />
          </a>
        </div>
        {children}
      </dialog>
    </div>
  );
}
