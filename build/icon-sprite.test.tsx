import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_SHAPES } from '../client/ui/icon-shapes';
import { IconSpriteContext, PhoneIcon, VkIcon } from '../client/ui/icons';
import { iconSpriteSvg, writeIconSprite } from './icon-sprite';

describe('icon sprite', () => {
  const svg = iconSpriteSvg();

  it('has a symbol for every icon, strokes for line icons and fills for brand marks', () => {
    for (const name of Object.keys(ICON_SHAPES)) expect(svg).toContain(`<symbol id="${name}"`);
    expect(svg).toMatch(/<symbol id="phone" viewBox="0 0 24 24" fill="none" stroke="currentColor"/);
    expect(svg).toMatch(/<symbol id="vk" viewBox="0 0 24 24" fill="currentColor" stroke="none"/);
  });

  it('is written under a name that changes with its content', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprite-'));
    const url = writeIconSprite(dir);
    expect(url).toMatch(/^\/assets\/icons-[0-9a-f]{10}\.svg$/);
    expect(fs.readFileSync(path.join(dir, path.basename(url)), 'utf8')).toBe(svg);
    fs.rmSync(dir, { recursive: true });
  });

  it('icons point at their symbol in the sprite the document provides', () => {
    const url = '/assets/icons-0123456789.svg';
    const html = renderToStaticMarkup(
      <IconSpriteContext value={url}>
        <PhoneIcon size={18} />
      </IconSpriteContext>,
    );
    expect(html).toBe(
      `<svg width="18" height="18" class="icon icon--phone" aria-hidden="true"><use href="${url}#phone"></use></svg>`,
    );
    expect(renderToStaticMarkup(<VkIcon title="ВКонтакте" />)).toContain('role="img"');
  });
});
