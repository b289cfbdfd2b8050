/**
 * Small app-wide UI state (requirements §4): the app-initialised flag, the header's menu-open and search-open
 * flags, and the subscription modal. Kept in one context because all of it is tiny and changes rarely.
 */
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

export interface AppState {
  /** False on the server and during hydration, true once the app has mounted in the browser. */
  initialised: boolean;
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  searchOpen: boolean;
  setSearchOpen: (open: boolean) => void;
  subscriptionOpen: boolean;
  openSubscription: () => void;
  closeSubscription: () => void;
  toggleSubscription: () => void;
}

const AppStateContext = createContext<AppState | null>(null);

const noSubscribe = () => () => {};
/** False for the server render and the hydration pass, true after: no effect and no extra render needed. */
function useInitialised(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export function AppStateProvider({ children }: { children?: ReactNode }) {
  const initialised = useInitialised();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const value = useMemo<AppState>(
    () => ({
      initialised,
      menuOpen,
      setMenuOpen,
      searchOpen,
      setSearchOpen,
      subscriptionOpen,
      openSubscription: () => setSubscriptionOpen(true),
      closeSubscription: () => setSubscriptionOpen(false),
      toggleSubscription: () => setSubscriptionOpen((open) => !open),
    }),
    [initialised, menuOpen, searchOpen, subscriptionOpen],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState must be used inside <AppStateProvider>');
  return state;
}
