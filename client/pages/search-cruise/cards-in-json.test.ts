import { describe, expect, it } from 'vitest';
import type { CruiseCardView } from '../_shared/cruise-card';
import { cardText, compactCard, expandCard } from './cards-in-json';

const card: CruiseCardView = {
  slug: 'costa-toscana-2028-01-20',
  title: 'Абу-Даби — Дубай — Абу-Даби',
  kind: 'sea',
  startDate: '2028-01-20',
  endDate: '2028-01-24',
  nights: 4,
  route: ['Абу-Даби', 'Дубай', 'Абу-Даби'],
  ship: { name: 'Costa Toscana' },
  cruiseLine: { name: 'Costa Cruises' },
  image: { url: '/storage/gallery/ship-costa-toscana-1.jpg', width: 1600, height: 1000, alt: '' },
  priceFrom: { amount: 220, currency: 'EUR' },
  priceFromRub: { amount: 21670, currency: 'RUB' },
  promotion: { label: 'Чёрная пятница −30%' },
};

describe('cards as text in the HTML and arrays in the hydration data', () => {
  it.each<[string, CruiseCardView]>([
    ['a route the title names', card],
    ['a route longer than the title', { ...card, route: ['Абу-Даби', 'Сир-Бани-Яс', 'Дубай', 'Абу-Даби'] }],
    [
      'no route, no price, no promotion',
      { ...card, route: [], priceFrom: null, priceFromRub: null, promotion: null },
    ],
    ['an image outside /storage/', { ...card, image: { ...card.image, url: 'https://cdn.test/x.jpg' } }],
  ])('comes back the same: %s', (_, view) => {
    const compact = compactCard(view);
    expect(expandCard(JSON.parse(JSON.stringify(compact)), cardText(view))).toEqual(view);
  });

  it('carries none of what the card shows as text', () => {
    const compact = JSON.stringify(compactCard(card));
    for (const shown of [card.slug, card.title, 'Абу-Даби', 'Чёрная пятница', '/storage/'])
      expect(compact).not.toContain(shown);
  });
});
