/**
 * The heart (favourites) and the compare button of a cruise, on its card and on its page. Each is a submit
 * button of the page's one visitor-tools form (`form="vt"`, rendered once by the provider, state.tsx), which
 * posts to the page it is on (no `action`: the document's own address, query included), so it works without
 * JavaScript (server/middleware/visitor-tools-post.ts); with JavaScript the click changes the list in place
 * and nothing is sent. The button carries the change, so a card repeats no form and no hidden inputs, and
 * its icon is a CSS mask (`BUTTON_ICONS`, docs/decisions/028-search-page-bytes.md).
 */
import type { MouseEvent } from 'react';
import { toolChangeValue, VISITOR_TOOL_FIELD } from '../../../shared/visitor-tools';
import { useVisitorTools, VISITOR_TOOL_FORM } from './state';

/** One class says both "a visitor-tools button" and which one (the stylesheet groups them). */
const TOOL_CLASS = { favourites: 'vt-heart', compare: 'vt-compare' } as const;

interface ToggleProps {
  slug: string;
  className?: string;
}

/**
 * The heart and the compare button: the form they post, the change a click (or the post without
 * JavaScript) makes, and whether the cruise is in the list (`aria-pressed`). `label`: the name of a button
 * that shows only its icon, the same pressed or not: `aria-pressed` says the state, and a toggle whose name
 * changed with it would be announced as a different button (WAI-ARIA APG, "Button"). `text`: the visible
 * words of one that has them, which are then its name too (a spoken name that differs from the words on
 * screen fails voice control, WCAG 2.5.3 "Label in Name").
 * Attributes are spelled out, not spread: a spread props object made React's server renderer take 2–3 µs
 * more per button, and a page of cards has 48 of them (docs/decisions/036-card-text-as-one-string.md).
 */
function ToolButton({
  tool,
  slug,
  className,
  label,
  text,
  removeOnly = false,
}: ToggleProps & {
  tool: 'favourites' | 'compare';
  label?: string;
  text?: readonly [add: string, remove: string];
  /** A plain «remove» button, where every cruise is in the list already: no pressed state to announce. */
  removeOnly?: boolean;
}) {
  const state = useVisitorTools();
  if (!state) return null;
  const pressed = state.tools[tool].includes(slug);

  function click(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    state?.set(tool, slug, !pressed);
  }

  return (
    <button
      form={VISITOR_TOOL_FORM}
      name={VISITOR_TOOL_FIELD}
      value={toolChangeValue({ tool, slug, on: !pressed })}
      className={className ? `${TOOL_CLASS[tool]} ${className}` : TOOL_CLASS[tool]}
      aria-pressed={removeOnly ? undefined : pressed}
      aria-label={label}
      onClick={click}
    >
      {text ? <span>{text[pressed ? 1 : 0]}</span> : null}
    </button>
  );
}

// What the toggle does, as Russian sites name it; its pressed state says whether the cruise is kept («В избранном» read
// «not pressed» for one that is not).
const FAVOURITE_LABEL = 'В избранное';
const COMPARE_TEXT = ['Сравнить', 'В сравнении'] as const;

/** The heart, «В избранное»: pressed while the cruise is kept. */
export function FavouriteToggle({ slug, className }: ToggleProps) {
  return <ToolButton tool="favourites" slug={slug} className={className} label={FAVOURITE_LABEL} />;
}

/** «Сравнить», and «В сравнении» pressed while the cruise is in the comparison. */
export function CompareToggle({ slug, className }: ToggleProps) {
  return <ToolButton tool="compare" slug={slug} className={className} text={COMPARE_TEXT} />;
}

const COMPARE_REMOVE_TEXT = ['Убрать из сравнения', 'Убрать из сравнения'] as const;

/** «Убрать из сравнения» in the comparison itself, where a toggle would always read «В сравнении». */
export function CompareRemove({ slug, className }: ToggleProps) {
  return (
    <ToolButton tool="compare" slug={slug} className={className} text={COMPARE_REMOVE_TEXT} removeOnly />
  );
}
