/**
 * The cabin category of the booking request: a radio group, one row per category with its price of the day
 * in the visitor's currency, so a phone shows the whole price of what was chosen (a closed select cut it off).
 * The field keeps the select's name and values, so the form posts the same thing with or without JavaScript.
 * The first radio carries the field's id: the form moves the focus there when the field has an error.
 */
import type { CabinPrice, Currency } from '../../../shared/api/schemas';
import { formatMoney } from '../../../shared/format';
import type { LeadErrors } from '../../../shared/validation';
import { fieldErrorProps } from '../../ui/field-error';
import { fareShown } from './fare-shown';
import { ErrorText, fieldId } from './lead-field';

const FIELD = 'cabinCategory';

/**
 * Checks a category's radio from elsewhere on the page (the «Выбрать» of the cabin list) and moves the focus
 * there, which brings the form into view at the choice made; the total follows. False when the form has no
 * such radio (a request already sent replaced the form): the link then goes where it points.
 */
export function chooseCabinCategory(code: string): boolean {
  const radios = document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${FIELD}"]`);
  const radio = [...radios].find((r) => r.value === code && !r.disabled);
  if (!radio) return false;
  // A click checks it the way a visitor does, so React's change handler runs.
  if (!radio.checked) radio.click();
  radio.focus();
  return true;
}

export function CabinChoice({
  prices,
  currency,
  currencies,
  today,
  value,
  errors,
  onChange,
}: {
  prices: CabinPrice[];
  currency: string;
  currencies: Currency[];
  /** Moscow's date of the page: each row shows the price of the day (shared/pricing/fare.ts). */
  today: string;
  /** The chosen category's code; '' (or a code not offered) checks «Пока не знаю». */
  value: string;
  errors: LeadErrors;
  onChange: (code: string) => void;
}) {
  const offered = prices.some((p) => p.category.code === value && p.available);
  const checked = offered ? value : '';
  const { id, ...groupAria } = fieldErrorProps(fieldId(FIELD), errors[FIELD]);
  const options = [
    { code: '', name: 'Пока не знаю, подскажите', price: null, available: true },
    ...prices.map((p) => ({
      code: p.category.code,
      name: p.category.name,
      price: formatMoney(fareShown(p, today, currency, currencies).price),
      available: p.available,
    })),
  ];
  return (
    <fieldset role="radiogroup" className="lead__field lead__field--wide cabin-choice" {...groupAria}>
      <legend className="lead__label">Категория каюты</legend>
      <div className="cabin-choice__list">
        {options.map((o, i) => (
          <label
            key={o.code}
            className={o.available ? 'cabin-choice__row' : 'cabin-choice__row cabin-choice__row--sold'}
          >
            <input
              type="radio"
              name={FIELD}
              value={o.code}
              id={i === 0 ? id : undefined}
              className="check__input"
              checked={checked === o.code}
              disabled={!o.available}
              onChange={() => onChange(o.code)}
            />
            <span className="cabin-choice__text">
              <span className="cabin-choice__name">
                {o.name}
                {o.available ? null : <span className="cabin-choice__sold"> (нет мест)</span>}
              </span>
              {/* A space between name and price: the radio's accessible name reads as two words. */}
              {o.price ? (
                <>
                  {' '}
                  <span className="cabin-choice__price">{o.price}</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <ErrorText field={FIELD} errors={errors} />
    </fieldset>
  );
}
