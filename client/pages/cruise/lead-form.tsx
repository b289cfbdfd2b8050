/**
 * The booking request. A POST form to the cruise route's action, so it works without JS (the server runs
 * the action and renders the answer); with JS a fetcher sends it in place. Checked in the browser first with
 * the API's own rules (shared/validation.ts); the API's 400 `error.field` lands next to its field. Fields
 * are uncontrolled, so nothing typed is lost when a send fails; the button is disabled while sending.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFetcher, useLocation, useNavigate } from 'react-router';
import type { CabinPrice, Currency } from '../../../shared/api/schemas';
import { href, hrefWith, INFO_SLUGS } from '../../../shared/routes';
import { formatCount, formatDayMonth, formatNumber, lowerFirst, NOUN_FORMS } from '../../../shared/format';
import { daysUntil } from '../../../shared/today';
import {
  hasLeadErrors,
  LEAD_FIELDS,
  LEAD_LIMITS,
  validateLead,
  type LeadErrors,
  type LeadFormValues,
} from '../../../shared/validation';
import { AlertIcon, CheckIcon } from '../../ui/icons';
import { useDuringWorkingHours, useSupportPhone } from '../../app/support-hours';
import type { CabinPick } from '../_deck/view';
import { CabinChoice } from './cabin-choice';
import { ChosenCabin } from './chosen-cabin';
import { controlProps, ErrorText, fieldId, LeadFieldBox } from './lead-field';
import {
  BOOKING_ID,
  INTENT,
  leadValuesOf,
  sentAddress,
  sentReference,
  type LeadActionResult,
} from './loader';
import { PARTY_ID, PartyFields, PartyPrice, quoteFor } from './party-fields';

/** Two adults, no category yet: what most requests start from. */
const START: LeadFormValues = {
  name: '',
  phone: '',
  email: '',
  cabinCategory: '',
  cabinNumber: '',
  adults: '2',
  pensioners: '0',
  children: [],
  comment: '',
  consent: false,
};

/**
 * A cruise that leaves within three days: a request waits for a manager's call, which may come too late to
 * book and pay; the page says so and gives the phone (a tester had sent one for tomorrow's sailing unwarned).
 */
function SoonNote({ startDate, today }: { startDate: string; today: string }) {
  const phone = useSupportPhone();
  const days = daysUntil(startDate, today);
  if (days < 1 || days > 3) return null;
  const when =
    days === 1
      ? `Круиз отправляется завтра, ${formatDayMonth(startDate)}`
      : `До отправления ${formatCount(days, NOUN_FORMS.day)} (${formatDayMonth(startDate)})`;
  return (
    <p className="lead__soon">
      {when}: чтобы успеть, лучше позвонить
      {phone ? (
        <>
          {' — '}
          <a href={`tel:${phone.tel}`} className="lead__phone">
            {phone.display}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}

export function LeadForm({
  cruise,
  prices,
  currency,
  currencies,
  today,
  chosen,
}: {
  cruise: { title: string; kind: 'sea' | 'river'; included: string[]; startDate: string };
  prices: CabinPrice[];
  currency: string;
  currencies: Currency[];
  /** Moscow's date of the page (CruiseView.today): the prices of the day follow it. */
  today: string;
  /** A cabin or a class chosen on the deck plan (`?cabin=`, `?category=`). */
  chosen: { cabin: CabinPick | null; category: string | null };
}) {
  const fetcher = useFetcher<LeadActionResult>();
  // Without JS the server rendered the action's answer into the page.
  const serverResult = useActionData() as LeadActionResult | undefined;
  const result = fetcher.data ?? serverResult;
  const callBack = useDuringWorkingHours();
  const location = useLocation();
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
  // The party and the category drive the live total; the other fields stay uncontrolled.
  const [draft, setDraft] = useState<LeadFormValues>(
    values ?? { ...START, cabinCategory: chosen.category ?? '' },
  );
  // The server's answer (a stepper without JS, or errors) brings the party as it saw it.
  const [draftFrom, setDraftFrom] = useState(values);
  if (values !== draftFrom) {
    setDraftFrom(values);
    if (values) setDraft(values);
  }
  // A class chosen on the deck plan later on the same page (a cabin, or a class in the list) is set too.
  const [chosenFrom, setChosenFrom] = useState(chosen.category);
  if (chosen.category !== chosenFrom) {
    setChosenFrom(chosen.category);
    if (chosen.category) setDraft({ ...draft, cabinCategory: chosen.category });
  }
  const cabin = prices.find((p) => p.category.code === draft.cabinCategory && p.available);
  const quote = quoteFor(draft, cabin, currency, currencies, today, prices);

  // The server's field errors: take the visitor to the first one.
  useEffect(() => {
    if (!fetcher.data || fetcher.data.ok) return;
    const first = LEAD_FIELDS.find((f) => fetcher.data && !fetcher.data.ok && fetcher.data.errors[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [fetcher.data]);

  // The answer replaces a long form: bring it into view and to screen readers, or the visitor is left
  // looking at an empty column where the form's bottom was.
  const doneRef = useRef<HTMLDivElement>(null);
  // A request sent is in the address (`?sent=`): without JavaScript the server redirected there; with it
  // the address follows, so a reload keeps the reference on screen instead of an empty form.
  const sentHere = sentReference(new URLSearchParams(location.search));
  // «Отправить ещё одну заявку» sets the reference aside: the form comes back, the answer does not.
  const [setAside, setSetAside] = useState<string | null>(null);
  const sent =
    result?.ok && result.reference !== setAside
      ? result
      : sentHere
        ? { ok: true as const, reference: sentHere, party: null, total: null }
        : null;
  const done = sent !== null;
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const navigate = useNavigate();
  // What the visitor chose, said back with the reference so it can be checked (a tester could not see which
  // cabin and which phone the request went with), as it was when the form was sent.
  const [sentWith, setSentWith] = useState<{ phone: string; cabin: string | null } | null>(null);
  const sentNow = fetcher.data?.ok && fetcher.data.reference !== setAside ? fetcher.data.reference : null;
  useEffect(() => {
    if (sentNow && sentNow !== sentHere)
      void navigate(sentAddress(window.location.href, sentNow), { replace: true, preventScrollReset: true });
  }, [sentNow, sentHere, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending) {
      event.preventDefault();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // «Рассчитать» with JavaScript: the total is already on screen.
    if (submitter instanceof HTMLButtonElement && submitter.value !== INTENT.send) {
      event.preventDefault();
      return;
    }
    const found = validateLead(leadValuesOf(new FormData(event.currentTarget)));
    if (hasLeadErrors(found)) {
      event.preventDefault();
      setClientErrors({ errors: found, for: result });
      const first = LEAD_FIELDS.find((f) => found[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setClientErrors(null);
    const sentClass = prices.find((p) => p.category.code === draft.cabinCategory)?.category.name;
    setSentWith({
      phone: String(new FormData(event.currentTarget).get('phone') ?? '').trim(),
      cabin: chosen.cabin
        ? `Каюта ${chosen.cabin.number}, категория «${chosen.cabin.categoryName}»`
        : sentClass
          ? `Категория «${sentClass}»`
          : null,
    });
  }

  if (sent) {
    return (
      <div ref={doneRef} className="lead lead--done" role="status" tabIndex={-1}>
        <CheckIcon size={28} className="lead__done-icon" />
        <div>
          <p className="lead__done-title">Заявка отправлена</p>
          <p>
            Номер заявки — {sent.reference}. Менеджер свяжется с вами {callBack}, чтобы уточнить каюту и
            детали круиза «{cruise.title}».
          </p>
          {sent.party ? <p>Состав: {sent.party}.</p> : null}
          {sent === result && sentWith?.cabin ? <p>{sentWith.cabin}.</p> : null}
          {sent.total ? <p className="lead__done-total">{sent.total} — менеджер подтвердит цену.</p> : null}
          {sent === result && sentWith?.phone ? (
            <p>
              Телефон для связи: <span className="lead__phone">{sentWith.phone}</span>.
            </p>
          ) : null}
          <p>
            {/* A site link (client/ui/link.tsx: the router takes the click, keeping the scroll); the click
                also sets the answer aside, which the router's fetcher still holds. */}
            <a
              href={hrefWith(location, {}, BOOKING_ID)}
              data-keep-scroll=""
              onClick={() => setSetAside(sent.reference)}
            >
              Отправить ещё одну заявку
            </a>
          </p>
        </div>
      </div>
    );
  }

  const here = `${location.pathname}${location.search}`;
  const stepAction = `${here}#${PARTY_ID}`;
  return (
    <fetcher.Form
      ref={formRef}
      // Without JavaScript a request sent reloads the page: the fragment brings the visitor back to the form
      // (its answer on top); a stepper or «Рассчитать» to the party and its price (`stepAction`).
      action={`${here}#${BOOKING_ID}`}
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
      <SoonNote startDate={cruise.startDate} today={today} />
      {formError ? (
        <p className="lead__form-error" role="alert">
          <AlertIcon size={18} />
          {formError}
        </p>
      ) : null}
      {hasLeadErrors(errors) ? (
        <p className="visually-hidden" role="alert">
          Проверьте поля формы: {Object.values(errors).map(lowerFirst).join('; ')}
        </p>
      ) : null}
      {/* Enter in a text field presses the first submit button: it must send, not press a stepper. */}
      <button
        type="submit"
        name="intent"
        value={INTENT.send}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        Отправить заявку
      </button>
      <div className="lead__grid">
        <LeadFieldBox field="name" label="Имя" required errors={errors}>
          <input
            className="field__input"
            autoComplete="name"
            required
            maxLength={LEAD_LIMITS.nameMax}
            defaultValue={values?.name}
            {...controlProps('name', errors)}
          />
        </LeadFieldBox>
        <LeadFieldBox field="phone" label="Телефон" required errors={errors}>
          <input
            type="tel"
            className="field__input"
            autoComplete="tel"
            inputMode="tel"
            required
            placeholder="+7 900 000-00-00"
            defaultValue={values?.phone}
            {...controlProps('phone', errors, 'lead-phone-hint')}
          />
          <p id="lead-phone-hint" className="lead__hint">
            Российский номер: +7 или 8 и ещё 10 цифр; номер другой страны — с «+» и её кодом
          </p>
        </LeadFieldBox>
        <LeadFieldBox field="email" label="Электронная почта" errors={errors}>
          <input
            type="email"
            className="field__input"
            autoComplete="email"
            defaultValue={values?.email}
            {...controlProps('email', errors)}
          />
        </LeadFieldBox>
        <CabinChoice
          prices={prices}
          currency={currency}
          currencies={currencies}
          today={today}
          value={draft.cabinCategory}
          errors={errors}
          onChange={(cabinCategory) => setDraft({ ...draft, cabinCategory })}
        />
        {/* The cabin's fields spread last (docs/decisions/041-spreads-last.md). */}
        <ChosenCabin error={errors.cabinNumber} bookingId={BOOKING_ID} {...chosen} />
        <PartyFields
          values={draft}
          errors={errors}
          pensionerFare={prices.some((p) => (p.tariff.pensionerPercent ?? 0) > 0)}
          onChange={setDraft}
          stepAction={stepAction}
        />
        <PartyPrice result={quote} included={cruise.included} />
        {/* In <noscript>: hidden on hydrating instead, it would move the form below it up. A page whose scripts
            never arrived still prices the party: each stepper is a submit button too. */}
        <noscript>
          <button
            type="submit"
            name="intent"
            value={INTENT.quote}
            formAction={stepAction}
            className="btn btn--small btn--secondary"
          >
            Рассчитать
          </button>
        </noscript>
        {/* The limit said up front: a longer text stops at it (maxLength) without a word. */}
        <LeadFieldBox
          field="comment"
          label={`Комментарий, до ${formatNumber(LEAD_LIMITS.commentMax)} знаков`}
          wide
          errors={errors}
        >
          <textarea
            rows={3}
            className="field__input lead__textarea"
            maxLength={LEAD_LIMITS.commentMax}
            defaultValue={values?.comment}
            {...controlProps('comment', errors)}
          />
        </LeadFieldBox>
      </div>
      <div className="check lead__consent">
        <input
          type="checkbox"
          value="on"
          className="check__input"
          required
          defaultChecked={values?.consent ?? false}
          {...controlProps('consent', errors)}
        />
        <label htmlFor={fieldId('consent')} className="check__label">
          Даю согласие на{' '}
          <a href={href.info(INFO_SLUGS.consent)} target="_blank" rel="noopener">
            обработку персональных данных
          </a>{' '}
          <span aria-hidden="true">*</span>
        </label>
      </div>
      <ErrorText field="consent" errors={errors} />
      <button
        type="submit"
        name="intent"
        value={INTENT.send}
        className="btn btn--large btn--primary lead__submit"
        disabled={sending}
        aria-disabled={sending}
      >
        {sending ? 'Отправляем…' : 'Отправить заявку'}
      </button>
    </fetcher.Form>
  );
}
