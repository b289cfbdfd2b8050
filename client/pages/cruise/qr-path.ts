/** Draws a QR code's modules (qr-shape.ts) as SVG; kept apart so the page's chunk carries no encoder. */

export interface QrShape {
  /** Modules on a side, without the quiet zone. */
  size: number;
  /** One hex string a row, the first module in the highest bit. */
  rows: string[];
}

/**
 * The dark modules as one SVG path in module units, drawn with a 1-unit stroke: a row's runs of dark modules
 * are lines along its middle (`M0 3.5h7m2 0h1`: seven modules, a gap of two, one more). Half the characters
 * of a rectangle a run, which on a cruise page is ~1.5 KB of HTML less.
 */
export function qrPath({ size, rows }: QrShape): string {
  let path = '';
  rows.forEach((hex, y) => {
    const bits = BigInt(`0x${hex}`);
    const dark = (x: number) => ((bits >> BigInt(size - 1 - x)) & 1n) === 1n;
    let pen: number | null = null;
    for (let x = 0; x < size;) {
      if (!dark(x)) {
        x++;
        continue;
      }
      let end = x;
      while (end < size && dark(end)) end++;
      path += pen === null ? `M${x} ${y + 0.5}h${end - x}` : `m${x - pen} 0h${end - x}`;
      pen = end;
      x = end;
    }
  });
  return path;
}
