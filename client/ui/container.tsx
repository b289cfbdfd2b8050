import type { HTMLAttributes, ReactNode } from 'react';
import type { CONTAINER_WIDTHS } from '../../shared/constants';

type ContainerWidth = (typeof CONTAINER_WIDTHS)[number];

const WIDTH_CLASS: Record<ContainerWidth, string> = {
  full: 'container--full',
  auto: 'container--auto',
  container: 'container--default',
  containerXl: 'container--xl',
  containerS: 'container--s',
  containerXS: 'container--xs',
};

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** requirements §9: full, auto, container (default), containerXl, containerS, containerXS. */
  width?: ContainerWidth;
  as?: 'div' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'aside';
  children?: ReactNode;
}

/** Centres content with the site's side padding and a maximum width. */
export function Container({
  width = 'container',
  as: Tag = 'div',
  className,
  children,
  ...rest
}: ContainerProps) {
  return (
    // The rest spread last (docs/decisions/041-spreads-last.md).
    <Tag className={['container', WIDTH_CLASS[width], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
