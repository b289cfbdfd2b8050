/**
 * The favourites list: the kept cruises with today's price from, the departed ones marked, each removable
 * with its heart. Opened from the header (client/app/visitor-tools/header-tools.tsx).
 */
import { formatCruises, formatDateRange, formatNights, titleOnLines } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { Link } from '../../ui/link';
import { PriceFrom } from '../../pages/_shared/price';
import { routeText } from '../../pages/_shared/cruise-card';
import type { Closed, FavouriteItem } from './load';
import { CompareToggle, FavouriteToggle } from './toggles';

/** In place of a closed cruise's price: one leaving tonight has not left yet. */
export function sailedMark(closed: Exclude<Closed, false>): string {
  return closed === 'today' ? 'Отправляется сегодня, продажа закрыта' : 'Круиз уже отправился';
}
const FAVOURITES_EMPTY = 'В избранном пока пусто. Нажмите на сердечко у круиза, чтобы сохранить его здесь.';

/** `3 круиза`. */
export function cruisesText(count: number): string {
  return formatCruises(count);
}

/** `3 круиза в избранном`. */
function favouritesCountText(count: number): string {
  return `${cruisesText(count)} в избранном`;
}

export function FavouritesPanel({ items, slugs }: { items: FavouriteItem[]; slugs: readonly string[] }) {
  // The list follows the hearts: a cruise taken out here or elsewhere leaves it at once.
  const shown = slugs.flatMap((slug) => items.filter((item) => item.slug === slug));
  // A heart pressed here takes its cruise out, and itself with it: the panel moves the focus, left on <body>
  // behind the shade, to the words that say what is left (panels.tsx, `data-focus-after-removal`).
  if (shown.length === 0)
    return (
      <p className="vt-panel__empty" tabIndex={-1} data-focus-after-removal="">
        {FAVOURITES_EMPTY}
      </p>
    );
  return (
    <>
      <p className="vt-panel__count" tabIndex={-1} data-focus-after-removal="">
        {favouritesCountText(shown.length)}
      </p>
      <ul className="vt-fav">
        {shown.map((item) => (
          <li key={item.slug} className={`vt-fav__item${item.sailed ? ' vt-fav__item--sailed' : ''}`}>
            <h3 className="vt-fav__title">
              <Link to={href.cruise(item.slug)}>{titleOnLines(item.title)}</Link>
            </h3>
            <p className="vt-fav__facts">
              {formatDateRange(item.startDate, item.endDate)} · {formatNights(item.nights)} ·{' '}
              {/* A ship's name on one line: «Costa⏎Diadema» in the narrow panel read as two things. */}
              {item.ship.name.replaceAll(' ', '\u00a0')}
            </p>
            {item.route.length > 0 ? <p className="vt-fav__route">{routeText(item.route)}</p> : null}
            {item.sailed ? (
              <p className="vt-fav__sailed">{sailedMark(item.sailed)}</p>
            ) : (
              <PriceFrom rub={item.priceFromRub} original={item.priceFrom} className="vt-fav__price" />
            )}
            <div className="vt-fav__actions">
              {item.sailed ? null : <CompareToggle slug={item.slug} />}
              <FavouriteToggle slug={item.slug} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
