/**
 * The browser build's manifest (written by build/build.ts): the entry module, the stylesheet, the icon
 * sprite and the scripts each route preloads (docs/decisions/027-round-trips-and-lean-pages.md).
 */
import fs from 'node:fs';
import type { StaticHandlerContext } from 'react-router';

export interface ClientManifest {
  entry: string;
  css: string[];
  /** The icon sprite, drawn at build time (build/icon-sprite.ts). */
  icons: string;
  /** Per route id, the scripts the route needs before it hydrates besides the entry (empty in development). */
  routeScripts: Record<string, string[]>;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Read once at start. A missing or malformed manifest stops the process with a message that says what to
 * do: serving pages that point at a guessed entry path would fail in every visitor's browser instead.
 */
export function loadManifest(file: string): ClientManifest {
  let parsed: Partial<ClientManifest>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ClientManifest>;
  } catch (error) {
    throw new Error(`The browser build's manifest ${file} cannot be read: run \`npm run build\` first`, {
      cause: error,
    });
  }
  const { entry, css, icons, routeScripts = {} } = parsed;
  if (typeof entry !== 'string' || typeof icons !== 'string' || !isStringList(css)) {
    throw new Error(
      `The browser build's manifest ${file} has no entry script, icon sprite or stylesheet list`,
    );
  }
  if (typeof routeScripts !== 'object' || !Object.values(routeScripts).every(isStringList)) {
    throw new Error(`The browser build's manifest ${file} has a malformed list of route scripts`);
  }
  return { entry, css, icons, routeScripts };
}

/**
 * The scripts a rendered page preloads: those of every matched route and, when a page's 404 shows the
 * not-found view inside the layout, the not-found page's (the entry loads the same before hydrating).
 */
export function pageScripts(manifest: ClientManifest, context: StaticHandlerContext): string[] {
  const routeIds = context.matches.map((match) => match.route.id);
  const notFound = Object.values(context.errors ?? {}).some(
    (error) => (error as { status?: number } | null)?.status === 404,
  );
  if (notFound) routeIds.push('not-found');
  return [...new Set(routeIds.flatMap((id) => manifest.routeScripts[id] ?? []))];
}
