/** The cruise lines of /all-cruiselines, grouped by kind and picked down to what a card shows. */
import type { CruiseLine } from '../../../shared/api/schemas';
import { compareRu } from '../../../shared/format';

export type LineCardData = Pick<
  CruiseLine,
  | 'slug'
  | 'name'
  | 'kind'
  | 'country'
  | 'shortDescription'
  | 'logo'
  | 'image'
  | 'shipsCount'
  | 'cruisesCount'
  | 'priceFrom'
>;

function toLineCard(line: CruiseLine): LineCardData {
  const { slug, name, kind, country, shortDescription, logo, image, shipsCount, cruisesCount, priceFrom } =
    line;
  return { slug, name, kind, country, shortDescription, logo, image, shipsCount, cruisesCount, priceFrom };
}

export function groupLines(lines: readonly CruiseLine[]): { sea: LineCardData[]; river: LineCardData[] } {
  const cards = lines
    .map(toLineCard)
    .sort((a, b) => b.cruisesCount - a.cruisesCount || compareRu(a.name, b.name));
  return { sea: cards.filter((l) => l.kind === 'sea'), river: cards.filter((l) => l.kind === 'river') };
}
