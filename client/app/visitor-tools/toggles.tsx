/**
 * The heart (favourites) and the compare button of a cruise, on its card and on its page. Each is a form
 * that posts to the page it is on (no `action`: the document's own address, query included), so it works
 * without JavaScript (server/middleware/visitor-tools-post.ts); with JavaScript the click changes the list
 * in place and nothing is sent. The button carries the change, so a card repeats no hidden inputs.
 */
import type { FormEvent, ReactNode } from 'react';
import { toolChangeValue, VISITOR_TOOL_FIELD } from '../../../shared/visitor-tools';
import { CompareIcon, HeartFilledIcon, HeartIcon } from '../../ui/icons';
import { useVisitorTools } from './state';

const FAVOURITE_ADD = 'Добавить в избранное';
const FAVOURITE_REMOVE = 'Убрать из избранного';
const COMPARE_ADD = 'Добавить к сравнению';
const COMPARE_REMOVE = 'Убрать из сравнения';

interface ToggleProps {
  slug: string;
  className?: string;
}

function ToolToggle({
  tool,
  slug,
  className,
  labels,
  children,
}: ToggleProps & {
  tool: 'favourites' | 'compare';
  labels: { add: string; remove: string };
  children: (pressed: boolean) => ReactNode;
}) {
  const state = useVisitorTools();
  if (!state) return null;
  const pressed = state.tools[tool].includes(slug);
  const label = pressed ? labels.remove : labels.add;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    state?.set(tool, slug, !pressed);
  }

  return (
    <form className={className} method="post" onSubmit={submit}>
      <button
        type="submit"
        name={VISITOR_TOOL_FIELD}
        value={toolChangeValue({ tool, slug, on: !pressed })}
        className={`vt-toggle vt-toggle--${tool}`}
        aria-pressed={pressed}
        aria-label={label}
      >
        {children(pressed)}
      </button>
    </form>
  );
}

/** The heart: «Добавить в избранное» / «Убрать из избранного», pressed while the cruise is kept. */
export function FavouriteToggle(props: ToggleProps) {
  return (
    <ToolToggle {...props} tool="favourites" labels={{ add: FAVOURITE_ADD, remove: FAVOURITE_REMOVE }}>
      {(pressed) => (pressed ? <HeartFilledIcon size={20} /> : <HeartIcon size={20} />)}
    </ToolToggle>
  );
}

/** «Сравнить»: pressed while the cruise is in the comparison. */
export function CompareToggle(props: ToggleProps) {
  return (
    <ToolToggle {...props} tool="compare" labels={{ add: COMPARE_ADD, remove: COMPARE_REMOVE }}>
      {(pressed) => (
        <>
          <CompareIcon size={16} />
          <span aria-hidden="true">{pressed ? 'В сравнении' : 'Сравнить'}</span>
        </>
      )}
    </ToolToggle>
  );
}
