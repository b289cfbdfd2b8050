/**
 * /cruise/<slug>: everything a traveller needs before asking — dates, ship, route, day-by-day itinerary,
 * the route map, cabin prices in a chosen currency, what is included — and the booking request.
 */
import { useRef } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '../../ui/link';
import { formatDate, formatDateRange, formatNights } from '../../../shared/format';
import { href } from '../../../shared/routes';
import {
  Breadcrumbs,
  CardGrid,
  CruiseCard,
  JsonLd,
  KIND_LABEL,
  PriceFrom,
  routeText,
  Seo,
  type Crumb,
} from '../_shared';
import { CalendarIcon, CheckIcon, CloseIcon, MapPinIcon, MoonIcon, ShipIcon } from '../../ui/icons';
import { OptimizedImage } from '../../ui/optimized-image';
import { usePageFocus } from '../search-cruise/page-focus';
import { ShareButton } from '../share/share-button';
import { usePhotoViewer } from '../_shared/photo-viewer';
import { convertPrice, pickCurrency } from './currency';
import { BOOKING_ID, LeadForm, type CabinChoice } from './lead-form';
import { cruiseAction, cruiseLoader, cruiseShouldRevalidate } from './loader';
import { CurrencySwitch, PriceList } from './prices';
import { RouteMap } from './route-map';
import { NextDepartures, SailedNotice } from './sailed';
import { productJsonLd, touristTripJsonLd } from './structured-data';
import { formatMoney } from '../../../shared/format';
import type { PlaceRef } from '../../../shared/api/schemas';
import { shipPhrase } from '../../../shared/russian/vessel';
import { departurePhrase } from './departure';

export const loader = cruiseLoader;
export const action = cruiseAction;
export const shouldRevalidate = cruiseShouldRevalidate;

function paragraphs(text: string): string[] {
  return text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function Departure({ port }: { port: PlaceRef }) {
  const { lead, name } = departurePhrase(port);
  return (
    <span>
      {lead} <Link to={href.port(port.slug)}>{name}</Link>
    </span>
  );
}

export function Component() {
  const view = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageFocus(headingRef);
  const { cruise, itinerary, map, prices, currencies, origin } = view;
  const currency = pickCurrency(searchParams.get('currency'), currencies);
  const gallery = [cruise.image, ...cruise.images.filter((i) => i.url !== cruise.image.url)].slice(0, 5);
  const viewer = usePhotoViewer(gallery, cruise.title);
  const lowest = prices?.items
    .filter((p) => p.available)
    .sort((a, b) => a.priceRub.amount - b.priceRub.amount)[0];
  const fromShown = lowest
    ? convertPrice({ original: lowest.price, rub: lowest.priceRub }, currency, currencies)
    : null;
  const crumbs: Crumb[] = [
    { title: 'Круизы', to: href.searchCruise() },
    ...(cruise.regions[0]
      ? [{ title: cruise.regions[0].name, to: href.searchCruise(`region=${cruise.regions[0].slug}`) }]
      : []),
    { title: cruise.title },
  ];
  const cabins: CabinChoice[] = (prices?.items ?? []).map((p) => ({
    code: p.category.code,
    name: p.category.name,
    priceRub: p.priceRub.amount,
    available: p.available,
  }));
  const description = `${cruise.title}: ${formatDateRange(cruise.startDate, cruise.endDate)}, ${formatNights(cruise.nights)}, ${shipPhrase({ name: cruise.ship.name, kind: cruise.kind }, 'nominative')}. Маршрут: ${routeText(cruise.route)}.${cruise.priceFromRub ? ` Цена от ${formatMoney(cruise.priceFromRub)} за человека.` : ''}`;

  return (
    <article className="cr">
      <Seo
        title={cruise.title}
        description={description}
        canonical={href.cruise(cruise.slug)}
        image={`${origin}${cruise.image.url}`}
        type="product"
      />
      <JsonLd data={productJsonLd(view)} />
      <JsonLd data={touristTripJsonLd(view)} />
      <div className="container">
        <Breadcrumbs items={crumbs} />
      </div>

      <div className="container cr-hero">
        <div className="cr-gallery">
          <a
            {...viewer.linkProps(0)}
            className="cr-gallery__link"
            aria-label="Открыть фото 1 в полном размере"
          >
            <OptimizedImage
              image={gallery[0]}
              sizes="(min-width: 1024px) 720px, 100vw"
              aspectRatio="3 / 2"
              priority
              className="cr-gallery__main"
            />
          </a>
          {gallery.length > 1 ? (
            <ul className="cr-gallery__thumbs" aria-label="Фотографии круиза">
              {gallery.slice(1).map((image, i) => (
                <li key={image.url}>
                  <a
                    {...viewer.linkProps(i + 1)}
                    className="cr-gallery__link"
                    aria-label={`Открыть фото ${i + 2} в полном размере`}
                  >
                    <OptimizedImage
                      image={image}
                      alt=""
                      sizes="(min-width: 1024px) 180px, 25vw"
                      aspectRatio="4 / 3"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {viewer.dialog}
        </div>

        <div className="cr-summary">
          <p className="cr-summary__kicker">
            <span className={`chip chip--kind chip--${cruise.kind}`}>{KIND_LABEL[cruise.kind]} круиз</span>
            {cruise.promotions.map((p) => (
              <Link key={p.slug} to={href.promotion(p.slug)} className="badge cr-summary__promo">
                {p.label}
              </Link>
            ))}
          </p>
          <h1 ref={headingRef} tabIndex={-1} className="heading heading--xl cr-summary__title">
            {cruise.title}
          </h1>
          <ul className="cr-facts">
            <li>
              <CalendarIcon size={18} />
              <span>{formatDateRange(cruise.startDate, cruise.endDate)}</span>
            </li>
            <li>
              <MoonIcon size={18} />
              <span>{formatNights(cruise.nights)}</span>
            </li>
            <li>
              <ShipIcon size={18} />
              <span>
                <Link to={href.ship(cruise.ship.slug)}>{cruise.ship.name}</Link>
                {' · '}
                <Link to={href.cruiseLine(cruise.cruiseLine.slug)}>{cruise.cruiseLine.name}</Link>
              </span>
            </li>
            <li>
              <MapPinIcon size={18} />
              <Departure port={cruise.departurePort} />
            </li>
          </ul>
          {cruise.route.length > 0 ? (
            <p className="cr-summary__route">
              <span className="cr-summary__route-label">Маршрут:</span> {routeText(cruise.route)}
            </p>
          ) : null}
          {cruise.sailed ? (
            <SailedNotice cruise={cruise} />
          ) : (
            <div className="cr-summary__buy">
              {fromShown && lowest ? (
                <p className="price cr-summary__price">
                  <span className="price__main">от {formatMoney(fromShown)}</span>
                  {fromShown.currency !== 'RUB' ? (
                    <span className="price__original">от {formatMoney(lowest.priceRub)}</span>
                  ) : null}
                  <span className="price__caption">за человека</span>
                </p>
              ) : (
                <PriceFrom
                  rub={cruise.priceFromRub}
                  original={cruise.priceFrom}
                  className="cr-summary__price"
                />
              )}
              <div className="cr-summary__actions">
                <a href={`#${BOOKING_ID}`} className="btn btn--large btn--primary">
                  Оставить заявку
                </a>
                <ShareButton title={cruise.title} />
              </div>
            </div>
          )}
        </div>
      </div>

      <div className="container cr-body">
        <div className="cr-main">
          {cruise.description ? (
            <section className="cr-section" aria-labelledby="cr-about">
              <h2 id="cr-about" className="heading heading--l">
                О круизе
              </h2>
              <div className="cr-text">
                {paragraphs(cruise.description).map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
              {cruise.countries.length || cruise.regions.length ? (
                <p className="cr-tags">
                  {cruise.regions.map((r) => (
                    <Link key={r.slug} to={href.region(r.slug)} className="cr-tags__tag">
                      {r.name}
                    </Link>
                  ))}
                  {cruise.countries.map((c) => (
                    <Link key={c.slug} to={href.country(c.slug)} className="cr-tags__tag">
                      {c.name}
                    </Link>
                  ))}
                </p>
              ) : null}
            </section>
          ) : null}

          {itinerary.length > 0 ? (
            <section className="cr-section" aria-labelledby="cr-itinerary">
              <h2 id="cr-itinerary" className="heading heading--l">
                Программа по дням
              </h2>
              <ol className="cr-days">
                {itinerary.map((day) => (
                  <li key={day.day} className={`cr-day${day.port ? '' : ' cr-day--sea'}`}>
                    <div className="cr-day__mark" aria-hidden="true">
                      {day.day}
                    </div>
                    <div className="cr-day__body">
                      <h3 className="cr-day__title">
                        <span className="visually-hidden">День {day.day}: </span>
                        {day.port ? <Link to={href.port(day.port.slug)}>{day.title}</Link> : day.title}
                      </h3>
                      <p className="cr-day__meta">
                        <span>{formatDate(day.date)}</span>
                        {day.arrival ? <span>прибытие {day.arrival}</span> : null}
                        {day.departure ? <span>отправление {day.departure}</span> : null}
                      </p>
                      {day.description ? <p className="cr-day__text">{day.description}</p> : null}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

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
                <PriceList prices={prices.items} currency={currency} currencies={currencies} />
              ) : (
                <p className="cr-text">Цены по запросу: оставьте заявку, и менеджер подберёт каюту.</p>
              )}
            </section>
          )}

          {cruise.included.length || cruise.notIncluded.length ? (
            <section className="cr-section cr-incl" aria-labelledby="cr-incl">
              <h2 id="cr-incl" className="heading heading--l">
                Что входит в стоимость
              </h2>
              <div className="cr-incl__cols">
                {cruise.included.length ? (
                  <div>
                    <h3 className="cr-incl__title">Включено</h3>
                    <ul className="cr-incl__list">
                      {cruise.included.map((item) => (
                        <li key={item}>
                          <CheckIcon size={18} className="cr-incl__yes" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {cruise.notIncluded.length ? (
                  <div>
                    <h3 className="cr-incl__title">Оплачивается отдельно</h3>
                    <ul className="cr-incl__list">
                      {cruise.notIncluded.map((item) => (
                        <li key={item}>
                          <CloseIcon size={18} className="cr-incl__no" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            </section>
          ) : null}
        </div>

        {cruise.sailed ? null : (
          <aside className="cr-side" id={BOOKING_ID} aria-label="Заявка на бронирование">
            <LeadForm cruiseTitle={cruise.title} cabins={cabins} />
          </aside>
        )}
      </div>

      {cruise.sailed ? <NextDepartures cruise={cruise} /> : null}

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
