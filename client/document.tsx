/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the browser.
 * Executable code comes only from /assets (no inline scripts, so the CSP needs no nonce and cached HTML
 * stays valid); the router state travels in a non-executable JSON script.
 */
import type { ReactNode } from 'react';

export interface PageAssets {
  /** Stylesheets, hashed under /assets. */
  css: string[];
  /** The browser entry module. */
  entry: string;
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
  children,
}: {
  assets: PageAssets;
  hydrationJson: string;
  children: ReactNode;
}) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        {/* requirements §2: device width, initial scale 1, user zoom disabled. */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"
        />
        <meta name="theme-color" content="#0b2a4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {children}
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
