/** A page of found cruises, the cards and the page links under them: the cruise search and the search by term. */
import { useEffect, useRef } from 'react';
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
  const grid = useRef<HTMLUListElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    // A page link was followed: the focus goes on from the new page's first cruise, not from the links at the
    // bottom of a page scrolled to its top (a filter changed elsewhere keeps its own focus).
    const at = document.activeElement;
    if (at === document.body || at?.closest('.sc-pages')) grid.current?.querySelector('a')?.focus();
  }, [page]);
  return (
    <>
      <CardGrid ref={grid} columns={3} label="Найденные круизы" className={className}>
        {cruises.map((cruise, i) => (
          <CruiseCard
            key={cruise.slug}
            cruise={cruise}
            priority={i === 0}
            showKind={!oneKind}
            anchor
            sizes={`(min-width:1200px) ${cardWidth}px,(min-width:640px) 50vw,100vw`}
          />
        ))}
      </CardGrid>
      <Pagination page={page} pages={pages} hrefOf={hrefOf} />
    </>
  );
}
