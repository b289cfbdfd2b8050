/**
 * The browser build's manifest (written by build/build.ts): the entry module, the stylesheets and the icon sprite. The entry
 * loads its own chunks and the page's; see docs/decisions/011-lean-html.md for why none is preloaded.
 */
import fs from 'node:fs';
import type { PageAssets } from '../../client/document';

export type ClientManifest = PageAssets;

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
  const { entry, css, icons } = parsed;
  if (
    typeof entry !== 'string' ||
    typeof icons !== 'string' ||
    !Array.isArray(css) ||
    !css.every((href) => typeof href === 'string')
  ) {
    throw new Error(
      `The browser build's manifest ${file} has no entry script, icon sprite or stylesheet list`,
    );
  }
  return { entry, css, icons };
}
