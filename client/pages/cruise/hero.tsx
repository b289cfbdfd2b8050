/**
 * The top of a cruise page: the photo gallery (with a full-size viewer) and the summary — kind, promotions,
 * title, dates, nights, ship and line, departure port, route, the price from and the booking call.
 */
import { useRef } from 'react';
import { Link } from '../../ui/link';
import { formatDateRange, formatMoney, formatNights, titleOnLines } from '../../../shared/format';
import { href } from '../../../shared/routes';
import type { PlaceRef } from '../../../shared/api/schemas';
import { KIND_LABEL, PriceFrom, routeText } from '../_shared';
import { usePageFocus } from '../_shared/page-focus';
import { PhotoThumb, usePhotoViewer } from '../_shared/photo-viewer';
import { CalendarIcon, MapPinIcon, MoonIcon, ShipIcon } from '../../ui/icons';
import { OptimizedImage } from '../../ui/optimized-image';
import { ShareButton } from '../share/share-button';
import { departurePhrase } from './departure';
import { earlyFareNote, fareShown, offerNote, type ShownFare } from './fare-shown';
import { PrintButton } from './programme';
import { BOOKING_ID } from './loader';
import type { CruiseView } from './loader';
import { SailedNotice } from './sailed';
import { CompareToggle, FavouriteToggle } from '../../app/visitor-tools/toggles';

/**
 * The four thumbnails under the main photo are at most 180 CSS px wide (a quarter of a phone's width, a
 * quarter of the 720 px gallery on a desktop): 256 to 640 px candidates cover 1× to 3× screens. The device
 * widths alone started at 640 px, four times the bytes a phone needs, loaded beside the main photo.
 */
const THUMB_WIDTHS = [256, 384, 640] as const;

function Departure({ port }: { port: PlaceRef }) {
  const { lead, name } = departurePhrase(port);
  return (
    <span>
      {lead} <Link to={href.port(port.slug)}>{name}</Link>
    </span>
  );
}

export function CruiseHero({ view, currency }: { view: CruiseView; currency: string }) {
  const { cruise, prices, currencies, today } = view;
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageFocus(headingRef);
  const gallery = [cruise.image, ...cruise.images.filter((i) => i.url !== cruise.image.url)].slice(0, 5);
  const viewer = usePhotoViewer(gallery, cruise.title);
  // The lowest price of the day of a category with places, and, while it is an early-booking price, the
  // lowest regular price that follows it.
  const fares = (prices?.items ?? [])
    .filter((p) => p.available)
    .map((p) => fareShown(p, today, currency, currencies));
  const lowest = fares.reduce<ShownFare | null>(
    (low, f) => (low === null || f.priceRub.amount < low.priceRub.amount ? f : low),
    null,
  );
  const offer = offerNote(cruise.promotions, today, cruise.startDate);
  const regularFrom = lowest?.early
    ? fares.reduce((low, f) => Math.min(low, (f.early?.regular ?? f.price).amount), Number.POSITIVE_INFINITY)
    : null;
  return (
    <div className="container cr-hero">
      <div className="cr-gallery">
        <a className="cr-gallery__link" aria-label="Открыть фото 1 в полном размере" {...viewer.linkProps(0)}>
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
                <PhotoThumb
                  viewer={viewer}
                  index={i + 1}
                  image={image}
                  label={`Открыть фото ${i + 2} в полном размере`}
                  className="cr-gallery__link"
                  sizes="(min-width: 1024px) 180px, 25vw"
                  widths={THUMB_WIDTHS}
                  aspectRatio="4 / 3"
                />
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
        <div className="cr-summary__head">
          <h1 ref={headingRef} tabIndex={-1} className="heading heading--xl cr-summary__title">
            {titleOnLines(cruise.title)}
          </h1>
          <div className="cr-summary__tools">
            <FavouriteToggle slug={cruise.slug} />
            <CompareToggle slug={cruise.slug} />
          </div>
        </div>
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
          <SailedNotice cruise={cruise} today={today} />
        ) : (
          <div className="cr-summary__buy">
            {lowest ? (
              <p className="price cr-summary__price">
                <span className="price__main">от {formatMoney(lowest.price)}</span>
                {/* The other currency beside it, as the cards have it: rubles beside dollars, dollars beside rubles. */}
                {lowest.price.currency !== 'RUB' ? (
                  <span className="price__original">от {formatMoney(lowest.priceRub)}</span>
                ) : lowest.original.currency !== 'RUB' ? (
                  <span className="price__original">от {formatMoney(lowest.original)}</span>
                ) : null}
                <span className="price__caption">за человека</span>
                {lowest.early && regularFrom !== null ? (
                  <span className="price__caption cr-summary__early">
                    {earlyFareNote(
                      lowest.early.until,
                      `от\u00a0${formatMoney({ amount: regularFrom, currency: lowest.price.currency })}`,
                    )}
                  </span>
                ) : offer ? (
                  // The early-booking note above says it for that offer, with its date.
                  <span className="price__caption cr-summary__early">{offer}</span>
                ) : null}
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
              <PrintButton />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
