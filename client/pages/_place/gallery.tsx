import type { Image } from '../../../shared/api/schemas';
import { OptimizedImage } from '../../ui/optimized-image';
import { PhotoThumb, usePhotoViewer } from '../_shared/photo-viewer';

export interface GalleryProps {
  images: readonly Image[];
  /** What the pictures show, for the thumbnails' names: 'Средиземноморье'. */
  title: string;
  /** The main image is the page's largest contentful paint: load it eagerly. */
  priority?: boolean;
  /** Thumbnails shown under the main image. */
  maxThumbs?: number;
}

/** Main image first, then every other one with a distinct URL. */
export function galleryImages(main: Image | null | undefined, images: readonly Image[]): Image[] {
  const seen = new Set<string>();
  const out: Image[] = [];
  for (const image of [main, ...images]) {
    if (!image || seen.has(image.url)) continue;
    seen.add(image.url);
    out.push(image);
  }
  return out;
}

const MAIN_SIZES = '(min-width: 1200px) 760px, (min-width: 1024px) 62vw, 100vw';
const THUMB_SIZES = '(min-width: 1024px) 150px, 25vw';

/**
 * A picture with thumbnails; each is a link to the full-size photo, which opens in the photo viewer
 * (../_shared/photo-viewer.tsx) or, without JavaScript, by itself. Every box has its size before the image
 * arrives.
 */
export function Gallery({ images, title, priority = true, maxThumbs = 5 }: GalleryProps) {
  const viewer = usePhotoViewer(images, title);
  if (images.length === 0) return null;
  const main = images[0]!;
  const thumbs = images.slice(0, maxThumbs);
  return (
    <div className="gallery">
      <a
        className="gallery__main"
        aria-label={`Фото 1 из ${images.length} в полном размере`}
        {...viewer.linkProps(0)}
      >
        <OptimizedImage
          image={main}
          alt={main.alt || title}
          sizes={MAIN_SIZES}
          aspectRatio="16 / 10"
          priority={priority}
        />
      </a>
      {thumbs.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={`Фотографии: ${title}`}>
          {thumbs.map((image, i) => (
            <li key={image.url} className="gallery__thumb-item">
              <PhotoThumb
                viewer={viewer}
                index={i}
                image={image}
                label={`Фото ${i + 1} из ${images.length}${image.alt ? `: ${image.alt}` : ''}`}
                className="gallery__thumb"
                sizes={THUMB_SIZES}
                aspectRatio="16 / 10"
                small
              />
            </li>
          ))}
        </ul>
      ) : null}
      {viewer.dialog}
    </div>
  );
}
