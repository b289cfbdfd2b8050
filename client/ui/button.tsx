import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from './link';
import type { BUTTON_SIZES } from '../../shared/constants';

type ButtonSize = (typeof BUTTON_SIZES)[number];
type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface CommonProps {
  /** requirements §9: auto, default, large, medium, small, icon. `icon` is a square button: give it an aria-label. */
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  className?: string;
  children?: ReactNode;
}

type AsButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
    to?: undefined;
    href?: undefined;
  };
type AsLink = CommonProps & Omit<LinkProps, 'className' | 'children'> & { href?: undefined };
type AsAnchor = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> & { href: string; to?: undefined };

export type ButtonProps = AsButton | AsLink | AsAnchor;

function buttonClassName({
  size = 'default',
  variant = 'primary',
  block = false,
  className,
}: Pick<CommonProps, 'size' | 'variant' | 'block' | 'className'>): string {
  return ['btn', `btn--${size}`, `btn--${variant}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

/**
 * The one button of the site. Renders a site `<Link>` when given `to` (in-app navigation), an `<a>`
 * when given `href` (tel:, mailto:, other sites), otherwise a `<button type="button">`. The rest of the
 * props spread last (they hold no class or type): docs/decisions/041-spreads-last.md.
 */
export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { size, variant, block, className, children, ...rest } = props;
    return (
      <Link className={buttonClassName({ size, variant, block, className })} {...rest}>
        {children}
      </Link>
    );
  }
  if (props.href !== undefined) {
    const { size, variant, block, className, children, ...rest } = props;
    return (
      <a className={buttonClassName({ size, variant, block, className })} {...rest}>
        {children}
      </a>
    );
  }
  const { size, variant, block, className, children, type = 'button', ...rest } = props as AsButton;
  return (
    <button type={type} className={buttonClassName({ size, variant, block, className })} {...rest}>
      {children}
    </button>
  );
}
