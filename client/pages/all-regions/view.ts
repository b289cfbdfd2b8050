/** The regions list of /all-regions: cards grouped by kind, busiest first. */
import type { RegionCard, RegionsMap } from '../../../shared/api/schemas';
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

export function totalCruises(regions: readonly { cruisesCount: number }[]): number {
  return regions.reduce((sum, r) => sum + r.cruisesCount, 0);
}
