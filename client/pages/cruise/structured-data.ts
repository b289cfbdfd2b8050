/** schema.org data of a cruise: a Product with an AggregateOffer (prices in rubles) and a TouristTrip. */
import type { CabinPrice, ItineraryDay } from '../../../shared/api/schemas';
import { fareToday } from '../../../shared/pricing/fare';
import { href } from '../../../shared/routes';
import type { CruiseView } from './loader';

const abs = (origin: string, path: string) => `${origin}${path}`;

export function productJsonLd(view: CruiseView) {
  const { cruise, origin } = view;
  const prices: CabinPrice[] = view.prices?.items ?? [];
  // The prices of the day, as the page shows them (an early-booking price while it holds).
  const rubs = prices.map((p) => fareToday(p, view.today).priceRub.amount);
  const fallback = cruise.priceFromRub?.amount;
  const low = rubs.length ? Math.min(...rubs) : fallback;
  const high = rubs.length ? Math.max(...rubs) : fallback;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: cruise.title,
    description: cruise.description,
    image: [cruise.image, ...cruise.images].slice(0, 6).map((i) => abs(origin, i.url)),
    brand: { '@type': 'Brand', name: cruise.cruiseLine.name },
    url: abs(origin, href.cruise(cruise.slug)),
    ...(low !== undefined && high !== undefined
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'RUB',
            lowPrice: low,
            highPrice: high,
            offerCount: Math.max(prices.length, 1),
            availability: cruise.sailed
              ? 'https://schema.org/Discontinued'
              : prices.some((p) => p.available) || prices.length === 0
                ? 'https://schema.org/InStock'
                : 'https://schema.org/SoldOut',
          },
        }
      : {}),
  };
}

export function touristTripJsonLd(view: CruiseView) {
  const { cruise, origin } = view;
  const calls = view.itinerary.filter(
    (d): d is ItineraryDay & { port: NonNullable<ItineraryDay['port']> } => d.port !== null,
  );
  const places = calls.length
    ? calls.map((d) => ({ name: d.port.name, url: abs(origin, href.port(d.port.slug)) }))
    : cruise.route.map((name) => ({ name }));
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: cruise.title,
    description: cruise.description,
    provider: { '@type': 'Organization', name: cruise.cruiseLine.name },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: places.length,
      itemListElement: places.map((place, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: { '@type': 'Place', ...place },
      })),
    },
  };
}
