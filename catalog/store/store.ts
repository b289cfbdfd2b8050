import { moscowToday } from '../../shared/today';
import type { Db } from '../db/open';
import { loadModel, type Model } from './model';
import { buildDayView, type DayView } from './views';

/**
 * The catalogue's data access: SQLite underneath, the in-memory model and per-day views on top.
 * `recordChange` is how a write tells caches what to drop (`/get-cache-keys-for-deleting`).
 */
export interface Store {
  db: Db;
  now(): Date;
  model(): Model;
  view(): DayView;
  /** Reload the model after a change to catalogue data. */
  reload(): void;
  recordChange(keys: string[]): void;
}

export function createStore(db: Db, now: () => Date): Store {
  let model = loadModel(db);
  let view: DayView | null = null;
  const insertChange = db.prepare('INSERT INTO changes (at, key) VALUES (?, ?)');
  return {
    db,
    now,
    model: () => model,
    view() {
      const today = moscowToday(now());
      // The set of bookable cruises changes at Moscow midnight; rebuild then rather than on every request.
      if (!view || view.today !== today) view = buildDayView(model, today);
      return view;
    },
    reload() {
      model = loadModel(db);
      view = null;
    },
    recordChange(keys) {
      const at = now().toISOString();
      db.transaction(() => {
        for (const key of keys) insertChange.run(at, key);
      })();
    },
  };
}
