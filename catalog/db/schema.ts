/**
 * The first schema. Catalogue entities keep relation columns for integrity and a JSON `data` column for the
 * descriptive rest; itinerary days and prices are real tables because they change (prices) and are large.
 */
export const SCHEMA_V1 = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE images (
  key TEXT PRIMARY KEY, scene TEXT NOT NULL, title TEXT NOT NULL, subtitle TEXT NOT NULL,
  hue INTEGER NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL
);
CREATE TABLE countries (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE regions (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('sea','river')), data TEXT NOT NULL);
CREATE TABLE cities (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES countries(id), lat REAL NOT NULL, lng REAL NOT NULL, data TEXT NOT NULL);
CREATE TABLE ports (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('sea','river')), country_id INTEGER NOT NULL REFERENCES countries(id),
  city_id INTEGER NOT NULL REFERENCES cities(id), lat REAL NOT NULL, lng REAL NOT NULL, data TEXT NOT NULL);
CREATE TABLE port_regions (port_id INTEGER NOT NULL REFERENCES ports(id), region_id INTEGER NOT NULL REFERENCES regions(id),
  PRIMARY KEY (port_id, region_id));
CREATE TABLE cruise_lines (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  kind TEXT NOT NULL, currency TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE ships (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, kind TEXT NOT NULL,
  line_id INTEGER NOT NULL REFERENCES cruise_lines(id), year INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE cabin_categories (id INTEGER PRIMARY KEY, ship_id INTEGER NOT NULL REFERENCES ships(id),
  code TEXT NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, UNIQUE (ship_id, code));
CREATE TABLE cruises (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
  ship_id INTEGER NOT NULL REFERENCES ships(id), departure_port_id INTEGER NOT NULL REFERENCES ports(id),
  start_date TEXT NOT NULL, end_date TEXT NOT NULL, nights INTEGER NOT NULL CHECK (nights > 0),
  popularity INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE cruise_regions (cruise_id INTEGER NOT NULL REFERENCES cruises(id), region_id INTEGER NOT NULL REFERENCES regions(id),
  PRIMARY KEY (cruise_id, region_id));
CREATE TABLE itinerary_days (cruise_id INTEGER NOT NULL REFERENCES cruises(id), day INTEGER NOT NULL, date TEXT NOT NULL,
  port_id INTEGER REFERENCES ports(id), title TEXT NOT NULL, arrival TEXT, departure TEXT, description TEXT NOT NULL,
  PRIMARY KEY (cruise_id, day)) WITHOUT ROWID;
CREATE TABLE cruise_prices (cruise_id INTEGER NOT NULL REFERENCES cruises(id),
  category_id INTEGER NOT NULL REFERENCES cabin_categories(id), amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL, available INTEGER NOT NULL, cabins_left INTEGER,
  PRIMARY KEY (cruise_id, category_id)) WITHOUT ROWID;
CREATE TABLE promotions (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
  discount_percent INTEGER NOT NULL, starts_at TEXT NOT NULL, ends_at TEXT NOT NULL,
  line_id INTEGER REFERENCES cruise_lines(id), data TEXT NOT NULL);
CREATE TABLE cruise_promotions (cruise_id INTEGER NOT NULL REFERENCES cruises(id),
  promotion_id INTEGER NOT NULL REFERENCES promotions(id), PRIMARY KEY (cruise_id, promotion_id)) WITHOUT ROWID;
CREATE TABLE currencies (code TEXT PRIMARY KEY, name TEXT NOT NULL, symbol TEXT NOT NULL,
  rate_to_rub REAL NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE banners (id INTEGER PRIMARY KEY, placement TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE usp (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE settings (key TEXT NOT NULL, locale TEXT NOT NULL DEFAULT 'ru', data TEXT NOT NULL, PRIMARY KEY (key, locale));
CREATE TABLE tag_pages (slug TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE pages (slug TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('content','tilda')), data TEXT NOT NULL,
  PRIMARY KEY (kind, slug));
CREATE TABLE redirects (from_path TEXT PRIMARY KEY, to_path TEXT NOT NULL, status INTEGER NOT NULL CHECK (status IN (301, 302)));
CREATE TABLE descriptions (path TEXT PRIMARY KEY, title TEXT, description TEXT);
CREATE TABLE page_tags (page TEXT NOT NULL, position INTEGER NOT NULL, tag_slug TEXT NOT NULL REFERENCES tag_pages(slug),
  PRIMARY KEY (page, tag_slug));
CREATE TABLE client_orders (ref TEXT PRIMARY KEY, description TEXT NOT NULL, customer_name TEXT NOT NULL,
  amount INTEGER NOT NULL, currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new','pending','paid','declined','expired')),
  cruise_slug TEXT, created_at TEXT NOT NULL, expires_at TEXT NOT NULL, paid_at TEXT);
CREATE TABLE payments (token TEXT PRIMARY KEY, order_ref TEXT NOT NULL REFERENCES client_orders(ref),
  gateway TEXT NOT NULL, return_url TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE subscriptions (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, source TEXT,
  created_at TEXT NOT NULL);
CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT NOT NULL, email TEXT, cruise_slug TEXT,
  cabin_category TEXT, guests INTEGER, comment TEXT, utm TEXT, created_at TEXT NOT NULL);
CREATE TABLE short_links (code TEXT PRIMARY KEY, path TEXT NOT NULL UNIQUE, url TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE changes (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, key TEXT NOT NULL);
`;

/**
 * Third step: a promotion may be no percentage off (free children, a gift), so its discount may be empty.
 * SQLite cannot relax NOT NULL in place; the column is dropped and added back from the JSON document.
 */
export const SCHEMA_V3 = `
ALTER TABLE promotions DROP COLUMN discount_percent;
ALTER TABLE promotions ADD COLUMN discount_percent INTEGER;
UPDATE promotions SET discount_percent = json_extract(data, '$.discountPercent');
`;

/** Second step: indexes for the lookups the store does outside the in-memory model. */
export const SCHEMA_V2 = `
CREATE INDEX changes_at ON changes(at);
CREATE INDEX cruises_start ON cruises(start_date);
CREATE INDEX payments_order ON payments(order_ref);
CREATE INDEX itinerary_port ON itinerary_days(port_id);
`;

/**
 * Fourth step: private orders and non-sequential lead references (docs/decisions/016-order-privacy.md): the SHA-256 of
 * the order link's key, the payer's phone (its last four digits are the second factor), the reference a
 * lead's sender is shown instead of its row number.
 */
export const SCHEMA_V4 = `
ALTER TABLE client_orders ADD COLUMN access_key_hash TEXT;
ALTER TABLE client_orders ADD COLUMN customer_phone TEXT;
ALTER TABLE leads ADD COLUMN reference TEXT;
CREATE UNIQUE INDEX leads_reference ON leads(reference);
`;

/**
 * Fifth step: deck plans and the cabin a lead chose (docs/decisions/023-deck-plans.md). A deck's cabins
 * (number, class, rectangle) are one JSON document: they are read whole, with the ship. A store seeded
 * before this step has no plans until it is seeded anew.
 */
export const SCHEMA_V5 = `
CREATE TABLE ship_decks (ship_id INTEGER NOT NULL REFERENCES ships(id), number INTEGER NOT NULL,
  name TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (ship_id, number)) WITHOUT ROWID;
ALTER TABLE leads ADD COLUMN cabin_number TEXT;
`;

/**
 * Sixth step: fare rules per price row and the party of a booking request (docs/decisions/024-party-price.md).
 * A lead keeps the party, the total the visitor was quoted and the catalogue's own total; `quote_mismatch`
 * flags a difference for the manager instead of refusing the customer.
 */
export const SCHEMA_V6 = `
ALTER TABLE cruise_prices ADD COLUMN tariff TEXT;
ALTER TABLE leads ADD COLUMN party TEXT;
ALTER TABLE leads ADD COLUMN quote_amount INTEGER;
ALTER TABLE leads ADD COLUMN quote_currency TEXT;
ALTER TABLE leads ADD COLUMN computed_amount INTEGER;
ALTER TABLE leads ADD COLUMN quote_mismatch INTEGER;
`;

/**
 * Seventh step: a booking request sent again (a reload of the page that answered a form without
 * JavaScript, a second press) is found by its phone and time (docs/decisions/054-a-repeated-request.md).
 */
export const SCHEMA_V7 = `
CREATE INDEX leads_phone_created ON leads(phone, created_at);
`;
