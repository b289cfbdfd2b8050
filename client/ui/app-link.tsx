import type { ReactNode } from 'react';
import { Link, type LinkProps } from './link';

export interface AppLinkProps extends Pick<LinkProps, 'className' | 'target' | 'rel' | 'tabIndex'> {
  href: string;
  children?: ReactNode;
}

/** True for a path of this site (`/cruise/x`), false for `https://…`, `//host`, `tel:`, `mailto:`. */
function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link for hrefs that come from data (menus, banners, footer): in-app paths navigate with the router,
 * anything else is a plain `<a>`; a new tab always gets `rel="noopener"`.
 */
export function AppLink({ href, children, target, rel, className, tabIndex }: AppLinkProps) {
  const safeRel = target === '_blank' && !rel ? 'noopener' : rel;
  if (isInternalHref(href)) {
    return (
      <Link to={href} target={target} rel={safeRel} className={className} tabIndex={tabIndex}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target={target} rel={safeRel} className={className} tabIndex={tabIndex}>
      {children}
    </a>
  );
}

/** Links from data as a list (a menu, a footer column); keyed by href and title, as either may repeat. */
export function AppLinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly { href: string; title: string }[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href}|${link.title}`}>
          <AppLink href={link.href} className={linkClassName}>
            {link.title}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
