import { describe, expect, it } from 'vitest';
import type { Promotion } from './api/schemas';
import { promotionOf } from './promotion';

const promotion: Promotion = {
  slug: 'rannee-bronirovanie',
  title: 'Раннее бронирование',
  shortDescription: 'Скидка до 15%',
  description: 'Забронируйте заранее.',
  terms: ['Скидка действует на каюты всех категорий'],
  label: '−15% раннее бронирование',
  discountPercent: 15,
  startsAt: '2026-11-01',
  endsAt: '2026-12-31',
  isActive: true,
  image: { url: '/storage/gallery/promo.jpg', width: 1600, height: 1000, alt: 'Раннее бронирование' },
  cruiseLine: null,
  cruisesCount: 12,
};

describe('promotionOf', () => {
  it('keeps every field of the contract and drops the others', () => {
    const withExtras = { ...promotion, id: 7, lineId: null, addedLater: 'x' };
    expect(promotionOf(withExtras)).toStrictEqual(promotion);
  });
});
