import { Link } from '../../ui/link';
import type { RegionCard as RegionCardData } from '../../../shared/api/schemas';
import { formatCount } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { OptimizedImage } from '../../ui/optimized-image';
import { CARD_IMAGE_SIZES, KIND_LABEL } from './cruise-card';
import { PriceFrom } from './price';

export interface RegionCardProps {
  region: RegionCardData;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  sizes?: string;
}

/** A region in a list: picture with the name over it; the whole card links to the region's page. */
export function RegionCard({
  region,
  headingLevel = 3,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
}: RegionCardProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="card rcard">
      <div className="card__media">
        <OptimizedImage image={region.image} alt="" sizes={sizes} aspectRatio="4 / 3" priority={priority} />
        <span className={`chip chip--kind chip--${region.kind} card__kind`}>{KIND_LABEL[region.kind]}</span>
      </div>
      <div className="card__body">
        <H className="card__title">
          <Link to={href.region(region.slug)} className="card__link">
            {region.name}
          </Link>
        </H>
        <p className="card__text">{region.shortDescription}</p>
        <div className="card__footer">
          <span className="card__count">
            {formatCount(region.cruisesCount, ['круиз', 'круиза', 'круизов'])}
          </span>
          <PriceFrom rub={region.priceFrom} caption="" className="card__price card__price--inline" />
        </div>
      </div>
    </article>
  );
}
