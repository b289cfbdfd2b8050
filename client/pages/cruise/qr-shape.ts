/**
 * A QR code for the printed programme's link to the page. qrcode-generator does the encoding (Reed–Solomon,
 * masks, versions: nothing to write by hand) on the server, or in the browser after a client-side move. The
 * loader data carries the modules as hex rows (about 250 characters, not the 3 KB of the drawn path), and the
 * page draws the path from them (`qrPath`, no library), so the HTML holds the long path only once.
 */
import qrcode from 'qrcode-generator';
import { oncePerText } from '../../../shared/once-per';
import type { QrShape } from './qr-path';

/**
 * A cruise's short link is the same on every render of its page, and encoding it takes ~1 ms (10–15% of a
 * cached cruise page's server CPU), so each link is encoded once. A shape is ~1 KB: a thousand of them at most.
 */
export const qrShape = oncePerText((text: string): QrShape => {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  const rows: string[] = [];
  for (let y = 0; y < size; y++) {
    let bits = 0n;
    for (let x = 0; x < size; x++) bits = (bits << 1n) | (qr.isDark(y, x) ? 1n : 0n);
    rows.push(bits.toString(16));
  }
  return { size, rows };
}, 1000);
