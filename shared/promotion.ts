import type { Promotion } from './api/schemas';

/**
 * A promotion with exactly the contract's fields: the catalogue's record and an API answer carry others
 * (ids, fields a newer API adds) that neither a response nor a page's data should pass on.
 */
export function promotionOf(p: Promotion): Promotion {
  return {
    slug: p.slug,
    title: p.title,
    shortDescription: p.shortDescription,
    description: p.description,
    terms: p.terms,
    label: p.label,
    discountPercent: p.discountPercent,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    isActive: p.isActive,
    image: p.image,
    cruiseLine: p.cruiseLine,
    cruisesCount: p.cruisesCount,
  };
}
