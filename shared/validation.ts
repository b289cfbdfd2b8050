/**
 * The contract's patterns and limits, without zod: the zod schemas (shared/api/schemas.ts) are built on
 * them, and browser code uses them directly (importing schemas.ts by value would pull zod into the client
 * bundle).
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
/** Russian phone formats: +7, 8 or 7 followed by 10 digits, with any spaces, brackets and dashes. */
export const RU_PHONE_PATTERN = /^(?:\+7|8|7)[\s-]*\(?\d{3}\)?[\s-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}$/;
const CABIN_CODE_PATTERN = /^[A-Z0-9-]{1,12}$/;
/** A cabin's number on its door: the deck, then the place ("214", "9123"). */
export const CABIN_NUMBER_PATTERN = /^\d{3,5}$/;
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{4,12}$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

export const SEARCH_SORTS = ['date', 'price-asc', 'price-desc', 'nights', 'popular'] as const;
export type SearchSortValue = (typeof SEARCH_SORTS)[number];
/** Nights ranges offered as filter options; `15-` means 15 nights or more. */
export const NIGHTS_RANGES = ['1-3', '4-7', '8-10', '11-14', '15-'] as const;
export type NightsRange = (typeof NIGHTS_RANGES)[number];
export const CRUISE_KINDS = ['sea', 'river'] as const;
export const PRICE_MAX = 100_000_000;
export const PAGE_MAX = 10_000;
/** The API's largest page of a list (shared/api/schemas.ts); here so browser code can use it without zod. */
export const PAGE_SIZE_MAX = 100;
export const TERM_MIN_LENGTH = 2;
export const TERM_MAX_LENGTH = 100;

export const LEAD_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  guestsMin: 1,
  guestsMax: 10,
  commentMax: 2000,
  utmMax: 200,
} as const;

export function isSlug(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= SLUG_MAX_LENGTH &&
    SLUG_PATTERN.test(value)
  );
}

/** A real calendar date in `YYYY-MM-DD` (2027-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// ---------- the booking request (LeadCreate) ----------

/** Russian messages per field; the same texts the API sends in its 400 answers. */
export const LEAD_MESSAGES = {
  nameRequired: 'Укажите имя',
  nameTooLong: 'Имя слишком длинное',
  phoneRequired: 'Укажите телефон',
  phoneInvalid: 'Введите телефон в формате +7 900 000-00-00',
  emailInvalid: 'Введите корректный e-mail',
  cabinInvalid: 'Выберите категорию каюты из списка',
  cabinNumberInvalid: 'Выберите каюту на плане палуб',
  guestsMin: 'Минимум 1 гость',
  guestsMax: 'Не больше 10 гостей',
  guestsInvalid: 'Укажите число гостей',
  commentTooLong: 'Комментарий длиннее 2000 символов',
  consentRequired: 'Нужно согласие на обработку персональных данных',
} as const;

/** What the form holds: strings as typed, so nothing is lost when a submit fails. */
export interface LeadFormValues {
  name: string;
  phone: string;
  email: string;
  cabinCategory: string;
  /** A cabin chosen on the deck plan (docs/decisions/023-deck-plans.md). */
  cabinNumber: string;
  guests: string;
  comment: string;
  consent: boolean;
}
export type LeadField = keyof LeadFormValues;
export type LeadErrors = Partial<Record<LeadField, string>>;
const LEAD_FIELDS: readonly LeadField[] = [
  'name',
  'phone',
  'email',
  'cabinCategory',
  'cabinNumber',
  'guests',
  'comment',
  'consent',
];

export function validateLead(values: LeadFormValues): LeadErrors {
  const errors: LeadErrors = {};
  const name = values.name.trim();
  if (name.length < LEAD_LIMITS.nameMin) errors.name = LEAD_MESSAGES.nameRequired;
  else if (name.length > LEAD_LIMITS.nameMax) errors.name = LEAD_MESSAGES.nameTooLong;

  const phone = values.phone.trim();
  if (!phone) errors.phone = LEAD_MESSAGES.phoneRequired;
  else if (!RU_PHONE_PATTERN.test(phone)) errors.phone = LEAD_MESSAGES.phoneInvalid;

  const email = values.email.trim();
  if (email && (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)))
    errors.email = LEAD_MESSAGES.emailInvalid;

  if (values.cabinCategory && !CABIN_CODE_PATTERN.test(values.cabinCategory))
    errors.cabinCategory = LEAD_MESSAGES.cabinInvalid;
  if (values.cabinNumber && !CABIN_NUMBER_PATTERN.test(values.cabinNumber))
    errors.cabinNumber = LEAD_MESSAGES.cabinNumberInvalid;

  const guestsText = values.guests.trim();
  if (guestsText) {
    const guests = Number(guestsText);
    if (!Number.isInteger(guests)) errors.guests = LEAD_MESSAGES.guestsInvalid;
    else if (guests < LEAD_LIMITS.guestsMin) errors.guests = LEAD_MESSAGES.guestsMin;
    else if (guests > LEAD_LIMITS.guestsMax) errors.guests = LEAD_MESSAGES.guestsMax;
  }

  if (values.comment.length > LEAD_LIMITS.commentMax) errors.comment = LEAD_MESSAGES.commentTooLong;
  if (!values.consent) errors.consent = LEAD_MESSAGES.consentRequired;
  return errors;
}

export function hasLeadErrors(errors: LeadErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The API's `error.field` names a LeadCreate key; map it to a form field (utm and slug have none). */
export function leadFieldOf(apiField: string | undefined): LeadField | null {
  if (!apiField) return null;
  const head = apiField.split('.')[0] as LeadField;
  return LEAD_FIELDS.includes(head) ? head : null;
}
