import { useEffect, useRef } from 'react';
import { Link } from '../ui/link';
import type { HeaderSettings } from '../../shared/api/schemas';
import { href } from '../../shared/routes';
import { SITE_NAME } from '../pages/_shared/brand';
import { AppLinkList } from '../ui/app-link';
import { CloseIcon, MenuIcon, PhoneIcon, ShipIcon } from '../ui/icons';
import { useAppState } from './app-state';
import { HeaderSearch } from './header-search';
import { HeaderTools } from './visitor-tools/header-tools';
import { keepFocusInside } from '../ui/focus-trap';
import { A11yPanel } from './a11y-panel';
import { useCloseOnEscape } from './close-on-escape';

const HEADER_MENU_ID = 'site-menu';

/** `tel:` href from an E.164 or loosely written number: keeps the leading + and the digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

function Logo() {
  return (
    <Link to={href.home()} className="logo" aria-label={`${SITE_NAME} — на главную`}>
      <span className="logo__mark">
        <ShipIcon size={22} />
      </span>
      <span className="logo__text">{SITE_NAME}</span>
    </Link>
  );
}

/** The header phone button (requirements §2): a tel: link with a phone icon; only the icon on a phone. */
function HeaderPhone({ phone, display }: { phone: string; display: string | null }) {
  const text = display ?? phone;
  return (
    <a
      className="btn btn--auto btn--ghost hdr__phone"
      href={telHref(phone)}
      aria-label={`Позвонить: ${text}`}
    >
      <PhoneIcon size={20} />
      <span className="hdr__phone-text">{text}</span>
    </a>
  );
}

export function Header({ settings }: { settings: HeaderSettings }) {
  const { menuOpen, setMenuOpen, setSearchOpen } = useAppState();
  const burgerRef = useRef<HTMLAnchorElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  // An open mobile menu takes the focus to its first link; Escape closes it and gives focus back. While it is
  // open Tab goes round the header (the bar and the menu under it, the panels' focus trap): past the burger
  // it went on to the page the menu covers.
  useEffect(() => {
    if (menuOpen) menuRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [menuOpen]);
  useCloseOnEscape(menuOpen, setMenuOpen, burgerRef);

  const phone = settings.phone?.trim();

  return (
    <header
      className={`hdr${menuOpen ? ' hdr--menu-open' : ''}`}
      onKeyDown={menuOpen ? keepFocusInside : undefined}
    >
      <div className="container container--xl hdr__bar">
        <Logo />
        <nav
          ref={menuRef}
          id={HEADER_MENU_ID}
          className="hdr__nav"
          aria-label="Основное меню"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
          }}
        >
          <AppLinkList links={settings.menu} className="hdr__menu" linkClassName="hdr__link" />
          {settings.workingHours ? <p className="hdr__hours">{settings.workingHours}</p> : null}
          {/* Shown only while the menu is opened as the page's target, that is without JavaScript. */}
          <a href="#" className="btn btn--medium btn--ghost hdr__menu-close">
            <CloseIcon size={20} />
            Закрыть меню
          </a>
        </nav>
        <div className="hdr__actions">
          <A11yPanel />
          <HeaderSearch />
          <HeaderTools />
          {phone ? <HeaderPhone phone={phone} display={settings.phoneDisplay} /> : null}
          {/* A link to the menu, so it opens without JavaScript too (header.css shows `.hdr__nav:target`). */}
          <a
            ref={burgerRef}
            href={`#${HEADER_MENU_ID}`}
            className="btn btn--icon btn--ghost hdr__burger"
            aria-label={menuOpen ? 'Закрыть меню' : 'Открыть меню'}
            aria-expanded={menuOpen}
            aria-controls={HEADER_MENU_ID}
            onClick={(event) => {
              event.preventDefault();
              setSearchOpen(false);
              setMenuOpen(!menuOpen);
            }}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </a>
        </div>
      </div>
    </header>
  );
}

/** The header of the whole-page error screen: only the logo, nothing that needs data. */
export function MinimalHeader() {
  return (
    <header className="hdr">
      <div className="container container--xl hdr__bar">
        <Logo />
      </div>
    </header>
  );
}
