import { hashString } from '../seed/prng';
import { HttpError, badRequest, notFound } from '../http/errors';
import type { Handlers } from './context';

const ALPHABET = '0123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

function codeFor(path: string, attempt: number): string {
  let n = hashString(`${attempt}:${path}`) * 7919 + hashString(path + attempt);
  let out = '';
  for (let i = 0; i < 7; i++) {
    out += ALPHABET[n % ALPHABET.length];
    n = Math.floor(n / ALPHABET.length) + hashString(out);
  }
  return out;
}

/**
 * Accepts only links into the site: a relative path (`/cruise/x?y`) or an absolute URL on an allowed origin.
 * Anything else (other hosts, `//host`, `javascript:`, backslashes) is refused, so short links cannot become
 * an open redirect.
 */
function sitePath(url: string, siteOrigins: string[]): { path: string; origin: string } | null {
  // Control characters never belong in a link and could split a header.
  if ([...url].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\')) return null;
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return null;
    const parsed = new URL(url, 'http://site.invalid');
    if (parsed.host !== 'site.invalid') return null;
    return { path: parsed.pathname + parsed.search + parsed.hash, origin: siteOrigins[0] };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!siteOrigins.includes(parsed.origin) || parsed.username || parsed.password) return null;
  return { path: parsed.pathname + parsed.search + parsed.hash, origin: parsed.origin };
}

export const linkHandlers: Pick<Handlers, 'createShortLink' | 'getShortLink'> = {
  createShortLink: ({ url }, { store, siteOrigins }) => {
    const site = sitePath(url.trim(), siteOrigins);
    if (!site) throw badRequest('Ссылка должна вести на страницу сайта', 'url');
    const { db } = store;
    const existing = db.prepare('SELECT code, url, path FROM short_links WHERE path = ?').get(site.path) as
      { code: string; url: string; path: string } | undefined;
    if (existing) return existing;
    const insert = db.prepare(
      'INSERT OR IGNORE INTO short_links (code, path, url, created_at) VALUES (?, ?, ?, ?)',
    );
    const full = `${site.origin}${site.path}`;
    for (let attempt = 0; attempt < 8; attempt++) {
      const code = codeFor(site.path, attempt);
      if (insert.run(code, site.path, full, store.now().toISOString()).changes === 1)
        return { code, url: full, path: site.path };
      const raced = db.prepare('SELECT code, url, path FROM short_links WHERE path = ?').get(site.path) as
        { code: string; url: string; path: string } | undefined;
      if (raced) return raced;
    }
    throw new HttpError(409, 'SHORT_CODE_CONFLICT', 'Не удалось создать короткую ссылку, попробуйте ещё раз');
  },
  getShortLink: ({ code }, { store }) => {
    const row = store.db.prepare('SELECT code, url, path FROM short_links WHERE code = ?').get(code) as
      { code: string; url: string; path: string } | undefined;
    if (!row) throw notFound('Короткая ссылка не найдена');
    return row;
  },
};
