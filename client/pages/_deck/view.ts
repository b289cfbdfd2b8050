/**
 * What a page needs to draw one deck (docs/decisions/023-deck-plans.md): the deck tabs, the chosen deck's
 * cabins with their class as an index (a colour class) and, on a cruise page, their state on the sailing.
 * Only the drawn deck travels in the hydration data: a liner has over two thousand cabins.
 */
import type { CabinCategory, CabinStatus, CabinStatusKind, Deck } from '../../../shared/api/schemas';
import { joinRu } from '../../../shared/format';

export interface PlanCabin {
  /** Number, class index, rectangle, state (`f`ree, `b`ooked, on `r`equest; absent on a ship page). */
  n: string;
  c: number;
  x: number;
  y: number;
  w: number;
  h: number;
  s?: 'f' | 'b' | 'r';
}

export interface DeckPlanView {
  /** The ship's classes, cheapest first: a cabin's `c` indexes this list. */
  categories: { code: string; name: string }[];
  /** Every deck for the switcher; `free` is counted only on a cruise page. */
  tabs: { number: number; name: string; free: number | null }[];
  deck: { number: number; name: string; width: number; height: number; cabins: PlanCabin[] };
}

export interface CabinPick {
  number: string;
  category: string;
  categoryName: string;
  deckName: string;
}

const STATE: Record<CabinStatusKind, 'f' | 'b' | 'r'> = { free: 'f', booked: 'b', request: 'r' };
export const STATE_WORD: Record<'f' | 'b' | 'r', string> = { f: 'свободна', b: 'занята', r: 'по запросу' };

/** A cabin that may be asked for: free, or held by the line and sold on request. */
export const isChoosable = (s: PlanCabin['s']) => s === 'f' || s === 'r';

function deckNumberOf(value: string | null): number | null {
  return value && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/**
 * The deck to draw: the one asked for (`?deck=`), else the one with the chosen cabin, else on a cruise page
 * the one with most free cabins, else the lowest.
 */
export function buildDeckPlan(
  decks: Deck[],
  categories: Pick<CabinCategory, 'code' | 'name'>[],
  statuses: CabinStatus[] | null,
  query: { deck: string | null; cabin: string | null },
): DeckPlanView | null {
  if (decks.length === 0) return null;
  const state = statuses ? new Map(statuses.map((s) => [s.number, STATE[s.status]])) : null;
  const freeOn = (d: Deck) => (state ? d.cabins.filter((c) => state.get(c.number) === 'f').length : null);
  const wanted = deckNumberOf(query.deck);
  const deck =
    decks.find((d) => d.number === wanted) ??
    decks.find((d) => d.cabins.some((c) => c.number === query.cabin)) ??
    (state ? [...decks].sort((a, b) => freeOn(b)! - freeOn(a)!)[0] : decks[0]);
  const index = new Map(categories.map((c, i) => [c.code, i]));
  return {
    categories: categories.map(({ code, name }) => ({ code, name })),
    tabs: decks.map((d) => ({ number: d.number, name: d.name, free: freeOn(d) })),
    deck: {
      number: deck.number,
      name: deck.name,
      width: deck.width,
      height: deck.height,
      cabins: deck.cabins.map((c) => ({
        n: c.number,
        c: index.get(c.category) ?? 0,
        x: c.x,
        y: c.y,
        w: c.w,
        h: c.h,
        ...(state ? { s: state.get(c.number) ?? 'b' } : {}),
      })),
    },
  };
}

/** The cabin `?cabin=` names, when it is on the ship and may be asked for on this sailing. */
export function chosenCabin(
  decks: Deck[],
  categories: Pick<CabinCategory, 'code' | 'name'>[],
  statuses: CabinStatus[],
  number: string | null,
): CabinPick | null {
  if (!number) return null;
  const status = statuses.find((s) => s.number === number);
  if (!status || status.status === 'booked') return null;
  const deck = decks.find((d) => d.cabins.some((c) => c.number === number));
  const category = categories.find((c) => c.code === status.category);
  if (!deck || !category) return null;
  return { number, category: category.code, categoryName: category.name, deckName: deck.name };
}

/** The outline of a hull around a deck plan: flat stern on the left, a rounded bow on the right. */
export function hullPath(width: number, height: number): string {
  const mid = height / 2;
  const shoulder = width - 48;
  return `M2 2H${shoulder}C${width - 14} 2 ${width - 1} ${mid - 14} ${width - 1} ${mid}C${width - 1} ${mid + 14} ${width - 14} ${height - 2} ${shoulder} ${height - 2}H2Z`;
}

/** A deck's own word where the ship names its decks: `Главная` of «Главная палуба»; none for «Палуба 9». */
const DECK_WORD = /^(\S+) палуба$/;

/**
 * The decks a cabin class is on, as the deck plan beside it calls them: `Главная и средняя палубы` on a river
 * ship whose decks have names, `Палуба 5`, `Палубы 5, 9`, `Палубы 3–7` (a run) on a liner's numbered decks.
 */
export function formatDecks(decks: readonly number[], names?: ReadonlyMap<number, string>): string | null {
  if (decks.length === 0) return null;
  const sorted = [...new Set(decks)].sort((a, b) => a - b);
  const words = sorted.map((d) => DECK_WORD.exec(names?.get(d) ?? '')?.[1]);
  if (words.every((w): w is string => w !== undefined)) {
    const list = joinRu(words.map((w, i) => (i === 0 ? w : w.toLowerCase())));
    return `${list} ${sorted.length > 1 ? 'палубы' : 'палуба'}`;
  }
  if (sorted.length === 1) return `Палуба ${sorted[0]}`;
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1);
  return consecutive && sorted.length > 2
    ? `Палубы ${sorted[0]}–${sorted[sorted.length - 1]}`
    : `Палубы ${sorted.join(', ')}`;
}

/** Deck names by number, from a plan's tabs. */
export function deckNamesOf(plan: Pick<DeckPlanView, 'tabs'>): ReadonlyMap<number, string> {
  return new Map(plan.tabs.map((t) => [t.number, t.name]));
}
