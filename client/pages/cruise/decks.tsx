/**
 * The cruise page's deck plan: the deck switcher, the free cabins of the drawn deck by class (first on a
 * phone, where the drawing scrolls sideways) and the drawing with each cabin's state on this sailing.
 * Choosing a cabin or a class puts it in the booking form.
 */
import { useLocation } from 'react-router';
import { DECKS_ID, DeckPlan, DeckTabs } from '../_deck/deck-plan';
import { FreeCabins } from '../_deck/free-cabins';
import type { DeckPlanView } from '../_deck/view';
import { hrefWith } from '../../../shared/routes';
import { BOOKING_ID } from './loader';

export function CruiseDecks({ plan, chosen }: { plan: DeckPlanView; chosen: string | null }) {
  const here = useLocation();
  const linkOf = (cabin: string) =>
    hrefWith(here, { deck: String(plan.deck.number), cabin, category: null }, BOOKING_ID);
  return (
    <section className="cr-section" aria-labelledby="cr-decks" id={DECKS_ID}>
      <h2 id="cr-decks" className="heading heading--l">
        Палубы и свободные каюты
      </h2>
      <DeckTabs plan={plan} />
      <div className="dp-layout">
        <FreeCabins plan={plan} chosen={chosen} linkOf={linkOf} bookingId={BOOKING_ID} />
        <DeckPlan plan={plan} chosen={chosen} linkOf={linkOf} />
      </div>
    </section>
  );
}
