import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_DEVICE_WIDTHS } from '../../shared/constants';
import { allowedWidthFor, imageUrl } from './image-url';
import { OptimizedImage } from './optimized-image';

const image = { url: '/storage/ships/volga 1.jpg', width: 1600, height: 1000, alt: 'Теплоход у причала' };

function attr(html: string, name: string): string | undefined {
  return new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
}

describe('imageUrl', () => {
  it('goes through the optimizer with an encoded path and quality 75', () => {
    expect(imageUrl('/storage/a b.jpg', 640)).toBe('/_img/640/a%20b.jpg');
    expect(imageUrl('/storage/a.jpg', 640, 50)).toBe('/_img?s=a.jpg&w=640&q=50');
  });

  it('snaps widths to the required width lists', () => {
    expect(allowedWidthFor(100)).toBe(128);
    expect(allowedWidthFor(700)).toBe(750);
    expect(allowedWidthFor(99_999)).toBe(3840);
  });
});

describe('OptimizedImage', () => {
  it('renders a responsive srcset from the device widths, without upscaling past the original', () => {
    const html = renderToStaticMarkup(
      <OptimizedImage image={image} sizes="(min-width: 768px) 50vw, 100vw" />,
    );
    const srcSet = attr(html, 'srcSet') ?? attr(html, 'srcset') ?? '';
    const widths = srcSet.split(', ').map((part) => Number(part.split(' ')[1].replace('w', '')));
    expect(widths).toEqual(IMAGE_DEVICE_WIDTHS.filter((w) => w <= 1920));
    expect(srcSet).toContain('/_img/640/ships/volga%201.jpg 640w');
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"');
  });

  it('lists only the given candidate widths for a box of known range (cards)', () => {
    const html = renderToStaticMarkup(
      <OptimizedImage image={image} sizes="360px" widths={[384, 640, 828]} />,
    );
    const srcSet = attr(html, 'srcSet') ?? attr(html, 'srcset') ?? '';
    expect(srcSet.split(', ').map((part) => part.split(' ')[1])).toEqual(['384w', '640w', '828w']);
    expect(attr(html, 'src')).toBe('/_img/828/ships/volga%201.jpg');
  });

  it('sets width, height and alt from the image data (no layout shift)', () => {
    const html = renderToStaticMarkup(<OptimizedImage image={image} />);
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1000"');
    expect(html).toContain('alt="Теплоход у причала"');
    expect(html).toContain('aspect-ratio:1600 / 1000');
  });

  it('is lazy and async by default', () => {
    const html = renderToStaticMarkup(<OptimizedImage image={image} />);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toMatch(/fetchpriority/i);
  });

  it('is eager with high fetch priority when it is the priority image', () => {
    const html = renderToStaticMarkup(<OptimizedImage image={image} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"/i);
  });

  it('uses 1x/2x small sizes for a fixed-width image', () => {
    const html = renderToStaticMarkup(<OptimizedImage image={image} width={48} />);
    expect(html).toContain('/_img/48/ships/volga%201.jpg 1x');
    expect(html).toContain('/_img/96/ships/volga%201.jpg 2x');
    expect(html).toContain('width="48"');
    expect(html).toContain('height="30"');
  });

  it('shows the placeholder when there is no source', () => {
    const html = renderToStaticMarkup(<OptimizedImage image={null} alt="Фото круиза" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('img--placeholder');
    expect(html).toContain('aria-label="Фото круиза"');
  });

  it('can overlay a loader while loading', () => {
    const html = renderToStaticMarkup(<OptimizedImage image={image} showLoader />);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Загрузка"');
  });
});
