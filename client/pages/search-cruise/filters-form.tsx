/**
 * The filters: a plain GET form (works before hydration and without JS: the 'Показать' button submits it),
 * which with JS applies itself on every change: the form is read, parsed and written back as the canonical
 * query, and the router navigates there without a reload or a scroll jump. Fields are controlled by a draft
 * that follows the URL, so back/forward show the right values and focus stays where it was.
 */
import { useCallback, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../ui/link';
import type { FilterOption } from '../../../shared/api/schemas';
import { formatMoney, formatMonth, formatNumber, pluralize } from '../../../shared/format';
import { NIGHTS_RANGES, type SearchSortValue } from '../../../shared/validation';
import { useApplySearch } from './apply-search';
import { CheckField, FORM_ID, InputField, SelectField } from './filter-fields';
import { ANY_LABEL, KIND_VALUE_LABEL, NIGHTS_LABEL } from './labels';
import type { OptionsView } from './loader';
import { listValue } from './options-in-html';
import { searchHref, type FilterKey, type SearchFiltersState, type SearchView } from './search-query';

/** «1 активный», «2 активных»: said by a screen reader after the count on the toggle. */
const ACTIVE_FORMS = ['активный', 'активных', 'активных'] as const;

/** Typing a price or a date waits this long before the search runs. */
const TYPING_DELAY_MS = 700;
/** Where the filters become an always-open column (search-cruise.css). */
const WIDE_QUERY = '(min-width: 1024px)';

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
  /** The calendar view stays the calendar view when a filter changes. */
  view?: SearchView;
}

export function FiltersForm({ path, filters, fixed, options, activeCount, sort, view }: FiltersFormProps) {
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

  const select = (name: FilterKey, list: FilterOption[] | undefined, chosenLabel?: string) =>
    fixed.has(name) ? null : (
      <SelectField
        name={name}
        value={listValue(filters, name)}
        options={list ?? []}
        anyLabel={ANY_LABEL[name] ?? 'Любой'}
        chosenLabel={chosenLabel}
        onApply={applyNow}
      />
    );

  /** A from–to pair of typed fields (dates, prices) under one legend; a pair fixed by the page is not shown. */
  const range = (
    legend: string,
    type: 'date' | 'number',
    names: readonly [FilterKey, FilterKey],
    placeholders?: readonly [string, string],
    hint?: ReactNode,
  ) =>
    names.every((name) => fixed.has(name)) ? null : (
      <fieldset className="sc-fieldset">
        <legend className="sc-field__label">{legend}</legend>
        <div className="sc-fieldset__row">
          {names.map((name, i) =>
            fixed.has(name) ? null : (
              <InputField
                key={name}
                name={name}
                type={type}
                value={listValue(filters, name)}
                placeholder={placeholders?.[i]}
                onTyped={applyLater}
              />
            ),
          )}
        </div>
        {hint}
      </fieldset>
    );

  // One price when every cruise found costs the same (one cruise): «26 800 ₽», not «26 800 ₽ – 26 800 ₽».
  const rub = (amount: number) => formatMoney({ amount, currency: 'RUB' });
  const priceHint =
    options && options.price.max > 0
      ? options.price.min === options.price.max
        ? rub(options.price.min)
        : `${rub(options.price.min)} – ${rub(options.price.max)}`
      : null;

  return (
    <details ref={detailsRef} className="sc-filters">
      <summary className="btn btn--default btn--secondary sc-filters__toggle">
        Фильтры
        {activeCount > 0 ? (
          <span className="sc-filters__count">
            {activeCount}
            <span className="visually-hidden"> {pluralize(activeCount, ACTIVE_FORMS)}</span>
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
        {select('month', options?.month, filters.month ? formatMonth(filters.month) : undefined)}
        {range('Даты отправления', 'date', ['dateFrom', 'dateTo'])}
        {select('nights', options?.nights ?? staticOptions(NIGHTS_RANGES, NIGHTS_LABEL))}
        {range(
          'Цена за человека, ₽',
          'number',
          ['priceMin', 'priceMax'],
          [
            options ? formatNumber(options.price.min) : 'от',
            options ? formatNumber(options.price.max) : 'до',
          ],
          priceHint ? (
            <p className="sc-fieldset__hint">
              {/* The range is the API's without the price filter itself (as every facet's count is): with a
                  price chosen, «в подборке» would claim prices the list no longer holds. */}
              {filters.priceMin || filters.priceMax ? 'Без фильтра по цене' : 'Сейчас в подборке'}:{' '}
              {priceHint}
            </p>
          ) : null,
        )}
        {fixed.has('onOffer') || filters.promotion ? null : (
          <CheckField
            name="onOffer"
            checked={filters.onOffer === '1'}
            label="Только по акции"
            count={options ? options.onOffer : null}
            onApply={applyNow}
          />
        )}
        {fixed.has('weekend') ? null : (
          <CheckField
            name="weekend"
            checked={filters.weekend === '1'}
            label="Круизы выходного дня"
            count={options ? options.weekend : null}
            onApply={applyNow}
          />
        )}
        {view === 'calendar' ? <input type="hidden" name="view" value="calendar" /> : null}
        {filters.promotion && !fixed.has('promotion') ? (
          <input type="hidden" name="promotion" value={filters.promotion} />
        ) : null}
        <div className="sc-filters__actions">
          <button type="submit" className="btn btn--default btn--primary sc-filters__submit">
            Показать
          </button>
          {activeCount > 0 ? (
            <Link
              to={searchHref(path, { filters: {}, sort: sort as SearchSortValue, view })}
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
