import { Link } from '../../ui/link';
import type { Promotion } from '../../../shared/api/schemas';
import { formatCount, formatDate } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { factClass } from '../../ui/fact';
import { OptimizedImage } from '../../ui/optimized-image';
import { CARD_IMAGE_SIZES } from './cruise-card';

export type PromotionCardData = Pick<
  Promotion,
  | 'slug'
  | 'title'
  | 'shortDescription'
  | 'label'
  | 'endsAt'
  | 'isActive'
  | 'image'
  | 'cruiseLine'
  | 'cruisesCount'
>;

export interface PromotionCardProps {
  promotion: PromotionCardData;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  sizes?: string;
}

/** A promotion in a list; the whole card links to the promotion's page. */
export function PromotionCard({
  promotion,
  headingLevel = 3,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
}: PromotionCardProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article className={`card pcard${promotion.isActive ? '' : ' pcard--expired'}`}>
      <div className="card__media">
        <OptimizedImage
          image={promotion.image}
          alt=""
          sizes={sizes}
          aspectRatio="16 / 9"
          priority={priority}
        />
        <span className="badge badge--large card__badge">{promotion.label}</span>
      </div>
      <div className="card__body">
        <H className="card__title">
          <Link to={href.promotion(promotion.slug)} className="card__link">
            {promotion.title}
          </Link>
        </H>
        {promotion.cruiseLine ? <p className="card__subtitle">{promotion.cruiseLine.name}</p> : null}
        <p className="card__text">{promotion.shortDescription}</p>
        <div className="card__footer">
          <span className={factClass('calendar', 'card__meta')}>
            {promotion.isActive ? `до ${formatDate(promotion.endsAt)}` : 'Акция завершена'}
          </span>
          {promotion.cruisesCount > 0 ? (
            <span className="card__count">
              {formatCount(promotion.cruisesCount, ['круиз', 'круиза', 'круизов'])}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
