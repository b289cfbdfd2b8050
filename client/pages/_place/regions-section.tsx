import type { RegionCard as RegionCardData } from '../../../shared/api/schemas';
import { PATHS } from '../../../shared/routes';
import { CardGrid } from '../_shared/card-grid';
import { RegionCard } from '../_shared/region-card';
import { Section } from '../_shared/section';

export interface RegionsSectionProps {
  title: string;
  /** Name of the card list for screen readers: 'Регионы компании MSC Cruises'. */
  label: string;
  regions: readonly RegionCardData[];
  id?: string;
  /**
   * Where a card leads when its count is a line's or ship's own cruises in the region: their search, so the
   * count equals the list it opens. The region's page otherwise.
   */
  cardTo?: (region: RegionCardData) => string;
}

/** Region cards with the way to all regions; nothing when there are none. */
export function RegionsSection({ title, label, regions, id, cardTo }: RegionsSectionProps) {
  if (regions.length === 0) return null;
  return (
    <Section title={title} id={id} moreTo={PATHS.allRegions} moreText="Все регионы">
      <CardGrid columns={4} label={label}>
        {regions.map((region) => (
          <RegionCard key={region.slug} region={region} to={cardTo?.(region)} />
        ))}
      </CardGrid>
    </Section>
  );
}
