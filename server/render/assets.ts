/**
 * The browser build's manifest (written by build/build.ts): the entry module and the stylesheet. The entry
 * loads its own chunks and the page's; see docs/decisions/011-lean-html.md for why none is preloaded.
 */
import fs from 'node:fs';
import type { PageAssets } from '../../client/document';

export type ClientManifest = PageAssets;

const EMPTY_MANIFEST: ClientManifest = { entry: '/assets/entry.js', css: [] };

export function loadManifest(file: string): ClientManifest {
  try {
    const { entry, css } = JSON.parse(fs.readFileSync(file, 'utf8')) as ClientManifest;
    return { entry, css };
  } catch {
    return EMPTY_MANIFEST;
  }
}
