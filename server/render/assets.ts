/**
 * The browser build's manifest (written by build/build.ts): the entry module, the stylesheet, and the
 * chunks of each page folder, so a page's HTML can preload exactly what its routes need.
 */
import fs from 'node:fs';
import { PAGE_MODULE_OF } from '../../client/routes';
import type { PageAssets } from '../../client/document';

export interface ClientManifest {
  entry: string;
  /** Chunks the entry imports statically. */
  entryImports: string[];
  css: string[];
  /** Page folder name → its chunk and the chunks it imports statically. */
  pages: Record<string, string[]>;
}

const EMPTY_MANIFEST: ClientManifest = { entry: '/assets/entry.js', entryImports: [], css: [], pages: {} };

export function loadManifest(file: string): ClientManifest {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ClientManifest;
  } catch {
    return EMPTY_MANIFEST;
  }
}

export function assetsFor(manifest: ClientManifest, routeIds: string[]): PageAssets {
  const preload = new Set(manifest.entryImports);
  for (const id of routeIds) {
    for (const chunk of manifest.pages[PAGE_MODULE_OF[id] ?? id] ?? []) preload.add(chunk);
  }
  return { css: manifest.css, entry: manifest.entry, preload: [...preload] };
}
