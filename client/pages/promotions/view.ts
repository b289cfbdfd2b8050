/** Lean view data for promotion lists: only what a card renders travels in the hydration payload. */
import type { Promotion } from '../../../shared/api/schemas';
import type { PromotionCardData } from '../_shared/promotion-card';

export function toPromotionCard(p: Promotion): PromotionCardData {
  return {
    slug: p.slug,
    title: p.title,
    shortDescription: p.shortDescription,
    label: p.label,
    endsAt: p.endsAt,
    isActive: p.isActive,
    image: p.image,
    cruiseLine: p.cruiseLine,
    cruisesCount: p.cruisesCount,
  };
}
