/**
 * Several names in one phrase of a heading: `из Москвы и Казани`, `по Волге, Каме и Дону`, `с заходом в Кижи
 * и на Валаам`, `компаний «Водоход» и «Мостурфлот»`. Each name comes in the case its lead word needs (the
 * caller's forms: place-cases.ts, vessel.ts); this module only joins them, so every heading joins alike.
 * See docs/decisions/013-russian-phrases-and-company.md.
 */
import { joinRu } from '../format';

/** A name in its case and the word it follows: a preposition (`из`, `на`) or a generic noun (`компаний`). */
export interface LeadAndForm {
  lead: string;
  form: string;
}

/**
 * At most this many names are spelled out in a heading; more read as a count (`из 5 портов`). Four names
 * with their lead words already make a title of 70 characters and more, longer than a search result shows.
 */
export const NAMES_IN_A_PHRASE = 3;

/** The names' own «и» (`Канарским островам и Атлантике`), not one inside quotes («Кирилл и Мефодий»). */
const hasOwnAnd = (form: string) => / и /.test(form.replace(/«[^»]*»/g, '«»'));

/** How the names are joined: `и` for all of them, `или` for any one (ports of call: a cruise needs one). */
export type Conjunction = 'и' | 'или';

/**
 * `А, Б и В`; a name with an «и» of its own goes last and lends it to the list: `Средиземноморью,
 * Канарским островам и Атлантике`, not `Средиземноморью и Канарским островам и Атлантике`.
 */
function joinForms(forms: readonly string[], conjunction: Conjunction): string {
  if (conjunction === 'и' && forms.some(hasOwnAnd))
    return [...forms.filter((f) => !hasOwnAnd(f)), ...forms.filter(hasOwnAnd)].join(', ');
  return joinRu(forms, conjunction);
}

/**
 * `из Москвы и Казани`: one lead word shared by every name is said once; when they differ, each name keeps
 * its own (`в Кижи или на Валаам`, `из Москвы и с Санторини`), as a Russian editor writes it.
 */
export function joinLeadAndForm(items: readonly LeadAndForm[], conjunction: Conjunction = 'и'): string {
  if (items.length === 0) return '';
  const lead = items[0].lead;
  if (items.every((item) => item.lead === lead))
    return `${lead} ${joinForms(
      items.map((item) => item.form),
      conjunction,
    )}`;
  return joinForms(
    items.map((item) => `${item.lead} ${item.form}`),
    conjunction,
  );
}

/**
 * The names joined (`joinLeadAndForm`), or for more than `NAMES_IN_A_PHRASE` the phrase `counted` gives
 * for their number (`из 5 портов`: it needs no name's form). Null when there is nothing to say, or a name
 * has no trusted form (null among `items`): the caller then lists the names where no case is needed.
 */
export function namesOrCount(
  items: readonly (LeadAndForm | null)[],
  counted: (count: number) => string,
  conjunction: Conjunction = 'и',
): string | null {
  if (items.length === 0) return null;
  if (items.length > NAMES_IN_A_PHRASE) return counted(items.length);
  if (items.some((item) => item === null)) return null;
  const known = items as LeadAndForm[];
  // Two names with an «и» of their own read as more places than there are: listed after the colon instead.
  if (known.filter((item) => hasOwnAnd(item.form)).length > 1) return null;
  return joinLeadAndForm(known, conjunction);
}
