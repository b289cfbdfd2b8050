/**
 * The icon sprite: every icon of client/ui/icon-shapes.tsx as a `<symbol>` in one SVG file, drawn at build
 * time into dist/client/assets, named by a hash of its content and served like every hashed asset
 * (precompressed, immutable). Pages point at it (`<use href="/assets/icons-<hash>.svg#phone">`) instead of
 * repeating path data: on a search page that was 30 KB of the HTML. Its path travels in the manifest.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_SHAPES, type IconShape } from '../client/ui/icon-shapes';

/**
 * One icon as markup: a `<symbol>` for the sprite, or a standalone `<svg>` (build/icon-masks.ts turns those
 * into CSS masks). Strokes and fills take `currentColor`.
 */
export function iconMarkup(tag: 'symbol' | 'svg', { body, filled }: IconShape, id?: string): string {
  const paint = filled
    ? { fill: 'currentColor', stroke: 'none' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      };
  const own = tag === 'svg' ? { xmlns: 'http://www.w3.org/2000/svg' } : { id };
  return renderToStaticMarkup(createElement(tag, { ...own, viewBox: '0 0 24 24', ...paint }, body));
}

export function iconSpriteSvg(): string {
  const symbols = Object.entries(ICON_SHAPES).map(([name, shape]) => iconMarkup('symbol', shape, name));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** Writes the sprite into `assetsDir` and returns its public path, e.g. /assets/icons-1a2b3c4d5e.svg. */
export function writeIconSprite(assetsDir: string): string {
  const svg = iconSpriteSvg();
  const name = `icons-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
  fs.mkdirSync(assetsDir, { recursive: true });
  fs.writeFileSync(path.join(assetsDir, name), svg);
  return `/assets/${name}`;
}
