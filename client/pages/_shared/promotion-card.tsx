import type { Promotion } from '../../../shared/api/schemas';
import { formatCruises, formatDate } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { factClass } from '../../ui/fact';
import { CardMedia, CardTitle, type CardProps } from './card-parts';

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

export interface PromotionCardProps extends CardProps {
  promotion: PromotionCardData;
}

/** A promotion in a list; the whole card links to the promotion's page. */
export function PromotionCard({ promotion, headingLevel, priority, sizes }: PromotionCardProps) {
  return (
    <article className={`card pcard${promotion.isActive ? '' : ' pcard--expired'}`}>
      <CardMedia image={promotion.image} sizes={sizes} aspectRatio="16 / 9" priority={priority}>
        <span className="badge badge--large card__badge">{promotion.label}</span>
      </CardMedia>
      <div className="card__body">
        <CardTitle level={headingLevel} to={href.promotion(promotion.slug)}>
          {promotion.title}
        </CardTitle>
        {promotion.cruiseLine ? <p className="card__subtitle">{promotion.cruiseLine.name}</p> : null}
        <p className="card__text">{promotion.shortDescription}</p>
        <div className="card__footer">
          <span className={factClass('calendar', 'card__meta')}>
            {promotion.isActive ? `до ${formatDate(promotion.endsAt)}` : 'Акция завершена'}
          </span>
          {promotion.cruisesCount > 0 ? (
            <span className="card__count">{formatCruises(promotion.cruisesCount)}</span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
