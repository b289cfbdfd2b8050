/**
 * URLs of the image optimizer (`/_img/<width>/<encoded path under /storage/>`, or with a quality
 * `/_img?s=<path>&w=<width>&q=<quality>`, docs/images.md).
 * Widths come only from the requirements §9 lists, so the optimizer's cache holds a bounded set of variants
 * per image.
 */
import {
  IMAGE_DEVICE_WIDTHS,
  IMAGE_QUALITY_DEFAULT,
  IMAGE_SMALL_SIZES,
  IMAGE_WIDTHS,
  STORAGE_PREFIX,
} from '../../shared/constants';

const IMAGE_ENDPOINT = '/_img';

/**
 * Short on purpose: a page of cards carries dozens of these. `s=` names the path below /storage/ (every
 * gallery image lives there), slashes may stay as they are in a query, and the default quality is the
 * optimizer's own.
 */
export function imageUrl(src: string, width: number, quality: number = IMAGE_QUALITY_DEFAULT): string {
  return variantUrl(src, quality)(width);
}

/** The URLs of one source at any width: the source is encoded once for a whole srcset. */
function variantUrl(src: string, quality: number = IMAGE_QUALITY_DEFAULT): (width: number) => string {
  const storage = src.startsWith(STORAGE_PREFIX);
  const path = encodeURIComponent(storage ? src.slice(STORAGE_PREFIX.length) : src).replace(/%2F/g, '/');
  // The path form (`/_img/640/gallery/x.jpg`) for the usual case: no `&amp;` in the HTML, 8 bytes a URL less.
  if (storage && quality === IMAGE_QUALITY_DEFAULT) return (width) => `${IMAGE_ENDPOINT}/${width}/${path}`;
  const base = `${IMAGE_ENDPOINT}?${storage ? 's' : 'url'}=${path}&w=`;
  const tail = quality === IMAGE_QUALITY_DEFAULT ? '' : `&q=${quality}`;
  return (width) => `${base}${width}${tail}`;
}

/** The smallest allowed width that is at least `wanted` (or the largest there is). */
export function allowedWidthFor(wanted: number): number {
  const sorted = [...IMAGE_WIDTHS].sort((a, b) => a - b);
  return sorted.find((w) => w >= wanted) ?? sorted[sorted.length - 1];
}

export interface SrcSet {
  src: string;
  srcSet: string;
}

/**
 * For an image shown at a fixed CSS width (`displayWidth`): 1x and 2x variants, snapped to the allowed
 * widths (the small sizes cover icons and logos).
 */
export function fixedSrcSet(src: string, displayWidth: number, quality?: number): SrcSet {
  const url = variantUrl(src, quality);
  const one = allowedWidthFor(displayWidth);
  const two = allowedWidthFor(displayWidth * 2);
  const srcSet = one === two ? `${url(one)} 1x` : `${url(one)} 1x, ${url(two)} 2x`;
  return { src: url(one), srcSet };
}

/**
 * For an image whose width follows the layout (`sizes`): the device widths (or the given `widths`), without
 * upscaling past the original beyond the first width that covers it. `small` adds the small sizes for
 * images that can be tiny.
 */
export function responsiveSrcSet(
  src: string,
  originalWidth: number | undefined,
  {
    small = false,
    widths: only,
    quality,
  }: { small?: boolean; widths?: readonly number[]; quality?: number } = {},
): SrcSet {
  const candidates = only ?? [...(small ? IMAGE_SMALL_SIZES : []), ...IMAGE_DEVICE_WIDTHS];
  let widths: readonly number[] = candidates;
  if (originalWidth) {
    const cover = candidates.find((w) => w >= originalWidth);
    widths = candidates.filter((w) => w < originalWidth || w === cover);
  }
  const url = variantUrl(src, quality);
  const srcSet = widths.map((w) => `${url(w)} ${w}w`).join(', ');
  // The fallback `src` (browsers without srcset support, some crawlers): a mid-size variant.
  const fallback = widths.find((w) => w >= 1080) ?? widths[widths.length - 1];
  return { src: url(fallback), srcSet };
}
