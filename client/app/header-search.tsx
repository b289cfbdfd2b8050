/**
 * The header's search: an icon button that opens a small field; submitting goes to `/search?term=…`
 * (a GET form). Live suggestions (search-suggestions.tsx) are their own chunk, not part of the first load:
 * they load when the visitor reaches for the search (points at, focuses or presses the opener, or focuses
 * the field) and then take over the field, keeping its text, focus and caret. Until then the field is a
 * plain one with the same markup, and Enter searches.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { href, PATHS } from '../../shared/routes';
import { loadOnce } from '../load-once';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { useAppState } from './app-state';
import { useCloseOnEscape } from './close-on-escape';

const HEADER_SEARCH_ID = 'header-search';
export const SUGGESTIONS_LABEL = 'Подсказки поиска';

/** The input's own attributes, the same with and without suggestions. */
export const SEARCH_INPUT_ATTRIBUTES = {
  id: `${HEADER_SEARCH_ID}-term`,
  className: 'hsearch__input',
  // A text input, not type=search: an ARIA combobox is allowed only on text inputs (Nu checker).
  type: 'text',
  inputMode: 'search',
  enterKeyHint: 'search',
  name: 'term',
  autoComplete: 'off',
  // What a term search finds (client/pages/search/groups.ts), short enough for a 390 px field.
  placeholder: 'Регион, порт или лайнер',
} as const;

/** The input's props, the same with and without suggestions: its own attributes, ref, text and change. */
type SearchInputProps = typeof SEARCH_INPUT_ATTRIBUTES & {
  ref: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** What the field gets, with or without suggestions (as props: the suggestions chunk imports no shell code). */
export interface SearchFieldProps {
  input: SearchInputProps;
  /** The accessible name of the suggestions list. */
  listLabel: string;
  /** A suggestion was chosen: the search closes. */
  onNavigate: () => void;
}

type SuggestingField = (props: SearchFieldProps) => ReactNode;

const loadSuggestions = loadOnce<SuggestingField>(() =>
  import('./search-suggestions').then((module) => module.SuggestingField),
);

/** The field before its suggestions have loaded: the combobox markup with its (empty, closed) list. */
function PlainField({ input, listLabel, onFocus }: SearchFieldProps & { onFocus: () => void }) {
  const listId = useId();
  return (
    <>
      {/* The input's own props spread last (they name none of these): see the note in HeaderSearch. */}
      <input
        onFocus={onFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={listId}
        {...input}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="suggest" hidden />
    </>
  );
}

export function HeaderSearch() {
  const { searchOpen, setSearchOpen, setMenuOpen } = useAppState();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [Field, setField] = useState<SuggestingField | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const requested = useRef(false);

  const loadField = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadSuggestions().then(
      (component) => {
        // The new field replaces the plain one in the same task, before the next paint and the next key:
        // if the visitor is in the field, they stay there with the caret where it was.
        const input = inputRef.current;
        const caret =
          input && document.activeElement === input
            ? ([input.selectionStart, input.selectionEnd] as const)
            : null;
        flushSync(() => setField(() => component));
        if (caret && inputRef.current) {
          inputRef.current.focus();
          inputRef.current.setSelectionRange(caret[0], caret[1]);
        }
      },
      // Offline or a new deployment: the plain field still searches, and the next reach tries again.
      () => {
        requested.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (searchOpen) inputRef.current?.focus();
  }, [searchOpen]);
  useCloseOnEscape(searchOpen, setSearchOpen, openerRef);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = term.trim();
    if (!value) {
      inputRef.current?.focus();
      return;
    }
    setSearchOpen(false);
    navigate(href.search(value));
  }

  const fieldProps: SearchFieldProps = {
    // The attributes spread last (they name none of these): on Node 20 properties after a spread give each
    // render's object a hidden class of its own (docs/decisions/041-spreads-last.md).
    input: {
      ref: inputRef,
      value: term,
      onChange: (event) => setTerm(event.target.value),
      ...SEARCH_INPUT_ATTRIBUTES,
    },
    listLabel: SUGGESTIONS_LABEL,
    onNavigate: () => setSearchOpen(false),
  };

  return (
    <div className={`hsearch${searchOpen ? ' hsearch--open' : ''}`}>
      {/* A link to the form until the app runs: without JavaScript it opens the form by :target (header.css). */}
      <a
        ref={openerRef}
        href={`#${HEADER_SEARCH_ID}`}
        role="button"
        className="btn btn--icon btn--ghost hsearch__opener"
        aria-label={searchOpen ? 'Закрыть поиск' : 'Открыть поиск'}
        aria-expanded={searchOpen}
        aria-controls={HEADER_SEARCH_ID}
        onPointerEnter={loadField}
        onFocus={loadField}
        onTouchStart={loadField}
        onKeyDown={(event) => {
          // A button opens on Space too.
          if (event.key === ' ') {
            event.preventDefault();
            event.currentTarget.click();
          }
        }}
        onClick={(event) => {
          event.preventDefault();
          loadField();
          setMenuOpen(false);
          setSearchOpen(!searchOpen);
        }}
      >
        {searchOpen ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
      </a>
      <form
        id={HEADER_SEARCH_ID}
        role="search"
        action={PATHS.search}
        method="get"
        className="hsearch__form"
        hidden={!searchOpen}
        onSubmit={onSubmit}
      >
        <label htmlFor={SEARCH_INPUT_ATTRIBUTES.id} className="visually-hidden">
          Поиск по сайту
        </label>
        {Field ? <Field {...fieldProps} /> : <PlainField onFocus={loadField} {...fieldProps} />}
        <button type="submit" className="btn btn--small btn--primary hsearch__submit">
          Найти
        </button>
      </form>
    </div>
  );
}
