/**
 * The floor page's document, rendered on the server and hydrated as `document` in the browser the way the
 * site's is (client/document.tsx): the page's scripts preloaded, the data in a non-executable JSON script,
 * the entry an async module script. Also what both floor entries share: reading that JSON once the body is
 * parsed, and the `hydrated` mark the benchmark waits for.
 */
import { useEffect, type ReactNode } from 'react';

const PAYLOAD_ID = 'floor-data';

export interface FloorAssets {
  entry: string;
  /** The chunks the entry imports, preloaded beside it. */
  preload: string[];
  /**
   * The site's stylesheet and its largest paint's image, which the site's pages load beside their scripts
   * (the "dressed" floor, bench/floor-page.tsx): what any page with the site's look costs on top of the stack.
   */
  dress?: { stylesheet: string; image: string };
}

export interface FloorPayload<Data> {
  assets: FloorAssets;
  data: Data;
}

export function FloorDocument({
  assets,
  json,
  children,
}: {
  assets: FloorAssets;
  /** The payload as toScriptJson wrote it: the browser hydrates it back byte for byte. */
  json: string;
  children: ReactNode;
}) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Поиск круизов</title>
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.dress && (
          <>
            <link rel="stylesheet" href={assets.dress.stylesheet} />
            <link rel="preload" as="image" href={assets.dress.image} fetchPriority="high" />
          </>
        )}
      </head>
      <body>
        {children}
        <script id={PAYLOAD_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
        <script type="module" src={assets.entry} async />
      </body>
    </html>
  );
}

/** The server's payload and its JSON text, once the streamed body has been parsed. */
export async function readFloorPayload<Data>(): Promise<{ json: string; payload: FloorPayload<Data> }> {
  // React hoists the async module script into <head>: it can run before the body is parsed.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  const json = document.getElementById(PAYLOAD_ID)?.textContent ?? '{}';
  return { json, payload: JSON.parse(json) as FloorPayload<Data> };
}

/** The signal bench/time-to-usable.ts and bench/first-load-js.ts wait for, as client/entry.tsx gives it. */
export function HydrationMarker() {
  useEffect(() => {
    performance.mark('hydrated');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
