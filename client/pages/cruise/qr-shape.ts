/**
 * A QR code as one SVG path, for the printed programme's link to the page. qrcode-generator does the
 * encoding (Reed–Solomon, masks, versions: nothing to write by hand); the path is ours, one rectangle per
 * run of dark modules in a row, which keeps it a few kilobytes for a short link.
 */
import qrcode from 'qrcode-generator';

export interface QrShape {
  /** Modules on a side, without the quiet zone. */
  size: number;
  /** Dark modules, in module units. */
  path: string;
}

export function qrShape(text: string): QrShape {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; ) {
      if (!qr.isDark(y, x)) {
        x++;
        continue;
      }
      let end = x;
      while (end < size && qr.isDark(y, end)) end++;
      path += `M${x} ${y}h${end - x}v1h${x - end}z`;
      x = end;
    }
  }
  return { size, path };
}
