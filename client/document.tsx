/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the browser.
 * Executable code comes only from /assets (no inline scripts, so the CSP needs no nonce and cached HTML
 * stays valid); the router state travels in a non-executable JSON script.
 */
import type { ReactNode } from 'react';
import { IconSpriteContext } from './ui/icons';
import { a11yHtmlAttributes, DEFAULT_A11Y, type A11ySettings } from '../shared/a11y';
import { A11yProvider, useA11yState } from './app/a11y-settings';

export interface PageAssets {
  /** Stylesheets, hashed under /assets. */
  css: string[];
  /** The browser entry module. */
  entry: string;
  /** The icon sprite, drawn at build time (build/icon-sprite.ts). */
  icons: string;
  /**
   * The scripts the page needs before it hydrates besides the entry (three or four since the build groups
   * chunks, docs/decisions/027-round-trips-and-lean-pages.md): preloaded, so they download beside the entry
   * instead of one round trip after another.
   */
  preload: string[];
}

export const HYDRATION_SCRIPT_ID = '__router_data';

export function Document({
  assets,
  hydrationJson,
  a11y = DEFAULT_A11Y,
  children,
}: {
  assets: PageAssets;
  hydrationJson: string;
  /** The visitor's reading settings from their cookie: attributes of <html>, right at the first paint. */
  a11y?: A11ySettings;
  children: ReactNode;
}) {
  const a11yState = useA11yState(a11y);
  return (
    <html lang="ru" {...a11yHtmlAttributes(a11yState.settings)}>
      <head>
        <meta charSet="utf-8" />
        {/* requirements §2: device width, initial scale 1, user zoom disabled. */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"
        />
        <meta name="theme-color" content="#0b2a4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* `precedence` makes it React's stylesheet resource, written right after the largest paint's
            image preload and before the scripts: it blocks the first paint, so it is fetched first
            (docs/decisions/038-a-landing-pages-own-code.md). Without it React wrote it last in the head. */}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="site" />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <IconSpriteContext value={assets.icons}>
          <A11yProvider state={a11yState}>{children}</A11yProvider>
        </IconSpriteContext>
        <script
          id={HYDRATION_SCRIPT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: hydrationJson }}
        />
        <script type="module" src={assets.entry} async />
      </body>
    </html>
  );
}
