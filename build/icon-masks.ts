/**
 * The fact icons (client/ui/fact.tsx) as CSS: each becomes a `.fact--<name>` rule whose mask is the icon's
 * SVG as a data URI, drawn in the text colour by `.fact::before` (client/styles/ui/fact.css). The stylesheet
 * imports them as `virtual:fact-icons.css`, so the drawings have one source, client/ui/icon-shapes.tsx.
 */
import type { Plugin } from 'esbuild';
import { ICON_SHAPES } from '../client/ui/icon-shapes';
import { BUTTON_ICONS, FACT_ICONS } from '../client/ui/fact';
import { iconMarkup } from './icon-sprite';

const VIRTUAL = 'virtual:fact-icons.css';

/** An SVG as a CSS data URI: only the characters a URL or CSS string cannot hold are escaped. */
export function svgDataUri(svg: string): string {
  const escaped = svg.replace(/"/g, "'").replace(/[<>#%{}]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${escaped}")`;
}

const maskOf = (name: keyof typeof ICON_SHAPES) => svgDataUri(iconMarkup('svg', ICON_SHAPES[name]));

export function factIconsCss(): string {
  const buttons = BUTTON_ICONS.map((name) => `--icon-${name}:${maskOf(name)}`).join(';');
  return [
    `:root{${buttons}}`,
    ...FACT_ICONS.map((name) => `.fact--${name}{--fact-icon:${maskOf(name)}}`),
  ].join('\n');
}

export function factIconsPlugin(): Plugin {
  return {
    name: 'fact-icons',
    setup(b) {
      b.onResolve({ filter: /^virtual:fact-icons\.css$/ }, () => ({
        path: VIRTUAL,
        namespace: 'fact-icons',
      }));
      b.onLoad({ filter: /.*/, namespace: 'fact-icons' }, () => ({
        contents: factIconsCss(),
        loader: 'css',
      }));
    },
  };
}
