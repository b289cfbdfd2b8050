import type { ShipCard as ShipCardData } from '../../../shared/api/schemas';
import { formatCount, formatCruises, NOUN_FORMS } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { Fact } from '../../ui/fact';
import { CardMedia, CardTitle, type CardProps } from './card-parts';
import { KIND_LABEL } from './cruise-card';
import { PriceFrom } from './price';
import { shipKindLabel } from '../../../shared/russian/vessel';

export interface ShipCardProps extends CardProps {
  ship: ShipCardData;
}

/** A ship in a list; the whole card links to the ship's page. */
export function ShipCard({ ship, headingLevel, priority, sizes }: ShipCardProps) {
  return (
    <article className="card scard">
      <CardMedia image={ship.image} sizes={sizes} aspectRatio="3 / 2" priority={priority}>
        <span className={`chip chip--kind chip--${ship.kind} card__kind`} title={shipKindLabel(ship)}>
          {KIND_LABEL[ship.kind]}
        </span>
      </CardMedia>
      <div className="card__body">
        <CardTitle level={headingLevel} to={href.ship(ship.slug)}>
          {ship.name}
        </CardTitle>
        <p className="card__subtitle">{ship.cruiseLine.name}</p>
        <ul className="card__facts">
          <Fact icon="calendar">{`${ship.year}\u00a0г. постройки`}</Fact>
          <Fact icon="users">{formatCount(ship.passengers, NOUN_FORMS.passenger)}</Fact>
          <Fact icon="layers">{formatCount(ship.decks, NOUN_FORMS.deck)}</Fact>
        </ul>
        <div className="card__footer">
          <span className="card__count">{formatCruises(ship.cruisesCount)}</span>
          <PriceFrom rub={ship.priceFrom} />
        </div>
      </div>
    </article>
  );
}
