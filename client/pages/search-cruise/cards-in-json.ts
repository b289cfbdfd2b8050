/**
 * The search page's 24 cards in the router state: what their HTML shows as text (the slug in the link, the
 * title, the route line, the promotion badge) is read back from the cards before hydration, like the
 * filter options (options-in-html.ts); the rest (dates, prices, ship, picture) travels as one short array
 * per card, without a key per field and without the image's `/storage/` prefix. The hydration data of a
 * page of cards went from ~16 to ~3 KB (docs/decisions/028-search-page-bytes.md).
 * `expandCard(compactCard(view), cardText(view))` equals `view`.
 */
import type { Money } from '../../../shared/api/schemas';
import { STORAGE_PREFIX } from '../../../shared/constants';
import { titleOnLines } from '../../../shared/format';
import { href } from '../../../shared/routes';
import {
  ROUTE_SEPARATOR,
  routeBeyondTitle,
  TITLE_SEPARATOR,
  type CruiseCardView,
} from '../_shared/cruise-card';

type CompactMoney = [amount: number, currency: Money['currency']] | 0;

/** Where the route comes from: the title's places, the card's route line, or there is none. */
const ROUTE_FROM = { title: 0, line: 1, none: 2 } as const;
type RouteFrom = (typeof ROUTE_FROM)[keyof typeof ROUTE_FROM];

/** One card as it travels: positions, not keys. */
export type CompactCard = [
  kind: CruiseCardView['kind'],
  startDate: string,
  endDate: string,
  nights: number,
  route: RouteFrom,
  ship: string,
  line: string,
  /** The path below /storage/ when it is there, else the URL as it is. */
  image: string,
  width: number,
  height: number,
  priceFrom: CompactMoney,
  priceFromRub: CompactMoney,
];

/** What a rendered card shows as text (client/pages/_shared/cruise-card.tsx). */
export interface CardText {
  /** The title link's `href`: `/cruise/<slug>`. */
  href: string;
  title: string;
  /** The route line without its hidden «Маршрут: »; null when the card has none. */
  route: string | null;
  promotion: CruiseCardView['promotion'];
}

const packMoney = (m: Money | null): CompactMoney => (m ? [m.amount, m.currency] : 0);
const unpackMoney = (m: CompactMoney): Money | null => (m ? { amount: m[0], currency: m[1] } : null);

function routeFrom(c: CruiseCardView): RouteFrom {
  if (c.route.length === 0) return ROUTE_FROM.none;
  return routeBeyondTitle(c) === null ? ROUTE_FROM.title : ROUTE_FROM.line;
}

export function compactCard(c: CruiseCardView): CompactCard {
  const url = c.image.url;
  return [
    c.kind,
    c.startDate,
    c.endDate,
    c.nights,
    routeFrom(c),
    c.ship.name,
    c.cruiseLine.name,
    url.startsWith(STORAGE_PREFIX) ? url.slice(STORAGE_PREFIX.length) : url,
    c.image.width,
    c.image.height,
    packMoney(c.priceFrom),
    packMoney(c.priceFromRub),
  ];
}

/** What the card of `c` shows as text: the server's side of `expandCard` (and its tests'). */
export function cardText(c: CruiseCardView): CardText {
  return {
    href: href.cruise(c.slug),
    title: titleOnLines(c.title),
    route: routeBeyondTitle(c),
    promotion: c.promotion,
  };
}

/** The card shows its title typeset (`titleOnLines`); the view has it as the catalogue gave it. */
const titleOf = (text: CardText) => text.title.replaceAll(titleOnLines(TITLE_SEPARATOR), TITLE_SEPARATOR);

function routeOf(from: RouteFrom, text: CardText): string[] {
  if (from === ROUTE_FROM.none) return [];
  if (from === ROUTE_FROM.title) return titleOf(text).split(TITLE_SEPARATOR);
  return (text.route ?? '').split(ROUTE_SEPARATOR);
}

export function expandCard(c: CompactCard, text: CardText): CruiseCardView {
  const [kind, startDate, endDate, nights, route, ship, line, image, width, height, priceFrom, priceFromRub] =
    c;
  return {
    slug: text.href.slice(text.href.lastIndexOf('/') + 1),
    title: titleOf(text),
    kind,
    startDate,
    endDate,
    nights,
    route: routeOf(route, text),
    ship: { name: ship },
    cruiseLine: { name: line },
    // An absolute URL or a root path stays as it came; anything else was below /storage/.
    image: { url: /^(\/|https?:)/.test(image) ? image : STORAGE_PREFIX + image, width, height, alt: '' },
    priceFrom: unpackMoney(priceFrom),
    priceFromRub: unpackMoney(priceFromRub),
    promotion: text.promotion,
  };
}

/** The cards' text as the browser's DOM has it, in page order. */
export function cardTexts(document: ParentNode): CardText[] {
  return [...document.querySelectorAll('.sc-results__grid .ccard')].map((card) => {
    const link = card.querySelector('.card__link');
    const badge = card.querySelector('.card__badge');
    // The line is a hidden «Маршрут: » and then the route as one text node.
    const route = card.querySelector('.ccard__route')?.lastChild?.textContent ?? null;
    return {
      href: link?.getAttribute('href') ?? '',
      title: link?.textContent ?? '',
      route,
      promotion: badge ? { label: badge.textContent ?? '' } : null,
    };
  });
}
