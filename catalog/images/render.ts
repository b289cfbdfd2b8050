/**
 * Generated pictures instead of downloaded photos: an SVG scene per kind of entity (sea with a liner, river
 * banks with domes, a skyline, a cabin, a banner, a logo), named after the entity, rasterised by sharp.
 * Deterministic from the image record, so a regenerated file is byte-for-byte the same picture.
 */
import type { ImageRec } from '../store/types';
import { escape as esc } from 'html-escaper';

function rand(seed: number) {
  let s = seed || 1;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

function liner(x: number, y: number, scale: number, color: string): string {
  const s = scale;
  return `<g transform="translate(${x},${y}) scale(${s})" fill="${color}">
<path d="M0 60 L520 60 L480 110 L40 110 Z"/>
<rect x="60" y="30" width="380" height="30"/><rect x="100" y="5" width="300" height="25"/><rect x="150" y="-15" width="200" height="20"/>
<rect x="300" y="-55" width="40" height="40" rx="4"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${75 + i * 30}" y="38" width="14" height="10" fill="#fff" opacity=".8"/>`).join('')}
</g>`;
}

function riverBoat(x: number, y: number, scale: number, color: string): string {
  return `<g transform="translate(${x},${y}) scale(${scale})" fill="${color}">
<path d="M0 40 L360 40 L330 75 L20 75 Z"/><rect x="40" y="10" width="280" height="30"/><rect x="90" y="-12" width="180" height="22"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${55 + i * 29}" y="18" width="14" height="10" fill="#fff" opacity=".85"/>`).join('')}
</g>`;
}

function skyline(r: () => number, baseY: number, color: string): string {
  let x = 0;
  let out = '';
  while (x < 1600) {
    const w = 40 + r() * 90;
    const h = 80 + r() * 260;
    out += `<rect x="${x.toFixed(0)}" y="${(baseY - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${color}"/>`;
    if (r() < 0.25) out += `<path d="M${x + w / 2 - 25} ${baseY - h} q25 -70 50 0 z" fill="${color}"/>`;
    x += w + 4;
  }
  return out;
}

function domes(r: () => number, baseY: number, color: string): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const x = 200 + i * 260 + r() * 80;
    const h = 120 + r() * 120;
    out += `<rect x="${x}" y="${baseY - h}" width="60" height="${h}" fill="${color}"/><path d="M${x - 6} ${baseY - h} q36 -90 72 0 z" fill="#d4a72c"/><rect x="${x + 28}" y="${baseY - h - 80}" width="4" height="40" fill="#d4a72c"/>`;
  }
  return out;
}

function scene(img: ImageRec): string {
  const r = rand(img.hue * 7919 + img.key.length);
  const h = img.hue;
  const title = esc(img.title);
  const subtitle = esc(img.subtitle);
  const waves = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M0 ${700 + i * 45} q100 -18 200 0 t200 0 t200 0 t200 0 t200 0 t200 0 t200 0 t200 0" stroke="#fff" stroke-opacity=".18" stroke-width="4" fill="none"/>`,
  ).join('');
  // The words start 220 units in: a 4:3 box (the cabin list, the cruise page's thumbnails) crops 133 from
  // each side of 1600 × 1000.
  const caption = `<rect x="0" y="850" width="1600" height="150" fill="#000" opacity=".35"/>
<text x="220" y="925" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#fff">${title}</text>
${subtitle ? `<text x="220" y="975" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#fff" opacity=".9">${subtitle}</text>` : ''}`;
  const sun = `<circle cx="${1150 + r() * 300}" cy="${180 + r() * 120}" r="90" fill="#fff3c4" opacity=".9"/>`;
  switch (img.scene) {
    case 'logo':
      return `<rect width="480" height="240" fill="#fff"/><circle cx="80" cy="120" r="56" fill="${hsl(h, 65, 40)}"/>
<path d="M40 135 L120 135 L110 150 L50 150 Z M60 120 h40 v15 h-40 z" fill="#fff"/>
<text x="150" y="132" font-family="DejaVu Sans, sans-serif" font-size="${img.title.length > 18 ? 20 : 30}" font-weight="bold" fill="${hsl(h, 60, 25)}">${title}</text>`;
    case 'cabin':
      return `<rect width="1600" height="1000" fill="${hsl(h, 25, 88)}"/><rect y="700" width="1600" height="300" fill="${hsl(h, 30, 55)}"/>
<rect x="500" y="160" width="600" height="340" rx="24" fill="url(#sea)" stroke="#fff" stroke-width="18"/>
<rect x="300" y="560" width="1000" height="200" rx="20" fill="#fff"/><rect x="300" y="520" width="1000" height="60" rx="20" fill="${hsl(h + 180, 40, 45)}"/>
<rect x="100" y="480" width="140" height="280" fill="${hsl(h, 20, 40)}"/>${caption}`;
    case 'banner':
      // No lettering: the site sets the banner's title over the picture, at every width.
      return `<rect width="1600" height="1000" fill="url(#sea)"/><circle cx="1300" cy="250" r="420" fill="${hsl(h, 80, 55)}" opacity=".55"/>
${liner(780, 560, 1.2, '#fff')}${waves}`;
    case 'city':
      return `<rect width="1600" height="1000" fill="url(#sky)"/>${sun}${skyline(r, 660, hsl(h, 25, 30))}<rect y="650" width="1600" height="350" fill="url(#sea)"/>${waves}${caption}`;
    case 'river':
      return `<rect width="1600" height="1000" fill="url(#sky)"/>${sun}<path d="M0 560 q400 -60 800 0 t800 0 v120 h-1600 z" fill="${hsl(110 + (h % 30), 45, 32)}"/>
${domes(r, 600, '#f5f1e8')}<rect y="660" width="1600" height="340" fill="url(#sea)"/>${riverBoat(520 + r() * 300, 560, 1.4, '#fafafa')}${waves}${caption}`;
    case 'region':
      return `<rect width="1600" height="1000" fill="${hsl(205, 60, 80)}"/>
<path d="M0 0 h700 q-80 300 60 500 t-160 500 h-600 z" fill="${hsl(90 + (h % 40), 35, 70)}"/>
<path d="M1600 0 h-420 q120 260 -40 460 t200 540 h260 z" fill="${hsl(80 + (h % 40), 35, 66)}"/>
<path d="M640 140 C 900 260, 820 480, 1080 560 S 1000 820, 1200 900" stroke="${hsl(h, 70, 40)}" stroke-width="10" stroke-dasharray="24 18" fill="none"/>
${[140, 560, 900].map((y, i) => `<circle cx="${[640, 1080, 1200][i]}" cy="${y}" r="22" fill="#fff" stroke="${hsl(h, 70, 40)}" stroke-width="8"/>`).join('')}${caption}`;
    case 'ship':
    case 'sea':
    default:
      return `<rect width="1600" height="1000" fill="url(#sky)"/>${sun}<rect y="600" width="1600" height="400" fill="url(#sea)"/>${waves}
${img.scene === 'ship' ? liner(300 + r() * 300, 470, 1.6, '#fdfdfd') : liner(900 + r() * 200, 560, 0.6, '#fdfdfd')}${caption}`;
  }
}

function svgFor(img: ImageRec, width: number, height: number): string {
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(200 + (img.hue % 40), 70, 55)}"/><stop offset="1" stop-color="${hsl(30 + (img.hue % 30), 80, 85)}"/></linearGradient><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(195 + (img.hue % 25), 75, 40)}"/><stop offset="1" stop-color="${hsl(215, 80, 18)}"/></linearGradient></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${img.width} ${img.height}" preserveAspectRatio="xMidYMid slice">${defs}${scene(img)}</svg>`;
}

export type ImageFormat = 'jpg' | 'webp';

export async function renderImage(
  img: ImageRec,
  width: number,
  height: number,
  format: ImageFormat,
): Promise<Buffer> {
  // Loaded by the first picture, not at start: libvips is ~22 MB of resident memory (server/images/transform.ts).
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(Buffer.from(svgFor(img, width, height))).resize(width, height, { fit: 'cover' });
  return format === 'webp'
    ? pipeline.webp({ quality: 78 }).toBuffer()
    : pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
