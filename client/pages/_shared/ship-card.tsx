import { Link } from '../../ui/link';
import type { ShipCard as ShipCardData } from '../../../shared/api/schemas';
import { formatCount } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { Fact } from '../../ui/fact';
import { OptimizedImage } from '../../ui/optimized-image';
import { CARD_IMAGE_SIZES, KIND_LABEL } from './cruise-card';
import { PriceFrom } from './price';

export interface ShipCardProps {
  ship: ShipCardData;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  sizes?: string;
}

const SHIP_KIND_LABEL = { sea: 'Морской лайнер', river: 'Речной теплоход' } as const;

/** A ship in a list; the whole card links to the ship's page. */
export function ShipCard({
  ship,
  headingLevel = 3,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
}: ShipCardProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="card scard">
      <div className="card__media">
        <OptimizedImage image={ship.image} alt="" sizes={sizes} aspectRatio="3 / 2" priority={priority} />
        <span className={`chip chip--kind chip--${ship.kind} card__kind`} title={SHIP_KIND_LABEL[ship.kind]}>
          {KIND_LABEL[ship.kind]}
        </span>
      </div>
      <div className="card__body">
        <H className="card__title">
          <Link to={href.ship(ship.slug)} className="card__link">
            {ship.name}
          </Link>
        </H>
        <p className="card__subtitle">{ship.cruiseLine.name}</p>
        <ul className="card__facts">
          <Fact icon="calendar">{`${ship.year}\u00a0г. постройки`}</Fact>
          <Fact icon="users">{formatCount(ship.passengers, ['пассажир', 'пассажира', 'пассажиров'])}</Fact>
          <Fact icon="layers">{formatCount(ship.decks, ['палуба', 'палубы', 'палуб'])}</Fact>
        </ul>
        <div className="card__footer">
          <span className="card__count">
            {formatCount(ship.cruisesCount, ['круиз', 'круиза', 'круизов'])}
          </span>
          <PriceFrom rub={ship.priceFrom} caption="" className="card__price card__price--inline" />
        </div>
      </div>
    </article>
  );
}
