/**
 * The contract's patterns and limits, without zod: the zod schemas (shared/api/schemas.ts) are built on
 * them, and browser code uses them directly (importing schemas.ts by value would pull zod into the client
 * bundle).
 */

import type { Party } from './api/schemas';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
/** Russian phone formats: +7, 8 or 7 followed by 10 digits, with any spaces, brackets and dashes. */
export const RU_PHONE_PATTERN = /^(?:\+7|8|7)[\s-]*\(?\d{3}\)?[\s-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}$/;
/** Another country's number as written with its code: «+», a code that is not 7, spaces, brackets, dashes. */
const FOREIGN_PHONE_PATTERN = /^\+[1-689][\d\s()-]+$/;

/**
 * A phone a manager can call: a Russian one in any of its usual forms, or another country's with «+» and
 * its code, 8 to 15 digits in all (E.164): a traveller from Minsk or with a foreign SIM had been refused.
 */
export function isPhone(phone: string): boolean {
  if (RU_PHONE_PATTERN.test(phone)) return true;
  const digits = phone.replace(/\D/g, '').length;
  return FOREIGN_PHONE_PATTERN.test(phone) && digits >= 8 && digits <= 15;
}
const CABIN_CODE_PATTERN = /^[A-Z0-9-]{1,12}$/;
/** A cabin's number on its door: the deck, then the place ("214", "9123"). */
export const CABIN_NUMBER_PATTERN = /^\d{3,5}$/;
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{4,12}$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;
/** A booking request's reference as the API answers it (`LeadResult`), `K7MQ-4PX2`. */
export const LEAD_REFERENCE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * The search's facets, each a list of options with counts (price is a range): the catalogue keeps a bitset
 * per facet value, the search page renders a select per facet, and its query string leads with them.
 */
export const SEARCH_FACETS = [
  'kind',
  'region',
  'country',
  'port',
  'callsAt',
  'line',
  'ship',
  'month',
  'nights',
] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

export const SEARCH_SORTS = ['date', 'price-asc', 'price-desc', 'nights', 'popular'] as const;
export type SearchSortValue = (typeof SEARCH_SORTS)[number];
/** Nights ranges offered as filter options; `15-` means 15 nights or more. */
export const NIGHTS_RANGES = ['1-3', '4-7', '8-10', '11-14', '15-'] as const;
export type NightsRange = (typeof NIGHTS_RANGES)[number];

/** The range of nights that holds n: a sailing's for the search's facet, a term's «7 ночей» for its filter. */
export function nightsRange(n: number): NightsRange {
  for (const range of NIGHTS_RANGES) {
    const [from, to] = range.split('-').map((x) => (x ? Number(x) : Infinity));
    if (n >= from && n <= to) return range;
  }
  return NIGHTS_RANGES[0];
}
export const CRUISE_KINDS = ['sea', 'river'] as const;
/**
 * Months a month list offers, from the current one (the search's filter, the home page's quick search): the
 * catalogue's year and a half of sailings and the month it was seeded in (catalog/seed/generate/cruises.ts).
 */
export const SEARCH_MONTHS = 19;
export const PRICE_MAX = 100_000_000;
export const PAGE_MAX = 10_000;
/** The API's largest page of a list (shared/api/schemas.ts); here so browser code can use it without zod. */
export const PAGE_SIZE_MAX = 100;
export const TERM_MIN_LENGTH = 2;
export const TERM_MAX_LENGTH = 100;

export const LEAD_LIMITS = {
  nameMin: 2,
  nameMax: 100,
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

/** Who may travel on one request: a manager books larger groups by phone. */
export const PARTY_LIMITS = {
  adultsMax: 10,
  pensionersMax: 10,
  childrenMax: 6,
  childAgeMin: 0,
  childAgeMax: 17,
  totalMax: 10,
} as const;

export const PARTY_MESSAGES = {
  adultsMax: 'Не больше 10 взрослых',
  pensionersMax: 'Не больше 10 пенсионеров',
  childrenMax: 'Не больше 6 детей в одной заявке',
  childAge: 'Укажите возраст ребёнка от 0 до 17 лет',
  // Pensioners are grown-ups too, and a sea cruise's form has no pensioners' field to name.
  noAdult: 'Нужен хотя бы один взрослый',
  totalMax:
    'В одной заявке — не больше 10 человек. Для большой группы позвоните нам: менеджер подберёт каюты',
  countInvalid: 'Укажите число от 0 до 10',
} as const;

/** Russian messages per field; the same texts the API sends in its 400 answers. */
export const LEAD_MESSAGES = {
  nameRequired: 'Укажите имя',
  nameTooShort: 'Имя слишком короткое',
  nameTooLong: 'Имя слишком длинное',
  phoneRequired: 'Укажите телефон',
  // Non-breaking spaces and hyphens: a narrow error line broke the example inside it («+7 900 000-/00-00»).
  phoneInvalid:
    'Введите телефон в формате +7\u00a0900\u00a0000\u201100\u201100, номер другой страны — с\u00a0«+» и её кодом',
  emailInvalid: 'Проверьте адрес электронной почты',
  cabinInvalid: 'Выберите категорию каюты из списка',
  cabinNumberInvalid: 'Выберите каюту на плане палуб',
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
  adults: string;
  pensioners: string;
  /** Each child's age as chosen; '' until chosen. */
  children: string[];
  comment: string;
  consent: boolean;
}
export type LeadField = keyof LeadFormValues;
export type LeadErrors = Partial<Record<LeadField, string>>;
/** The form's fields in the order they stand on the page (the first with an error takes the focus). */
export const LEAD_FIELDS: readonly LeadField[] = [
  'name',
  'phone',
  'email',
  'cabinCategory',
  'cabinNumber',
  'adults',
  'pensioners',
  'children',
  'comment',
  'consent',
];

export function validateLead(values: LeadFormValues): LeadErrors {
  const errors: LeadErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = LEAD_MESSAGES.nameRequired;
  else if (name.length < LEAD_LIMITS.nameMin) errors.name = LEAD_MESSAGES.nameTooShort;
  else if (name.length > LEAD_LIMITS.nameMax) errors.name = LEAD_MESSAGES.nameTooLong;

  const phone = values.phone.trim();
  if (!phone) errors.phone = LEAD_MESSAGES.phoneRequired;
  else if (!isPhone(phone)) errors.phone = LEAD_MESSAGES.phoneInvalid;

  const email = values.email.trim();
  if (email && (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)))
    errors.email = LEAD_MESSAGES.emailInvalid;

  if (values.cabinCategory && !CABIN_CODE_PATTERN.test(values.cabinCategory))
    errors.cabinCategory = LEAD_MESSAGES.cabinInvalid;
  if (values.cabinNumber && !CABIN_NUMBER_PATTERN.test(values.cabinNumber))
    errors.cabinNumber = LEAD_MESSAGES.cabinNumberInvalid;

  Object.assign(errors, validateParty(values));

  if (values.comment.length > LEAD_LIMITS.commentMax) errors.comment = LEAD_MESSAGES.commentTooLong;
  if (!values.consent) errors.consent = LEAD_MESSAGES.consentRequired;
  return errors;
}

const wholeCount = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text) : null);

/** The party as numbers, or null while a field is not a number yet. */
export function partyOf(values: Pick<LeadFormValues, 'adults' | 'pensioners' | 'children'>): Party | null {
  const adults = wholeCount(values.adults || '0');
  const pensioners = wholeCount(values.pensioners || '0');
  const children = values.children.map(wholeCount);
  if (adults === null || pensioners === null || children.some((a) => a === null)) return null;
  return { adults, pensioners, children: children as number[] };
}

/** The same rules as the API's `Party` schema, field by field. */
function validateParty(values: Pick<LeadFormValues, 'adults' | 'pensioners' | 'children'>): LeadErrors {
  const errors: LeadErrors = {};
  const adults = wholeCount(values.adults || '0');
  const pensioners = wholeCount(values.pensioners || '0');
  if (adults === null) errors.adults = PARTY_MESSAGES.countInvalid;
  else if (adults > PARTY_LIMITS.adultsMax) errors.adults = PARTY_MESSAGES.adultsMax;
  if (pensioners === null) errors.pensioners = PARTY_MESSAGES.countInvalid;
  else if (pensioners > PARTY_LIMITS.pensionersMax) errors.pensioners = PARTY_MESSAGES.pensionersMax;
  if (values.children.length > PARTY_LIMITS.childrenMax) errors.children = PARTY_MESSAGES.childrenMax;
  else if (
    values.children.some((a) => {
      const age = wholeCount(a);
      return age === null || age < PARTY_LIMITS.childAgeMin || age > PARTY_LIMITS.childAgeMax;
    })
  )
    errors.children = PARTY_MESSAGES.childAge;
  if (adults !== null && pensioners !== null && !errors.adults && !errors.pensioners) {
    if (adults + pensioners < 1) errors.adults = PARTY_MESSAGES.noAdult;
    else if (adults + pensioners + values.children.length > PARTY_LIMITS.totalMax)
      errors.adults = PARTY_MESSAGES.totalMax;
  }
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
