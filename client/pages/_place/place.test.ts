import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import { galleryImages } from './gallery';
import { isSlug } from '../../../shared/validation';
import { slugParam } from './params';
import { moreText } from './ref-links';
import { searchLink, searchParamsOf } from './search-link';
import { aggregateOffer, compact, placeJsonLd } from './structured-data';
import { joinRu } from '../../../shared/format';
import { metaDescription, paragraphs } from './text';
import { allCruisesText } from './cruises-section';
import { cruisesCta } from './place-page';

const img = (n: number) => ({
  url: `/storage/gallery/x-${n}.jpg`,
  width: 1600,
  height: 1000,
  alt: `Фото ${n}`,
});

describe('slug params', () => {
  it('accepts catalogue slugs', () => {
    expect(isSlug('sredizemnomore')).toBe(true);
    expect(isSlug('msc-grandiosa-2')).toBe(true);
    expect(slugParam({ slug: 'volga' })).toBe('volga');
  });
  it.each([undefined, '', '<script>', 'UPPER', 'a--b', '-a', 'a-', 'путь', 'a'.repeat(121), '../etc'])(
    'rejects %s with a 404',
    (slug) => {
      expect(isSlug(slug)).toBe(false);
      try {
        slugParam({ slug });
        expect.unreachable();
      } catch (thrown) {
        // `data(null, { status: 404 })` is what the page error boundary turns into the not-found page.
        expect(
          (thrown as { init?: { status?: number } }).init?.status ??
            (isRouteErrorResponse(thrown) ? thrown.status : 0),
        ).toBe(404);
      }
    },
  );
});

describe('text', () => {
  it('splits paragraphs on line breaks and drops empty ones', () => {
    expect(paragraphs('Первый  абзац.\n\nВторой\r\nТретий\n')).toEqual(['Первый абзац.', 'Второй', 'Третий']);
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs(null)).toEqual([]);
  });
  it('cuts a meta description at a word with an ellipsis', () => {
    const long = 'слово '.repeat(60);
    const cut = metaDescription(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
    expect(metaDescription('Коротко.', 50)).toBe('Коротко.');
  });
  it('keeps whole sentences rather than cut a price in two', () => {
    const text =
      'Речной теплоход «Михаил Светлов», 1985 г., 180 пассажиров. Теплоход компании «Ленское объединённое речное пароходство», обновлён в 2014 году. Круизы от 105\u00a0700\u00a0₽.';
    expect(text.length).toBeGreaterThan(160);
    expect(metaDescription(text)).toBe(text.slice(0, text.indexOf(' Круизы от')));
    // No sentence end far enough in: cut at a word, never inside `105 700 ₽`.
    const price = `${'слово '.repeat(5)}от 105\u00a0700\u00a0₽ и ещё`;
    expect(metaDescription(price, 40)).toBe(`${'слово '.repeat(5)}от…`);
  });
  it('joins with «и»', () => {
    expect(joinRu(['Италия'])).toBe('Италия');
    expect(joinRu(['Италия', 'Испания', 'Франция'])).toBe('Италия, Испания и Франция');
  });
  it('says how many more', () => {
    expect(moreText(3)).toBe(' и ещё 3');
    expect(moreText(0)).toBeNull();
  });
  it('names the link to all cruises', () => {
    expect(allCruisesText(24)).toBe('Все 24 круиза');
    expect(allCruisesText(1)).toBe('Смотреть круиз');
  });
});

describe('search links', () => {
  it('presets the search with the filter names of SearchFilters', () => {
    expect(searchLink({ region: 'volga' })).toBe('/search-cruise?region=volga');
    expect(searchLink({ kind: 'river' })).toBe('/search-cruise?kind=river');
  });
  it('repeats multi-value filters', () => {
    expect(searchParamsOf({ port: ['a', 'b'] }).getAll('port')).toEqual(['a', 'b']);
    expect(searchLink({ port: ['a', 'b'] })).toBe('/search-cruise?port=a&port=b');
  });
  it('is the bare search for an empty preset', () => {
    expect(searchLink({})).toBe('/search-cruise');
  });
});

describe('the hero call to action', () => {
  it('counts the cruises in Russian and leads into the search', () => {
    expect(cruisesCta(1, '/search-cruise?port=x')).toEqual({
      to: '/search-cruise?port=x',
      text: 'Смотреть 1 круиз',
    });
    expect(cruisesCta(24, '/s')).toEqual({ to: '/s', text: 'Смотреть 24 круиза' });
    expect(cruisesCta(105, '/s')?.text).toBe('Смотреть 105 круизов');
  });
  it('offers nothing when nothing is on sale', () => {
    expect(cruisesCta(0, '/s')).toBeNull();
  });
});

describe('gallery images', () => {
  it('puts the main image first and drops repeats and gaps', () => {
    expect(galleryImages(img(1), [img(1), img(2), img(2), img(3)]).map((i) => i.url)).toEqual([
      img(1).url,
      img(2).url,
      img(3).url,
    ]);
    expect(galleryImages(null, [img(2)])).toEqual([img(2)]);
  });
});

describe('structured data', () => {
  it('builds a place with geo and related places, without empty fields', () => {
    const city = { name: 'Неаполь', shortDescription: 'Город у Везувия.', images: [img(1), img(1)] };
    const ld = placeJsonLd(city, '/city/neapol', {
      type: 'City',
      geo: { lat: 40.8, lng: 14.2 },
      contains: [],
      containedIn: { type: 'Country', name: 'Италия', url: '/country/italiya' },
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'City',
      name: 'Неаполь',
      url: '/city/neapol',
      description: 'Город у Везувия.',
      image: [img(1).url],
      geo: { '@type': 'GeoCoordinates', latitude: 40.8, longitude: 14.2 },
      containedInPlace: { '@type': 'Country', name: 'Италия', url: '/country/italiya' },
    });
  });
  it('gives an AggregateOffer only for a known price', () => {
    expect(aggregateOffer(null, 3, '/x')).toBeUndefined();
    expect(aggregateOffer({ amount: 1000, currency: 'RUB' }, 3, '/x')).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 1000,
      priceCurrency: 'RUB',
      offerCount: 3,
      url: '/x',
    });
  });
  it('compacts undefined, null and empty arrays', () => {
    expect(compact({ a: 1, b: undefined, c: null, d: [], e: [1] })).toEqual({ a: 1, e: [1] });
  });
});

describe('absolute URLs in structured data', () => {
  it('prefixes site paths under URL keys only', async () => {
    const { absolutize } = await import('./structured-data');
    const data = {
      url: '/region/x',
      name: '/not-a-url',
      image: ['/storage/a.jpg', 'https://cdn/b.jpg'],
      nested: [{ item: '/' }],
    };
    expect(absolutize(data, 'https://site.ru')).toEqual({
      url: 'https://site.ru/region/x',
      name: '/not-a-url',
      image: ['https://site.ru/storage/a.jpg', 'https://cdn/b.jpg'],
      nested: [{ item: 'https://site.ru/' }],
    });
    expect(absolutize(data, '')).toBe(data);
  });
});
