/**
 * Browser-side validation of the subscription form, with the contract's pattern from the zod-free
 * shared/validation.ts (schemas.ts would pull zod into the browser bundle). The API validates again and its
 * 400 messages are shown per field. The form loads this module when it is first focused (subscription.tsx).
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LEAD_MESSAGES } from '../../shared/validation';

export const MESSAGES = {
  emailRequired: 'Укажите адрес электронной почты',
  emailInvalid: LEAD_MESSAGES.emailInvalid,
  consentRequired: LEAD_MESSAGES.consentRequired,
} as const;

export interface SubscriptionInput {
  email: string;
  consent: boolean;
}
export type SubscriptionErrors = Partial<Record<keyof SubscriptionInput, string>>;

export function validateEmail(raw: string): string | undefined {
  const email = raw.trim();
  if (!email) return MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return MESSAGES.emailInvalid;
  return undefined;
}

/** Errors per field; an empty object means the input can be sent. */
export function validateSubscription(input: SubscriptionInput): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  const email = validateEmail(input.email);
  if (email) errors.email = email;
  if (!input.consent) errors.consent = MESSAGES.consentRequired;
  return errors;
}

export function hasErrors(errors: SubscriptionErrors): boolean {
  return Object.values(errors).some(Boolean);
}
