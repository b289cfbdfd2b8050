import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, Escape anywhere on the page calls `onEscape` (the latest one passed, so callers need not
 * keep it stable): the one keyboard binding behind every popover, panel and menu that Escape puts away.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}

/**
 * While `open`, Escape closes what is open (the header's menu, its search) and gives the focus back to the
 * control that opened it, so a keyboard visitor is not left on a hidden element.
 */
export function useCloseOnEscape(
  open: boolean,
  setOpen: (open: boolean) => void,
  opener: RefObject<HTMLElement | null>,
): void {
  useEscapeKey(open, () => {
    setOpen(false);
    opener.current?.focus();
  });
}
