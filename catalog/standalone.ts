/**
 * Runs the catalogue as its own service: `npm run catalog` (bundled) or `npx tsx catalog/standalone.ts`.
 * Env: CATALOG_PORT (4000), CATALOG_HOST (127.0.0.1), CATALOG_DB, CATALOG_STORAGE, SITE_ORIGINS, CATALOG_SEED,
 * CATALOG_RATE_LIMIT (POSTs per IP per minute), CATALOG_PUBLIC_URL.
 */
import express from 'express';
import pino from 'pino';
import { createCatalog } from './index';

const logger = pino({ name: 'catalog', level: process.env.LOG_LEVEL ?? 'info' });
const port = Number(process.env.CATALOG_PORT ?? 4000);
const host = process.env.CATALOG_HOST ?? '127.0.0.1';

const catalog = createCatalog({
  logger,
  rateLimitPerMinute: process.env.CATALOG_RATE_LIMIT ? Number(process.env.CATALOG_RATE_LIMIT) : undefined,
  publicUrl: process.env.CATALOG_PUBLIC_URL,
});
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
app.use(catalog.router);
app.use((_req, res) => {
  res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Не найдено' } });
});

const server = app.listen(port, host, () => logger.info({ port, host }, 'catalogue listening'));
server.keepAliveTimeout = 65_000;

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close(() => {
    catalog.close();
    logger.info('bye');
    process.exit(0);
  });
  server.closeIdleConnections();
  // Well inside a PaaS's 30 s: whatever is still open after 10 s is cut.
  setTimeout(() => {
    server.closeAllConnections();
    catalog.close();
    process.exit(0);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
