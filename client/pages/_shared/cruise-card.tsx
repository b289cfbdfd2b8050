import type { CruiseCard as CruiseCardData } from '../../../shared/api/schemas';
import { escape as escapeHtml } from 'html-escaper';
import { formatDateRange, formatNights, titleOnLines } from '../../../shared/format';
import { oncePer } from '../../../shared/once-per';
import { href } from '../../../shared/routes';
import { factClass, type FactIcon } from '../../ui/fact';
import { CardMedia, type CardProps } from './card-parts';
import { PriceFrom } from './price';
import { CompareToggle, FavouriteToggle } from '../../app/visitor-tools/toggles';

export const KIND_LABEL = { sea: 'Морской', river: 'Речной' } as const;
/**
 * A card is 300–400 CSS px wide: 384 covers it at 1x, 640 at 2x on a desktop or tablet, 828 a phone's
 * full-width card at 2x. Wider variants are never picked for a card, so they are not listed: a page of
 * cards carried six candidates each (docs/decisions/027-round-trips-and-lean-pages.md).
 */
const CARD_IMAGE_WIDTHS = [384, 640, 828] as const;

/** What a card shows of a cruise: loaders keep only this, so the page's hydration data stays small. */
export interface CruiseCardView {
  slug: string;
  title: string;
  kind: CruiseCardData['kind'];
  startDate: string;
  endDate: string;
  nights: number;
  route: string[];
  ship: { name: string };
  cruiseLine: { name: string };
  image: { url: string; width: number; height: number; alt: string };
  priceFrom: CruiseCardData['priceFrom'];
  priceFromRub: CruiseCardData['priceFromRub'];
  /** The offer in a few words («Напитки в подарок»); the cruise page names the promotion in full. */
  promotion: { label: string } | null;
}

/**
 * One view per answer's cruise (`oncePer`): an answer from the API cache, or one read before (decision
 * 034), gives every page the same views, and so the same card bodies (`cruiseCardBodyHtml`), worked out once.
 */
export const toCruiseCardView = oncePer((cruise: CruiseCardData): CruiseCardView => {
  const { slug, title, kind, startDate, endDate, nights, route, image, priceFrom, priceFromRub, promotion } =
    cruise;
  return {
    slug,
    title,
    kind,
    startDate,
    endDate,
    nights,
    route,
    ship: { name: cruise.ship.name },
    cruiseLine: { name: cruise.cruiseLine.name },
    // The card's picture is decorative (alt=""): the title says what it is.
    image: { url: image.url, width: image.width, height: image.height, alt: '' },
    priceFrom,
    priceFromRub,
    promotion: promotion ? { label: promotion.label } : null,
  };
});

export interface CruiseCardProps extends CardProps {
  cruise: CruiseCardView;
  /** False in a list of one kind (the search filtered to sea or river cruises): every chip would repeat it. */
  showKind?: boolean;
  /**
   * The card answers `#<slug>`, where a page lists each cruise once (the searches, a place's and an offer's
   * cruises): a heart or «Сравнить» posted without JavaScript comes back to it, not to the page's top
   * (server/middleware/visitor-tools-post.ts).
   */
  anchor?: boolean;
}

/**
 * Between the places of a route line (`Москва → Углич`, a no-break space before the arrow so that no line
 * starts with one) and of a title that names them (`Москва — Углич`, as the catalogue gives it).
 */
export const ROUTE_SEPARATOR = '\u00a0→ ';
export const TITLE_SEPARATOR = ' — ';

/** `Москва → Углич → Ярославль`. */
export function routeText(route: readonly string[]): string {
  return route.join(ROUTE_SEPARATOR);
}

/**
 * The route line when it says more than the title: a title names at most five places (`А — Б — А`), the
 * route every call; when they are the same places the card names them once.
 */
export function routeBeyondTitle({ route, title }: Pick<CruiseCardView, 'route' | 'title'>): string | null {
  return route.length > 0 && route.join(TITLE_SEPARATOR) !== title ? routeText(route) : null;
}

type HeadingLevel = NonNullable<CardProps['headingLevel']>;

const fact = (icon: FactIcon, text: string) => `<li class="${factClass(icon)}">${escapeHtml(text)}</li>`;

/**
 * A cruise card's title, route line and facts as one HTML string, the `dangerouslySetInnerHTML` of the
 * card's body. They are text and a link with nothing to hydrate, and a search page carries 24 of them: as
 * React elements they were ten elements and some twenty string writes a card on the server, and ten fibers
 * a card to hydrate in the browser. The string is worked out once per card view (`oncePer`: the loaders'
 * views of an answer from the API cache are shared by every visitor), so a page of cards costs React one
 * write a card. Its markup is the one `CardTitle` and `Fact` render for every other card
 * (cruise-card.test.tsx holds it to them). Decision 036.
 */
function bodyHtml(c: CruiseCardView, level: HeadingLevel): string {
  const route = routeBeyondTitle(c);
  return (
    `<h${level} class="card__title"><a href="${escapeHtml(href.cruise(c.slug))}" class="card__link">` +
    `${escapeHtml(titleOnLines(c.title))}</a></h${level}>` +
    (route
      ? `<p class="ccard__route"><span class="visually-hidden">Маршрут: </span>${escapeHtml(route)}</p>`
      : '') +
    `<ul class="card__facts">${fact('calendar', formatDateRange(c.startDate, c.endDate))}` +
    `${fact('moon', formatNights(c.nights))}${fact('ship', `${c.ship.name} · ${c.cruiseLine.name}`)}</ul>`
  );
}

const bodiesOf = oncePer((_view: CruiseCardView) => new Map<HeadingLevel, string>());

function cruiseCardBodyHtml(c: CruiseCardView, level: HeadingLevel): string {
  const bodies = bodiesOf(c);
  let html = bodies.get(level);
  if (html === undefined) {
    html = bodyHtml(c, level);
    bodies.set(level, html);
  }
  return html;
}

/** A cruise in a list. The title link stretches over the whole card, so the card is one click target. */
export function CruiseCard({
  cruise,
  headingLevel = 3,
  priority,
  sizes,
  showKind = true,
  anchor = false,
}: CruiseCardProps) {
  return (
    <article className="card ccard" id={anchor ? cruise.slug : undefined}>
      <CardMedia
        image={cruise.image}
        sizes={sizes}
        widths={CARD_IMAGE_WIDTHS}
        aspectRatio={false}
        priority={priority}
      >
        {showKind ? (
          <span className={`chip chip--kind chip--${cruise.kind} card__kind`}>{KIND_LABEL[cruise.kind]}</span>
        ) : null}
        {cruise.promotion ? <span className="badge card__badge">{cruise.promotion.label}</span> : null}
        <FavouriteToggle slug={cruise.slug} />
      </CardMedia>
      {/* Text only, one string (cruiseCardBodyHtml); the price and the compare button under it. */}
      <div
        className="card__body"
        dangerouslySetInnerHTML={{ __html: cruiseCardBodyHtml(cruise, headingLevel) }}
      />
      <div className="card__footer">
        <PriceFrom rub={cruise.priceFromRub} original={cruise.priceFrom} />
        <CompareToggle slug={cruise.slug} />
      </div>
    </article>
  );
}
