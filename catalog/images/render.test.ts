import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImage } from './render';

const cabin = {
  key: 'cabin-test',
  scene: 'cabin' as const,
  title: 'Внутренняя каюта',
  subtitle: 'Лев Толстой',
  hue: 200,
  width: 1600,
  height: 1000,
};

/** Near-white pixels (the caption's letters) in a strip of the picture's caption band. */
async function letterPixels(png: Buffer, left: number, width: number): Promise<number> {
  const { data, info } = await sharp(png)
    .extract({ left, top: 870, width, height: 110 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] > 220 && data[i + 1] > 220 && data[i + 2] > 220) count += 1;
  return count;
}

describe('generated pictures', () => {
  it('keep the caption inside the 4:3 box the cabin list crops them to', async () => {
    const picture = await renderImage(cabin, 1600, 1000, 'jpg');
    const png = await sharp(picture).png().toBuffer();
    // A 4:3 crop of 1600 × 1000 keeps x 133…1467: nothing of the caption may lie left of it.
    const cropped = (1600 - (1000 * 4) / 3) / 2;
    expect(await letterPixels(png, 0, Math.floor(cropped))).toBe(0);
    expect(await letterPixels(png, Math.ceil(cropped), 600)).toBeGreaterThan(500);
  });
});
