/**
 * The icon sprite: every icon of client/ui/icon-shapes.tsx as a `<symbol>` in one SVG file, drawn once at
 * start-up, named by a hash of its content and served compressed with an immutable cache lifetime. Pages
 * point at it (`<use href="/assets/icons-<hash>.svg#phone">`) instead of repeating path data: on a search
 * page that was 30 KB of the HTML.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RequestHandler } from 'express';
import { ICON_SHAPES, type IconShape } from '../../client/ui/icon-shapes';

export interface IconSprite {
  /** Public path of the sprite, e.g. /assets/icons-1a2b3c4d.svg. */
  url: string;
  svg: string;
  serve: RequestHandler;
}

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

export function createIconSprite(): IconSprite {
  const symbols = Object.entries(ICON_SHAPES).map(([name, shape]) => iconMarkup('symbol', shape, name));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  const url = `/assets/icons-${hash}.svg`;
  const plain = Buffer.from(svg);
  const gzip = zlib.gzipSync(plain, { level: 9 });
  const brotli = zlib.brotliCompressSync(plain);

  const serve: RequestHandler = (req, res) => {
    // Express negotiates (q-values included): br, then gzip, else the plain file.
    const encoding = req.acceptsEncodings('br', 'gzip');
    const body = encoding === 'br' ? brotli : encoding === 'gzip' ? gzip : plain;
    res.set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    if (body !== plain) res.set('Content-Encoding', encoding as string);
    res.send(body);
  };
  return { url, svg, serve };
}
