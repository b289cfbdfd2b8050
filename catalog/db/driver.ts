import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the Node line this process runs on (docs/dependencies.md). better-sqlite3 13 is
 * built on Node-API and is the only release that survives Node 24 (12.x aborts there when the garbage
 * collector finalises a statement), but it crashes on Node 20; 12.x still serves Node 20 until that line
 * is dropped. Both expose the same API.
 */
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
const require = createRequire(import.meta.url);

export const Database: typeof BetterSqlite3 = require(
  NODE_MAJOR >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20',
) as typeof BetterSqlite3;
