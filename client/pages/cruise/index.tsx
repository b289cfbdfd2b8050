/**
 * /cruise/<slug>: everything a traveller needs before asking — dates, ship, route, day-by-day itinerary,
 * the route map, cabin prices in a chosen currency, what is included — and the booking request.
 */
import { useEffect } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { useVisitorTools } from '../../app/visitor-tools/state';
import { formatDateRange, formatMoney, formatNights } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { Breadcrumbs, CardGrid, CruiseCard, JsonLd, routeBeyondTitle, Seo, type Crumb } from '../_shared';
import { shipPhrase } from '../../../shared/russian/vessel';
import { AboutCruise } from './about';
import { DEFAULT_CURRENCY, pickCurrency } from './currency';
import { CruiseDecks } from './decks';
import { deckNamesOf } from '../_deck/view';
import { CruiseHero } from './hero';
import { Included } from './included';
import { Itinerary } from './itinerary';
import { LeadForm } from './lead-form';
import { BOOKING_ID, cruiseAction, cruiseLoader, cruiseShouldRevalidate } from './loader';
import { CurrencySwitch, PriceList } from './prices';
import { ProgrammeFoot, ProgrammeHead } from './programme';
import { RouteMap } from './route-map';
import { OtherDates } from './other-dates';
import { NextDepartures } from './sailed';
import { Documents } from './documents';
import { leavesToday } from '../../../shared/today';
import { productJsonLd, touristTripJsonLd } from './structured-data';

export const loader = cruiseLoader;
export const action = cruiseAction;
export const shouldRevalidate = cruiseShouldRevalidate;

export function Component() {
  const view = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const { cruise, itinerary, map, prices, decks, currencies, origin } = view;
  const currency = pickCurrency(searchParams.get('currency'), currencies);
  // The visit goes to the front of «Вы смотрели» (home and the not-found page), kept in a cookie.
  const recordView = useVisitorTools()?.recordView;
  useEffect(() => recordView?.(cruise.slug), [recordView, cruise.slug]);
  const crumbs: Crumb[] = [
    { title: 'Круизы', to: href.searchCruise() },
    ...(cruise.regions[0]
      ? [{ title: cruise.regions[0].name, to: href.searchCruise(`region=${cruise.regions[0].slug}`) }]
      : []),
    { title: cruise.title },
  ];
  const askedCategory = searchParams.get('category');
  const chosen = {
    cabin: decks?.chosen ?? null,
    category:
      decks?.chosen?.category ??
      ((prices?.items ?? []).some((p) => p.category.code === askedCategory && p.available)
        ? askedCategory
        : null),
  };
  const dates = formatDateRange(cruise.startDate, cruise.endDate);
  const ship = shipPhrase({ name: cruise.ship.name, kind: cruise.kind }, 'nominative');
  // A departed cruise's price is no offer; a search result names it apart from the route's other dates.
  const sale = cruise.sailed
    ? leavesToday(cruise.startDate, view.today)
      ? 'Отправление сегодня, продажа закрыта.'
      : 'Круиз уже отправился.'
    : cruise.priceFromRub
      ? `Цена от ${formatMoney(cruise.priceFromRub)} за человека.`
      : '';
  // The route only when it says more than the title («Москва — Калязин — Углич — Москва» had been said twice).
  const route = routeBeyondTitle(cruise);
  const description = `${cruise.title}: ${dates}, ${formatNights(cruise.nights)}, ${ship}.${route ? ` Маршрут: ${route}.` : ''}${sale ? ` ${sale}` : ''}`;

  return (
    <article className="cr">
      <Seo
        // The route alone is many cruises' (28 pages were «Майами — Нассау — Майами»): its dates and ship too.
        title={`${cruise.title}, ${dates}, ${ship}`}
        description={description}
        canonical={href.cruise(cruise.slug)}
        image={`${origin}${cruise.image.url}`}
        type="product"
      />
      <JsonLd data={productJsonLd(view)} />
      <JsonLd data={touristTripJsonLd(view)} />
      <ProgrammeHead />
      <div className="container">
        <Breadcrumbs items={crumbs} />
      </div>

      <CruiseHero view={view} currency={currency} />

      <div className="container cr-body">
        <div className="cr-main">
          <AboutCruise cruise={cruise} />

          <Itinerary days={itinerary} />

          {map && map.stops.length > 0 ? (
            <section className="cr-section" aria-labelledby="cr-route">
              <h2 id="cr-route" className="heading heading--l">
                Маршрут на карте
              </h2>
              <RouteMap map={map} title={cruise.title} />
            </section>
          ) : null}

          {/* A departed cruise's cabins and prices are history, not an offer. */}
          {cruise.sailed ? null : (
            <section className="cr-section" aria-labelledby="cr-prices" id="prices">
              <div className="cr-section__head">
                <h2 id="cr-prices" className="heading heading--l">
                  Каюты и цены
                </h2>
                <CurrencySwitch currency={currency} currencies={currencies} />
              </div>
              {prices && prices.items.length > 0 ? (
                <PriceList
                  prices={prices.items}
                  currency={currency}
                  currencies={currencies}
                  today={view.today}
                  deckNames={decks ? deckNamesOf(decks.plan) : undefined}
                />
              ) : (
                <p className="cr-text">Цены по запросу: оставьте заявку, и менеджер подберёт каюту.</p>
              )}
            </section>
          )}

          {cruise.sailed || !decks ? null : (
            <CruiseDecks plan={decks.plan} chosen={decks.chosen?.number ?? null} />
          )}

          <Included cruise={cruise} />

          {/* A closed sale needs no papers. */}
          {cruise.sailed ? null : <Documents cruise={cruise} />}

          <ProgrammeFoot slug={cruise.slug} fromServer={view.programme} />
        </div>

        {cruise.sailed ? null : (
          <aside className="cr-side" id={BOOKING_ID} aria-label="Заявка на бронирование">
            <LeadForm
              // Another cruise is another form: a request sent here is not said on the next page.
              key={cruise.slug}
              cruise={cruise}
              prices={prices?.items ?? []}
              currency={currency}
              currencies={currencies}
              today={view.today}
              chosen={chosen}
            />
          </aside>
        )}
      </div>

      {cruise.sailed ? <NextDepartures cruise={cruise} /> : null}

      <OtherDates
        dates={view.otherDates}
        cruise={cruise}
        currency={currency === DEFAULT_CURRENCY ? undefined : { code: currency, currencies }}
      />

      {cruise.similar.length > 0 ? (
        <section className="section section--muted" aria-labelledby="cr-similar">
          <div className="container">
            <h2 id="cr-similar" className="heading heading--l section__title">
              Похожие круизы
            </h2>
            <CardGrid columns={3} label="Похожие круизы">
              {cruise.similar.map((c) => (
                <CruiseCard key={c.slug} cruise={c} />
              ))}
            </CardGrid>
          </div>
        </section>
      ) : null}
    </article>
  );
}
