import { useId } from 'react';
import { Link } from '../../ui/link';
import type { Ref } from '../../../shared/api/schemas';
import type { Fact } from '../_shared/facts';

/** `и ещё 8` after the first few of a long list. */
export function moreText(hidden: number): string | null {
  return hidden > 0 ? ` и ещё ${hidden}` : null;
}

/**
 * Inline links to other places: `Италия, Испания и ещё 3`; for a fact's value. Long lists are cut at
 * `max` (one more is named, not «и ещё 1»), since the full list is shown as chips further down the page.
 */
function InlineRefs({
  items,
  to,
  max = 4,
}: {
  items: readonly Ref[];
  to: (slug: string) => string;
  max?: number;
}) {
  if (items.length === 0) return null;
  // One more is named rather than hidden behind «и ещё 1».
  const shown = items.length === max + 1 ? items.length : max;
  return (
    <>
      {items.slice(0, shown).map((item, i) => (
        <span key={item.slug}>
          {i > 0 ? ', ' : null}
          <Link to={to(item.slug)} className="place-link">
            {item.name}
          </Link>
        </span>
      ))}
      {moreText(items.length - shown)}
    </>
  );
}

/** A fact whose value is links to places; without places it has no value, so the row is left out. */
export function refsFact(label: string, items: readonly Ref[], to: (slug: string) => string): Fact {
  return { label, value: items.length ? <InlineRefs items={items} to={to} /> : null };
}

export interface RefLinksProps {
  title: string;
  items: readonly Ref[];
  to: (slug: string) => string;
}

/** A titled group of chips linking to related places; nothing when there are none. */
export function RefLinks({ title, items, to }: RefLinksProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className="refs" aria-labelledby={id}>
      <h3 id={id} className="refs__title">
        {title}
      </h3>
      <ul className="refs__list">
        {items.map((item) => (
          <li key={item.slug}>
            <Link to={to(item.slug)} className="refs__chip">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
