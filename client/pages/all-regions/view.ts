/** The regions list of /all-regions: cards grouped by kind, busiest first. */
import type { FilterOptions, RegionCard, RegionsMap } from '../../../shared/api/schemas';
import { compareRu } from '../../../shared/format';

export interface RegionGroups {
  sea: RegionCard[];
  river: RegionCard[];
}

function toCard(region: RegionsMap['regions'][number]): RegionCard {
  const { slug, name, kind, shortDescription, image, cruisesCount, priceFrom } = region;
  return { slug, name, kind, shortDescription, image, cruisesCount, priceFrom };
}

export function groupRegions(regions: RegionsMap['regions']): RegionGroups {
  const byBusiest = (a: RegionCard, b: RegionCard) =>
    b.cruisesCount - a.cruisesCount || compareRu(a.name, b.name);
  const cards = regions.map(toCard).sort(byBusiest);
  return { sea: cards.filter((r) => r.kind === 'sea'), river: cards.filter((r) => r.kind === 'river') };
}

/** Cruises on sale in all, and of each kind: what «Все морские круизы» and the search list. */
export interface CruiseTotals {
  all: number;
  sea: number;
  river: number;
}

/**
 * The totals from the search's own counts, not the sum of the regions' counts: a crossing is filed under
 * «Трансатлантика» and the seas it calls in, so adding the regions up counts it two or three times.
 */
export function cruiseTotals(options: FilterOptions | null): CruiseTotals | null {
  if (!options) return null;
  const ofKind = (kind: string) => options.kind.find((o) => o.value === kind)?.count ?? 0;
  return { all: options.total, sea: ofKind('sea'), river: ofKind('river') };
}
