import express from 'express';
import request from 'supertest';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_SHAPES } from '../../client/ui/icon-shapes';
import { PhoneIcon, setIconSprite, VkIcon } from '../../client/ui/icons';
import { createIconSprite } from './icon-sprite';

describe('icon sprite', () => {
  const sprite = createIconSprite();

  it('has a symbol for every icon, strokes for line icons and fills for brand marks', () => {
    for (const name of Object.keys(ICON_SHAPES)) expect(sprite.svg).toContain(`<symbol id="${name}"`);
    expect(sprite.svg).toMatch(/<symbol id="phone" viewBox="0 0 24 24" fill="none" stroke="currentColor"/);
    expect(sprite.svg).toMatch(/<symbol id="vk" viewBox="0 0 24 24" fill="currentColor" stroke="none"/);
    expect(sprite.url).toMatch(/^\/assets\/icons-[0-9a-f]{10}\.svg$/);
  });

  it('icons point at their symbol in the sprite', () => {
    setIconSprite(sprite.url);
    expect(renderToStaticMarkup(<PhoneIcon size={18} />)).toBe(
      `<svg width="18" height="18" class="icon icon--phone" aria-hidden="true"><use href="${sprite.url}#phone"></use></svg>`,
    );
    expect(renderToStaticMarkup(<VkIcon title="ВКонтакте" />)).toContain('role="img"');
  });

  it('is served compressed and cached for good', async () => {
    const app = express();
    app.get(sprite.url, sprite.serve);
    const br = await request(app).get(sprite.url).set('Accept-Encoding', 'br').buffer(true);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request(app).get(sprite.url).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(sprite.svg);
  });
});
