/**
 * The booking request. A POST form to the cruise route's action, so it works without JS (the server runs
 * the action and renders the answer); with JS a fetcher sends it in place. Checked in the browser first with
 * the API's own rules (shared/validation.ts); the API's 400 `error.field` lands next to its field. Fields
 * are uncontrolled, so nothing typed is lost when a send fails; the button is disabled while sending.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { formatMoney } from '../../../shared/format';
import { href, INFO_SLUGS } from '../../../shared/routes';
import {
  hasLeadErrors,
  LEAD_LIMITS,
  validateLead,
  type LeadErrors,
  type LeadField,
} from '../../../shared/validation';
import { AlertIcon, CheckIcon } from '../../ui/icons';
import { useDuringWorkingHours } from '../../app/support-hours';
import type { CabinPick } from '../_deck/view';
import { ChosenCabin } from './chosen-cabin';
import { leadValuesOf, type LeadActionResult } from './loader';

export const BOOKING_ID = 'booking';
const ORDER: LeadField[] = ['name', 'phone', 'email', 'cabinCategory', 'guests', 'comment', 'consent'];

export interface CabinChoice {
  code: string;
  name: string;
  priceRub: number | null;
  available: boolean;
}

function fieldId(field: LeadField) {
  return `lead-${field}`;
}

function ErrorText({ field, errors }: { field: LeadField; errors: LeadErrors }) {
  const text = errors[field];
  return text ? (
    <p id={`${fieldId(field)}-error`} className="field__error lead__error">
      {text}
    </p>
  ) : null;
}

function invalidProps(field: LeadField, errors: LeadErrors, hint?: string) {
  const describedBy = [errors[field] ? `${fieldId(field)}-error` : '', hint ?? ''].filter(Boolean).join(' ');
  return {
    id: fieldId(field),
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function LeadForm({
  cruiseTitle,
  cabins,
  chosen,
}: {
  cruiseTitle: string;
  cabins: CabinChoice[];
  /** A cabin or a class chosen on the deck plan (`?cabin=`, `?category=`). */
  chosen: { cabin: CabinPick | null; category: string | null };
}) {
  const fetcher = useFetcher<LeadActionResult>();
  // Without JS the server rendered the action's answer into the page.
  const serverResult = useActionData() as LeadActionResult | undefined;
  const result = fetcher.data ?? serverResult;
  const callBack = useDuringWorkingHours();
  const [clientErrors, setClientErrors] = useState<{ errors: LeadErrors; for: unknown } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== 'idle';

  // Client errors belong to one attempt; the server's answer to a later one replaces them.
  const errors: LeadErrors =
    clientErrors && clientErrors.for === result
      ? clientErrors.errors
      : result && !result.ok
        ? result.errors
        : {};
  const formError =
    !clientErrors || clientErrors.for !== result
      ? result && !result.ok
        ? result.formError
        : undefined
      : undefined;
  const values = result && !result.ok ? result.values : undefined;

  // The server's field errors: take the visitor to the first one.
  useEffect(() => {
    if (!fetcher.data || fetcher.data.ok) return;
    const first = ORDER.find((f) => fetcher.data && !fetcher.data.ok && fetcher.data.errors[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending) {
      event.preventDefault();
      return;
    }
    const found = validateLead(leadValuesOf(new FormData(event.currentTarget)));
    if (hasLeadErrors(found)) {
      event.preventDefault();
      setClientErrors({ errors: found, for: result });
      const first = ORDER.find((f) => found[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setClientErrors(null);
  }

  if (result?.ok) {
    return (
      <div className="lead lead--done" role="status" tabIndex={-1}>
        <CheckIcon size={28} className="lead__done-icon" />
        <div>
          <p className="lead__done-title">Заявка отправлена</p>
          <p>
            Номер заявки — {result.reference}. Менеджер свяжется с вами {callBack}, чтобы уточнить каюту и
            детали круиза «{cruiseTitle}».
          </p>
        </div>
      </div>
    );
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="lead"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="lead-title"
    >
      <h2 id="lead-title" className="heading heading--l lead__title">
        Заявка на бронирование
      </h2>
      <p className="lead__intro">
        Оставьте контакты — менеджер проверит наличие кают и перезвонит. Это ни к чему не обязывает.
      </p>
      {formError ? (
        <p className="lead__form-error" role="alert">
          <AlertIcon size={18} />
          {formError}
        </p>
      ) : null}
      {hasLeadErrors(errors) ? (
        <p className="visually-hidden" role="alert">
          Проверьте поля формы: {Object.values(errors).join('; ')}
        </p>
      ) : null}
      <div className="lead__grid">
        <div className="lead__field">
          <label htmlFor={fieldId('name')} className="lead__label">
            Имя <span aria-hidden="true">*</span>
          </label>
          <input
            {...invalidProps('name', errors)}
            name="name"
            className="field__input"
            autoComplete="name"
            required
            maxLength={LEAD_LIMITS.nameMax}
            defaultValue={values?.name}
          />
          <ErrorText field="name" errors={errors} />
        </div>
        <div className="lead__field">
          <label htmlFor={fieldId('phone')} className="lead__label">
            Телефон <span aria-hidden="true">*</span>
          </label>
          <input
            {...invalidProps('phone', errors, 'lead-phone-hint')}
            name="phone"
            type="tel"
            className="field__input"
            autoComplete="tel"
            inputMode="tel"
            required
            placeholder="+7 900 000-00-00"
            defaultValue={values?.phone}
          />
          <p id="lead-phone-hint" className="lead__hint">
            Российский номер: +7, 8 или 7 и 10 цифр
          </p>
          <ErrorText field="phone" errors={errors} />
        </div>
        <div className="lead__field">
          <label htmlFor={fieldId('email')} className="lead__label">
            E-mail
          </label>
          <input
            {...invalidProps('email', errors)}
            name="email"
            type="email"
            className="field__input"
            autoComplete="email"
            defaultValue={values?.email}
          />
          <ErrorText field="email" errors={errors} />
        </div>
        <div className="lead__field">
          <label htmlFor={fieldId('guests')} className="lead__label">
            Гостей
          </label>
          <input
            {...invalidProps('guests', errors)}
            name="guests"
            type="number"
            inputMode="numeric"
            min={LEAD_LIMITS.guestsMin}
            max={LEAD_LIMITS.guestsMax}
            className="field__input"
            defaultValue={values?.guests ?? '2'}
          />
          <ErrorText field="guests" errors={errors} />
        </div>
        <ChosenCabin {...chosen} error={errors.cabinNumber} bookingId={BOOKING_ID} />
        <div className="lead__field lead__field--wide">
          <label htmlFor={fieldId('cabinCategory')} className="lead__label">
            Категория каюты
          </label>
          <select
            {...invalidProps('cabinCategory', errors)}
            name="cabinCategory"
            className="select"
            defaultValue={values?.cabinCategory ?? chosen.category ?? ''}
          >
            <option value="">Пока не знаю, подскажите</option>
            {cabins.map((c) => (
              <option key={c.code} value={c.code} disabled={!c.available}>
                {c.name}
                {c.priceRub !== null ? ` — от ${formatMoney({ amount: c.priceRub, currency: 'RUB' })}` : ''}
                {c.available ? '' : ' (нет мест)'}
              </option>
            ))}
          </select>
          <ErrorText field="cabinCategory" errors={errors} />
        </div>
        <div className="lead__field lead__field--wide">
          <label htmlFor={fieldId('comment')} className="lead__label">
            Комментарий
          </label>
          <textarea
            {...invalidProps('comment', errors)}
            name="comment"
            rows={3}
            className="field__input lead__textarea"
            maxLength={LEAD_LIMITS.commentMax}
            defaultValue={values?.comment}
          />
          <ErrorText field="comment" errors={errors} />
        </div>
      </div>
      <div className="check lead__consent">
        <input
          {...invalidProps('consent', errors)}
          name="consent"
          type="checkbox"
          value="on"
          className="check__input"
          required
          defaultChecked={values?.consent ?? false}
        />
        <label htmlFor={fieldId('consent')} className="check__label">
          Я согласен на{' '}
          <a href={href.info(INFO_SLUGS.consent)} target="_blank" rel="noopener">
            обработку персональных данных
          </a>{' '}
          <span aria-hidden="true">*</span>
        </label>
      </div>
      <ErrorText field="consent" errors={errors} />
      <button
        type="submit"
        className="btn btn--large btn--primary lead__submit"
        disabled={sending}
        aria-disabled={sending}
      >
        {sending ? 'Отправляем…' : 'Отправить заявку'}
      </button>
    </fetcher.Form>
  );
}
