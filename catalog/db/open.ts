import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Database } from './driver';
import { migrate } from './migrations';

export type Db = BetterSqlite3.Database;

/**
 * Opens (creating if needed) the catalogue file and brings its schema up to date.
 * WAL lets readers run during a write; synchronous=FULL because an accepted lead or payment must survive a
 * power cut, and writes here are rare enough that the extra fsync costs nothing noticeable.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
