/** Ids, error text and ARIA wiring of one booking-form field, shared by the form and its party fields. */
import type { ReactNode } from 'react';
import type { LeadErrors, LeadField } from '../../../shared/validation';
import { FieldError, fieldErrorProps } from '../../ui/field-error';

export function fieldId(field: LeadField) {
  return `lead-${field}`;
}

export function ErrorText({ field, errors }: { field: LeadField; errors: LeadErrors }) {
  return <FieldError fieldId={fieldId(field)} error={errors[field]} className="lead__error" />;
}

/**
 * The control's id, name and ARIA; spread last in the control's props. On Node 20 an object that starts with
 * a spread and goes on with more properties gets a hidden class of its own, every render
 * (docs/decisions/041-spreads-last.md).
 */
export function controlProps(field: LeadField, errors: LeadErrors, hint?: string) {
  return { name: field, ...fieldErrorProps(fieldId(field), errors[field], hint) };
}

/** A field of the form's grid: its label over the control (the children), its error under it. */
export function LeadFieldBox({
  field,
  label,
  required = false,
  wide = false,
  errors,
  children,
}: {
  field: LeadField;
  label: string;
  required?: boolean;
  wide?: boolean;
  errors: LeadErrors;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'lead__field lead__field--wide' : 'lead__field'}>
      <label htmlFor={fieldId(field)} className="lead__label">
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true">*</span>
          </>
        ) : null}
      </label>
      {children}
      <ErrorText field={field} errors={errors} />
    </div>
  );
}
