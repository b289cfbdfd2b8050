/** The promotions list's query string: which tab and which page. Bad values fall back, never fail. */
export type PromotionsTab = 'active' | 'expired';

export const PROMOTIONS_PAGE_SIZE = 12;
/** The API accepts pages up to 10 000; anything beyond is clamped rather than rejected. */
const PAGE_MAX = 10_000;

export interface PromotionsQuery {
  status: PromotionsTab;
  page: number;
}

export function parsePromotionsQuery(params: URLSearchParams): PromotionsQuery {
  const status: PromotionsTab = params.get('status') === 'expired' ? 'expired' : 'active';
  const raw = params.get('page');
  const parsed = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const page = Math.min(Math.max(parsed, 1), PAGE_MAX);
  return { status, page };
}

/** `/promotions`, `/promotions?status=expired&page=2`: defaults are left out so each list has one URL. */
export function promotionsHref({ status, page }: PromotionsQuery): string {
  const params = new URLSearchParams();
  if (status === 'expired') params.set('status', 'expired');
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/promotions?${qs}` : '/promotions';
}
