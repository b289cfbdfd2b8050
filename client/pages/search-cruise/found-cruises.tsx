/** A page of found cruises, the cards and the page links under them: the cruise search and the search by term. */
import { CardGrid, CruiseCard } from '../_shared';
import type { CruiseCardView } from '../_shared/cruise-card';
import { Pagination } from './pagination';

export function FoundCruises({
  cruises,
  page,
  pages,
  hrefOf,
  cardWidth,
  oneKind = false,
  className,
}: {
  cruises: readonly CruiseCardView[];
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  /** A card's width in CSS pixels at the widest layout (the image's `sizes`). */
  cardWidth: number;
  /** Every cruise is of the kind the visitor chose: the cards leave out their kind chip. */
  oneKind?: boolean;
  className?: string;
}) {
  return (
    <>
      <CardGrid columns={3} label="Найденные круизы" className={className}>
        {cruises.map((cruise, i) => (
          <CruiseCard
            key={cruise.slug}
            cruise={cruise}
            priority={i === 0}
            showKind={!oneKind}
            sizes={`(min-width:1200px) ${cardWidth}px,(min-width:640px) 50vw,100vw`}
          />
        ))}
      </CardGrid>
      <Pagination page={page} pages={pages} hrefOf={hrefOf} />
    </>
  );
}
