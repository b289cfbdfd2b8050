/**
 * Changes to catalogue data (a price, a promotion). Every change writes the cache keys it invalidates to the
 * `changes` table in the same transaction, then reloads the model.
 * No public endpoint calls these: they are the hook an admin tool or an import job would use, and the tests.
 */
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { Store } from './store';

const key = (name: keyof typeof ENDPOINTS, slug?: string) =>
  slug === undefined ? ENDPOINTS[name].path : `${ENDPOINTS[name].path}?slug=${slug}`;

export function setCabinPrice(
  store: Store,
  cruiseSlug: string,
  cabinCode: string,
  amount: number,
  available = true,
): boolean {
  const { db } = store;
  const row = db
    .prepare(
      `SELECT p.cruise_id AS cruiseId, p.category_id AS categoryId, s.slug AS shipSlug FROM cruise_prices p
       JOIN cruises c ON c.id = p.cruise_id JOIN cabin_categories k ON k.id = p.category_id JOIN ships s ON s.id = c.ship_id
       WHERE c.slug = ? AND k.code = ?`,
    )
    .get(cruiseSlug, cabinCode) as { cruiseId: number; categoryId: number; shipSlug: string } | undefined;
  if (!row) return false;
  db.transaction(() => {
    db.prepare(
      'UPDATE cruise_prices SET amount = ?, available = ? WHERE cruise_id = ? AND category_id = ?',
    ).run(amount, available ? 1 : 0, row.cruiseId, row.categoryId);
    store.recordChange([
      key('getCruiseBySlug', cruiseSlug),
      key('getCruisePrices', cruiseSlug),
      key('getShipBySlug', row.shipSlug),
      ENDPOINTS.searchCruises.path,
      ENDPOINTS.getFilterOptions.path,
      ENDPOINTS.getPopularCruises.path,
    ]);
  })();
  store.reload();
  return true;
}

export function setPromotionDates(store: Store, slug: string, startsAt: string, endsAt: string): boolean {
  const { db } = store;
  const row = db.prepare('SELECT data FROM promotions WHERE slug = ?').get(slug) as
    { data: string } | undefined;
  if (!row) return false;
  const data = { ...JSON.parse(row.data), startsAt, endsAt };
  db.transaction(() => {
    db.prepare('UPDATE promotions SET starts_at = ?, ends_at = ?, data = ? WHERE slug = ?').run(
      startsAt,
      endsAt,
      JSON.stringify(data),
      slug,
    );
    store.recordChange(['/promotions/', ENDPOINTS.searchCruises.path, '/cruises/']);
  })();
  store.reload();
  return true;
}
