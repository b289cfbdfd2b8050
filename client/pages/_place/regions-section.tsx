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
}

/** Region cards with the way to all regions; nothing when there are none. */
export function RegionsSection({ title, label, regions, id }: RegionsSectionProps) {
  if (regions.length === 0) return null;
  return (
    <Section title={title} id={id} moreTo={PATHS.allRegions} moreText="Все регионы">
      <CardGrid columns={4} label={label}>
        {regions.map((region) => (
          <RegionCard key={region.slug} region={region} />
        ))}
      </CardGrid>
    </Section>
  );
}
