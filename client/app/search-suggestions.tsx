/**
 * Suggestions under the header's search field while the visitor types: a debounced call of
 * `searchByTerm` (a newer term aborts the older call; a term that finds nothing is retried in its corrected
 * spelling, and the list says which), shown as an ARIA 1.2 combobox listbox: arrows
 * move the active option (aria-activedescendant, focus stays in the field), Enter opens it, Escape
 * closes the list. Options hold no links (an option's content is presentational): a click navigates.
 *
 * Its own chunk: header-search.tsx loads it when the visitor reaches for the search and then renders
 * `SuggestingField` in place of its plain field.
 *
 * Usage in a search field:
 *   const suggestions = useSearchSuggestions(term, { onNavigate: close });
 *   <input {...suggestions.inputProps} … />
 *   <SearchSuggestions controller={suggestions} />
 */
import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../shared/routes';
import { TERM_MIN_LENGTH } from '../../shared/validation';
import { searchWithCorrection } from '../../shared/search/corrections';
import { optional, useBrowserApi } from '../api';
import { flattenHits, type FlatHit } from '../pages/search/groups';
import { normalizeTerm } from '../pages/search/term';
import type { SearchFieldProps } from './header-search';

const SUGGEST_DELAY_MS = 250;
const SUGGEST_LIMIT = 5;
/** At most this many options in the list (plus 'all results'). */
const SHOWN_MAX = 8;

interface Loaded {
  term: string;
  hits: FlatHit[];
  /** The corrected spelling that found the hits, as they spell it ('djkuf' → «Волга»), or null. */
  correctedTo: string | null;
}

export interface SuggestionsController {
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onInput: () => void;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  };
  listId: string;
  open: boolean;
  term: string;
  options: FlatHit[];
  activeIndex: number;
  loading: boolean;
  correctedTo: string | null;
  choose: (option: FlatHit) => void;
  setActive: (index: number) => void;
}

function useSearchSuggestions(
  rawTerm: string,
  { onNavigate }: { onNavigate?: () => void } = {},
): SuggestionsController {
  const navigate = useNavigate();
  const browserApi = useBrowserApi();
  const listId = useId();
  const term = normalizeTerm(rawTerm);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [focused, setFocused] = useState(false);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [active, setActiveState] = useState<{ for: Loaded | null; index: number }>({ for: null, index: -1 });

  useEffect(() => {
    if (term.length < TERM_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const api = browserApi();
      const found = await searchWithCorrection(
        term,
        async (t) =>
          optional(await api.searchByTerm({ term: t, limit: SUGGEST_LIMIT }, { signal: controller.signal })),
        (r) => r.best.length > 0,
      );
      if (controller.signal.aborted || !found) return;
      setLoaded({
        term,
        hits: flattenHits(found.result, SUGGEST_LIMIT).slice(0, SHOWN_MAX),
        correctedTo: found.correctedTo,
      });
    }, SUGGEST_DELAY_MS);
    // A newer term (or closing the field) cancels both the wait and the call in flight.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, browserApi]);

  const long = term.length >= TERM_MIN_LENGTH;
  const options: FlatHit[] =
    long && loaded
      ? [
          ...loaded.hits,
          {
            id: 'all',
            group: '',
            name: `Все результаты по запросу «${loaded.correctedTo ?? term}»`,
            subtitle: '',
            href: href.search(loaded.correctedTo ?? term),
          },
        ]
      : [];
  const open = focused && long && loaded !== null && dismissedFor !== term;
  const activeIndex = active.for === loaded && active.index < options.length ? active.index : -1;
  const loading = long && loaded?.term !== term;

  function setActive(index: number) {
    setActiveState({ for: loaded, index });
  }

  function choose(option: FlatHit) {
    setDismissedFor(term);
    onNavigate?.();
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (open) {
        // Only the list closes; the field (and whatever holds it) stays, and so does the text (a search
        // field would clear itself on Escape).
        event.preventDefault();
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        setDismissedFor(term);
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      if (!open) setDismissedFor(null);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        activeIndex < 0
          ? step > 0
            ? 0
            : options.length - 1
          : (activeIndex + step + options.length) % options.length;
      setActive(next);
      return;
    }
    if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault();
      choose(options[activeIndex]);
    }
  }

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': open && activeIndex >= 0 ? `${listId}-${options[activeIndex].id}` : undefined,
      onKeyDown,
      onFocus: () => {
        setFocused(true);
        setDismissedFor(null);
      },
      // Typing again brings a dismissed list back.
      onInput: () => setDismissedFor(null),
      onBlur: () => setFocused(false),
    },
    listId,
    open,
    term,
    options,
    activeIndex,
    loading,
    correctedTo: open ? (loaded?.correctedTo ?? null) : null,
    choose,
    setActive,
  };
}

/** The listbox of a `useSearchSuggestions` controller; render it right after the field. */
function SearchSuggestions({
  controller,
  label = 'Подсказки поиска',
}: {
  controller: SuggestionsController;
  label?: string;
}) {
  const { listId, open, options, activeIndex, choose, setActive, correctedTo } = controller;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={correctedTo ? `${label}: показаны результаты по запросу «${correctedTo}»` : label}
      className="suggest"
      hidden={!open}
      // Shown above the options by CSS: a listbox holds only options.
      data-corrected={correctedTo ? `Показаны результаты по запросу «${correctedTo}»` : undefined}
    >
      {open
        ? options.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={index === activeIndex}
              className={`suggest__option${index === activeIndex ? ' suggest__option--active' : ''}${option.id === 'all' ? ' suggest__option--all' : ''}`}
              // Keep the focus in the field: the option is chosen on click.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => {
                if (index !== activeIndex) setActive(index);
              }}
              onClick={() => choose(option)}
            >
              <span className="suggest__name">{option.name}</span>
              {option.group ? (
                <span className="suggest__meta">
                  {option.group}
                  {option.subtitle ? ` · ${option.subtitle}` : ''}
                </span>
              ) : null}
            </li>
          ))
        : null}
    </ul>
  );
}

/** The header's search field with its suggestions. */
export function SuggestingField({ input, listLabel, onNavigate }: SearchFieldProps) {
  const suggestions = useSearchSuggestions(input.value, { onNavigate });
  return (
    <>
      {/* In the order of the server's plain field (header-search.tsx), so both render the same input. */}
      <input {...suggestions.inputProps} {...input} />
      <SearchSuggestions controller={suggestions} label={listLabel} />
    </>
  );
}
