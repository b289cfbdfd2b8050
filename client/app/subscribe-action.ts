/**
 * The subscription form's route action: what the form does without JavaScript. The browser posts the form
 * to the home page (never a GET: the e-mail must not end up in a URL, a log or a history), the server checks
 * it with the browser's rules, subscribes through the API and renders home with the answer in place of the
 * form. With JavaScript the form sends in place and this is not used (subscription.tsx).
 */
import { data, type ActionFunctionArgs } from 'react-router';
import { apiFrom } from '../api';
import type { SubscriptionErrors } from './validation';

export type SubscribeActionResult =
  | { ok: true }
  | { ok: false; errors: SubscriptionErrors; formError?: string; email: string; consent: boolean };

/**
 * What the visitor is told once the form is sent (the checks' messages are in validation.ts). An address
 * already on the list gets the same thanks as a new one: the form does not tell anyone whose it is.
 */
export const RESULT_MESSAGES = {
  failed: 'Не удалось оформить подписку. Попробуйте ещё раз чуть позже.',
} as const;

/** The form field an API 400 names (its `error.field`). */
export function subscriptionFieldOf(apiField: string | undefined): 'email' | 'consent' {
  return apiField?.includes('consent') ? 'consent' : 'email';
}

export async function subscribeAction({ request, context }: ActionFunctionArgs, source: string) {
  const form = await request.formData();
  const rawEmail = form.get('email');
  const email = typeof rawEmail === 'string' ? rawEmail : '';
  const consent = form.get('consent') === 'on';
  const checks = await import('./validation');
  const errors = checks.validateSubscription({ email, consent });
  if (checks.hasErrors(errors)) {
    return data<SubscribeActionResult>({ ok: false, errors, email, consent }, { status: 400 });
  }
  const result = await apiFrom(context).createSubscription({ email: email.trim(), consent: true, source });
  if (result.ok) return data<SubscribeActionResult>({ ok: true });
  if (result.error.code === 400) {
    const field = subscriptionFieldOf(result.error.field);
    return data<SubscribeActionResult>(
      { ok: false, errors: { [field]: result.error.message }, email, consent },
      { status: 400 },
    );
  }
  return data<SubscribeActionResult>(
    { ok: false, errors: {}, formError: RESULT_MESSAGES.failed, email, consent },
    { status: 502 },
  );
}
