import { Link } from '../../ui/link';
import { formatCruises } from '../../../shared/format';
import { CardGrid } from '../_shared/card-grid';
import { CruiseCard } from '../_shared/cruise-card';
import { Section } from '../_shared/section';
import type { CruisesPreview } from './load';

export interface CruisesSectionProps {
  title: string;
  cruises: CruisesPreview | null;
  /** The search with this page's filter preset. */
  searchTo: string;
  id?: string;
  tone?: 'default' | 'muted';
}

/** 'Все 24 круиза' for the link into the search. */
export function allCruisesText(total: number): string {
  return total === 1 ? 'Смотреть круиз' : `Все ${formatCruises(total)}`;
}

/** The next departures of a place, line or ship, with the way into the full search. */
export function CruisesSection({
  title,
  cruises,
  searchTo,
  id = 'cruises',
  tone = 'muted',
}: CruisesSectionProps) {
  const items = cruises?.items ?? [];
  const total = cruises?.total ?? 0;
  return (
    <Section
      id={id}
      title={title}
      tone={tone}
      description={total > 0 ? 'Ближайшие отправления, сначала самые ранние' : undefined}
      moreTo={total > items.length ? searchTo : undefined}
      moreText={allCruisesText(total)}
      className="place-cruises"
    >
      {items.length > 0 ? (
        <CardGrid columns={3} label={title}>
          {items.map((cruise) => (
            <CruiseCard key={cruise.slug} cruise={cruise} anchor />
          ))}
        </CardGrid>
      ) : (
        <div className="place-empty">
          <p className="place-empty__text">
            {cruises
              ? 'Сейчас нет круизов в продаже по этому направлению. Новые даты появляются каждую неделю.'
              : 'Не удалось загрузить круизы. Попробуйте открыть поиск.'}
          </p>
          <Link to={searchTo} className="btn btn--default btn--secondary">
            Подобрать круиз
          </Link>
        </div>
      )}
    </Section>
  );
}
