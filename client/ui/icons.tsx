/**
 * The icon set. Each icon is a `<use>` of its symbol in the sprite the server draws from
 * ./icon-shapes.tsx (server/render/icon-sprite.ts): a page repeats a short reference instead of the path
 * data, and the sprite is one cached file. Icons take the text colour. Decorative by default
 * (`aria-hidden`); pass `title` when the icon alone carries meaning. Each icon is marked pure, so a bundle
 * carries only the icons something uses.
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

export const PhoneIcon = /* @__PURE__ */ createIcon('phone');
export const SearchIcon = /* @__PURE__ */ createIcon('search');
export const MenuIcon = /* @__PURE__ */ createIcon('menu');
export const CloseIcon = /* @__PURE__ */ createIcon('close');
export const HeartIcon = /* @__PURE__ */ createIcon('heart');
/** Two columns side by side: the comparison. */
export const CompareIcon = /* @__PURE__ */ createIcon('columns');
export const ShipIcon = /* @__PURE__ */ createIcon('ship');
export const AnchorIcon = /* @__PURE__ */ createIcon('anchor');
export const CalendarIcon = /* @__PURE__ */ createIcon('calendar');
export const MoonIcon = /* @__PURE__ */ createIcon('moon');
/** Nights of a cruise are shown with the moon. */
export const NightsIcon = MoonIcon;
export const MapPinIcon = /* @__PURE__ */ createIcon('map-pin');
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('chevron-left');
export const ChevronRightIcon = /* @__PURE__ */ createIcon('chevron-right');
export const ChevronDownIcon = /* @__PURE__ */ createIcon('chevron-down');
export const ChevronUpIcon = /* @__PURE__ */ createIcon('chevron-up');
export const ArrowRightIcon = /* @__PURE__ */ createIcon('arrow-right');
export const StarIcon = /* @__PURE__ */ createIcon('star');
export const PercentIcon = /* @__PURE__ */ createIcon('percent');
export const ShieldIcon = /* @__PURE__ */ createIcon('shield');
export const SupportIcon = /* @__PURE__ */ createIcon('support');
export const WalletIcon = /* @__PURE__ */ createIcon('wallet');
export const GlobeIcon = /* @__PURE__ */ createIcon('globe');
export const MailIcon = /* @__PURE__ */ createIcon('mail');
export const ClockIcon = /* @__PURE__ */ createIcon('clock');
export const UsersIcon = /* @__PURE__ */ createIcon('users');
export const LayersIcon = /* @__PURE__ */ createIcon('layers');
export const CheckIcon = /* @__PURE__ */ createIcon('check');
export const ShareIcon = /* @__PURE__ */ createIcon('share');
export const AlertIcon = /* @__PURE__ */ createIcon('alert');
export const ImageIcon = /* @__PURE__ */ createIcon('image');
// Brand marks, simplified and filled.
export const VkIcon = /* @__PURE__ */ createIcon('vk');
export const TelegramIcon = /* @__PURE__ */ createIcon('telegram');
export const WhatsappIcon = /* @__PURE__ */ createIcon('whatsapp');
export const YoutubeIcon = /* @__PURE__ */ createIcon('youtube');
export const DzenIcon = /* @__PURE__ */ createIcon('dzen');
export const OkIcon = /* @__PURE__ */ createIcon('ok');

export type IconComponent = ReturnType<typeof createIcon>;
