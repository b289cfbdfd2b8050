import { matchPath, useLocation } from 'react-router';
import { Link } from '../../ui/link';
import { href, PATHS } from '../../../shared/routes';
import { AnchorIcon, GlobeIcon, SearchIcon, ShipIcon } from '../../ui/icons';
import { Seo } from '../_shared/seo';
import type { CruiseCardView } from '../_shared/cruise-card';
import { RecentlyViewed } from '../_shared/recently-viewed';
import { SEARCH_INPUT_ATTRIBUTES } from '../../app/header-search';

const NOT_FOUND_TITLE = 'Страница не найдена';

/** The not-found view: used by the `*` route and by the page error boundary for any 404. */
export function NotFound({ recent = [] }: { recent?: readonly CruiseCardView[] }) {
  // Only a cruise is taken off sale; a ship, a port or an offer's page is simply gone.
  const cruise = matchPath(PATHS.cruise, useLocation().pathname) !== null;
  return (
    <>
      <Seo title={NOT_FOUND_TITLE} description="Такой страницы нет на сайте." noindex />
      <section className="container nf" aria-labelledby="nf-title">
        <p className="nf__code" aria-hidden="true">
          404
        </p>
        <h1 id="nf-title" className="heading heading--xl nf__title">
          {NOT_FOUND_TITLE}
        </h1>
        <p className="nf__text">
          {cruise
            ? 'Возможно, адрес набран с ошибкой или круиз уже снят с продажи.'
            : 'Возможно, адрес набран с ошибкой или страница удалена.'}{' '}
          Попробуйте начать отсюда:
        </p>
        <form className="nf__search" role="search" action={PATHS.search} method="get">
          <label htmlFor="nf-term" className="visually-hidden">
            Поиск по сайту
          </label>
          <input
            id="nf-term"
            className="field__input"
            type="search"
            name="term"
            placeholder={SEARCH_INPUT_ATTRIBUTES.placeholder}
          />
          <button type="submit" className="btn btn--default btn--primary">
            <SearchIcon size={18} />
            Найти
          </button>
        </form>
        <ul className="nf__links">
          <li>
            <Link to={href.home()} className="nf__link">
              <AnchorIcon size={20} />
              На главную
            </Link>
          </li>
          <li>
            <Link to={href.searchCruise()} className="nf__link">
              <ShipIcon size={20} />
              Подбор круиза
            </Link>
          </li>
          <li>
            <Link to={PATHS.allRegions} className="nf__link">
              <GlobeIcon size={20} />
              Все регионы
            </Link>
          </li>
        </ul>
      </section>
      <RecentlyViewed cruises={recent} />
    </>
  );
}
