import { Link } from '../../ui/link';
import { formatCount } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { OptimizedImage } from '../../ui/optimized-image';
import { CARD_IMAGE_SIZES } from '../_shared/cruise-card';
import { PriceFrom } from '../_shared/price';
import type { LineCardData } from './view';

const SHIP_FORMS = {
  sea: ['лайнер', 'лайнера', 'лайнеров'],
  river: ['теплоход', 'теплохода', 'теплоходов'],
} as const;

/** A cruise line in the list: picture with the logo on it; the whole card links to the line's page. */
export function LineCard({ line, priority = false }: { line: LineCardData; priority?: boolean }) {
  return (
    <article className="card lcard">
      <div className="card__media">
        <OptimizedImage
          image={line.image}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          aspectRatio="16 / 10"
          priority={priority}
        />
        <span className="lcard__logo">
          <OptimizedImage image={line.logo} alt="" width={128} fit="contain" />
        </span>
      </div>
      <div className="card__body">
        <h3 className="card__title">
          <Link to={href.cruiseLine(line.slug)} className="card__link">
            {line.name}
          </Link>
        </h3>
        <p className="card__subtitle">{line.country}</p>
        <p className="card__text">{line.shortDescription}</p>
        <div className="card__footer">
          <span className="card__count">
            {formatCount(line.shipsCount, SHIP_FORMS[line.kind])} ·{' '}
            {formatCount(line.cruisesCount, ['круиз', 'круиза', 'круизов'])}
          </span>
          <PriceFrom rub={line.priceFrom} caption="" className="card__price card__price--inline" />
        </div>
      </div>
    </article>
  );
}
