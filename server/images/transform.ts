/**
 * The sharp work: decode a sniffed raster source, resize to the requested width (never wider than the
 * original), encode. The pixel count is checked from the header before anything is decoded, and sharp's
 * own `limitInputPixels` backs that up, so a small file declaring a huge canvas cannot exhaust memory.
 *
 * It runs in the encoder's child process (./encoder.ts, docs/decisions/049-encoder-process.md), which loads
 * sharp with its first picture.
 */
import type { Metadata } from 'sharp';
import { ImageError } from './errors';
import { resolveOutputFormat, sniffFormat, type FormatChoice, type OutputFormat } from './formats';

export interface TransformOptions {
  width: number;
  quality: number;
  choice: FormatChoice;
  maxPixels: number;
}

export interface TransformResult {
  data: Buffer;
  format: OutputFormat;
  width: number;
}

/** sharp reports AVIF (and HEIC) as `heif`. */
const SHARP_FORMAT = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif', gif: 'gif' } as const;

export async function transformImage(input: Buffer, options: TransformOptions): Promise<TransformResult> {
  const source = sniffFormat(input);
  const { default: sharp } = await import('sharp');
  const open = () =>
    sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error', sequentialRead: true });

  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (error) {
    throw decodeError(error);
  }
  if (meta.format !== SHARP_FORMAT[source])
    throw new ImageError('UNSUPPORTED_MEDIA', `sniffed ${source}, sharp ${meta.format}`);
  if (!meta.width || !meta.height) throw new ImageError('UNSUPPORTED_MEDIA', 'no dimensions');
  if (meta.width * meta.height > options.maxPixels) {
    throw new ImageError('TOO_LARGE', `${meta.width}x${meta.height} over ${options.maxPixels} pixels`);
  }

  const format = resolveOutputFormat(options.choice, source, Boolean(meta.hasAlpha));
  // rotate() applies the EXIF orientation first, so `width` means the width as the visitor sees it.
  const pipeline = open().rotate().resize({ width: options.width, withoutEnlargement: true });
  const q = options.quality;
  switch (format) {
    case 'avif':
      // effort 2 instead of the default 4: about 6x faster to encode for a few percent more bytes.
      pipeline.avif({ quality: q, effort: 2 });
      break;
    case 'webp':
      pipeline.webp({ quality: q });
      break;
    case 'jpeg':
      pipeline.jpeg({ quality: q, mozjpeg: true });
      break;
    case 'png':
      pipeline.png({ compressionLevel: 8 });
      break;
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width };
  } catch (error) {
    throw decodeError(error);
  }
}

function decodeError(error: unknown): ImageError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageError('TOO_LARGE', message);
  return new ImageError('UNSUPPORTED_MEDIA', `decode failed: ${message}`);
}
