/**
 * A short fact with its icon (dates, nights, ship, passengers): the lines of a card. The icon is drawn by
 * CSS (`.fact::before`, a mask from the stylesheet), not by markup, because cards repeat these lines dozens
 * of times per page: an inline `<svg><use/></svg>` per line was 150 bytes and two elements each, about a
 * tenth of a search page's HTML and of its server render time. One-off icons stay `<svg>` (./icons.tsx).
 */
import type { ReactNode } from 'react';

/** The icons facts can carry; build/icon-masks.ts turns each into a `.fact--<name>` rule. */
export const FACT_ICONS = ['calendar', 'moon', 'ship', 'users', 'layers'] as const;
export type FactIcon = (typeof FACT_ICONS)[number];
/**
 * Icons of buttons every card repeats (the heart, «Сравнить»): build/icon-masks.ts makes each a custom
 * property `--icon-<name>` that their `::before` masks with (client/styles/app/visitor-tools.css).
 */
export const BUTTON_ICONS = ['heart', 'heart-filled', 'columns'] as const;

/** The class of an element showing `icon` before its text (an `<li>`, a `<span>`). */
export function factClass(icon: FactIcon, className?: string): string {
  return className ? `fact fact--${icon} ${className}` : `fact fact--${icon}`;
}

export interface FactProps {
  icon: FactIcon;
  children: ReactNode;
}

/** One line of a card's facts list (`<ul className="card__facts">`). */
export function Fact({ icon, children }: FactProps) {
  return <li className={factClass(icon)}>{children}</li>;
}
