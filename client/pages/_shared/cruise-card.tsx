import { Link } from '../../ui/link';
import type { CruiseCard as CruiseCardData } from '../../../shared/api/schemas';
import { formatDateRange, formatNights } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { CalendarIcon, MoonIcon, ShipIcon } from '../../ui/icons';
import { OptimizedImage } from '../../ui/optimized-image';
import { PriceFrom } from './price';

export const KIND_LABEL = { sea: 'Морской', river: 'Речной' } as const;
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 360px, (min-width: 640px) 50vw, 100vw';

export interface CruiseCardProps {
  cruise: CruiseCardData;
  headingLevel?: 2 | 3 | 4;
  /** The first cards of a page above the fold. */
  priority?: boolean;
  /** Image `sizes` for the grid the card sits in. */
  sizes?: string;
}

/** `Москва → Углич → Ярославль`. */
export function routeText(route: readonly string[]): string {
  return route.join(' → ');
}

/** A cruise in a list. The title link stretches over the whole card, so the card is one click target. */
export function CruiseCard({
  cruise,
  headingLevel = 3,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
}: CruiseCardProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="card ccard">
      <div className="card__media">
        <OptimizedImage image={cruise.image} alt="" sizes={sizes} aspectRatio="3 / 2" priority={priority} />
        <span className={`chip chip--kind chip--${cruise.kind} card__kind`}>{KIND_LABEL[cruise.kind]}</span>
        {cruise.promotion ? (
          <span className="badge card__badge" title={cruise.promotion.title}>
            −{cruise.promotion.discountPercent}%
            <span className="visually-hidden"> — {cruise.promotion.title}</span>
          </span>
        ) : null}
      </div>
      <div className="card__body">
        <H className="card__title">
          <Link to={href.cruise(cruise.slug)} className="card__link">
            {cruise.title}
          </Link>
        </H>
        {cruise.route.length > 0 ? (
          <p className="ccard__route">
            <span className="visually-hidden">Маршрут: </span>
            {routeText(cruise.route)}
          </p>
        ) : null}
        <ul className="card__facts">
          <li>
            <CalendarIcon size={16} />
            <span>{formatDateRange(cruise.startDate, cruise.endDate)}</span>
          </li>
          <li>
            <MoonIcon size={16} />
            <span>{formatNights(cruise.nights)}</span>
          </li>
          <li>
            <ShipIcon size={16} />
            <span>
              {cruise.ship.name} · {cruise.cruiseLine.name}
            </span>
          </li>
        </ul>
        <PriceFrom rub={cruise.priceFromRub} original={cruise.priceFrom} className="card__price" />
      </div>
    </article>
  );
}
