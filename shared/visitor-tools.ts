/**
 * The visitor's own tools — favourites, compare, recently viewed — kept in three first-party cookies that
 * hold cruise slugs only, so the server renders the hearts and counts in its HTML and the browser reads
 * and writes the same lists (docs/decisions/025-visitor-tools.md). Isomorphic: no DOM, no Express.
 */
import { isSlug } from './validation';

export const VISITOR_TOOL_COOKIE = {
  favourites: 'favourites',
  compare: 'compare',
  recent: 'recently_viewed',
} as const;
export type VisitorToolName = keyof typeof VISITOR_TOOL_COOKIE;
export const VISITOR_TOOL_NAMES = Object.keys(VISITOR_TOOL_COOKIE) as VisitorToolName[];

/** 30 × the 120-character slug maximum stays under the 4 KB browsers keep per cookie. */
export const VISITOR_TOOL_LIMIT: Record<VisitorToolName, number> = { favourites: 30, compare: 4, recent: 8 };

/** A family choosing a holiday over weeks: three months between visits still finds the list. */
export const VISITOR_TOOL_COOKIE_DAYS = 90;

/**
 * The heart's and the compare button's form field (posted without JavaScript): the button itself carries
 * the change, `+f:<slug>` (add to favourites) or `-c:<slug>` (remove from the comparison), so a card repeats
 * no hidden inputs. A page of 24 cards names the field 48 times, hence two letters. Pages rendered before
 * decision 028's last round posted `visitor-tool` with the long form `add:favourites:<slug>`: both stay
 * accepted.
 */
export const VISITOR_TOOL_FIELD = 'vt';
export const VISITOR_TOOL_FIELD_BEFORE = 'visitor-tool';

export interface VisitorToolChange {
  tool: 'favourites' | 'compare';
  slug: string;
  on: boolean;
}

const TOOL_CODE = { favourites: 'f', compare: 'c' } as const;

export function toolChangeValue({ tool, slug, on }: VisitorToolChange): string {
  return `${on ? '+' : '-'}${TOOL_CODE[tool]}:${slug}`;
}

const SHORT_CHANGE: Record<string, Omit<VisitorToolChange, 'slug'>> = {
  '+f': { tool: 'favourites', on: true },
  '-f': { tool: 'favourites', on: false },
  '+c': { tool: 'compare', on: true },
  '-c': { tool: 'compare', on: false },
};

/** The button's value back as a change (short or long form); null for anything else (a bad slug, an unknown list). */
export function parseToolChange(value: string | null): VisitorToolChange | null {
  const parts = (value ?? '').split(':');
  if (parts.length === 2) {
    const [code, slug] = parts;
    const change = Object.hasOwn(SHORT_CHANGE, code) ? SHORT_CHANGE[code] : undefined;
    return change && isSlug(slug) ? { ...change, slug } : null;
  }
  const [action, tool, slug, ...rest] = parts;
  if (rest.length > 0 || (action !== 'add' && action !== 'remove')) return null;
  if ((tool !== 'favourites' && tool !== 'compare') || !isSlug(slug)) return null;
  return { tool, slug, on: action === 'add' };
}

/** Query parameters of any page that open the favourites list or the comparison. */
export const FAVOURITES_PARAM = 'favourites';
export const COMPARE_PARAM = 'compare';
/** `?compare=full`: the comparison opened after a fifth cruise was refused (no JavaScript). */
export const COMPARE_FULL = 'full';

export type VisitorTools = Record<VisitorToolName, string[]>;

export const NO_VISITOR_TOOLS: VisitorTools = { favourites: [], compare: [], recent: [] };

/** A cookie value as a list: valid slugs only, no repeats, at most `limit` (the newest first). */
export function parseSlugList(raw: string | null | undefined, limit: number): string[] {
  if (!raw) return [];
  const slugs: string[] = [];
  for (const part of raw.split(',')) {
    const slug = part.trim();
    if (isSlug(slug) && !slugs.includes(slug)) slugs.push(slug);
    if (slugs.length === limit) break;
  }
  return slugs;
}

/** Slugs contain no comma, semicolon or space: the list is a cookie value as it is. */
export function serializeSlugList(slugs: readonly string[]): string {
  return slugs.join(',');
}

/** The three lists from cookies: a Cookie header, `document.cookie` or Express's parsed `req.cookies`. */
export function readVisitorTools<Source>(
  cookies: Source,
  read: (cookies: Source, name: string) => string | null,
): VisitorTools {
  const tools = {} as VisitorTools;
  for (const name of VISITOR_TOOL_NAMES) {
    tools[name] = parseSlugList(read(cookies, VISITOR_TOOL_COOKIE[name]), VISITOR_TOOL_LIMIT[name]);
  }
  return tools;
}

export type ToggleResult = { list: string[]; changed: boolean; full: boolean };

/** Adds (first) or removes a slug; adding to a full list changes nothing and says so. */
export function setInList(list: readonly string[], slug: string, on: boolean, limit: number): ToggleResult {
  const has = list.includes(slug);
  if (!on) return { list: list.filter((s) => s !== slug), changed: has, full: false };
  if (has) return { list: [...list], changed: false, full: false };
  if (list.length >= limit) return { list: [...list], changed: false, full: true };
  return { list: [slug, ...list], changed: true, full: false };
}

/** Recently viewed: the slug moves to the front, the oldest falls off the end. */
export function recordViewed(list: readonly string[], slug: string): string[] {
  return [slug, ...list.filter((s) => s !== slug)].slice(0, VISITOR_TOOL_LIMIT.recent);
}
