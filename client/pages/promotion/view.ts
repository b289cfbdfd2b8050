/** What the promotion page renders, and the Russian wording of its dates. */
import type { Promotion } from '../../../shared/api/schemas';
import { formatDate } from '../../../shared/format';

export const PROMOTION_CRUISES_SHOWN = 6;
export const OTHER_PROMOTIONS_SHOWN = 3;

/** `Действует до 31 мая 2027 г.` / `Акция завершилась 31 мая 2027 г.` / `Начнётся 1 июня 2027 г.` */
export function promotionPeriodText(
  p: Pick<Promotion, 'startsAt' | 'endsAt' | 'isActive'>,
  today: string,
): string {
  if (!p.isActive || p.endsAt < today) return `Акция завершилась ${formatDate(p.endsAt)}`;
  if (p.startsAt > today) return `Начнётся ${formatDate(p.startsAt)}, действует до ${formatDate(p.endsAt)}`;
  return `Действует до ${formatDate(p.endsAt)}`;
}

/** `с 1 марта 2027 г. по 31 мая 2027 г.` */
export function promotionRangeText(p: Pick<Promotion, 'startsAt' | 'endsAt'>): string {
  return `с ${formatDate(p.startsAt)} по ${formatDate(p.endsAt)}`;
}
