/** The groups of a term search, in the order they are shown, with their Russian headings. */
import type { TermHit, TermResults } from '../../../shared/api/schemas';
import { capitalize } from '../../../shared/format';
import { shipNoun } from '../../../shared/russian/vessel';
import { TERM_GROUP_OF_KIND, type TermGroupKey } from '../../../shared/search/term-groups';

export const TERM_GROUPS: readonly { key: TermGroupKey; title: string }[] = [
  { key: 'tagPages', title: 'Подборки круизов' },
  { key: 'regions', title: 'Регионы' },
  { key: 'countries', title: 'Страны' },
  { key: 'ports', title: 'Порты' },
  { key: 'ships', title: 'Лайнеры и теплоходы' },
  { key: 'cruiseLines', title: 'Круизные компании' },
  { key: 'promotions', title: 'Акции' },
];

/**
 * The groups in the order of their best match: «Александр» shows the four ships before the port of
 * Александрия, as the engine ranks them; a group with none of the best matches keeps its place after.
 */
export function groupsInOrder(results: Pick<TermResults, 'best'>): typeof TERM_GROUPS {
  const rank = new Map<TermGroupKey, number>();
  results.best.forEach((hit, i) => {
    const key = TERM_GROUP_OF_KIND[hit.kind];
    if (!rank.has(key)) rank.set(key, i);
  });
  const rankOf = (key: TermGroupKey) => rank.get(key) ?? results.best.length;
  // A stable sort: groups without a best match stay in TERM_GROUPS order.
  return [...TERM_GROUPS].sort((a, b) => rankOf(a.key) - rankOf(b.key));
}

/** What one hit is, in a word beside its name. */
const KIND_LABEL: Record<TermHit['kind'], string> = {
  region: 'Регион',
  country: 'Страна',
  port: 'Порт',
  // Only when the catalogue does not say what kind of ship it is.
  ship: 'Судно',
  line: 'Компания',
  promotion: 'Акция',
  tag: 'Подборка',
};

/** `Регион`, `Порт`; a ship by its own noun: `Теплоход`, `Пароход`, `Лайнер`. */
export function hitLabel(hit: Pick<TermHit, 'kind' | 'name' | 'shipKind'>): string {
  return hit.shipKind
    ? capitalize(shipNoun({ name: hit.name, kind: hit.shipKind }, 'nominative'))
    : KIND_LABEL[hit.kind];
}

export interface FlatHit {
  id: string;
  group: string;
  name: string;
  subtitle: string;
  href: string;
}

/** The best matches across kinds with their kind's label: the suggestions list is one flat listbox. */
export function flattenHits(results: Pick<TermResults, 'best'>, limit = 5): FlatHit[] {
  return results.best.slice(0, limit).map((hit, i) => ({
    id: `${hit.kind}-${i}`,
    group: hitLabel(hit),
    name: hit.name,
    subtitle: hit.subtitle,
    href: hit.href,
  }));
}
