import { useCallback, useState, type CSSProperties } from 'react';
import type { Image } from '../../shared/api/schemas';
import { ImageIcon } from './icons';
import { fixedSrcSet, responsiveSrcSet } from './image-url';
import { Loader } from './loader';

export interface OptimizedImageProps {
  /** The image from the API (`/storage/...` path, original width and height, alt). Missing: placeholder. */
  image: Image | null | undefined;
  /** Overrides the image's own alt text. */
  alt?: string;
  /** `sizes` attribute for layout-width images, e.g. `(min-width: 768px) 50vw, 100vw`. */
  sizes?: string;
  /** A fixed CSS width in pixels (logos, avatars): the srcset becomes 1x/2x from the SPEC widths. */
  width?: number;
  /** Include the small sizes (16…384) in a responsive srcset. */
  small?: boolean;
  /** The candidate widths of a responsive srcset when the image's box has a known range (cards). */
  widths?: readonly number[];
  /** Above the fold (the hero): loaded eagerly with high fetch priority. Otherwise lazy. */
  priority?: boolean;
  /** Show a loader over the image until it has loaded (requirements §2). */
  showLoader?: boolean;
  /** `cover` fills the box (cards, hero); `contain` fits inside (logos). */
  fit?: 'cover' | 'contain';
  /**
   * Box ratio, e.g. `4 / 3`; by default the image's own ratio, so the space is reserved before load.
   * `false`: the stylesheet gives the box its ratio (a grid of many same-shaped pictures, e.g. `.ccard .img`).
   */
  aspectRatio?: string | false;
  quality?: number;
  className?: string;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * An `<img>` through the image optimizer. The box always has its size before the image arrives (aspect
 * ratio plus width/height attributes), so nothing shifts. A missing or broken source shows a placeholder
 * (requirements §4: a failed load switches to the placeholder).
 */
export function OptimizedImage({
  image,
  alt,
  sizes,
  width,
  small,
  widths,
  priority = false,
  showLoader = false,
  fit = 'cover',
  aspectRatio,
  quality,
  className,
}: OptimizedImageProps) {
  const url = image?.url ?? '';
  // The outcome belongs to one source: a new image (client navigation, carousel) starts loading again.
  const [settled, setSettled] = useState<{ url: string; status: Status } | null>(null);
  const status: Status = settled && settled.url === url ? settled.status : 'loading';
  const ratio = aspectRatio ?? (image ? `${image.width} / ${image.height}` : '4 / 3');
  const style: CSSProperties = {};
  if (ratio) style.aspectRatio = ratio;
  if (width) style.width = `${width}px`;
  const boxStyle = ratio || width ? style : undefined;
  // `cover` is the box's default (image.css): only `contain` needs a class.
  const boxClass = ['img', fit === 'contain' && 'img--contain', className].filter(Boolean).join(' ');

  // An image that settled before hydration fired its load/error events before React listened: read the
  // outcome from the element itself once it is attached.
  const imgRef = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node || !node.complete) return;
      setSettled({ url, status: node.naturalWidth > 0 ? 'loaded' : 'failed' });
    },
    [url],
  );

  if (!image?.url || status === 'failed') {
    return (
      <span
        className={`${boxClass} img--placeholder`}
        style={boxStyle}
        role="img"
        aria-label={alt ?? image?.alt ?? 'Нет изображения'}
      >
        <ImageIcon className="img__placeholder-icon" size={32} />
      </span>
    );
  }

  const { src, srcSet } = width
    ? fixedSrcSet(image.url, width, quality)
    : responsiveSrcSet(image.url, image.width, { small, widths, quality });
  // Intrinsic size for the width/height attributes: the original's ratio at the displayed width.
  const attrWidth = width ?? image.width;
  const attrHeight = width ? Math.round((width * image.height) / image.width) : image.height;

  return (
    <span className={boxClass} style={boxStyle}>
      <img
        ref={imgRef}
        src={src}
        srcSet={srcSet}
        sizes={width ? undefined : (sizes ?? '100vw')}
        width={attrWidth}
        height={attrHeight}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        onLoad={() => setSettled({ url, status: 'loaded' })}
        onError={() => setSettled({ url, status: 'failed' })}
      />
      {showLoader && status === 'loading' ? (
        <span className="img__loader">
          <Loader size="small" color="blue" />
        </span>
      ) : null}
    </span>
  );
}
