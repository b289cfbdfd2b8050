/**
 * Who travels, and what the party pays. Steppers for adults, pensioners (only where the sailing has a
 * pensioner fare: no sea line has one, nor every river line) and children, an age for each child, and the total for the chosen category in the
 * page's currency with the fares applied (shared/pricing/party-total.ts). The steppers are submit buttons,
 * so without JavaScript each press asks the server for the form again with the total recomputed; with
 * JavaScript they change the party in place and the total follows.
 */
import type { MouseEvent } from 'react';
import type { CabinPrice } from '../../../shared/api/schemas';
import { quoteParty, type PartyQuote } from '../../../shared/pricing/party-total';
import { formatCount, lowerFirst } from '../../../shared/format';
import { cabinsCount, childAge, forGrownUps } from '../../../shared/russian/party';
import {
  PARTY_LIMITS,
  PARTY_MESSAGES,
  partyOf,
  type LeadErrors,
  type LeadFormValues,
} from '../../../shared/validation';
import { controlProps, ErrorText, fieldId } from './lead-field';
import { stepParty } from './loader';
import { cabinsLeftText, fareShown, type ShownFare } from './fare-shown';
import { partySummary, type RoomierCategory } from './party-summary';

/** The party's fieldset: a stepper or «Рассчитать» sent without JavaScript comes back to it. */
export const PARTY_ID = 'party';

/** The party's steppers in the form's order; pensioners only where the sailing has a pensioner fare. */
const STEPPERS = [
  { field: 'adults', label: 'Взрослые', max: PARTY_LIMITS.adultsMax },
  { field: 'pensioners', label: 'Пенсионеры', max: PARTY_LIMITS.pensionersMax },
  { field: 'children', label: 'Дети до 18 лет', max: PARTY_LIMITS.childrenMax },
] as const;

const AGES = Array.from({ length: PARTY_LIMITS.childAgeMax + 1 }, (_, age) => age);

function Stepper({
  field,
  label,
  value,
  max,
  errors,
  onStep,
  onType,
  stepAction,
}: {
  field: 'adults' | 'pensioners' | 'children';
  label: string;
  value: string;
  max: number;
  errors: LeadErrors;
  onStep: (intent: string) => (event: MouseEvent<HTMLButtonElement>) => void;
  onType: (value: string) => void;
  /** Where a press without JavaScript reloads the page: at the party, not the top of the form. */
  stepAction: string;
}) {
  const n = Number.parseInt(value, 10) || 0;
  return (
    <div className="party__stepper">
      <label htmlFor={fieldId(field)} className="lead__label">
        {label}
      </label>
      <div className="stepper">
        <button
          type="submit"
          name="intent"
          value={`${field}:-1`}
          formAction={stepAction}
          className="stepper__btn"
          disabled={n <= 0}
          onClick={onStep(`${field}:-1`)}
        >
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">Меньше: {label.toLowerCase()}</span>
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          className="field__input stepper__input"
          value={value}
          onChange={(e) => onType(e.target.value)}
          {...controlProps(field, errors)}
        />
        <button
          type="submit"
          name="intent"
          value={`${field}:+1`}
          formAction={stepAction}
          className="stepper__btn"
          disabled={n >= max}
          onClick={onStep(`${field}:+1`)}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">Больше: {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}

export function PartyFields({
  values,
  errors,
  pensionerFare,
  onChange,
  stepAction,
}: {
  values: LeadFormValues;
  errors: LeadErrors;
  /** A category of the sailing has a pensioner fare: otherwise a pensioner is a grown-up at the full price
   * (a Lena cruise had listed «Пенсионер 29 500 ₽», the adult's fare, as if it were one). */
  pensionerFare: boolean;
  onChange: (next: LeadFormValues) => void;
  stepAction: string;
}) {
  const onStep = (intent: string) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onChange(stepParty(values, intent));
  };
  const setChildren = (text: string) => {
    const n = Math.min(PARTY_LIMITS.childrenMax, Math.max(0, Number.parseInt(text, 10) || 0));
    onChange({ ...values, children: Array.from({ length: n }, (_, i) => values.children[i] ?? '') });
  };
  return (
    <fieldset className="party lead__field lead__field--wide" id={PARTY_ID}>
      <legend className="lead__label">Кто едет</legend>
      <div className="party__steppers">
        {STEPPERS.filter((stepper) => pensionerFare || stepper.field !== 'pensioners').map((stepper) => (
          // The stepper's own fields spread last (they name none of these): props after a spread cost a
          // hidden class each on Node 20 (docs/decisions/041-spreads-last.md).
          <Stepper
            key={stepper.field}
            value={stepper.field === 'children' ? String(values.children.length) : values[stepper.field]}
            errors={errors}
            onStep={onStep}
            stepAction={stepAction}
            onType={
              stepper.field === 'children'
                ? setChildren
                : (count) => onChange({ ...values, [stepper.field]: count })
            }
            {...stepper}
          />
        ))}
      </div>
      <ErrorText field="adults" errors={errors} />
      <ErrorText field="pensioners" errors={errors} />
      {values.children.length > 0 ? (
        <div className="party__ages">
          {values.children.map((age, i) => (
            <div key={i} className="party__age">
              <label htmlFor={`lead-child-${i}`} className="lead__label">
                Ребёнок {i + 1}: возраст
              </label>
              <select
                id={`lead-child-${i}`}
                name="childAge"
                className="select"
                value={age}
                aria-invalid={errors.children && age === '' ? true : undefined}
                onChange={(e) =>
                  onChange({
                    ...values,
                    children: values.children.map((a, k) => (k === i ? e.target.value : a)),
                  })
                }
              >
                <option value="">Выберите</option>
                {AGES.map((a) => (
                  <option key={a} value={a}>
                    {childAge(a)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      ) : null}
      <ErrorText field="children" errors={errors} />
    </fieldset>
  );
}

/**
 * The party's quote for the chosen category, or the reason it cannot be computed yet. `others`, the sailing's
 * categories: when the party takes more than one cabin of the chosen one, those where it fits in one are
 * priced for it too (a family of three in a cabin for two pays for two cabins and a single supplement; one
 * cabin with a third berth is often cheaper, and the visitor is told by how much).
 */
export function quoteFor(
  values: LeadFormValues,
  cabin: CabinPrice | undefined,
  currency: string,
  currencies: Parameters<typeof quoteParty>[3],
  today: string,
  others: readonly CabinPrice[] = [],
): { quote: PartyQuote; fare: ShownFare; roomier: RoomierCategory[] } | { reason: string } {
  if (!cabin) return { reason: 'Выберите категорию каюты, и мы рассчитаем стоимость для всей компании.' };
  const party = partyOf(values);
  if (!party || party.children.some((a) => a > PARTY_LIMITS.childAgeMax))
    return { reason: 'Укажите возраст каждого ребёнка, и мы рассчитаем стоимость для всей компании.' };
  if (party.adults + party.pensioners < 1) return { reason: 'Добавьте хотя бы одного взрослого.' };
  // Said as soon as the party grows past it, not only when the request is sent.
  if (party.adults + party.pensioners + party.children.length > PARTY_LIMITS.totalMax)
    return { reason: `${PARTY_MESSAGES.totalMax}.` };
  const quote = quoteParty(party, cabin, currency, currencies, today);
  // A child never lives in a cabin without a grown-up: a party that needs more cabins than it has grown-ups
  // cannot be placed in the category (one grown-up, two children, cabins for two).
  if (quote.cabins > quote.grownUps)
    return {
      reason: `Дети не могут жить в каюте без взрослых, а в этой категории вам нужно ${cabinsCount(quote.cabins)} на ${forGrownUps(quote.grownUps)}. Выберите категорию, где всем хватит места в одной каюте, или добавьте взрослого.`,
    };
  // An infant without a berth of its own sleeps in a cot beside a grown-up: one each.
  const infants = quote.people - quote.berths;
  if (infants > quote.grownUps)
    return {
      reason: `Малышей без отдельного места может быть не больше, чем взрослых: у вас ${formatCount(infants, ['малыш', 'малыша', 'малышей'])} на ${forGrownUps(quote.grownUps)}. Добавьте взрослого или позвоните нам — менеджер подберёт размещение.`,
    };
  // A party that needs more cabins of the category than are free cannot be placed in it.
  if (cabin.cabinsLeft !== null && quote.cabins > cabin.cabinsLeft)
    return {
      reason: `В этой категории ${lowerFirst(cabinsLeftText(cabin.cabinsLeft))}, а вам нужно ${cabinsCount(quote.cabins)}. Выберите другую категорию или уменьшите число гостей.`,
    };
  const roomier =
    quote.cabins > 1
      ? others
          .filter((p) => p.available && p.category.code !== cabin.category.code)
          .map((p) => ({ price: p, quote: quoteParty(party, p, currency, currencies, today) }))
          .filter(({ quote: q }) => q.cabins === 1)
          .map(({ price: p, quote: q }) => ({ name: p.category.name, total: q.total }))
      : [];
  return {
    quote,
    // The per-person price of the day, for the words under the total.
    fare: fareShown(cabin, today, currency, currencies),
    roomier,
  };
}

export function PartyPrice({
  result,
  included,
}: {
  result: ReturnType<typeof quoteFor>;
  included: string[];
}) {
  const summary = 'quote' in result ? partySummary(result.quote, result.fare.early, result.roomier) : null;
  return (
    <div className="party-price lead__field lead__field--wide" aria-live="polite" id="lead-total">
      {summary && 'quote' in result ? (
        <>
          <p className="party-price__total">{summary.total}</p>
          {summary.cabins ? <p className="party-price__note">{summary.cabins}</p> : null}
          <ul className="party-price__lines">
            {summary.lines.map((line, i) => (
              <li key={i}>
                <span>{line.label}</span>
                <span className="party-price__amount">{line.amount}</span>
              </li>
            ))}
          </ul>
          {summary.early ? <p className="party-price__early">{summary.early}</p> : null}
          <input type="hidden" name="quoteAmount" value={result.quote.total.amount} />
          <input type="hidden" name="quoteCurrency" value={result.quote.total.currency} />
        </>
      ) : (
        <p className="party-price__note">{'reason' in result ? result.reason : null}</p>
      )}
      {included.length > 0 ? (
        <p className="party-price__included">
          В стоимость входит: {included.slice(0, 4).map(lowerFirst).join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
