import type Database from 'better-sqlite3';
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_V6, SCHEMA_V7 } from './schema';

export interface Migration {
  id: number;
  name: string;
  up: string;
}

/** Append only: a released migration is never edited, a change is a new entry. */
export const MIGRATIONS: Migration[] = [
  { id: 1, name: 'initial-schema', up: SCHEMA_V1 },
  { id: 2, name: 'lookup-indexes', up: SCHEMA_V2 },
  { id: 3, name: 'promotion-discount-optional', up: SCHEMA_V3 },
  { id: 4, name: 'order-access-and-lead-references', up: SCHEMA_V4 },
  { id: 5, name: 'deck-plans-and-lead-cabins', up: SCHEMA_V5 },
  { id: 6, name: 'tariffs-and-lead-party', up: SCHEMA_V6 },
  { id: 7, name: 'lead-repeat-lookup', up: SCHEMA_V7 },
];

export function migrate(db: Database.Database): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const done = new Set(db.prepare('SELECT id FROM migrations').pluck().all() as number[]);
  const applied: number[] = [];
  for (const m of [...MIGRATIONS].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    // Each migration and its record commit together, so a crash never leaves a half-applied step.
    db.transaction(() => {
      db.exec(m.up);
      db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
        m.id,
        m.name,
        new Date().toISOString(),
      );
    })();
    applied.push(m.id);
  }
  return applied;
}
