import { formatCount, formatCruises } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { OptimizedImage } from '../../ui/optimized-image';
import { CardMedia, CardTitle } from '../_shared/card-parts';
import { PriceFrom } from '../_shared/price';
import { SHIP_FORMS } from '../cruiseline/view';
import type { LineCardData } from './view';

/** A cruise line in the list: picture with the logo on it; the whole card links to the line's page. */
export function LineCard({ line, priority = false }: { line: LineCardData; priority?: boolean }) {
  return (
    <article className="card lcard">
      <CardMedia image={line.image} aspectRatio="16 / 10" priority={priority}>
        <span className="lcard__logo">
          <OptimizedImage image={line.logo} alt="" width={128} fit="contain" />
        </span>
      </CardMedia>
      <div className="card__body">
        <CardTitle to={href.cruiseLine(line.slug)}>{line.name}</CardTitle>
        <p className="card__subtitle">{line.country}</p>
        <p className="card__text">{line.shortDescription}</p>
        <div className="card__footer">
          <span className="card__count">
            {formatCount(line.shipsCount, SHIP_FORMS[line.kind])} · {formatCruises(line.cruisesCount)}
          </span>
          <PriceFrom rub={line.priceFrom} />
        </div>
      </div>
    </article>
  );
}
