import type { RegionCard as RegionCardData } from '../../../shared/api/schemas';
import { formatCruises } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { CardMedia, CardTitle, type CardProps } from './card-parts';
import { KIND_LABEL } from './cruise-card';
import { PriceFrom } from './price';

export interface RegionCardProps extends CardProps {
  region: RegionCardData;
  /** Where the card leads: the region's page, or a search narrowed as the card's count is (a line's cruises there). */
  to?: string;
}

/** A region in a list: picture with the name over it; the whole card links to the region's page or `to`. */
export function RegionCard({ region, to, headingLevel, priority, sizes }: RegionCardProps) {
  return (
    <article className="card rcard">
      <CardMedia image={region.image} sizes={sizes} aspectRatio="4 / 3" priority={priority}>
        <span className={`chip chip--kind chip--${region.kind} card__kind`}>{KIND_LABEL[region.kind]}</span>
      </CardMedia>
      <div className="card__body">
        <CardTitle level={headingLevel} to={to ?? href.region(region.slug)}>
          {region.name}
        </CardTitle>
        <p className="card__text">{region.shortDescription}</p>
        <div className="card__footer">
          <span className="card__count">{formatCruises(region.cruisesCount)}</span>
          <PriceFrom rub={region.priceFrom} />
        </div>
      </div>
    </article>
  );
}
