import { Link } from '../../ui/link';
import { href } from '../../../shared/routes';
import { ChevronRightIcon } from '../../ui/icons';
import { JsonLd } from './json-ld';

export interface Crumb {
  title: string;
  /** Path of the crumb; the last crumb (the current page) needs none. */
  to?: string;
}

export interface BreadcrumbsProps {
  items: Crumb[];
  /** Start with 'Главная' linking home (default true). */
  withHome?: boolean;
  className?: string;
}

const HOME_CRUMB: Crumb = { title: 'Главная', to: href.home() };

/** schema.org BreadcrumbList for the crumbs. */
function breadcrumbListJsonLd(items: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      ...(item.to ? { item: item.to } : {}),
    })),
  };
}

/** Visible breadcrumbs plus the same trail as JSON-LD. The last crumb is the current page. */
export function Breadcrumbs({ items, withHome = true, className }: BreadcrumbsProps) {
  const trail = withHome ? [HOME_CRUMB, ...items] : items;
  return (
    <nav aria-label="Навигационная цепочка" className={['crumbs', className].filter(Boolean).join(' ')}>
      <ol className="crumbs__list">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${item.title}`} className="crumbs__item">
              {last || !item.to ? (
                <span className="crumbs__current" aria-current={last ? 'page' : undefined}>
                  {item.title}
                </span>
              ) : (
                <Link to={item.to} className="crumbs__link">
                  {item.title}
                </Link>
              )}
              {last ? null : <ChevronRightIcon size={14} className="crumbs__sep" />}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbListJsonLd(trail)} />
    </nav>
  );
}
