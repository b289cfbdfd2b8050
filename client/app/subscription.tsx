/**
 * Subscription to the newsletter: one form, shown as a block (on home, at the subscribe anchor) and in a
 * modal (opened from the footer link or a banner through the app state). The browser validates first with
 * Russian messages; the API's 400 answer is shown next to the field it names.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SubscriptionSettings } from '../../shared/api/schemas';
import { href, INFO_SLUGS, SUBSCRIBE_ANCHOR } from '../../shared/routes';
import { apiFrom } from '../api';
import { CheckIcon, CloseIcon, MailIcon } from '../ui/icons';
import { Loader } from '../ui/loader';
import { useAppState } from './app-state';
import { hasErrors, MESSAGES, validateSubscription, type SubscriptionErrors } from './validation';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export interface SubscribeFormProps {
  settings: SubscriptionSettings;
  /** Where the visitor subscribed, sent to the API for statistics. */
  source: string;
  /** Layout variant: `inline` puts the field and button on one row from tablets up. */
  variant?: 'inline' | 'stacked';
}

export function SubscribeForm({ settings, source, variant = 'inline' }: SubscribeFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = validateSubscription({ email, consent });
    setErrors(found);
    if (hasErrors(found)) {
      (found.email ? emailRef : consentRef).current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await apiFrom(undefined).createSubscription({
      email: email.trim(),
      consent: true,
      source,
    });
    if (result.ok) {
      setStatus({
        kind: 'done',
        message: result.data.alreadySubscribed ? MESSAGES.alreadySubscribed : settings.successText,
      });
      return;
    }
    if (result.error.code === 400) {
      const field = result.error.field?.includes('consent') ? 'consent' : 'email';
      setErrors({ [field]: result.error.message });
      setStatus({ kind: 'idle' });
      (field === 'email' ? emailRef : consentRef).current?.focus();
      return;
    }
    setStatus({ kind: 'failed', message: MESSAGES.failed });
  }

  if (status.kind === 'done') {
    return (
      <p className="subscribe__done" role="status">
        <CheckIcon size={20} />
        {status.message}
      </p>
    );
  }

  const emailError = errors.email;
  const consentError = errors.consent;
  return (
    <form className={`subscribe__form subscribe__form--${variant}`} noValidate onSubmit={onSubmit}>
      <div className="subscribe__row">
        <div className="field subscribe__field">
          <label htmlFor={`${id}-email`} className="visually-hidden">
            E-mail
          </label>
          <MailIcon className="field__icon" size={20} />
          <input
            ref={emailRef}
            id={`${id}-email`}
            className="field__input"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Ваш e-mail"
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="btn btn--large btn--primary subscribe__button"
          aria-disabled={status.kind === 'sending'}
        >
          {status.kind === 'sending' ? (
            <Loader size="small" color="white" label="Отправляем" />
          ) : (
            settings.buttonText
          )}
        </button>
      </div>
      {emailError ? (
        <p id={`${id}-email-error`} className="field__error">
          {emailError}
        </p>
      ) : null}
      <div className="check">
        <input
          ref={consentRef}
          id={`${id}-consent`}
          className="check__input"
          type="checkbox"
          name="consent"
          checked={consent}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={`${id}-consent`} className="check__label">
          {settings.consentText} (
          <a href={href.info(INFO_SLUGS.consent)} target="_blank" rel="noopener">
            текст согласия
          </a>
          )
        </label>
      </div>
      {consentError ? (
        <p id={`${id}-consent-error`} className="field__error">
          {consentError}
        </p>
      ) : null}
      {status.kind === 'failed' ? (
        <p className="field__error" role="alert">
          {status.message}
        </p>
      ) : null}
    </form>
  );
}

/** The subscribe block of home; its id is the anchor the subscribe link points to (SPEC §2). */
export function SubscribeBlock({
  settings,
  source = 'home',
}: {
  settings: SubscriptionSettings;
  source?: string;
}) {
  return (
    <section id={SUBSCRIBE_ANCHOR} className="subscribe" aria-labelledby={`${SUBSCRIBE_ANCHOR}-title`}>
      <div className="container subscribe__inner">
        <div className="subscribe__intro">
          <h2 id={`${SUBSCRIBE_ANCHOR}-title`} className="heading heading--l subscribe__title">
            {settings.title}
          </h2>
          <p className="subscribe__text">{settings.text}</p>
        </div>
        <SubscribeForm settings={settings} source={source} />
      </div>
    </section>
  );
}

/**
 * The modal version (SPEC §4: closed at start; open, close, toggle). A native `<dialog>` opened with
 * showModal(): the rest of the page is inert (focus stays inside), Escape closes it; focus goes back to
 * whatever opened it.
 */
export function SubscriptionModal({ settings }: { settings: SubscriptionSettings }) {
  const { subscriptionOpen, closeSubscription } = useAppState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (subscriptionOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    } else if (!subscriptionOpen && dialog.open) {
      dialog.close();
    }
  }, [subscriptionOpen]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={() => {
        closeSubscription();
        returnFocusRef.current?.focus();
        returnFocusRef.current = null;
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      {subscriptionOpen ? (
        <div className="modal__panel">
          <button
            type="button"
            className="btn btn--icon btn--ghost modal__close"
            aria-label="Закрыть"
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon size={22} />
          </button>
          <h2 id={titleId} className="heading heading--l modal__title">
            {settings.title}
          </h2>
          <p className="modal__text">{settings.text}</p>
          <SubscribeForm settings={settings} source="modal" variant="stacked" />
        </div>
      ) : null}
    </dialog>
  );
}
