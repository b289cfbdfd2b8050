/**
 * The other departures of this cruise's route, and of its ship, as price calendars under the cruise. Each
 * calendar's month is in the page's query (`?cal=2027-06` for the route, `?calShip=2027-07` for the ship),
 * so a month step is a link to this same page. docs/decisions/022-price-calendar.md.
 */
import { useLocation } from 'react-router';
import type { ApiClient } from '../../../shared/api/client';
import { href } from '../../../shared/routes';
import { shipPhrase } from '../../../shared/russian/vessel';
import { loadPriceCalendar, type CalendarFilters } from '../_shared/price-calendar/load';
import { monthOf, parseCalendarMonth, type CalendarMonth } from '../_shared/price-calendar/model';
import { PriceCalendar, type ShownCurrency } from '../_shared/price-calendar/price-calendar';
import type { CruiseView } from './loader';

const ROUTE_CALENDAR = { param: 'cal', id: 'cr-dates' } as const;
const SHIP_CALENDAR = { param: 'calShip', id: 'cr-ship-dates' } as const;

export interface OtherDatesView {
  route: CalendarMonth | null;
  ship: CalendarMonth | null;
}

type CruiseFacts = Pick<CruiseView['cruise'], 'slug' | 'startDate' | 'sailed' | 'ship' | 'kind'> & {
  nextDepartures: { startDate: string }[];
};

export async function loadOtherDates(
  api: ApiClient,
  cruise: CruiseFacts,
  query: URLSearchParams,
  today: string,
  signal: AbortSignal,
): Promise<OtherDatesView> {
  const current = monthOf(today);
  // A cruise to come opens on its own month; a departed one on the route's next departure (or today's month).
  const own = cruise.sailed ? current : monthOf(cruise.startDate);
  const load = (filters: CalendarFilters, param: string, fallback: string, shipNames: boolean) => {
    const chosen = parseCalendarMonth(query.get(param), current);
    return loadPriceCalendar(api, filters, {
      month: chosen ?? fallback,
      chosen: chosen !== null,
      today,
      keep: cruise.slug,
      shipNames,
      signal,
    });
  };
  const [route, ship] = await Promise.all([
    load(
      { routeOf: cruise.slug },
      ROUTE_CALENDAR.param,
      cruise.nextDepartures[0] && cruise.sailed ? monthOf(cruise.nextDepartures[0].startDate) : own,
      // A route's dates may be other ships': each day says whose. The ship's own calendar needs not.
      true,
    ),
    load({ ship: [cruise.ship.slug] }, SHIP_CALENDAR.param, own, false),
  ]);
  return { route, ship };
}

/** Nothing but this cruise in sight: the calendar would only repeat the page. */
function onlyThis(calendar: CalendarMonth, slug: string): boolean {
  return !calendar.prev && !calendar.next && calendar.days.every((d) => d.slug === slug && d.count === 1);
}

function OtherDatesSection({
  calendar,
  id,
  param,
  title,
  mixed,
  none,
  cruise,
  currency,
}: {
  calendar: CalendarMonth;
  id: string;
  param: string;
  title: string;
  /** Said under the title when the month's departures sail on more than one ship. */
  mixed?: string;
  none: string;
  cruise: CruiseFacts;
  currency: ShownCurrency | undefined;
}) {
  const location = useLocation();
  const hrefOfMonth = (month: string) => {
    const query = new URLSearchParams(location.search);
    query.set(param, month);
    return `${href.cruise(cruise.slug)}?${query.toString()}#${id}`;
  };
  // Another date's page shows its prices in the currency this one does.
  const hrefOfDay = (day: { slug: string }) =>
    currency
      ? `${href.cruise(day.slug)}?${new URLSearchParams({ currency: currency.code }).toString()}`
      : href.cruise(day.slug);
  return (
    <section className="section cr-dates" id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="heading heading--l section__title">
          {title}
        </h2>
        {mixed && calendar.ships > 1 && !onlyThis(calendar, cruise.slug) ? (
          <p className="cr-text">{mixed}</p>
        ) : null}
        {onlyThis(calendar, cruise.slug) ? (
          <p className="cr-text">{none}</p>
        ) : (
          <PriceCalendar
            id={id}
            calendar={calendar}
            current={cruise.slug}
            hrefOfMonth={hrefOfMonth}
            hrefOfDay={hrefOfDay}
            currency={currency}
          />
        )}
      </div>
    </section>
  );
}

export function OtherDates({
  dates,
  cruise,
  currency,
}: {
  dates: OtherDatesView;
  cruise: CruiseFacts;
  /** The currency the page's prices are in, when not rubles: the calendars show theirs in it too. */
  currency?: ShownCurrency;
}) {
  const ship = shipPhrase({ name: cruise.ship.name, kind: cruise.kind }, 'genitive');
  return (
    <>
      {/* A departed cruise lists its route's next dates already (sailed.tsx); an empty calendar adds nothing. */}
      {dates.route && !(cruise.sailed && dates.route.days.length === 0) ? (
        <OtherDatesSection
          calendar={dates.route}
          cruise={cruise}
          currency={currency}
          {...ROUTE_CALENDAR}
          title="Другие даты этого маршрута"
          // A date may be another ship's, even another line's: each day names its ship.
          mixed="В этом месяце маршрутом идут несколько судов: у каждой даты указано её судно."
          none="Пока это единственная дата."
        />
      ) : null}
      {dates.ship ? (
        <OtherDatesSection
          calendar={dates.ship}
          cruise={cruise}
          currency={currency}
          {...SHIP_CALENDAR}
          title={`Другие круизы ${ship}`}
          none={`Других круизов ${ship} пока нет.`}
        />
      ) : null}
    </>
  );
}
