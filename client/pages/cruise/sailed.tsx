/**
 * A cruise that has departed (Moscow time), or leaves today, keeps its page, for people who followed an old
 * link: it says so instead of offering a booking, and leads to the later departures of the same route.
 */
import { formatDate } from '../../../shared/format';
import { leavesToday } from '../../../shared/today';
import { href } from '../../../shared/routes';
import { Link } from '../../ui/link';
import { AlertIcon } from '../../ui/icons';
import { CardGrid, CruiseCard } from '../_shared';
import type { CruiseView } from './loader';

type SailedCruise = Pick<CruiseView['cruise'], 'startDate' | 'departurePort' | 'nextDepartures'>;

/** Where to look when the route has no later dates: every cruise calling at the departure port. */
function departurePortSearch(cruise: Pick<SailedCruise, 'departurePort'>): string {
  return href.searchCruise(new URLSearchParams({ callsAt: cruise.departurePort.slug }));
}

/** In place of the price and the booking button; `today` in Moscow, as the loader saw it. */
export function SailedNotice({ cruise, today }: { cruise: SailedCruise; today: string }) {
  const todays = leavesToday(cruise.startDate, today);
  return (
    <div className="cr-sailed" role="status">
      <AlertIcon size={20} />
      <div>
        <p className="cr-sailed__title">
          {todays ? 'Продажа закрыта: круиз отправляется сегодня' : 'Этот круиз уже отправился'}
        </p>
        <p className="cr-sailed__text">
          {/* «на него» is the cruise's: the sentence names it, not «отправление». */}
          {todays
            ? `Круиз отправляется сегодня, ${formatDate(cruise.startDate)}, — заявки на него больше не принимаются.`
            : `Круиз отправился ${formatDate(cruise.startDate)}, заявки на него больше не принимаются.`}{' '}
          {cruise.nextDepartures.length > 0 ? (
            <a href="#next-departures">Ближайшие даты по этому маршруту</a>
          ) : (
            <Link to={departurePortSearch(cruise)}>Круизы с заходом в порт {cruise.departurePort.name}</Link>
          )}
        </p>
      </div>
    </div>
  );
}

export function NextDepartures({ cruise }: { cruise: SailedCruise }) {
  return (
    <section className="section" id="next-departures" aria-labelledby="cr-next">
      <div className="container">
        <h2 id="cr-next" className="heading heading--l section__title">
          Ближайшие даты по этому маршруту
        </h2>
        {cruise.nextDepartures.length > 0 ? (
          <CardGrid columns={3} label="Ближайшие даты по этому маршруту">
            {cruise.nextDepartures.map((c) => (
              <CruiseCard key={c.slug} cruise={c} />
            ))}
          </CardGrid>
        ) : (
          <p className="cr-text">
            Новых дат по этому маршруту пока нет.{' '}
            <Link to={departurePortSearch(cruise)}>
              Посмотрите круизы с заходом в порт {cruise.departurePort.name}
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}
