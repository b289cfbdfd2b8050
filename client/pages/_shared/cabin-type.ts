/**
 * The class of a cabin category, shown beside its name only where the name does not say it. A category named
 * in Russian says its class itself («Одноместная», «Каюта с балконом», «Полулюкс»), and a label repeating it
 * («Люкс Люкс») or contradicting it («Полулюкс Люкс-сьют») reads as an error; a brand name («MSC Yacht
 * Club») gets its class beside it.
 */
import type { CabinCategory } from '../../../shared/api/schemas';
import { CYRILLIC } from '../../../shared/russian/vessel';

const CABIN_TYPE_LABEL: Record<CabinCategory['type'], string> = {
  inside: 'Внутренняя',
  oceanview: 'С окном',
  balcony: 'С балконом',
  suite: 'Сьют',
  single: 'Одноместная',
  standard: 'Стандарт',
  lux: 'Люкс',
};

/** `Сьют` for «MSC Yacht Club»; null for a name in Russian. */
export function cabinTypeLabel(category: Pick<CabinCategory, 'name' | 'type'>): string | null {
  return CYRILLIC.test(category.name) ? null : CABIN_TYPE_LABEL[category.type];
}
