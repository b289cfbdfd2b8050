/**
 * Which raster formats go in and which come out. The source's Content-Type is checked AND its first bytes
 * are sniffed: sharp would happily rasterise SVG (scripts, external entities, billion-laughs) or parse
 * exotic formats, so only the five web raster formats are ever handed to it.
 */
import { ImageError } from './errors';

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const CONTENT_TYPE: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const ACCEPTED_SOURCE_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  // Some storage backends label everything as bytes; the sniff below still decides.
  'application/octet-stream',
  'binary/octet-stream',
  '',
]);

/** Refuses a source whose declared type is not a web raster format (SVG first of all). */
export function checkSourceContentType(header: string | null): void {
  const type = (header ?? '').split(';')[0].trim().toLowerCase();
  if (!ACCEPTED_SOURCE_TYPES.has(type)) throw new ImageError('UNSUPPORTED_MEDIA', `content-type ${type}`);
}

/** The format by magic bytes, or a 415 for anything else (SVG, HTML, TIFF, PDF, truncated files). */
export function sniffFormat(bytes: Uint8Array): SourceFormat {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands, up to the end of the ftyp box.
    const boxEnd = Math.min(bytes.length, Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0));
    for (let at = 8; at + 4 <= boxEnd; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  throw new ImageError('UNSUPPORTED_MEDIA', 'unknown magic bytes');
}

/** What the browser asked for: the first half of the output decision and part of the cache key. */
export type FormatChoice = 'avif' | 'webp' | 'original';

/**
 * AVIF when the browser lists it, then WebP, else the source's own family. Browsers name these types
 * explicitly in Accept for images; a bare `*\/*` is not taken as AVIF support.
 */
export function chooseFormat(accept: string | undefined): FormatChoice {
  const accepted = acceptedTypes(accept);
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'original';
}

/**
 * The formats a choice can end up as. For `original` the source's own format when it is JPEG or PNG; other
 * sources (WebP, AVIF, GIF sent to an old browser) become PNG when transparency must survive, else JPEG.
 */
export function outputFormatsOf(choice: FormatChoice): OutputFormat[] {
  return choice === 'original' ? ['jpeg', 'png'] : [choice];
}

export function resolveOutputFormat(
  choice: FormatChoice,
  source: SourceFormat,
  hasAlpha: boolean,
): OutputFormat {
  if (choice !== 'original') return choice;
  if (source === 'jpeg' || source === 'png') return source;
  return hasAlpha ? 'png' : 'jpeg';
}

function acceptedTypes(accept: string | undefined): Set<string> {
  const types = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue; // `q=0` means "not acceptable"
    if (type) types.add(type);
  }
  return types;
}
