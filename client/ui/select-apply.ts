/**
 * When a select that applies itself (the search filters, the sort) is moved by the keyboard, it applies on
 * Enter or on leaving it, not on every step: in Chromium and Firefox outside macOS each arrow or letter on a
 * closed select fires `change`, and applying each would load a new list per step through 128 ports and
 * announce every one (WCAG 3.2.2, On Input). A choice by pointer or from the opened list applies at once.
 * A value is applied once: stepping back to where it was and leaving applies nothing.
 */
import { useRef, type KeyboardEvent } from 'react';

/** Keys that step a closed select's value (a printable letter jumps to an option, too). */
const STEP_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

function stepsValue(event: KeyboardEvent<HTMLSelectElement>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false; // Alt+↓ opens the list
  return STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ');
}

export interface SelectApply {
  onFocus: (event: { currentTarget: HTMLSelectElement }) => void;
  onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
  onKeyUp: () => void;
  onPointerDown: () => void;
  onBlur: (event: { currentTarget: HTMLSelectElement }) => void;
  /** Call from `onChange` after keeping the new value: applies now, or after Enter or leaving the field. */
  changed: (select: HTMLSelectElement) => void;
}

export function useSelectApply(apply: (select: HTMLSelectElement) => void): SelectApply {
  // A step's `change` comes within its keydown; cleared on keyup, so a choice from a list the key opened
  // (macOS: the arrows open it) applies at once.
  const stepping = useRef(false);
  const waiting = useRef(false);
  /** The value last applied (or found on arriving): the same one is not applied again. */
  const applied = useRef<string | null>(null);
  const applyNow = (select: HTMLSelectElement) => {
    waiting.current = false;
    if (select.value === applied.current) return;
    applied.current = select.value;
    apply(select);
  };
  const applyWaiting = (select: HTMLSelectElement) => {
    if (waiting.current) applyNow(select);
  };
  return {
    onFocus(event) {
      if (!waiting.current) applied.current = event.currentTarget.value;
    },
    onKeyDown(event) {
      stepping.current = stepsValue(event);
      if (event.key === 'Enter') applyWaiting(event.currentTarget);
    },
    onKeyUp() {
      stepping.current = false;
    },
    onPointerDown() {
      stepping.current = false;
    },
    onBlur(event) {
      applyWaiting(event.currentTarget);
    },
    changed(select) {
      if (stepping.current) waiting.current = true;
      else applyNow(select);
    },
  };
}
