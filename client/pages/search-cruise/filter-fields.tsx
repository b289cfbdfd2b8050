/**
 * The filter form's fields: a select of options with counts, a typed input (price, date) and the sort
 * select tied to the form. Each keeps a draft that follows the URL, so back/forward show the right values
 * and focus stays where it was.
 */
import { useState, type ChangeEvent } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { useSelectApply } from '../../ui/select-apply';
import { markSelected, optionsHtml, type PlainOption } from '../../ui/select-options';
import type { FilterOption } from '../../../shared/api/schemas';
import { oncePer } from '../../../shared/once-per';
import { SEARCH_SORTS } from '../../../shared/validation';
import { formatCruises } from '../../../shared/format';
import { FILTER_LABEL, SORT_LABEL } from './labels';
import { optionText, selectId } from './options-in-html';
import type { FilterKey } from './search-query';

/** The filter form's id: the sort select, outside the form, is tied to it. */
export const FORM_ID = 'sc-form';

/**
 * Local value of a field until the URL catches up; a new URL value replaces it, and so does Back or Forward:
 * a change whose navigation Back interrupted must not stay on screen (and go out with the next change).
 */
function useDraft(source: string): [string, (value: string) => void] {
  const { key } = useLocation();
  const popped = useNavigationType() === NavigationType.Pop;
  const [draft, setDraft] = useState({ source, key, value: source });
  if (draft.source !== source || (popped && draft.key !== key)) {
    setDraft({ source, key, value: source });
    return [source, (value) => setDraft({ source, key, value })];
  }
  return [draft.value, (value) => setDraft({ source, key, value })];
}

/** A select applies its form (the sort is tied to the filter form by `form=`). */
const applyForm = (onApply: (form: HTMLFormElement) => void) => (select: HTMLSelectElement) => {
  if (select.form) onApply(select.form);
};

export interface SelectFieldProps {
  name: FilterKey;
  value: string;
  options: FilterOption[];
  anyLabel: string;
  /** The chosen value in words when the list does not hold it (a month past): `Январь 2025`. */
  chosenLabel?: string;
  onApply: (form: HTMLFormElement) => void;
}

/**
 * A list's options as HTML, built once per list: the loader hands every visitor of one search the same
 * arrays (`reachable`, over the API cache's answer), so the 128 ports are escaped once, not per page.
 */
const filterOptionsHtml = oncePer((options: readonly FilterOption[]) =>
  optionsHtml(
    options.map((o) => ({ value: o.value, label: optionText(o) })),
    '',
  ),
);

export function SelectField({
  name,
  value: source,
  options,
  anyLabel,
  chosenLabel,
  onApply,
}: SelectFieldProps) {
  const [value, setValue] = useDraft(source);
  const selectApply = useSelectApply(applyForm(onApply));
  const id = selectId(name);
  const known = options.some((o) => o.value === value);
  const several = value.includes(',');
  const choices: PlainOption[] = [{ value: '', label: anyLabel }];
  // A value the list does not hold (several chosen in a link, a month past, a list that did not load): an
  // entry of its own, so it can be undone, in words, never the raw value. The loader drops a slug nothing
  // knows from the URL, so such an entry is not a filter the page ignores.
  if (value && !known)
    choices.push({
      value,
      label: several ? `Выбрано: ${value.split(',').length}` : (chosenLabel ?? 'Выбрано: 1'),
    });

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
        onFocus={selectApply.onFocus}
        onKeyDown={selectApply.onKeyDown}
        onKeyUp={selectApply.onKeyUp}
        onPointerDown={selectApply.onPointerDown}
        onBlur={selectApply.onBlur}
        onChange={(event) => {
          setValue(event.target.value);
          selectApply.changed(event.target);
        }}
        dangerouslySetInnerHTML={{
          __html: optionsHtml(choices, value) + markSelected(filterOptionsHtml(options), value),
        }}
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

export function InputField({ name, type, value: source, placeholder, onTyped }: InputFieldProps) {
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

export function SortSelect({
  value: source,
  onApply,
}: {
  value: string;
  onApply: (form: HTMLFormElement) => void;
}) {
  const [value, setValue] = useDraft(source);
  const selectApply = useSelectApply(applyForm(onApply));
  return (
    <>
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
          onFocus={selectApply.onFocus}
          onKeyDown={selectApply.onKeyDown}
          onKeyUp={selectApply.onKeyUp}
          onPointerDown={selectApply.onPointerDown}
          onBlur={selectApply.onBlur}
          onChange={(event) => {
            setValue(event.target.value);
            selectApply.changed(event.target);
          }}
        >
          {SEARCH_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABEL[s]}
            </option>
          ))}
        </select>
      </div>
      {/* Without scripts a choice is not applied by itself, and the filters' «Показать» may be folded away.
          In <noscript>, not hidden on hydrating: beside the select it would narrow it until then. */}
      <noscript>
        <button type="submit" form={FORM_ID} className="btn btn--small btn--secondary">
          Применить
        </button>
      </noscript>
    </>
  );
}

interface CheckFieldProps {
  name: FilterKey;
  checked: boolean;
  label: string;
  /** What checking it finds, said after the label; 0 disables an unchecked box. */
  count: number | null;
  onApply: (form: HTMLFormElement) => void;
}

/** A yes-or-no filter: checked posts «1», unchecked posts nothing (the filter is off). */
export function CheckField({ name, checked: source, label, count, onApply }: CheckFieldProps) {
  const [value, setValue] = useDraft(source ? '1' : '');
  const id = `sc-${name}`;
  const checked = value === '1';
  return (
    <div className="check sc-check">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="1"
        className="check__input"
        checked={checked}
        disabled={!checked && count === 0}
        onChange={(event) => {
          setValue(event.target.checked ? '1' : '');
          if (event.target.form) onApply(event.target.form);
        }}
      />
      <label htmlFor={id} className="check__label">
        {label}
        {count !== null ? <span className="sc-check__count">{formatCruises(count)}</span> : null}
      </label>
    </div>
  );
}
