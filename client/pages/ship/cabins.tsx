import type { CabinCategory } from '../../../shared/api/schemas';
import { OptimizedImage } from '../../ui/optimized-image';
import { CheckIcon, LayersIcon, UsersIcon } from '../../ui/icons';
import { berthsPhrase } from '../../../shared/russian/party';
import { formatArea } from './view';
import { formatDecks } from '../_deck/view';
import { cabinTypeLabel } from '../_shared/cabin-type';
import { CARD_IMAGE_SIZES } from '../_shared/card-parts';

/** Amenities shown on a card; the rest are counted. */
const AMENITIES_SHOWN = 5;

export function CabinCard({
  cabin,
  deckNames,
}: {
  cabin: CabinCategory;
  /** The ship's deck names by number, so the card calls a deck what the deck plan does. */
  deckNames?: ReadonlyMap<number, string>;
}) {
  const decks = formatDecks(cabin.decks, deckNames);
  const extra = cabin.amenities.length - AMENITIES_SHOWN;
  const type = cabinTypeLabel(cabin);
  return (
    <article className="card cabin">
      <div className="card__media">
        <OptimizedImage image={cabin.image} alt="" sizes={CARD_IMAGE_SIZES} aspectRatio="16 / 10" />
        {type ? <span className="chip card__kind cabin__type">{type}</span> : null}
      </div>
      <div className="card__body">
        <h3 className="card__title cabin__title">{cabin.name}</h3>
        <ul className="cabin__facts">
          <li>
            <span className="cabin__fact-label">Площадь</span> {formatArea(cabin.area)}
          </li>
          <li>
            <UsersIcon size={16} />
            {berthsPhrase(cabin.berths, cabin.extraBeds)}
          </li>
          {decks ? (
            <li>
              <LayersIcon size={16} />
              {decks}
            </li>
          ) : null}
        </ul>
        {cabin.description ? <p className="card__text">{cabin.description}</p> : null}
        {cabin.amenities.length > 0 ? (
          <ul className="cabin__amenities" aria-label="Удобства в каюте">
            {cabin.amenities.slice(0, AMENITIES_SHOWN).map((a) => (
              <li key={a}>
                <CheckIcon size={14} />
                {a}
              </li>
            ))}
            {extra > 0 ? <li className="cabin__more">и ещё {extra}</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
