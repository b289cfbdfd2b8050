/** Ids, error text and ARIA wiring of one booking-form field, shared by the form and its party fields. */
import type { LeadErrors, LeadField } from '../../../shared/validation';

export function fieldId(field: LeadField) {
  return `lead-${field}`;
}

export function ErrorText({ field, errors }: { field: LeadField; errors: LeadErrors }) {
  const text = errors[field];
  return text ? (
    <p id={`${fieldId(field)}-error`} className="field__error lead__error">
      {text}
    </p>
  ) : null;
}

export function invalidProps(field: LeadField, errors: LeadErrors, hint?: string) {
  const describedBy = [errors[field] ? `${fieldId(field)}-error` : '', hint ?? ''].filter(Boolean).join(' ');
  return {
    id: fieldId(field),
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
