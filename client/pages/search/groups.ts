/** The groups of a term search, in the order they are shown, with their Russian headings. */
import type { TermResults } from '../../../shared/api/schemas';

export type TermGroupKey = 'cruises' | 'ships' | 'ports' | 'regions' | 'countries' | 'cruiseLines';

export const TERM_GROUPS: readonly { key: TermGroupKey; title: string }[] = [
  { key: 'cruises', title: 'Круизы' },
  { key: 'ships', title: 'Лайнеры и теплоходы' },
  { key: 'ports', title: 'Порты' },
  { key: 'regions', title: 'Регионы' },
  { key: 'countries', title: 'Страны' },
  { key: 'cruiseLines', title: 'Круизные компании' },
];

export interface FlatHit {
  id: string;
  group: string;
  name: string;
  subtitle: string;
  href: string;
}

/** The hits in display order with their group's name: the suggestions list is one flat listbox. */
export function flattenHits(results: Pick<TermResults, TermGroupKey>, limitPerGroup = 5): FlatHit[] {
  const out: FlatHit[] = [];
  for (const group of TERM_GROUPS) {
    results[group.key].slice(0, limitPerGroup).forEach((hit, i) => {
      out.push({
        id: `${group.key}-${i}`,
        group: group.title,
        name: hit.name,
        subtitle: hit.subtitle,
        href: hit.href,
      });
    });
  }
  return out;
}
