import type { MouseEvent } from 'react';
import type { FooterSettings } from '../../shared/api/schemas';
import { href, SUBSCRIBE_ANCHOR } from '../../shared/routes';
import { SITE_NAME } from '../pages/_shared/brand';
import { AppLinkList } from '../ui/app-link';
import {
  DzenIcon,
  MailIcon,
  MapPinIcon,
  OkIcon,
  PhoneIcon,
  TelegramIcon,
  VkIcon,
  WhatsappIcon,
  YoutubeIcon,
  type IconComponent,
} from '../ui/icons';
import { useAppState } from './app-state';
import { telHref } from './header';
import { preloadSubscriptionModal } from './subscription-modal';

type SocialType = FooterSettings['socials'][number]['type'];
const SOCIAL_ICONS: Record<SocialType, IconComponent> = {
  vk: VkIcon,
  telegram: TelegramIcon,
  whatsapp: WhatsappIcon,
  youtube: YoutubeIcon,
  dzen: DzenIcon,
  ok: OkIcon,
};

/** The one line a demonstration's footer carries (FooterSettings.demo). */
export const DEMO_NOTICE = 'Это демонстрационный сайт: компания, контакты, заявки и оплата ненастоящие.';

const SUBSCRIBE_LINK_TEXT = 'Подписаться на рассылку';

/**
 * The subscribe link points to the anchor on home (requirements §2), which is what it does without JavaScript. With
 * it: on a page that has the subscribe block, scroll there and focus the field; elsewhere open the modal.
 */
function SubscribeLink({ className }: { className?: string }) {
  const { openSubscription } = useAppState();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const block = document.getElementById(SUBSCRIBE_ANCHOR);
    if (block) {
      block.scrollIntoView({ behavior: 'smooth', block: 'center' });
      block.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
    } else {
      openSubscription();
    }
  }
  return (
    <a
      href={href.subscribe()}
      className={className}
      onClick={onClick}
      onPointerEnter={preloadSubscriptionModal}
      onFocus={preloadSubscriptionModal}
      onTouchStart={preloadSubscriptionModal}
    >
      <MailIcon size={18} />
      {SUBSCRIBE_LINK_TEXT}
    </a>
  );
}

export function Footer({ settings }: { settings: FooterSettings }) {
  const { contacts } = settings;
  return (
    <footer className="ftr">
      <div className="container ftr__grid">
        <div className="ftr__about">
          <p className="ftr__brand">{SITE_NAME}</p>
          {settings.about ? <p className="ftr__text">{settings.about}</p> : null}
          <SubscribeLink className="ftr__subscribe" />
        </div>
        {settings.columns.map((column) => (
          <nav key={column.title} className="ftr__col" aria-label={column.title}>
            <p className="ftr__title">{column.title}</p>
            <AppLinkList links={column.links} className="ftr__links" linkClassName="ftr__link" />
          </nav>
        ))}
        <div className="ftr__col">
          <p className="ftr__title">Контакты</p>
          <address className="ftr__contacts">
            {contacts.phone ? (
              <a className="ftr__contact" href={telHref(contacts.phone)}>
                <PhoneIcon size={18} />
                {contacts.phoneDisplay ?? contacts.phone}
              </a>
            ) : null}
            {contacts.email ? (
              <a className="ftr__contact" href={`mailto:${contacts.email}`}>
                <MailIcon size={18} />
                {contacts.email}
              </a>
            ) : null}
            {contacts.address ? (
              <span className="ftr__contact">
                <MapPinIcon size={18} />
                {contacts.address}
              </span>
            ) : null}
          </address>
          {settings.socials.length > 0 ? (
            <ul className="ftr__socials" aria-label="Мы в соцсетях">
              {settings.socials.map((social) => {
                const Icon = SOCIAL_ICONS[social.type];
                return (
                  <li key={social.href}>
                    <a
                      className="ftr__social"
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={social.title}
                    >
                      <Icon size={20} />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </div>
      {/* Inside the container, so its dividing line is as wide as the columns above, not their gutters too. */}
      <div className="container">
        <div className="ftr__bottom">
          {settings.legal ? <p className="ftr__legal">{settings.legal}</p> : null}
          <p className="ftr__copyright">{settings.copyright}</p>
          {settings.demo ? <p className="ftr__demo">{DEMO_NOTICE}</p> : null}
        </div>
      </div>
    </footer>
  );
}
