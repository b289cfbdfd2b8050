import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';
import { qrShape } from './qr-shape';

/** The modules the path paints, read back from its lines (a row's first run absolute, the next ones relative). */
function paintedModules(path: string): Set<string> {
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b, width] of path.matchAll(/([Mm])(\d+(?:\.5)?) (\d+(?:\.5)?)h(\d+)/g)) {
    if (command === 'M') {
      x = Number(a);
      y = Number(b) - 0.5;
    } else x += Number(a);
    for (let i = 0; i < Number(width); i++) dark.add(`${x + i},${y}`);
    x += Number(width);
  }
  return dark;
}

describe('qrShape', () => {
  it('encodes a link once: the same shape comes back for the same text', () => {
    const text = 'http://127.0.0.1:3000/share/Zz99Yy';
    expect(qrShape(text)).toBe(qrShape(text));
    expect(qrShape(`${text}1`)).not.toBe(qrShape(text));
  });

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

  it('draws a short link in under 1,500 characters (a rectangle a run took ~2,800)', () => {
    expect(qrPath(qrShape('https://kruiz-klub.ru/share/Ab12Cd')).length).toBeLessThan(1500);
  });

  it('travels as a few hundred characters for a short link', () => {
    expect(JSON.stringify(qrShape('https://kruiz-klub.ru/share/Ab12Cd')).length).toBeLessThan(400);
  });
});
