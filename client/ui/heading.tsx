import type { HTMLAttributes, ReactNode } from 'react';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type HeadingSize = 'xxl' | 'xl' | 'l' | 'm' | 's' | 'xs';

const DEFAULT_SIZE: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'l', 3: 'm', 4: 's', 5: 'xs', 6: 'xs' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1…h6). */
  level: HeadingLevel;
  /** How big it looks, independent of the level. */
  size?: HeadingSize;
  children?: ReactNode;
}

export function Heading({ level, size, className, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    // The rest spread last (docs/decisions/041-spreads-last.md).
    <Tag
      className={['heading', `heading--${size ?? DEFAULT_SIZE[level]}`, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Tag>
  );
}
