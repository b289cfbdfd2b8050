/** Phrases about the travellers of a booking request, with numbers agreeing with their nouns. */
import type { Party } from '../api/schemas';
import { formatCount, pluralize, NOUN_FORMS } from '../format';

/** `7 лет`, `1 год`, `3 года`; a baby under one is `до года`. */
export function childAge(age: number): string {
  return age === 0 ? 'до года' : formatCount(age, ['год', 'года', 'лет']);
}

const ADULT_FORMS = ['взрослый', 'взрослых', 'взрослых'] as const;
const CHILD_FORMS = ['ребёнок', 'ребёнка', 'детей'] as const;
const PENSIONER_FORMS = ['пенсионер', 'пенсионера', 'пенсионеров'] as const;

/** `2 взрослых, 1 ребёнок (7 лет), 1 пенсионер`; `2 ребёнка (3 года, 7 лет)`. */
export function partyPhrase(party: Party): string {
  const parts: string[] = [];
  if (party.adults) parts.push(formatCount(party.adults, ADULT_FORMS));
  if (party.children.length)
    parts.push(
      `${formatCount(party.children.length, CHILD_FORMS)} (${party.children.map(childAge).join(', ')})`,
    );
  if (party.pensioners) parts.push(formatCount(party.pensioners, PENSIONER_FORMS));
  return parts.join(', ');
}

/**
 * `за 1 человека`, `за 3 человека`, `за 5 человек`: after «за» as travel sites write it with digits («цена за
 * 2 человека»); «за 3 человек» reads as «за трёх человек», which readers took for a slip.
 */
export function forPeople(count: number): string {
  return `за ${formatCount(count, ['человека', 'человека', 'человек'])}`;
}

/** `1 взрослого`, `2 взрослых`: the count after «на» (a pensioner is a grown-up too). */
export function forGrownUps(count: number): string {
  return formatCount(count, ['взрослого', 'взрослых', 'взрослых']);
}

/** `2 места`; with an extra bed `2 места + 1 дополнительное` (a cabin category's places). */
export function berthsPhrase(berths: number, extraBeds = 0): string {
  const main = formatCount(berths, NOUN_FORMS.berth);
  return extraBeds > 0
    ? `${main} + ${formatCount(extraBeds, ['дополнительное', 'дополнительных', 'дополнительных'])}`
    : main;
}

/** `1 каюта`, `2 каюты`. */
export function cabinsCount(count: number): string {
  return `${count} ${pluralize(count, NOUN_FORMS.cabin)}`;
}

/** A party's placement, as the party's total counts it (shared/pricing/party-total.ts). */
export interface Placement {
  cabins: number;
  /** Travellers on the cabins' extra beds, and the grown-ups among them (children take them first). */
  extraBeds: number;
  extraBedGrownUps?: number;
  people: number;
  grownUps: number;
}

/**
 * Who sleeps on the extra beds: `ребёнок — на дополнительном месте`, `один из детей — …` when more children
 * travel, `2 ребёнка — на дополнительных местах`, `один из взрослых — …`, `ребёнок и один из взрослых — на
 * дополнительных местах`; the breakdown's lines say which.
 */
export function onExtraBeds({ extraBeds: n, extraBedGrownUps = 0, people, grownUps }: Placement): string {
  const children = people - grownUps;
  const kids = n - extraBedGrownUps;
  const who: string[] = [];
  if (kids > 0)
    who.push(
      kids === 1
        ? children === 1
          ? 'ребёнок'
          : 'один из детей'
        : kids === children
          ? 'дети'
          : formatCount(kids, CHILD_FORMS),
    );
  if (extraBedGrownUps > 0)
    who.push(extraBedGrownUps === 1 ? 'один из взрослых' : formatCount(extraBedGrownUps, ADULT_FORMS));
  return `${who.join(' и ')} — на ${n === 1 ? 'дополнительном месте' : 'дополнительных местах'}`;
}

/** `1 каюта`, `1 каюта; ребёнок — на дополнительном месте` (a manager's notice of the request). */
export function placementPhrase(placement: Placement): string {
  const cabins = cabinsCount(placement.cabins);
  return placement.extraBeds > 0 ? `${cabins}; ${onExtraBeds(placement)}` : cabins;
}
