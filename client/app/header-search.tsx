/**
 * The header's search: an icon button that opens a small field; submitting goes to `/search?term=…`
 * (a plain GET form, so it works before hydration too). Live suggestions plug in where marked below:
 * `term` is the current text; render a listbox under the field and wire `aria-controls`/`aria-activedescendant`.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { href, PATHS } from '../../shared/routes';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { useAppState } from './app-state';
import { SearchSuggestions, useSearchSuggestions } from '../pages/search/suggestions';

export const HEADER_SEARCH_ID = 'header-search';

export function HeaderSearch() {
  const { searchOpen, setSearchOpen, setMenuOpen } = useAppState();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const suggestions = useSearchSuggestions(term, { onNavigate: () => setSearchOpen(false) });

  useEffect(() => {
    if (!searchOpen) return;
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSearchOpen(false);
      openerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchOpen, setSearchOpen]);

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

  return (
    <div className={`hsearch${searchOpen ? ' hsearch--open' : ''}`}>
      <button
        ref={openerRef}
        type="button"
        className="btn btn--icon btn--ghost hsearch__opener"
        aria-label={searchOpen ? 'Закрыть поиск' : 'Открыть поиск'}
        aria-expanded={searchOpen}
        aria-controls={HEADER_SEARCH_ID}
        onClick={() => {
          setMenuOpen(false);
          setSearchOpen(!searchOpen);
        }}
      >
        {searchOpen ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
      </button>
      <form
        id={HEADER_SEARCH_ID}
        role="search"
        action={PATHS.search}
        method="get"
        className="hsearch__form"
        hidden={!searchOpen}
        onSubmit={onSubmit}
      >
        <label htmlFor={`${HEADER_SEARCH_ID}-term`} className="visually-hidden">
          Поиск по сайту
        </label>
        <input
          ref={inputRef}
          id={`${HEADER_SEARCH_ID}-term`}
          className="hsearch__input"
          // A text input, not type=search: an ARIA combobox is allowed only on text inputs (Nu checker).
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="term"
          autoComplete="off"
          placeholder="Круиз, лайнер, порт или страна"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          {...suggestions.inputProps}
        />
        <button type="submit" className="btn btn--small btn--primary hsearch__submit">
          Найти
        </button>
        <SearchSuggestions controller={suggestions} />
      </form>
    </div>
  );
}
