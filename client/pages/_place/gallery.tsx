import { useState } from 'react';
import type { Image } from '../../../shared/api/schemas';
import { OptimizedImage } from '../../ui/optimized-image';

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
 * A picture with thumbnails that switch it. Without JavaScript the first picture shows and the thumbnails
 * are still there to look at; every box has its size before the image arrives.
 */
export function Gallery({ images, title, priority = true, maxThumbs = 5 }: GalleryProps) {
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return null;
  const index = current < images.length ? current : 0;
  const main = images[index];
  const thumbs = images.slice(0, maxThumbs);
  return (
    <div className="gallery">
      <div className="gallery__main">
        <OptimizedImage
          key={main.url}
          image={main}
          alt={main.alt || title}
          sizes={MAIN_SIZES}
          aspectRatio="16 / 10"
          priority={priority && index === 0}
          showLoader={index !== 0}
        />
      </div>
      {thumbs.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={`Фотографии: ${title}`}>
          {thumbs.map((image, i) => (
            <li key={image.url} className="gallery__thumb-item">
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                aria-label={`Фото ${i + 1} из ${thumbs.length}${image.alt ? `: ${image.alt}` : ''}`}
                onClick={() => setCurrent(i)}
              >
                <OptimizedImage image={image} alt="" sizes={THUMB_SIZES} small aspectRatio="16 / 10" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
