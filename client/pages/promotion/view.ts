/** What the promotion page renders, and the Russian wording of its dates. */
import type { Promotion } from '../../../shared/api/schemas';
import { formatCount, formatDate, formatFromTo, NOUN_FORMS } from '../../../shared/format';
import { daysUntil } from '../../../shared/today';

export const PROMOTION_CRUISES_SHOWN = 6;
export const OTHER_PROMOTIONS_SHOWN = 3;

/**
 * What the period says beside its dates: `До конца акции 4 дня` (the last day counts), `До начала акции 3
 * дня`, `Акция завершилась 31 мая 2027 г.` — not the end date a second time.
 */
export function promotionPeriodText(
  p: Pick<Promotion, 'startsAt' | 'endsAt' | 'isActive'>,
  today: string,
): string {
  if (!p.isActive || p.endsAt < today) return `Акция завершилась ${formatDate(p.endsAt)}`;
  if (p.startsAt > today)
    return `До начала акции ${formatCount(daysUntil(p.startsAt, today), NOUN_FORMS.day)}`;
  return `До конца акции ${formatCount(daysUntil(p.endsAt, today) + 1, NOUN_FORMS.day)}`;
}

/** `с 1 марта по 31 мая 2027 г.` */
export function promotionRangeText(p: Pick<Promotion, 'startsAt' | 'endsAt'>): string {
  return formatFromTo(p.startsAt, p.endsAt);
}
