import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatMonth } from '../../../shared/format';
import { href, PATHS } from '../../../shared/routes';
import { SearchIcon } from '../../ui/icons';

/** Query of the search page from the form's filled fields only: `kind=river&month=2027-06`. */
function quickSearchQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value) query.append(key, value);
  }
  return query;
}

/**
 * The hero's quick search: sea or river and a month, a GET form to /search-cruise (works before
 * hydration); with JavaScript it navigates in the app and leaves empty fields out of the URL.
 */
export function QuickSearch({ months }: { months: string[] }) {
  const id = useId();
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(href.searchCruise(quickSearchQuery(event.currentTarget)));
  }
  return (
    <form
      className="qsearch"
      action={PATHS.searchCruise}
      method="get"
      onSubmit={onSubmit}
      aria-label="Быстрый подбор круиза"
    >
      <div className="qsearch__field">
        <label htmlFor={`${id}-kind`} className="qsearch__label">
          Тип круиза
        </label>
        <select id={`${id}-kind`} name="kind" className="select" defaultValue="">
          <option value="">Морские и речные</option>
          <option value="sea">Морские</option>
          <option value="river">Речные</option>
        </select>
      </div>
      <div className="qsearch__field">
        <label htmlFor={`${id}-month`} className="qsearch__label">
          Месяц отправления
        </label>
        <select id={`${id}-month`} name="month" className="select" defaultValue="">
          <option value="">Любой месяц</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--large btn--primary qsearch__submit">
        <SearchIcon size={20} />
        Найти круиз
      </button>
    </form>
  );
}
