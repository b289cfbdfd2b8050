import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { createCatalog, type Catalog, type CatalogOptions } from '../index';

export const SITE = 'http://localhost:3000';
/** A fixed clock keeps tests independent of the day they run. */
export const NOW = new Date('2026-03-10T12:00:00.000Z');

export interface TestCatalog {
  catalog: Catalog;
  app: express.Express;
  dir: string;
  dbPath: string;
  cleanup(): void;
}

/** A catalogue on its own temp DB file, mounted at the root of a bare Express app as the site does it. */
export function makeCatalog(
  options: Partial<CatalogOptions> = {},
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-test-')),
): TestCatalog {
  const dbPath = options.dbPath ?? path.join(dir, 'catalog.sqlite');
  const catalog = createCatalog({
    dbPath,
    storageDir: path.join(dir, 'storage'),
    siteOrigins: [SITE],
    logger: pino({ level: 'silent' }),
    now: () => NOW,
    ...options,
  });
  const app = express();
  app.use(catalog.router);
  app.use((_req, res) => {
    res.status(404).send('site 404');
  });
  return {
    catalog,
    app,
    dir,
    dbPath,
    cleanup() {
      catalog.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const WRITE_TABLES = [
  'subscriptions',
  'leads',
  'short_links',
  'payments',
  'client_orders',
  'changes',
  'cruises',
  'cruise_prices',
];

/** Row counts of the tables a request could write to: compared before and after bad requests. */
export function rowCounts(catalog: Catalog): Record<string, number> {
  return Object.fromEntries(
    WRITE_TABLES.map((t) => [t, catalog.db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get() as number]),
  );
}
