/**
 * Ship and cruise-line names inside a phrase. Names of ships and companies are not declined: the generic
 * noun carries the case (`на теплоходе «Лев Толстой»`, `круизы компании «Водоход»`). A Cyrillic name is
 * set in «ёлочки»; a Latin one is not quoted, its script sets it apart already (`на лайнере MSC Grandiosa`).
 */
import type { CruiseKind } from '../api/schemas';
import { joinRu, NOUN_FORMS, pluralize } from '../format';
import { joinLeadAndForm } from './name-list';

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

type Vessel = 'liner' | 'motorShip' | 'steamer';

/** The generic noun of a ship, in each case. */
const SHIP_NOUN: Record<Vessel, Record<ShipCase, string>> = {
  liner: { nominative: 'лайнер', genitive: 'лайнера', accusative: 'лайнер', prepositional: 'лайнере' },
  motorShip: {
    nominative: 'теплоход',
    genitive: 'теплохода',
    accusative: 'теплоход',
    prepositional: 'теплоходе',
  },
  steamer: { nominative: 'пароход', genitive: 'парохода', accusative: 'пароход', prepositional: 'пароходе' },
};

/**
 * River cruise ships under steam: the few still sailing are known by name, and calling one a `теплоход`
 * (a motor ship) is the mistake a river-cruise regular notices first («Н. В. Гоголь», 1911, a paddle steamer).
 */
const STEAMERS = new Set(['Н. В. Гоголь']);

type ShipRef = { name: string; kind: CruiseKind };

/** A sea ship is a `лайнер`; a river ship a `теплоход`, or a `пароход` if it runs on steam. */
function vesselOf(ship: ShipRef): Vessel {
  if (ship.kind === 'sea') return 'liner';
  return STEAMERS.has(ship.name) ? 'steamer' : 'motorShip';
}

/** `теплоход`, `лайнера`, `пароходе`: what the ship is, in the case the sentence needs. */
export function shipNoun(ship: ShipRef, grammaticalCase: ShipCase): string {
  return SHIP_NOUN[vesselOf(ship)][grammaticalCase];
}

/** `теплоход «Лев Толстой»`, `лайнера MSC Grandiosa`: the noun in the case the sentence needs. */
export function shipPhrase(ship: ShipRef, grammaticalCase: ShipCase): string {
  return `${shipNoun(ship, grammaticalCase)} ${quotedName(ship.name)}`;
}

const KIND_LABEL: Record<Vessel, string> = {
  liner: 'Морской лайнер',
  motorShip: 'Речной теплоход',
  steamer: 'Речной пароход',
};

/** What a ship is, in two words above its name: `Морской лайнер`, `Речной теплоход`, `Речной пароход`. */
export function shipKindLabel(ship: ShipRef): string {
  return KIND_LABEL[vesselOf(ship)];
}

/** A number of ships of a kind (`1 лайнер`, `2 теплохода`, `5 пароходов`), and their kind heading a list. */
const COUNTED: Record<Vessel, { forms: readonly [string, string, string]; plural: string }> = {
  liner: { forms: NOUN_FORMS.liner, plural: 'Лайнеры' },
  motorShip: { forms: NOUN_FORMS.riverShip, plural: 'Теплоходы' },
  steamer: { forms: ['пароход', 'парохода', 'пароходов'], plural: 'Пароходы' },
};

const vesselsOf = (ships: readonly ShipRef[]) => {
  const counts = new Map<Vessel, number>();
  for (const ship of ships) counts.set(vesselOf(ship), (counts.get(vesselOf(ship)) ?? 0) + 1);
  return counts;
};

/**
 * `5 лайнеров`, `2 теплохода и 1 пароход`: a fleet by what each of its ships is; a number keeps to its noun
 * across a line break.
 */
export function fleetText(ships: readonly ShipRef[]): string {
  return joinRu(
    [...vesselsOf(ships)].map(
      ([vessel, count]) => `${count}\u00a0${pluralize(count, COUNTED[vessel].forms)}`,
    ),
  );
}

/** `Теплоходы`, or `Суда` for a fleet of more than one kind of ship. */
export function fleetWord(ships: readonly ShipRef[]): string {
  const vessels = [...vesselsOf(ships).keys()];
  return vessels.length === 1 ? COUNTED[vessels[0]].plural : 'Суда';
}

/** `компании «Водоход»`, `компании MSC Cruises`. */
export function ofLine(line: { name: string }): string {
  return `компании ${quotedName(line.name)}`;
}

/** A ship's generic noun in the prepositional plural: `на теплоходах …`. */
const SHIPS_PREPOSITIONAL: Record<Vessel, string> = {
  liner: 'лайнерах',
  motorShip: 'теплоходах',
  steamer: 'пароходах',
};

/**
 * `на теплоходе «Лев Толстой»`; several ships of one kind share the plural noun, `на лайнерах MSC Grandiosa
 * и MSC Seashore`; of different kinds each keeps its own, `на пароходе «Н. В. Гоголь» и теплоходе «Лев
 * Толстой»`.
 */
export function onShips(ships: readonly ShipRef[]): string {
  const vessels = new Set(ships.map(vesselOf));
  if (ships.length > 1 && vessels.size === 1) {
    const [vessel] = vessels;
    return joinLeadAndForm(
      ships.map((ship) => ({ lead: `на ${SHIPS_PREPOSITIONAL[vessel]}`, form: quotedName(ship.name) })),
    );
  }
  return joinLeadAndForm(ships.map((ship) => ({ lead: 'на', form: shipPhrase(ship, 'prepositional') })));
}

/** `компании «Водоход»`; several, `компаний «Водоход» и «Мостурфлот»`, `компаний MSC Cruises и «Гама»`. */
export function ofLines(lines: readonly { name: string }[]): string {
  if (lines.length === 1) return ofLine(lines[0]);
  return joinLeadAndForm(lines.map((line) => ({ lead: 'компаний', form: quotedName(line.name) })));
}
