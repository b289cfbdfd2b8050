/**
 * The search page's 24 cards travel in the router state as arrays instead of objects: the same values
 * without a key per field, the route left out when the title already names it, the image path without its
 * `/storage/` prefix. The hydration JSON of a page of cards went from ~16 to ~8 KB
 * (docs/decisions/028-search-page-bytes.md). `expandCards(compactCards(items))` equals `items`.
 */
import type { Money } from '../../../shared/api/schemas';
import { STORAGE_PREFIX } from '../../../shared/constants';
import type { CruiseCardView } from '../_shared/cruise-card';

type CompactMoney = [amount: number, currency: Money['currency']] | 0;

/** One card as it travels: positions, not keys. */
export type CompactCard = [
  slug: string,
  title: string,
  kind: CruiseCardView['kind'],
  startDate: string,
  endDate: string,
  nights: number,
  /** 0: the route is the title's places (`А — Б — А`). */
  route: string[] | 0,
  ship: string,
  line: string,
  /** The path below /storage/ when it is there, else the URL as it is. */
  image: string,
  width: number,
  height: number,
  priceFrom: CompactMoney,
  priceFromRub: CompactMoney,
  promotion: [title: string, label: string] | 0,
];

const TITLE_SEPARATOR = ' — ';

const packMoney = (m: Money | null): CompactMoney => (m ? [m.amount, m.currency] : 0);
const unpackMoney = (m: CompactMoney): Money | null => (m ? { amount: m[0], currency: m[1] } : null);

export function compactCard(c: CruiseCardView): CompactCard {
  const url = c.image.url;
  return [
    c.slug,
    c.title,
    c.kind,
    c.startDate,
    c.endDate,
    c.nights,
    c.route.length > 0 && c.route.join(TITLE_SEPARATOR) === c.title ? 0 : c.route,
    c.ship.name,
    c.cruiseLine.name,
    url.startsWith(STORAGE_PREFIX) ? url.slice(STORAGE_PREFIX.length) : url,
    c.image.width,
    c.image.height,
    packMoney(c.priceFrom),
    packMoney(c.priceFromRub),
    c.promotion ? [c.promotion.title, c.promotion.label] : 0,
  ];
}

export function expandCard(c: CompactCard): CruiseCardView {
  const [slug, title, kind, startDate, endDate, nights, route, ship, line, image, width, height] = c;
  const promotion = c[14];
  return {
    slug,
    title,
    kind,
    startDate,
    endDate,
    nights,
    route: route === 0 ? title.split(TITLE_SEPARATOR) : route,
    ship: { name: ship },
    cruiseLine: { name: line },
    // An absolute URL or a root path stays as it came; anything else was below /storage/.
    image: { url: /^(\/|https?:)/.test(image) ? image : STORAGE_PREFIX + image, width, height, alt: '' },
    priceFrom: unpackMoney(c[12]),
    priceFromRub: unpackMoney(c[13]),
    promotion: promotion ? { title: promotion[0], label: promotion[1] } : null,
  };
}
