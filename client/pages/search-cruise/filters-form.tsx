/**
 * The filters: a plain GET form (works before hydration and without JS: the 'Показать' button submits it),
 * which with JS applies itself on every change: the form is read, parsed and written back as the canonical
 * query, and the router navigates there without a reload or a scroll jump. Fields are controlled by a draft
 * that follows the URL, so back/forward show the right values and focus stays where it was.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/link';
import { optionsHtml, type PlainOption } from '../../ui/select-options';
import type { FilterOption } from '../../../shared/api/schemas';
import { formatMoney } from '../../../shared/format';
import { NIGHTS_RANGES, SEARCH_SORTS, type SearchSortValue } from '../../../shared/validation';
import { ANY_LABEL, FILTER_LABEL, KIND_VALUE_LABEL, NIGHTS_LABEL, SORT_LABEL } from './labels';
import type { OptionsView } from './loader';
import { listValue, optionText, selectId } from './options-in-html';
import {
  ownFilters,
  parseSearchQuery,
  searchHref,
  type FilterKey,
  type SearchFiltersState,
} from './search-query';

export const FORM_ID = 'sc-form';
/** Typing a price or a date waits this long before the search runs. */
const TYPING_DELAY_MS = 700;
/** Where the filters become an always-open column (search-cruise.css). */
const WIDE_QUERY = '(min-width: 1024px)';

/** Local value of a field until the URL catches up; a new URL value replaces it. */
function useDraft(source: string): [string, (value: string) => void] {
  const [draft, setDraft] = useState({ source, value: source });
  if (draft.source !== source) {
    setDraft({ source, value: source });
    return [source, (value) => setDraft({ source, value })];
  }
  return [draft.value, (value) => setDraft({ source, value })];
}

/** Reads a filter form (and controls tied to it by `form=`) and navigates to its canonical URL. */
export function useApplySearch(path: string, fixed: ReadonlySet<FilterKey>) {
  const navigate = useNavigate();
  return useCallback(
    (form: HTMLFormElement) => {
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
      const next = parseSearchQuery(params);
      navigate(searchHref(path, { filters: ownFilters(next.filters, fixed), sort: next.sort, page: 1 }), {
        preventScrollReset: true,
      });
    },
    [navigate, path, fixed],
  );
}

interface SelectFieldProps {
  name: FilterKey;
  value: string;
  options: FilterOption[];
  anyLabel: string;
  onApply: (form: HTMLFormElement) => void;
}

function SelectField({ name, value: source, options, anyLabel, onApply }: SelectFieldProps) {
  const [value, setValue] = useDraft(source);
  const id = selectId(name);
  const known = options.some((o) => o.value === value);
  const several = value.includes(',');
  const choices: PlainOption[] = [{ value: '', label: anyLabel }];
  // A value the list does not know (an old link, several chosen in a link): shown, so it can be undone.
  if (value && !known)
    choices.push({ value, label: several ? `Выбрано: ${value.split(',').length}` : value });
  for (const o of options) choices.push({ value: o.value, label: optionText(o) });
  return (
    <div className="sc-field">
      <label htmlFor={id} className="sc-field__label">
        {FILTER_LABEL[name]}
      </label>
      <select
        id={id}
        name={name}
        className="select sc-field__control"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.form) onApply(event.target.form);
        }}
        dangerouslySetInnerHTML={{ __html: optionsHtml(choices, value) }}
      />
    </div>
  );
}

interface InputFieldProps {
  name: FilterKey;
  type: 'number' | 'date';
  value: string;
  placeholder?: string;
  onTyped: (form: HTMLFormElement) => void;
}

function InputField({ name, type, value: source, placeholder, onTyped }: InputFieldProps) {
  const [value, setValue] = useDraft(source);
  const id = `sc-${name}`;
  return (
    <div className="sc-field sc-field--half">
      <label htmlFor={id} className="sc-field__label">
        {FILTER_LABEL[name]}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="field__input sc-field__control"
        value={value}
        placeholder={placeholder}
        {...(type === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setValue(event.target.value);
          if (event.target.form) onTyped(event.target.form);
        }}
      />
    </div>
  );
}

function staticOptions<T extends string>(values: readonly T[], labels: Record<T, string>): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value], count: 1 }));
}

export interface FiltersFormProps {
  path: string;
  filters: SearchFiltersState;
  fixed: ReadonlySet<FilterKey>;
  options: OptionsView | null;
  activeCount: number;
  sort: string;
}

export function FiltersForm({ path, filters, fixed, options, activeCount, sort }: FiltersFormProps) {
  const apply = useApplySearch(path, fixed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Wide screens show the filters as a column (CSS); say so in the DOM too, for assistive technology and
  // for browsers that cannot style the disclosure's content.
  useEffect(() => {
    if (detailsRef.current && window.matchMedia(WIDE_QUERY).matches) detailsRef.current.open = true;
  }, []);

  const applyNow = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      apply(form);
    },
    [apply],
  );
  const applyLater = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(form), TYPING_DELAY_MS);
    },
    [apply],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    applyNow(event.currentTarget);
  }

  const select = (name: FilterKey, list: FilterOption[] | undefined) =>
    fixed.has(name) ? null : (
      <SelectField
        name={name}
        value={listValue(filters, name)}
        options={list ?? []}
        anyLabel={ANY_LABEL[name] ?? 'Любой'}
        onApply={applyNow}
      />
    );

  const priceHint =
    options && options.price.max > 0
      ? `${formatMoney({ amount: options.price.min, currency: 'RUB' })} – ${formatMoney({ amount: options.price.max, currency: 'RUB' })}`
      : null;

  return (
    <details ref={detailsRef} className="sc-filters">
      <summary className="btn btn--default btn--secondary sc-filters__toggle">
        Фильтры
        {activeCount > 0 ? (
          <span className="sc-filters__count">
            {activeCount}
            <span className="visually-hidden"> активных</span>
          </span>
        ) : null}
      </summary>
      <form
        id={FORM_ID}
        method="get"
        action={path}
        className="sc-filters__form"
        onSubmit={onSubmit}
        aria-label="Фильтры круизов"
      >
        {select('kind', options?.kind ?? staticOptions(['sea', 'river'] as const, KIND_VALUE_LABEL))}
        {select('region', options?.region)}
        {select('country', options?.country)}
        {select('port', options?.port)}
        {select('callsAt', options?.callsAt)}
        {select('line', options?.line)}
        {select('ship', options?.ship)}
        {select('month', options?.month)}
        {fixed.has('dateFrom') && fixed.has('dateTo') ? null : (
          <fieldset className="sc-fieldset">
            <legend className="sc-field__label">Даты отправления</legend>
            <div className="sc-fieldset__row">
              {fixed.has('dateFrom') ? null : (
                <InputField
                  name="dateFrom"
                  type="date"
                  value={listValue(filters, 'dateFrom')}
                  onTyped={applyLater}
                />
              )}
              {fixed.has('dateTo') ? null : (
                <InputField
                  name="dateTo"
                  type="date"
                  value={listValue(filters, 'dateTo')}
                  onTyped={applyLater}
                />
              )}
            </div>
          </fieldset>
        )}
        {select('nights', options?.nights ?? staticOptions(NIGHTS_RANGES, NIGHTS_LABEL))}
        {fixed.has('priceMin') && fixed.has('priceMax') ? null : (
          <fieldset className="sc-fieldset">
            <legend className="sc-field__label">Цена за человека, ₽</legend>
            <div className="sc-fieldset__row">
              {fixed.has('priceMin') ? null : (
                <InputField
                  name="priceMin"
                  type="number"
                  value={listValue(filters, 'priceMin')}
                  placeholder={options ? String(options.price.min) : 'от'}
                  onTyped={applyLater}
                />
              )}
              {fixed.has('priceMax') ? null : (
                <InputField
                  name="priceMax"
                  type="number"
                  value={listValue(filters, 'priceMax')}
                  placeholder={options ? String(options.price.max) : 'до'}
                  onTyped={applyLater}
                />
              )}
            </div>
            {priceHint ? <p className="sc-fieldset__hint">Сейчас в подборке: {priceHint}</p> : null}
          </fieldset>
        )}
        {filters.promotion && !fixed.has('promotion') ? (
          <input type="hidden" name="promotion" value={filters.promotion} />
        ) : null}
        <div className="sc-filters__actions">
          <button type="submit" className="btn btn--default btn--primary sc-filters__submit">
            Показать
          </button>
          {activeCount > 0 ? (
            <Link
              to={searchHref(path, { filters: {}, sort: sort as SearchSortValue })}
              className="btn btn--default btn--ghost"
              preventScrollReset
            >
              Сбросить
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}

export function SortSelect({
  value: source,
  onApply,
}: {
  value: string;
  onApply: (form: HTMLFormElement) => void;
}) {
  const [value, setValue] = useDraft(source);
  return (
    <div className="sc-sort">
      <label htmlFor="sc-sort" className="sc-sort__label">
        Сортировка
      </label>
      <select
        id="sc-sort"
        name="sort"
        // Tied to the filter form, so a plain GET submit carries the sort too.
        form={FORM_ID}
        className="select sc-sort__control"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.form) onApply(event.target.form);
        }}
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABEL[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
