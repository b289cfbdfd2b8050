import { useRef, useState } from 'react';
import type { Banner } from '../../../shared/api/schemas';
import { AppLink } from '../../ui/app-link';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { OptimizedImage } from '../../ui/optimized-image';

/**
 * Banners as a swipeable carousel: native horizontal scrolling with snap points (touch, trackpad and
 * keyboard work without script), plus previous/next buttons and dots. No autoplay. The first image is the
 * page's largest paint: eager, high priority.
 */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = banners.length;

  function goTo(index: number) {
    const track = trackRef.current;
    if (!track) return;
    const next = (index + count) % count;
    track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  }

  return (
    <div
      className="hero__carousel"
      role="region"
      aria-roledescription="карусель"
      aria-label="Спецпредложения"
    >
      <ul
        ref={trackRef}
        className="hero__track"
        onScroll={(event) => {
          const track = event.currentTarget;
          if (track.clientWidth > 0) setCurrent(Math.round(track.scrollLeft / track.clientWidth));
        }}
      >
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            className="hero__slide"
            aria-roledescription="слайд"
            aria-label={`${index + 1} из ${count}`}
          >
            <OptimizedImage
              image={banner.image}
              alt=""
              sizes="100vw"
              aspectRatio="auto"
              priority={index === 0}
              className="hero__image"
            />
            <div className="hero__content container">
              <h2 className="hero__title">{banner.title}</h2>
              {banner.subtitle ? <p className="hero__subtitle">{banner.subtitle}</p> : null}
              <AppLink
                href={banner.href}
                className="btn btn--large btn--primary hero__cta"
                tabIndex={index === current ? 0 : -1}
              >
                {banner.buttonText}
              </AppLink>
            </div>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="hero__controls container">
          <button
            type="button"
            className="btn btn--icon btn--secondary hero__arrow"
            aria-label="Предыдущий слайд"
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <ol className="hero__dots">
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className="hero__dot"
                  aria-label={`Слайд ${index + 1}: ${banner.title}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn--icon btn--secondary hero__arrow"
            aria-label="Следующий слайд"
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon size={22} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
