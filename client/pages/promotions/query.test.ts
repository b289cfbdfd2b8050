import { describe, expect, it } from 'vitest';
import { parsePromotionsQuery, promotionsHref } from './query';

describe('promotions query', () => {
  it('reads the tab and page, falling back on anything odd', () => {
    expect(parsePromotionsQuery(new URLSearchParams(''))).toEqual({ status: 'active', page: 1 });
    expect(parsePromotionsQuery(new URLSearchParams('status=expired&page=3'))).toEqual({
      status: 'expired',
      page: 3,
    });
    expect(parsePromotionsQuery(new URLSearchParams('status=all&page=-2'))).toEqual({
      status: 'active',
      page: 1,
    });
    expect(parsePromotionsQuery(new URLSearchParams('page=abc'))).toEqual({ status: 'active', page: 1 });
    expect(parsePromotionsQuery(new URLSearchParams('page=999999'))).toEqual({
      status: 'active',
      page: 10_000,
    });
  });
  it('gives each list one URL', () => {
    expect(promotionsHref({ status: 'active', page: 1 })).toBe('/promotions');
    expect(promotionsHref({ status: 'expired', page: 1 })).toBe('/promotions?status=expired');
    expect(promotionsHref({ status: 'active', page: 2 })).toBe('/promotions?page=2');
  });
});
