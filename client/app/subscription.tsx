/**
 * Subscription to the newsletter: one form, shown as a block (on home, at the subscribe anchor) and in a
 * modal (subscription-dialog.tsx, opened from the footer link or a banner through the app state). Only home
 * has this module in its first load; other pages load it with the modal (subscription-modal.tsx). The
 * browser validates first with Russian messages (validation.ts, loaded when the form is first focused, as
 * it is needed only to send); the API's 400 answer is shown next to the field it names.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { SubscriptionSettings } from '../../shared/api/schemas';
import { href, INFO_SLUGS, SUBSCRIBE_ANCHOR } from '../../shared/routes';
import { useBrowserApi } from '../api';
import { loadOnce } from '../load-once';
import { CheckIcon, MailIcon } from '../ui/icons';
import { FieldError, fieldErrorProps } from '../ui/field-error';
import { Loader } from '../ui/loader';
import { RESULT_MESSAGES, subscriptionFieldOf, type SubscribeActionResult } from './subscribe-action';
import type * as Validation from './validation';

/**
 * Home's index route takes the post (`?index` picks the index route over the layout at `/`); the anchor
 * brings the visitor back to the block with its answer.
 */
const HOME_SUBSCRIBE_ACTION = `/?index#${SUBSCRIBE_ANCHOR}`;

const loadValidation = loadOnce<typeof Validation>(() => import('./validation'));

function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

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
  /** Where the form posts without JavaScript: a page whose route action subscribes (subscribe-action.ts). */
  action?: string;
  /** That action's answer, when the server rendered the page after such a post. */
  serverResult?: SubscribeActionResult;
}

function statusAfter(settings: SubscriptionSettings, result: SubscribeActionResult | undefined): Status {
  if (!result) return { kind: 'idle' };
  if (result.ok) {
    return { kind: 'done', message: settings.successText };
  }
  return result.formError ? { kind: 'failed', message: result.formError } : { kind: 'idle' };
}

export function SubscribeForm({
  settings,
  source,
  variant = 'inline',
  action = HOME_SUBSCRIBE_ACTION,
  serverResult,
}: SubscribeFormProps) {
  const id = useId();
  const browserApi = useBrowserApi();
  const sent = serverResult && !serverResult.ok ? serverResult : undefined;
  const [email, setEmail] = useState(sent?.email ?? '');
  const [consent, setConsent] = useState(sent?.consent ?? false);
  const [errors, setErrors] = useState<Validation.SubscriptionErrors>(sent?.errors ?? {});
  const [status, setStatus] = useState<Status>(() => statusAfter(settings, serverResult));
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  }

  async function send() {
    let checks: typeof Validation;
    try {
      checks = await loadValidation();
    } catch {
      // Offline or a new deployment: sending would fail the same way.
      setStatus({ kind: 'failed', message: RESULT_MESSAGES.failed });
      return;
    }
    const found = checks.validateSubscription({ email, consent });
    setErrors(found);
    if (checks.hasErrors(found)) {
      (found.email ? emailRef : consentRef).current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await browserApi().createSubscription({
      email: email.trim(),
      consent: true,
      source,
    });
    if (result.ok) {
      setStatus({ kind: 'done', message: settings.successText });
      return;
    }
    if (result.error.code === 400) {
      const field = subscriptionFieldOf(result.error.field);
      setErrors({ [field]: result.error.message });
      setStatus({ kind: 'idle' });
      (field === 'email' ? emailRef : consentRef).current?.focus();
      return;
    }
    setStatus({ kind: 'failed', message: RESULT_MESSAGES.failed });
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
    <form
      className={`subscribe__form subscribe__form--${variant}`}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadValidation}
    >
      <div className="subscribe__row">
        <div className="field subscribe__field">
          <label htmlFor={`${id}-email`} className="visually-hidden">
            Электронная почта
          </label>
          <MailIcon className="field__icon" size={20} />
          <input
            ref={emailRef}
            {...fieldErrorProps(`${id}-email`, emailError)}
            className="field__input"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Ваша электронная почта"
            value={email}
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
      <FieldError fieldId={`${id}-email`} error={emailError} />
      <div className="check">
        <input
          ref={consentRef}
          {...fieldErrorProps(`${id}-consent`, consentError)}
          className="check__input"
          type="checkbox"
          name="consent"
          checked={consent}
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
      <FieldError fieldId={`${id}-consent`} error={consentError} />
      {status.kind === 'failed' ? (
        <p className="field__error" role="alert">
          {status.message}
        </p>
      ) : null}
    </form>
  );
}

/** The subscribe block of home; its id is the anchor the subscribe link points to (requirements §2). */
export function SubscribeBlock({
  settings,
  source = 'home',
  action,
  serverResult,
}: {
  settings: SubscriptionSettings;
  source?: string;
  action?: string;
  serverResult?: SubscribeActionResult;
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
        <SubscribeForm settings={settings} source={source} action={action} serverResult={serverResult} />
      </div>
    </section>
  );
}
