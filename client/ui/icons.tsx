/**
 * The icon set. Each icon is a `<use>` of its symbol in the sprite the server draws from
 * ./icon-shapes.tsx (server/render/icon-sprite.ts): a page repeats a short reference instead of the path
 * data, and the sprite is one cached file. Icons take the text colour. Decorative by default
 * (`aria-hidden`); pass `title` when the icon alone carries meaning.
 */
import type { SVGProps } from 'react';
import type { IconName } from './icon-shapes';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixel size of the square icon. */
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

let spriteUrl = '';

/**
 * Where the sprite is served (its name carries a hash of its content). Set once per process, before
 * rendering: by the server from the sprite it built, and in the browser from the page's assets, so
 * both render the same `href`.
 */
export function setIconSprite(url: string): void {
  spriteUrl = url;
}

function createIcon(name: IconName) {
  function Icon({ size = 24, title, className, ...rest }: IconProps) {
    const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
    return (
      <svg
        width={size}
        height={size}
        focusable="false"
        className={className ? `icon icon--${name} ${className}` : `icon icon--${name}`}
        {...a11y}
        {...rest}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const PhoneIcon = createIcon('phone');
export const SearchIcon = createIcon('search');
export const MenuIcon = createIcon('menu');
export const CloseIcon = createIcon('close');
export const ShipIcon = createIcon('ship');
export const AnchorIcon = createIcon('anchor');
export const CalendarIcon = createIcon('calendar');
export const MoonIcon = createIcon('moon');
/** Nights of a cruise are shown with the moon. */
export const NightsIcon = MoonIcon;
export const MapPinIcon = createIcon('map-pin');
export const ChevronLeftIcon = createIcon('chevron-left');
export const ChevronRightIcon = createIcon('chevron-right');
export const ChevronDownIcon = createIcon('chevron-down');
export const ChevronUpIcon = createIcon('chevron-up');
export const ArrowRightIcon = createIcon('arrow-right');
export const StarIcon = createIcon('star');
export const PercentIcon = createIcon('percent');
export const ShieldIcon = createIcon('shield');
export const SupportIcon = createIcon('support');
export const WalletIcon = createIcon('wallet');
export const GlobeIcon = createIcon('globe');
export const MailIcon = createIcon('mail');
export const ClockIcon = createIcon('clock');
export const UsersIcon = createIcon('users');
export const LayersIcon = createIcon('layers');
export const CheckIcon = createIcon('check');
export const ShareIcon = createIcon('share');
export const AlertIcon = createIcon('alert');
export const ImageIcon = createIcon('image');
// Brand marks, simplified and filled.
export const VkIcon = createIcon('vk');
export const TelegramIcon = createIcon('telegram');
export const WhatsappIcon = createIcon('whatsapp');
export const YoutubeIcon = createIcon('youtube');
export const DzenIcon = createIcon('dzen');
export const OkIcon = createIcon('ok');

export type IconComponent = ReturnType<typeof createIcon>;
