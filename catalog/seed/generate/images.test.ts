import { describe, expect, it } from 'vitest';
import { createImageRegistry } from './images';

describe('image registry', () => {
  it('registers a key once, logos at their own size', () => {
    const r = createImageRegistry();
    expect(r.image('ship-a-1', 'ship', 'A')).toBe('ship-a-1');
    r.image('ship-a-1', 'sea', 'другое');
    r.image('logo-a', 'logo', 'A');
    expect(r.images.map((i) => [i.key, i.scene, i.width])).toEqual([
      ['ship-a-1', 'ship', 1600],
      ['logo-a', 'logo', 480],
    ]);
  });
});
