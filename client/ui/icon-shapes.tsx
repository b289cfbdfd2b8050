/**
 * The drawings of the icon set, on a 24×24 grid with a 2px stroke in `currentColor` (brand marks filled).
 * Only the build reads this: it draws them into the sprite (build/icon-sprite.ts) that every icon points
 * at, so pages carry a short `<use>` per icon and the browser bundle carries no path data.
 */
import type { ReactNode } from 'react';

export interface IconShape {
  body: ReactNode;
  /** Brand marks are filled shapes; the rest are strokes. */
  filled?: boolean;
}

export const ICON_SHAPES = {
  phone: {
    body: (
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    ),
  },
  search: {
    body: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.6-3.6" />
      </>
    ),
  },
  menu: { body: <path d="M4 6h16M4 12h16M4 18h16" /> },
  close: { body: <path d="M18 6 6 18M6 6l12 12" /> },
  heart: {
    body: (
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    ),
  },
  // The same heart filled: a pressed «В избранное» (a sprite symbol's fill cannot be changed from CSS).
  'heart-filled': {
    filled: true,
    body: (
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    ),
  },
  columns: { body: <path d="M4 4h6v16H4zM14 4h6v16h-6z" /> },
  ship: {
    body: (
      <>
        <path d="M3 18c1.5 1.3 3 2 4.5 2s3-.7 4.5-2c1.5 1.3 3 2 4.5 2s3-.7 4.5-2" />
        <path d="M4.5 15 3 11h18l-2 4" />
        <path d="M6 11V7h12v4" />
        <path d="M10 7V4h4v3" />
      </>
    ),
  },
  anchor: {
    body: (
      <>
        <circle cx="12" cy="5" r="2" />
        <path d="M12 7v15" />
        <path d="M5 12H2a10 10 0 0 0 20 0h-3" />
        <path d="M8 10h8" />
      </>
    ),
  },
  calendar: {
    body: (
      <>
        <rect x="3" y="4.5" width="18" height="17" rx="2" />
        <path d="M16 2.5v4M8 2.5v4M3 10h18" />
      </>
    ),
  },
  moon: { body: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" /> },
  'map-pin': {
    body: (
      <>
        <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
        <circle cx="12" cy="10" r="3" />
      </>
    ),
  },
  'chevron-left': { body: <path d="m15 18-6-6 6-6" /> },
  'chevron-right': { body: <path d="m9 18 6-6-6-6" /> },
  'arrow-right': { body: <path d="M5 12h14M13 6l6 6-6 6" /> },
  star: { body: <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" /> },
  percent: {
    body: (
      <>
        <path d="M19 5 5 19" />
        <circle cx="6.5" cy="6.5" r="2.5" />
        <circle cx="17.5" cy="17.5" r="2.5" />
      </>
    ),
  },
  shield: {
    body: (
      <>
        <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
        <path d="m9 12 2 2 4-4" />
      </>
    ),
  },
  support: {
    body: (
      <>
        <path d="M3 14v-2a9 9 0 0 1 18 0v2" />
        <path d="M21 15a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM3 15a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2z" />
        <path d="M19 17v1a3 3 0 0 1-3 3h-3" />
      </>
    ),
  },
  wallet: {
    body: (
      <>
        <path d="M20 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-4a2 2 0 0 0 0 4h4v2a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
        <path d="M21 13v4" />
      </>
    ),
  },
  globe: {
    body: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
      </>
    ),
  },
  mail: {
    body: (
      <>
        <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
        <path d="m3 6 9 7 9-7" />
      </>
    ),
  },
  clock: {
    body: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 6v6l4 2" />
      </>
    ),
  },
  users: {
    body: (
      <>
        <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
        <circle cx="9" cy="7" r="4" />
        <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
      </>
    ),
  },
  layers: {
    body: (
      <>
        <path d="m12 2 10 5-10 5L2 7z" />
        <path d="m2 17 10 5 10-5M2 12l10 5 10-5" />
      </>
    ),
  },
  check: { body: <path d="M20 6 9 17l-5-5" /> },
  alert: {
    body: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v4M12 16h.01" />
      </>
    ),
  },
  image: {
    body: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="2" />
        <circle cx="8.5" cy="8.5" r="1.5" />
        <path d="m21 15-5-5L5 21" />
      </>
    ),
  },
  vk: {
    body: (
      <path d="M12.8 18c-6 0-9.5-4.1-9.6-11h3c.1 5 2.3 7.2 4.1 7.6V7h2.9v4.4c1.8-.2 3.6-2.2 4.2-4.4h2.8a8.3 8.3 0 0 1-3.8 5.4 8.6 8.6 0 0 1 4.5 5.6h-3.1a5.4 5.4 0 0 0-4.6-3.9V18z" />
    ),
    filled: true,
  },
  telegram: {
    body: (
      <path d="M21.4 4.1 2.9 11.3c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.5c.3-1.3-.5-1.8-1.4-1.4zM9 14l9.1-5.8c.4-.3.8-.1.5.2l-7.6 6.9-.3 3.2z" />
    ),
    filled: true,
  },
  whatsapp: {
    body: (
      <path d="M12 2a10 10 0 0 0-8.6 15L2 22l5.1-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s1 2.6 1.1 2.8c.1.2 1.9 2.9 4.6 4 1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.5-.3z" />
    ),
    filled: true,
  },
  youtube: {
    body: (
      <path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.8 12 4.8 12 4.8s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 4.8 2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-4.8zM9.8 15V9l5.7 3z" />
    ),
    filled: true,
  },
  dzen: {
    body: (
      <path d="M12 2c-.1 5.4-1.3 8.6-3.3 9.9C7.1 12.8 4.9 13 2 13c2.9 0 5.1.2 6.7 1.1 2 1.3 3.2 4.5 3.3 9.9.1-5.4 1.3-8.6 3.3-9.9 1.6-.9 3.8-1.1 6.7-1.1-2.9 0-5.1-.2-6.7-1.1C13.3 10.6 12.1 7.4 12 2z" />
    ),
    filled: true,
  },
  ok: {
    body: (
      <path d="M12 12.3a5.1 5.1 0 1 0 0-10.3 5.1 5.1 0 0 0 0 10.3zm0-7.3a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 12 5zm2 11.5a9.6 9.6 0 0 0 3-1.2 1.5 1.5 0 0 0-1.6-2.5 6.5 6.5 0 0 1-6.8 0A1.5 1.5 0 0 0 7 15.3c.9.6 1.9 1 3 1.2l-2.9 2.9a1.5 1.5 0 0 0 2.1 2.1L12 18.6l2.8 2.9a1.5 1.5 0 0 0 2.1-2.1z" />
    ),
    filled: true,
  },
  share: {
    body: (
      <>
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </>
    ),
  },
  // An eye: the sign Russian public sites use for their version for the visually impaired.
  eye: {
    body: (
      <>
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3.2" />
      </>
    ),
  },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICON_SHAPES;
