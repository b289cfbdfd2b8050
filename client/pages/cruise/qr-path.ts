/** Draws a QR code's modules (qr-shape.ts) as SVG; kept apart so the page's chunk carries no encoder. */

export interface QrShape {
  /** Modules on a side, without the quiet zone. */
  size: number;
  /** One hex string a row, the first module in the highest bit. */
  rows: string[];
}

/** The dark modules as one SVG path in module units: a rectangle per run of dark modules in a row. */
export function qrPath({ size, rows }: QrShape): string {
  let path = '';
  rows.forEach((hex, y) => {
    const bits = BigInt(`0x${hex}`);
    const dark = (x: number) => ((bits >> BigInt(size - 1 - x)) & 1n) === 1n;
    for (let x = 0; x < size;) {
      if (!dark(x)) {
        x++;
        continue;
      }
      let end = x;
      while (end < size && dark(end)) end++;
      path += `M${x} ${y}h${end - x}v1h${x - end}z`;
      x = end;
    }
  });
  return path;
}
