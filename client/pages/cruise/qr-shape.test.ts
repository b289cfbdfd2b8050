import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';
import { qrShape } from './qr-shape';

/** The modules the path paints, read back from its rectangles. */
function paintedModules(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) dark.add(`${Number(x) + i},${y}`);
  }
  return dark;
}

describe('qrShape', () => {
  it('paints exactly the dark modules of the code for the text', () => {
    const text = 'http://127.0.0.1:3000/share/Ab12Cd';
    const shape = qrShape(text);
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    expect(shape.size).toBe(qr.getModuleCount());
    const expected = new Set<string>();
    for (let y = 0; y < shape.size; y++)
      for (let x = 0; x < shape.size; x++) if (qr.isDark(y, x)) expected.add(`${x},${y}`);
    expect(paintedModules(qrPath(shape))).toEqual(expected);
  });

  it('travels as a few hundred characters for a short link', () => {
    expect(JSON.stringify(qrShape('https://kruiz-klub.ru/share/Ab12Cd')).length).toBeLessThan(400);
  });
});
