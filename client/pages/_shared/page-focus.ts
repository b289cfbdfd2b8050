/**
 * After a client-side navigation to a new page, focus moves to the page's h1 (tabIndex -1), so keyboard
 * and screen-reader users start at the new content instead of the link they left behind. The page the
 * server rendered (location key `default`) is left alone, and so are query-only changes (filters,
 * currency): the visitor is still working on the same page.
 */
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

export function usePageFocus(target: RefObject<HTMLElement | null>): void {
  const { pathname, key } = useLocation();
  const initial = key === 'default';
  useEffect(() => {
    if (initial) return;
    target.current?.focus({ preventScroll: true });
    // Only a new path moves focus; `initial` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, target]);
}
