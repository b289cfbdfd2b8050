/**
 * A gallery's photo viewer. Each thumbnail is a link to the full-size photo, so without JavaScript a click
 * opens the photo itself; with it, the click opens this viewer instead: a native modal `<dialog>` (the
 * page behind is inert, so the focus stays inside), arrows and swipes page through the photos, Escape or
 * the close button shut it, and the focus goes back to the thumbnail that opened it.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { Image } from '../../../shared/api/schemas';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../ui/icons';
import { imageUrl } from '../../ui/image-url';
import { isPlainLeftClick } from '../../ui/link';
import { OptimizedImage } from '../../ui/optimized-image';

/** The full-size photo a thumbnail links to: the optimizer's widest desktop size. */
const FULL_WIDTH = 1920;
/** A horizontal swipe longer than this pages; a shorter one is a tap. */
const SWIPE_PX = 40;

function fullImageUrl(image: Image): string {
  return imageUrl(image.url, FULL_WIDTH);
}

export interface PhotoViewer {
  /** Props for a thumbnail's link: the full photo's address and the click that opens the viewer there. */
  linkProps(index: number): {
    href: string;
    'data-no-prefetch': '';
    onClick(event: MouseEvent<HTMLAnchorElement>): void;
  };
  /** The viewer itself, rendered once beside the thumbnails. */
  dialog: ReactNode;
}

export function usePhotoViewer(images: readonly Image[], title: string): PhotoViewer {
  const [index, setIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (index !== null && dialog && !dialog.open) dialog.showModal();
  }, [index]);

  const close = useCallback(() => {
    dialogRef.current?.close();
  }, []);
  const step = useCallback(
    (by: number) => setIndex((current) => (current === null ? null : (current + by + count) % count)),
    [count],
  );

  const image = index === null ? null : images[index];
  const dialog = (
    <dialog
      ref={dialogRef}
      className="viewer"
      aria-label={`Фотографии: ${title}`}
      onClose={() => {
        setIndex(null);
        opener.current?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
      }}
      onPointerDown={(event: PointerEvent) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUp={(event: PointerEvent) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (start === null) return;
        const dx = event.clientX - start;
        if (Math.abs(dx) > SWIPE_PX) step(dx < 0 ? 1 : -1);
      }}
    >
      {image ? (
        <>
          <figure className="viewer__figure">
            <img
              className="viewer__image"
              src={fullImageUrl(image)}
              alt={image.alt || title}
              width={image.width}
              height={image.height}
              draggable={false}
            />
            <figcaption className="viewer__caption" aria-live="polite">
              Фото {index! + 1} из {count}
              {image.alt ? ` — ${image.alt}` : ''}
            </figcaption>
          </figure>
          {count > 1 ? (
            <>
              <button
                type="button"
                className="btn btn--icon viewer__nav viewer__nav--prev"
                aria-label="Предыдущее фото"
                onClick={() => step(-1)}
              >
                <ChevronLeftIcon size={28} />
              </button>
              <button
                type="button"
                className="btn btn--icon viewer__nav viewer__nav--next"
                aria-label="Следующее фото"
                onClick={() => step(1)}
              >
                <ChevronRightIcon size={28} />
              </button>
            </>
          ) : null}
          <button type="button" className="btn btn--icon viewer__close" aria-label="Закрыть" onClick={close}>
            <CloseIcon size={24} />
          </button>
        </>
      ) : null}
    </dialog>
  );

  return {
    linkProps: (i) => ({
      href: fullImageUrl(images[i]!),
      'data-no-prefetch': '',
      onClick(event) {
        // A new tab or window (a modifier key) gets the photo itself, as without JavaScript.
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        opener.current = event.currentTarget;
        setIndex(i);
      },
    }),
    dialog,
  };
}

export interface PhotoThumbProps {
  viewer: PhotoViewer;
  /** The photo's place in the viewer. */
  index: number;
  image: Image;
  /** What the link does, for screen readers: the picture itself is decorative. */
  label: string;
  className: string;
  sizes: string;
  aspectRatio: string;
  /** Thumbnails of the place pages use the optimizer's small widths. */
  small?: boolean;
  /** Only these candidate widths (a thumbnail strip whose boxes have a known range). */
  widths?: readonly number[];
}

/** A thumbnail that opens its photo in the viewer. */
export function PhotoThumb({
  viewer,
  index,
  image,
  label,
  className,
  sizes,
  aspectRatio,
  small,
  widths,
}: PhotoThumbProps) {
  return (
    // The link's own props spread after ours (docs/decisions/041-spreads-last.md).
    <a className={className} aria-label={label} {...viewer.linkProps(index)}>
      <OptimizedImage
        image={image}
        alt=""
        sizes={sizes}
        small={small}
        widths={widths}
        aspectRatio={aspectRatio}
      />
    </a>
  );
}
