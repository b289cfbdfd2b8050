/**
 * The icon set. Each icon is a `<use>` of its symbol in the sprite the server draws from
 * ./icon-shapes.tsx (build/icon-sprite.ts): a page repeats a short reference instead of the path
 * data, and the sprite is one cached file. Icons take the text colour. Decorative by default
 * (`aria-hidden`); pass `title` when the icon alone carries meaning. Each icon is marked pure, so a bundle
 * carries only the icons something uses.
 */
import { createContext, use, type SVGProps } from 'react';
import type { IconName } from './icon-shapes';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixel size of the square icon. */
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

/**
 * Where the sprite is served (its name carries a hash of its content). The document provides it from the
 * page's assets (the build's manifest), on the server and in the browser alike, so both render the same
 * `href`.
 */
export const IconSpriteContext = createContext('');

function createIcon(name: IconName) {
  function Icon({ size = 24, title, className, ...rest }: IconProps) {
    const spriteUrl = use(IconSpriteContext);
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
export const MapPinIcon = /* @__PURE__ */ createIcon('map-pin');
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('chevron-left');
export const ChevronRightIcon = /* @__PURE__ */ createIcon('chevron-right');
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
export const EyeIcon = /* @__PURE__ */ createIcon('eye');
// Brand marks, simplified and filled.
export const VkIcon = /* @__PURE__ */ createIcon('vk');
export const TelegramIcon = /* @__PURE__ */ createIcon('telegram');
export const WhatsappIcon = /* @__PURE__ */ createIcon('whatsapp');
export const YoutubeIcon = /* @__PURE__ */ createIcon('youtube');
export const DzenIcon = /* @__PURE__ */ createIcon('dzen');
export const OkIcon = /* @__PURE__ */ createIcon('ok');

export type IconComponent = ReturnType<typeof createIcon>;
