/**
 * The visitor's reading settings as React state. The document owns it (client/document.tsx), so a change
 * re-renders only the attributes of <html> and the panel that shows the settings, with no reload; the
 * cookie is written at once so the next page comes from the server already in them.
 */
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  A11Y_COOKIE,
  A11Y_COOKIE_DAYS,
  DEFAULT_A11Y,
  isDefaultA11y,
  serializeA11y,
  type A11ySettings,
} from '../../shared/a11y';
import { writeCookie } from '../cookies';

interface A11yState {
  settings: A11ySettings;
  change: (settings: A11ySettings) => void;
}

const A11yContext = createContext<A11yState>({ settings: DEFAULT_A11Y, change: () => undefined });

export function useA11y(): A11yState {
  return use(A11yContext);
}

export function useA11yState(initial: A11ySettings): A11yState {
  const [settings, setSettings] = useState(initial);
  const change = useCallback((next: A11ySettings) => {
    setSettings(next);
    // The default needs no cookie: a visitor who resets carries nothing.
    if (isDefaultA11y(next)) writeCookie(A11Y_COOKIE, '', 0);
    else writeCookie(A11Y_COOKIE, serializeA11y(next), A11Y_COOKIE_DAYS);
  }, []);
  return useMemo(() => ({ settings, change }), [settings, change]);
}

export function A11yProvider({ state, children }: { state: A11yState; children: ReactNode }) {
  return <A11yContext value={state}>{children}</A11yContext>;
}
