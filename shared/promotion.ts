import type { Promotion } from './api/schemas';
import { pick } from './pick';

/** Every field of a promotion in the contract (the promotion page shows them all). */
const PROMOTION_FIELDS = [
  'slug',
  'title',
  'shortDescription',
  'description',
  'terms',
  'label',
  'discountPercent',
  'startsAt',
  'endsAt',
  'isActive',
  'image',
  'cruiseLine',
  'cruisesCount',
] as const satisfies readonly (keyof Promotion)[];

/**
 * A promotion with exactly the contract's fields: the catalogue's record and an API answer carry others
 * (ids, fields a newer API adds) that neither a response nor a page's data should pass on.
 */
export function promotionOf(p: Promotion): Promotion {
  return pick(p, PROMOTION_FIELDS);
}

/**
 * `по акции «Чёрная пятница»`, the one way a phrase names the offer it is under (the search heading, the
 * cruise page's note). The title is quoted even with Latin letters in it: «Costa: пакет напитков в подарок».
 */
export function underOffer(title: string): string {
  return `по акции «${title}»`;
}
