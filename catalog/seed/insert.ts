import { issueDemoOrderAccess } from '../payments/access';
import type { Db } from '../db/open';
import { generateSeed, isoDay } from './generate';

export const DEFAULT_SEED = 'cruise';

/** First day of the current month, UTC: all seeded dates are offsets from it. */
function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Fills an empty store once. The seed and its start date go to `meta`, so a restarted store keeps its data
 * (and its dates) instead of reseeding. Returns true when it seeded.
 */
export function seedIfEmpty(db: Db, seed: string, now: Date): boolean {
  const existing = db.prepare("SELECT value FROM meta WHERE key = 'seedStart'").pluck().get();
  if (existing) return false;
  const seedStart = monthStart(now);
  const data = generateSeed(seed, seedStart);
  const json = JSON.stringify;
  const run = db.transaction(() => {
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('seed', seed);
    meta.run('seedStart', isoDay(seedStart));

    const img = db.prepare(
      'INSERT INTO images VALUES (@key, @scene, @title, @subtitle, @hue, @width, @height)',
    );
    for (const i of data.images) img.run(i);
    const country = db.prepare('INSERT INTO countries VALUES (?, ?, ?, ?)');
    for (const c of data.countries) country.run(c.id, c.slug, c.name, json(c));
    const region = db.prepare('INSERT INTO regions VALUES (?, ?, ?, ?, ?)');
    for (const r of data.regions) region.run(r.id, r.slug, r.name, r.kind, json(r));
    const city = db.prepare('INSERT INTO cities VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const c of data.cities)
      city.run(c.id, c.slug, c.name, c.countryId, c.location.lat, c.location.lng, json(c));
    const port = db.prepare('INSERT INTO ports VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const portRegion = db.prepare('INSERT INTO port_regions VALUES (?, ?)');
    for (const p of data.ports) {
      const { regionIds, ...rest } = p;
      port.run(
        p.id,
        p.slug,
        p.name,
        p.kind,
        p.countryId,
        p.cityId,
        p.location.lat,
        p.location.lng,
        json(rest),
      );
      for (const r of regionIds) portRegion.run(p.id, r);
    }
    const line = db.prepare('INSERT INTO cruise_lines VALUES (?, ?, ?, ?, ?, ?)');
    for (const l of data.lines) line.run(l.id, l.slug, l.name, l.kind, l.currency, json(l));
    const ship = db.prepare('INSERT INTO ships VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const s of data.ships) ship.run(s.id, s.slug, s.name, s.kind, s.lineId, s.year, json(s));
    const cabin = db.prepare('INSERT INTO cabin_categories VALUES (?, ?, ?, ?, ?, ?)');
    for (const c of data.cabins) cabin.run(c.id, c.shipId, c.code, c.name, c.type, json(c));
    const deck = db.prepare('INSERT INTO ship_decks VALUES (?, ?, ?, ?)');
    for (const d of data.decks) deck.run(d.shipId, d.number, d.name, json(d));
    const cruise = db.prepare('INSERT INTO cruises VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const cruiseRegion = db.prepare('INSERT INTO cruise_regions VALUES (?, ?)');
    for (const c of data.cruises) {
      const { regionIds, ...rest } = c;
      cruise.run(
        c.id,
        c.slug,
        c.title,
        c.shipId,
        c.departurePortId,
        c.startDate,
        c.endDate,
        c.nights,
        c.popularity,
        json(rest),
      );
      for (const r of regionIds) cruiseRegion.run(c.id, r);
    }
    const day = db.prepare('INSERT INTO itinerary_days VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    for (const d of data.days)
      day.run(d.cruiseId, d.day, d.date, d.portId, d.title, d.arrival, d.departure, d.description);
    const price = db.prepare(
      'INSERT INTO cruise_prices (cruise_id, category_id, amount, currency, available, cabins_left, tariff) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const p of data.prices)
      price.run(
        p.cruiseId,
        p.cabinId,
        p.amount,
        p.currency,
        p.available ? 1 : 0,
        p.cabinsLeft,
        p.tariff ? JSON.stringify(p.tariff) : null,
      );
    const promo = db.prepare(
      'INSERT INTO promotions (id, slug, title, discount_percent, starts_at, ends_at, line_id, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const p of data.promotions)
      promo.run(p.id, p.slug, p.title, p.discountPercent, p.startsAt, p.endsAt, p.lineId, json(p));
    const cp = db.prepare('INSERT INTO cruise_promotions VALUES (?, ?)');
    for (const [c, p] of data.cruisePromotions) cp.run(c, p);
    const cur = db.prepare('INSERT INTO currencies VALUES (?, ?, ?, ?, ?)');
    for (const c of data.currencies) cur.run(c.code, c.name, c.symbol, c.rateToRub, c.updatedAt);
    const banner = db.prepare('INSERT INTO banners VALUES (?, ?, ?)');
    for (const b of data.banners) banner.run(b.id, b.placement, json(b));
    const usp = db.prepare('INSERT INTO usp VALUES (?, ?)');
    for (const u of data.usp) usp.run(u.id, json(u));
    const setting = db.prepare("INSERT INTO settings VALUES (?, 'ru', ?)");
    for (const s of data.settings) setting.run(s.key, json(s.data));
    const tagPage = db.prepare('INSERT INTO tag_pages VALUES (?, ?)');
    for (const t of data.tagPages) tagPage.run(t.slug, json(t));
    const page = db.prepare('INSERT INTO pages VALUES (?, ?, ?)');
    for (const p of data.contentPages) page.run(p.slug, 'content', json(p));
    for (const p of data.tildaPages) page.run(p.slug, 'tilda', json(p));
    const redirect = db.prepare('INSERT INTO redirects VALUES (?, ?, ?)');
    for (const r of data.redirects) redirect.run(r.from, r.to, r.status);
    const desc = db.prepare('INSERT INTO descriptions VALUES (?, ?, ?)');
    for (const d of data.descriptions) desc.run(d.path, d.title, d.description);
    const tag = db.prepare('INSERT INTO page_tags VALUES (?, ?, ?)');
    data.pageTags.forEach((t, i) => tag.run(t.page, i, t.slug));
    const order = db.prepare(
      'INSERT INTO client_orders (ref, description, customer_name, amount, currency, status, cruise_slug, created_at, expires_at, paid_at) VALUES (@ref, @description, @customerName, @amount, @currency, @status, @cruiseSlug, @createdAt, @expiresAt, @paidAt)',
    );
    for (const o of data.orders) order.run(o);
    issueDemoOrderAccess(db);
  });
  run();
  return true;
}
