import { useId, type ReactNode } from 'react';

export interface TitledListProps {
  title: string;
  items: readonly string[];
  /** Drawn before every item. */
  icon: ReactNode;
  /** `boxed` sets every item in a tinted box (a city's sights). */
  tone?: 'plain' | 'boxed';
}

/** A short titled list under a description (a city's sights, a ship's features); nothing when empty. */
export function TitledList({ title, items, icon, tone = 'plain' }: TitledListProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className={`titled-list titled-list--${tone}`} aria-labelledby={id}>
      <h3 id={id} className="heading heading--s titled-list__title">
        {title}
      </h3>
      <ul className="titled-list__list">
        {items.map((item) => (
          <li key={item} className="titled-list__item">
            {icon}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
