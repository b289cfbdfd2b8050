import { describe, expect, it } from 'vitest';
import { BUTTON_ICONS, FACT_ICONS } from '../client/ui/fact';
import { factIconsCss, svgDataUri } from './icon-masks';

describe('fact icon masks', () => {
  const css = factIconsCss();

  it('gives every fact icon a rule with its drawing', () => {
    for (const name of FACT_ICONS)
      expect(css).toMatch(new RegExp(`\\.fact--${name}\\{--fact-icon:url\\("data:image/svg\\+xml,`));
    expect(css.split('\n')).toHaveLength(FACT_ICONS.length + 1);
  });

  it("gives the cards' buttons their icons as custom properties on the root", () => {
    const root = css.split('\n')[0];
    expect(root).toMatch(/^:root\{/);
    for (const name of BUTTON_ICONS) expect(root).toContain(`--icon-${name}:url("data:image/svg+xml,`);
  });

  it('encodes an SVG so that it survives a CSS string and a URL, and decodes back to the same drawing', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1"/><text>50% #1 {x}</text></svg>';
    const uri = svgDataUri(svg);
    const payload = uri.slice('url("data:image/svg+xml,'.length, -2);
    expect(payload).not.toMatch(/["<>#{}]/);
    expect(decodeURIComponent(payload)).toBe(svg.replace(/"/g, "'"));
  });
});
