/** Keeping the keyboard's focus where the visitor is: inside an open panel or menu, and off <body>. */
import type { KeyboardEvent } from 'react';

/** The focus fell to <body>: what had it was removed (a cruise taken off a list with its own button). */
export function focusIsLost(): boolean {
  return (document.activeElement ?? document.body) === document.body;
}

/** What Tab stops at: controls, and a region made focusable (the comparison's scrolled table). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab goes round inside what has the handler (`onKeyDown={keepFocusInside}`): from the last control to
 * the first, Shift+Tab from the first to the last. The one focus trap of the site: the visitor's panels
 * (client/app/visitor-tools/panels.tsx) and the header's open menu (client/app/header.tsx) use it. Focus on something Tab does not stop at (a title or a note given
 * the focus, tabIndex -1) counts by its place: before the first control as the first, after the last as
 * the last.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const container = event.currentTarget;
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const at = document.activeElement;
  const before = (el: Element, than: Element) =>
    (than.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  const onFirst = at === first || at === container || (at !== null && before(at, first));
  const onLast = at === last || (at !== null && at !== container && before(last, at));
  if (event.shiftKey && onFirst) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && onLast) {
    event.preventDefault();
    first.focus();
  }
}
