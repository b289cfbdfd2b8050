import { Children, isValidElement, type ReactNode, type Ref } from 'react';

export interface CardGridProps {
  children: ReactNode;
  /** Columns at the widest breakpoint: 2, 3 or 4 (one column on a phone, two on a tablet). */
  columns?: 2 | 3 | 4;
  /** `scroll`: a horizontal, swipeable row on phones, the grid from tablets up. */
  layout?: 'grid' | 'scroll';
  /** Accessible name of the list. */
  label?: string;
  className?: string;
  ref?: Ref<HTMLUListElement>;
}

/** A list of cards (`<ul>`, each card in its `<li>`). */
export function CardGrid({ children, columns = 3, layout = 'grid', label, className, ref }: CardGridProps) {
  const items = Children.toArray(children).filter(isValidElement);
  return (
    <ul
      ref={ref}
      className={['cards', `cards--${columns}`, `cards--${layout}`, className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {items.map((child) => (
        <li key={child.key}>{child}</li>
      ))}
    </ul>
  );
}
