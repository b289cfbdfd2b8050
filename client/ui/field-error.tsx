/**
 * A form field's error message and the ARIA that ties the field to it (aria-invalid, aria-describedby), so
 * a screen reader says the message when the field gets the focus. The message's id is the field's id plus
 * `-error`: tests and links to a field's error rely on it.
 */

function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** The field's `id` and ARIA; `hint` is the id of a hint the field is described by as well. */
export function fieldErrorProps(fieldId: string, error: string | null | undefined, hint?: string) {
  const describedBy = [error ? fieldErrorId(fieldId) : '', hint ?? ''].filter(Boolean).join(' ');
  return {
    id: fieldId,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function FieldError({
  fieldId,
  error,
  className,
  role,
}: {
  fieldId: string;
  error: string | null | undefined;
  className?: string;
  /** `alert` for a message that comes with the page (a form posted without JavaScript). */
  role?: 'alert';
}) {
  return error ? (
    <p
      id={fieldErrorId(fieldId)}
      className={className ? `field__error ${className}` : 'field__error'}
      role={role}
    >
      {error}
    </p>
  ) : null;
}
