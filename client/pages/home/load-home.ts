/**
 * Data of the home page (and of its experimental copy): every block in parallel, every block optional, so
 * one failing endpoint hides its block and never the page.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { Banner, PageTag, Promotion, ShipCard, Usp } from '../../../shared/api/schemas';
import { toCruiseCardView, type CruiseCardView } from '../_shared/cruise-card';
import { DEFAULT_LOCALE } from '../../../shared/constants';
import { moscowToday } from '../../../shared/today';
import { SEARCH_MONTHS } from '../../../shared/validation';
import { apiFrom, optional } from '../../api';
import type { PromotionCardData } from '../_shared/promotion-card';
import { loadRecentCruises } from '../_shared/recently-viewed';

const POPULAR_CRUISES_LIMIT = 8;
const NEWEST_SHIPS_LIMIT = 6;
const PROMOTIONS_PAGE_SIZE = 4;

export interface HomeData {
  path: string;
  seo: { title: string | null; description: string | null };
  banners: Banner[];
  usp: Usp[];
  cruises: CruiseCardView[];
  /** «Вы смотрели»: this visitor's recently viewed cruises (cookie), newest first. */
  recent: CruiseCardView[];
  ships: ShipCard[];
  promotions: PromotionCardData[];
  tags: PageTag[];
  /** `YYYY-MM` values for the quick search, computed once on the server so both sides render the same. */
  months: string[];
}

/** `YYYY-MM` of `today` (a `YYYY-MM-DD` date) and the months after it. */
export function nextMonths(today: string, count: number): string[] {
  const months: string[] = [];
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.UTC(year, month + i, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

function toPromotionCard(p: Promotion): PromotionCardData {
  const { slug, title, shortDescription, label, endsAt, isActive, image, cruiseLine, cruisesCount } = p;
  return {
    slug,
    title,
    shortDescription,
    label,
    endsAt,
    isActive,
    image,
    cruiseLine,
    cruisesCount,
  };
}

export async function loadHome(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  placement: 'home' | 'copy-home',
  path: string,
): Promise<HomeData> {
  const api = apiFrom(context);
  const signal = request.signal;
  const [banners, usp, cruises, ships, promotions, tags, seo, recent] = await Promise.all([
    api.getBanners({ placement }, { signal }),
    api.getUspList({ locale: DEFAULT_LOCALE }, { signal }),
    api.getPopularCruises({ limit: POPULAR_CRUISES_LIMIT }, { signal }),
    api.getNewestShips({ limit: NEWEST_SHIPS_LIMIT }, { signal }),
    api.getPromotions({ status: 'active', page: 1, pageSize: PROMOTIONS_PAGE_SIZE }, { signal }),
    api.getPageTags({ page: 'home' }, { signal }),
    api.getDescriptions({ path }, { signal }),
    loadRecentCruises({ request, context }),
  ]);
  const description = optional(seo);
  return {
    path,
    seo: { title: description?.title ?? null, description: description?.description ?? null },
    banners: optional(banners)?.items ?? [],
    usp: optional(usp)?.items ?? [],
    cruises: (optional(cruises)?.items ?? []).map(toCruiseCardView),
    recent,
    ships: optional(ships)?.items ?? [],
    promotions: (optional(promotions)?.items ?? []).map(toPromotionCard),
    tags: optional(tags)?.items ?? [],
    months: nextMonths(moscowToday(), SEARCH_MONTHS),
  };
}
