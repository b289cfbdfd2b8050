/**
 * `/_img/<width>/<path below /storage/>` (client/ui/image-url.ts; no `&amp;` in the HTML) as the query form
 * names it: Express gives the path's segments decoded, and they are checked like `s=`.
 */
export function pathFormQuery({ w, path }: { w: string; path: string[] }): Record<string, unknown> {
  return { s: path.join('/'), w };
}

/**
 * The query of `/_img?s=<encoded path under /storage/>&w=<width>&q=<quality>` (client/ui/image-url.ts builds
 * it; the longer `url=<encoded /storage path>` names the same variant and stays accepted).
 * Widths come only from requirements §9 so the cache holds a bounded set of variants per image; the URL may only
 * name a file under /storage on the configured source host, never another host.
 */
import { IMAGE_QUALITY_DEFAULT, IMAGE_WIDTHS, STORAGE_PREFIX } from '../../shared/constants';
import { ImageError } from './errors';

/** Gallery paths are short; a cap keeps cache keys and logs small. */
const MAX_URL_LENGTH = 512;

const ALLOWED_WIDTHS: ReadonlySet<number> = new Set(IMAGE_WIDTHS);

export interface ImageParams {
  /** The validated path, percent-encoded exactly as it will be requested from the source. */
  path: string;
  width: number;
  quality: number;
}

export function parseImageParams(query: Record<string, unknown>): ImageParams {
  const full = single(query.url, 'BAD_URL');
  const short = single(query.s, 'BAD_URL');
  const w = single(query.w, 'BAD_WIDTH');
  const q = query.q === undefined ? undefined : single(query.q, 'BAD_QUALITY');
  if (full !== undefined && short !== undefined) throw new ImageError('BAD_URL', 'both url and s');
  const url = short === undefined ? full : STORAGE_PREFIX + short;
  if (url === undefined) throw new ImageError('BAD_URL', 'url missing');
  if (w === undefined) throw new ImageError('BAD_WIDTH', 'w missing');
  return { path: validateSourcePath(url), width: parseWidth(w), quality: parseQuality(q) };
}

function single(value: unknown, code: 'BAD_URL' | 'BAD_WIDTH' | 'BAD_QUALITY'): string | undefined {
  if (value === undefined) return undefined;
  // A repeated parameter arrives as an array: ambiguous, so refused rather than guessed.
  if (typeof value !== 'string') throw new ImageError(code, 'parameter is not a single string');
  return value;
}

function parseWidth(raw: string): number {
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw new ImageError('BAD_WIDTH', `width ${raw}`);
  const width = Number(raw);
  if (!ALLOWED_WIDTHS.has(width)) throw new ImageError('BAD_WIDTH', `width ${raw}`);
  return width;
}

function parseQuality(raw: string | undefined): number {
  if (raw === undefined || raw === '') return IMAGE_QUALITY_DEFAULT;
  if (!/^[1-9]\d{0,2}$/.test(raw)) throw new ImageError('BAD_QUALITY', `quality ${raw}`);
  const quality = Number(raw);
  if (quality > 100) throw new ImageError('BAD_QUALITY', `quality ${raw}`);
  return quality;
}

/**
 * `raw` is the already-decoded query value. Anything that a URL parser or the source server could
 * reinterpret is refused instead of normalised: a second layer of percent-encoding (`%2e%2e`), dot
 * segments, backslashes (WHATWG treats them as slashes), `//` (protocol-relative), query or fragment
 * markers and control characters. What passes is resolved against a dummy origin and must come back
 * unchanged under /storage/, so the fetch can only ever reach the configured host.
 */
export function validateSourcePath(raw: string): string {
  const refuse = (why: string): never => {
    throw new ImageError('BAD_URL', `${why}: ${raw.slice(0, 100)}`);
  };
  if (raw.length === 0 || raw.length > MAX_URL_LENGTH) refuse('length');
  if (!raw.startsWith(STORAGE_PREFIX) || raw.length === STORAGE_PREFIX.length) refuse('not under /storage/');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\%?#]/.test(raw)) refuse('forbidden character');
  if (raw.includes('//')) refuse('empty segment');
  const segments = raw.split('/');
  if (segments.some((s) => s === '.' || s === '..')) refuse('dot segment');

  const probe = new URL(raw, 'http://source.invalid');
  if (probe.origin !== 'http://source.invalid') refuse('origin changed');
  if (!probe.pathname.startsWith(STORAGE_PREFIX) || probe.search || probe.hash) refuse('normalised');
  let roundTrip: string;
  try {
    roundTrip = decodeURIComponent(probe.pathname);
  } catch {
    return refuse('undecodable');
  }
  if (roundTrip !== raw) refuse('normalised');
  return probe.pathname;
}
