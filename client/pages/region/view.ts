/** What the region page renders, picked from the API's data (lean hydration data). */
import type { Region, RegionCard, RegionsMap } from '../../../shared/api/schemas';
import { compareRu, formatCruises, formatMoney } from '../../../shared/format';
import { placeView, type PlaceView } from '../_place/place-view';
import { metaDescription } from '../_place/text';

export const REGION_KIND_LABEL = { sea: 'Морской регион', river: 'Речной регион' } as const;
const KIND_ADJECTIVE = { sea: 'морские', river: 'речные' } as const;

const REGION_FIELDS = ['along', 'kind', 'center', 'countries', 'priceFrom', 'bestSeason'] as const;

export type RegionView = PlaceView<Region, (typeof REGION_FIELDS)[number]>;

export function toRegionView(region: Region): RegionView {
  return placeView(region, REGION_FIELDS);
}

/**
 * The heading of the region's sailings: «Круизы по Восточному Средиземноморью» with the API's form after
 * «по», «Круизы: Name» (no case needed) without it.
 */
export function regionCruisesTitle(region: Pick<Region, 'name' | 'along'>): string {
  return region.along ? `Круизы по ${region.along}` : `Круизы: ${region.name}`;
}

/** Other regions of the same kind, the busiest first: 'where else to go'. */
export function otherRegions(
  map: RegionsMap | null,
  current: Pick<Region, 'slug' | 'kind'>,
  limit = 4,
): RegionCard[] {
  if (!map) return [];
  return map.regions
    .filter((r) => r.slug !== current.slug && r.kind === current.kind)
    .sort((a, b) => b.cruisesCount - a.cruisesCount || compareRu(a.name, b.name))
    .slice(0, limit)
    .map(({ slug, name, kind, shortDescription, image, cruisesCount, priceFrom }) => ({
      slug,
      name,
      kind,
      shortDescription,
      image,
      cruisesCount,
      priceFrom,
    }));
}

export function regionTitle(region: Pick<Region, 'name' | 'kind'>): string {
  return `${region.name}: ${KIND_ADJECTIVE[region.kind]} круизы, цены и маршруты`;
}

export function regionDescription(
  region: Pick<Region, 'name' | 'shortDescription' | 'cruisesCount' | 'priceFrom'>,
): string {
  const count = region.cruisesCount > 0 ? ` ${formatCruises(region.cruisesCount)} в продаже` : '';
  const price = region.priceFrom ? `, цены от ${formatMoney(region.priceFrom)}` : '';
  return metaDescription(`${region.name}. ${region.shortDescription}${count}${price}.`);
}
