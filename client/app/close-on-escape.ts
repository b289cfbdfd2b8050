import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape anywhere on the page closes what is open (the header's menu, its search) and gives
 * the focus back to the control that opened it, so a keyboard visitor is not left on a hidden element.
 */
export function useCloseOnEscape(
  open: boolean,
  setOpen: (open: boolean) => void,
  opener: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen, opener]);
}
