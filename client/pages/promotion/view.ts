/** What the promotion page renders, and the Russian wording of its dates. */
import type { Promotion } from '../../../shared/api/schemas';
import { formatCount, formatDate, formatFromTo, NOUN_FORMS } from '../../../shared/format';

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
    return `До начала акции ${formatCount(daysFrom(today, p.startsAt), NOUN_FORMS.day)}`;
  return `До конца акции ${formatCount(daysFrom(today, p.endsAt) + 1, NOUN_FORMS.day)}`;
}

const daysFrom = (fromIso: string, toIso: string) =>
  Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);

/** `с 1 марта по 31 мая 2027 г.` */
export function promotionRangeText(p: Pick<Promotion, 'startsAt' | 'endsAt'>): string {
  return formatFromTo(p.startsAt, p.endsAt);
}
