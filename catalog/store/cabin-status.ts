/**
 * Each cabin's state on a sailing, derived rather than stored (docs/decisions/023-deck-plans.md): a
 * category's price entry says how many of its cabins are free (`cabinsLeft`, none when not `available`),
 * and a hash of the sailing and the cabin number decides which ones, so the same cabin keeps its state on
 * every request and the plan always agrees with the price list.
 */
import type { CabinStatus, CabinStatusKind } from '../../shared/api/schemas';
import { hashString } from '../seed/prng';

/** Share of a class booked this many days before departure: most of it in the last weeks, a third a year out. */
export function bookedShare(daysOut: number): number {
  return 0.95 - (0.6 * Math.min(Math.max(daysOut, 0), 300)) / 300;
}

/** Of cabins not free, this share is held by the line and sold on request. */
const ON_REQUEST = 0.06;
const unit = (text: string) => hashString(text) / 2 ** 32;

export interface CategoryAvailability {
  available: boolean;
  cabinsLeft: number | null;
}

export function cabinStatuses(
  cruiseSlug: string,
  cabins: readonly { number: string; category: string }[],
  availabilityOf: (category: string) => CategoryAvailability | undefined,
  daysOut: number,
): CabinStatus[] {
  const byCategory = new Map<string, string[]>();
  for (const c of cabins) {
    const list = byCategory.get(c.category);
    if (list) list.push(c.number);
    else byCategory.set(c.category, [c.number]);
  }
  const status = new Map<string, CabinStatusKind>();
  for (const [category, numbers] of byCategory) {
    const entry = availabilityOf(category);
    const free = !entry?.available
      ? 0
      : Math.min(numbers.length, entry.cabinsLeft ?? Math.round(numbers.length * (1 - bookedShare(daysOut))));
    const score = new Map(numbers.map((n) => [n, unit(`${cruiseSlug}:${n}`)]));
    const ranked = [...numbers].sort((a, b) => score.get(a)! - score.get(b)!);
    ranked.forEach((number, i) =>
      status.set(
        number,
        i < free
          ? 'free'
          : entry?.available && unit(`${cruiseSlug}:${number}:request`) < ON_REQUEST
            ? 'request'
            : 'booked',
      ),
    );
  }
  return cabins.map((c) => ({ number: c.number, category: c.category, status: status.get(c.number)! }));
}
