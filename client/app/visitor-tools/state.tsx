/**
 * The visitor's lists in the browser: they start from the root data (the cookies the server read, so the
 * hydrated hearts equal the server's HTML), change at once on a click and are written back to the same
 * cookies, which the server reads on the next page (docs/decisions/025-visitor-tools.md).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  readVisitorTools,
  recordViewed,
  serializeSlugList,
  setInList,
  VISITOR_TOOL_COOKIE,
  VISITOR_TOOL_COOKIE_DAYS,
  VISITOR_TOOL_LIMIT,
  type VisitorToolName,
  type VisitorTools,
} from '../../../shared/visitor-tools';
import { readCookie, writeCookie } from '../../cookies';
import type { ComparedCruise, FavouriteItem } from './load';

export const COMPARE_FULL_NOTICE = `Сравнивать можно до ${VISITOR_TOOL_LIMIT.compare} круизов. Уберите один из сравнения, чтобы добавить другой.`;

export type ToolPanelName = 'favourites' | 'compare';

export interface VisitorToolsState {
  tools: VisitorTools;
  /** Adds or removes a cruise; false when the list is full and nothing was added. */
  set: (tool: 'favourites' | 'compare', slug: string, on: boolean) => boolean;
  recordView: (slug: string) => void;
  /** The lists' cruises the server loaded for `?favourites=1` / `?compare=…` (null when not asked). */
  loaded: { favourites: FavouriteItem[] | null; comparison: ComparedCruise[] | null };
  /** The open panel: the server opens one for `?favourites=1` / `?compare=…`, the header's links another. */
  panel: ToolPanelName | null;
  /** How many times the visitor opened a panel on this page: each opening loads its cruises afresh. */
  openings: number;
  openPanel: (panel: ToolPanelName) => void;
  closePanel: () => void;
  /** A polite word after a refused addition; null when there is nothing to say. */
  notice: string | null;
  dismissNotice: () => void;
}

/** The id of the page's one form the hearts and compare buttons submit (toggles.tsx). */
export const VISITOR_TOOL_FORM = 'vt';

const VisitorToolsContext = createContext<VisitorToolsState | null>(null);

function save(tool: VisitorToolName, list: readonly string[]) {
  writeCookie(VISITOR_TOOL_COOKIE[tool], serializeSlugList(list), VISITOR_TOOL_COOKIE_DAYS);
}

export function VisitorToolsProvider({
  initial,
  loaded,
  children,
}: {
  initial: VisitorTools;
  loaded: VisitorToolsState['loaded'];
  children?: ReactNode;
}) {
  const [tools, setTools] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [panel, setPanel] = useState<ToolPanelName | null>(
    loaded.favourites ? 'favourites' : loaded.comparison ? 'compare' : null,
  );
  const [openings, setOpenings] = useState(0);
  const openPanel = useCallback((next: ToolPanelName) => {
    setPanel(next);
    setOpenings((n) => n + 1);
  }, []);
  const closePanel = useCallback(() => {
    setPanel(null);
    setNotice(null);
  }, []);
  // The root data is loaded again after a form post: the cookies may have changed on the server.
  const [initialSeen, setInitialSeen] = useState(initial);
  if (initialSeen !== initial) {
    setInitialSeen(initial);
    setTools(initial);
  }

  const set = useCallback(
    (tool: 'favourites' | 'compare', slug: string, on: boolean) => {
      const result = setInList(tools[tool], slug, on, VISITOR_TOOL_LIMIT[tool]);
      if (result.full) {
        setNotice(COMPARE_FULL_NOTICE);
        return false;
      }
      if (result.changed) {
        save(tool, result.list);
        setTools((current) => ({ ...current, [tool]: result.list }));
      }
      setNotice(null);
      return true;
    },
    [tools],
  );

  // Called from a page's effect, in the browser. The cookie is the list as last saved (by this page, or by
  // the server after a form post), and the view is written to it at once, not in a state updater that runs
  // at the next render: a visitor who leaves the page right away keeps it.
  const recordView = useCallback((slug: string) => {
    const saved = readVisitorTools(document.cookie, readCookie).recent;
    const recent = recordViewed(saved, slug);
    if (recent.join() === saved.join()) return;
    save('recent', recent);
    setTools((current) => ({ ...current, recent }));
  }, []);

  const value = useMemo<VisitorToolsState>(
    () => ({
      tools,
      set,
      recordView,
      loaded,
      panel,
      openings,
      openPanel,
      closePanel,
      notice,
      dismissNotice: () => setNotice(null),
    }),
    [tools, set, recordView, loaded, panel, openings, openPanel, closePanel, notice],
  );
  return (
    <VisitorToolsContext.Provider value={value}>
      {children}
      {/* Posts to the page's own address without JavaScript; empty, so it renders nothing. */}
      <form id={VISITOR_TOOL_FORM} method="post" />
    </VisitorToolsContext.Provider>
  );
}

/** Null outside the site's layout (a component rendered alone in a unit test): no tools there. */
export function useVisitorTools(): VisitorToolsState | null {
  return useContext(VisitorToolsContext);
}
