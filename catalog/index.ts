/**
 * The embedded catalogue: the product API (/api/v1) and its gallery files (/storage), backed by one SQLite
 * file. The site mounts `router` at its root when API_URL is unset; `standalone.ts` runs it on its own port.
 */
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { API_PREFIX } from '../shared/api/endpoints';
import { openDatabase, type Db } from './db/open';
import { apiRouter } from './http/api-router';
import { cors } from './http/cors';
import { errorHandler } from './http/errors';
import { galleryHandler } from './images/serve';
import type { PaymentGateway } from './payments/gateway';
import { createSandboxGateway } from './payments/sandbox';
import { sandboxRouter } from './payments/sandbox-page';
import { DEFAULT_SEED, seedIfEmpty } from './seed/insert';
import { createStore, type Store } from './store/store';
import { setCabinPrice, setPromotionDates } from './store/mutations';
import { rateLimit } from './http/rate-limit';

export interface CatalogOptions {
  /** SQLite file (`:memory:` for a throwaway store). */
  dbPath: string;
  /** Where generated gallery files are cached; default `storage` beside the database file. */
  storageDir?: string;
  /** Origins allowed for CORS, short links and payment return URLs. */
  siteOrigins: string[];
  logger: Logger;
  /** POST requests per IP per minute; default 30. */
  rateLimitPerMinute?: number;
  now?: () => Date;
  /** Seed string for a new store; default `cruise`. */
  seed?: string;
  /** Absolute origin for payment links when the API is reached through a proxy; default: the request's. */
  publicUrl?: string;
  /** A payment provider adapter; default the built-in sandbox. */
  gateway?: PaymentGateway;
  /**
   * Delivers a new lead's notice (Telegram HTML) to the managers; the site passes its notifier's Telegram
   * queue. Default: the notice is logged, as the notifier does without a bot token.
   */
  notifyLead?: (text: string) => void;
}

export interface Catalog {
  router: Router;
  close(): void;
  db: Db;
  /** Catalogue data changes (for an admin tool and tests); each records cache keys to invalidate. */
  admin: {
    setCabinPrice(cruiseSlug: string, cabinCode: string, amount: number, available?: boolean): boolean;
    setPromotionDates(slug: string, startsAt: string, endsAt: string): boolean;
  };
  store: Store;
}

export function createCatalog(options: CatalogOptions): Catalog {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  // Settings arrive validated from whoever mounts the catalogue (server/config.ts, catalog/config.ts).
  const { dbPath, siteOrigins } = options;
  const storageDir =
    options.storageDir ?? path.join(path.dirname(dbPath === ':memory:' ? 'data/x' : dbPath), 'storage');
  const started = Date.now();
  const db = openDatabase(dbPath);
  const seeded = seedIfEmpty(db, options.seed ?? DEFAULT_SEED, now());
  const store = createStore(db, now);
  logger.info(
    { dbPath, seeded, ms: Date.now() - started, cruises: store.model().cruises.length },
    'catalogue ready',
  );
  const gateway = options.gateway ?? createSandboxGateway(db, now, options.publicUrl);

  const router = express.Router();
  const ours = (p: string) => p === API_PREFIX || p.startsWith(`${API_PREFIX}/`) || p.startsWith('/storage/');
  // Like any API host, it compresses for the clients that ask (browsers); the site's own calls don't ask.
  const compress = compression();
  router.use((req, res, next) => {
    if (!ours(req.path)) return next();
    res.set('X-Content-Type-Options', 'nosniff');
    compress(req, res, next);
  });
  const corsMw = cors(siteOrigins);
  router.use((req, res, next) => (req.path.startsWith(`${API_PREFIX}/`) ? corsMw(req, res, next) : next()));
  router.get('/storage/gallery/:file', galleryHandler(store, storageDir, logger));
  router.post('/api/v1/sandbox/pay/:token', rateLimit(options.rateLimitPerMinute ?? 30));
  router.use(sandboxRouter(store, siteOrigins));
  const notifyLead =
    options.notifyLead ??
    ((notice: string) => logger.info({ notice }, 'lead notice (no notifier configured)'));
  router.use(
    apiRouter({ store, logger, siteOrigins, gateway, notifyLead }, options.rateLimitPerMinute ?? 30),
  );
  router.use('/storage', (_req, res) => {
    res
      .status(404)
      .set('Cache-Control', 'no-store')
      .json({ error: { code: 'NOT_FOUND', message: 'Файл не найден' } });
  });
  // Only our own paths: errors from the host app's routes are not ours to answer.
  const handleErrors = errorHandler(logger);
  const scoped: ErrorRequestHandler = (err, req, res, next) =>
    ours(req.path) ? handleErrors(err, req, res, next) : next(err);
  router.use(scoped);

  return {
    router,
    db,
    store,
    admin: {
      setCabinPrice: (...args) => setCabinPrice(store, ...args),
      setPromotionDates: (...args) => setPromotionDates(store, ...args),
    },
    close() {
      if (db.open) db.close();
    },
  };
}
