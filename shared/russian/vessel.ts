/**
 * Ship and cruise-line names inside a phrase. Names of ships and companies are not declined: the generic
 * noun carries the case (`на теплоходе «Лев Толстой»`, `круизы компании «Водоход»`). A Cyrillic name is
 * set in «ёлочки»; a Latin one is not quoted, its script sets it apart already (`на лайнере MSC Grandiosa`).
 */
import type { CruiseKind } from '../api/schemas';

const LATIN = /[A-Za-z]/;
/** A name written in Russian letters. */
export const CYRILLIC = /[А-ЯЁа-яё]/;

/** `«Лев Толстой»`, `MSC Grandiosa`; a name that already carries quotes is left as it is. */
export function quotedName(name: string): string {
  const clean = name.trim();
  if (/^[«"„]/.test(clean) || LATIN.test(clean) || !CYRILLIC.test(clean)) return clean;
  return `«${clean}»`;
}

type ShipCase = 'nominative' | 'genitive' | 'accusative' | 'prepositional';

/** The generic noun of a ship: a sea ship is a `лайнер`, a river ship a `теплоход`. */
const SHIP_NOUN: Record<CruiseKind, Record<ShipCase, string>> = {
  sea: { nominative: 'лайнер', genitive: 'лайнера', accusative: 'лайнер', prepositional: 'лайнере' },
  river: {
    nominative: 'теплоход',
    genitive: 'теплохода',
    accusative: 'теплоход',
    prepositional: 'теплоходе',
  },
};

/** `теплоход «Лев Толстой»`, `лайнера MSC Grandiosa`: the noun in the case the sentence needs. */
export function shipPhrase(ship: { name: string; kind: CruiseKind }, grammaticalCase: ShipCase): string {
  return `${SHIP_NOUN[ship.kind][grammaticalCase]} ${quotedName(ship.name)}`;
}

/** `компании «Водоход»`, `компании MSC Cruises`. */
export function ofLine(line: { name: string }): string {
  return `компании ${quotedName(line.name)}`;
}
