/**
 * Runs the catalogue as its own service: `npm run catalog` (bundled) or `npx tsx catalog/standalone.ts`.
 * Its environment is read by catalog/config.ts (documented in docs/catalog.md).
 */
import express from 'express';
import pino from 'pino';
import { loadCatalogConfig, type CatalogConfig } from './config';
import { createCatalog } from './index';

let config: CatalogConfig;
try {
  config = loadCatalogConfig();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const { port, host } = config;
const logger = pino({ name: 'catalog', level: config.logLevel });

const catalog = createCatalog({ ...config, logger });
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
