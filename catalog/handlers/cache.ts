import type { Handlers } from './context';

/** Deliberately broken JSON for the site's repair path (requirements §5); served raw by the router. */
const WRONG_RESPONSE = 'null{"status":"ok","message":"Ответ с лишним префиксом для диагностики"}';

export const cacheHandlers: Pick<Handlers, 'getCacheKeysForDeleting' | 'getWrongResponse'> = {
  getCacheKeysForDeleting: ({ since }, { store }) => {
    const now = store.now().toISOString();
    const from = new Date(since).toISOString();
    const keys = store.db
      .prepare('SELECT DISTINCT key FROM changes WHERE at > ? AND at <= ? ORDER BY key')
      .pluck()
      .all(from, now) as string[];
    return { keys, now };
  },
  getWrongResponse: () => WRONG_RESPONSE,
};
