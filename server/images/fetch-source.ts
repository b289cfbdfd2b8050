/**
 * Downloads an original from the source host. The URL is always `<configured origin><validated path>`, so
 * no other host can be named; redirects are followed by hand and only while they stay on that origin and
 * under /storage/ (anything else is refused, never contacted). The body is capped while it streams, and
 * one timer bounds headers and body together.
 */
import { ImageError } from './errors';
import { STORAGE_PREFIX } from '../../shared/constants';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SourceFetchOptions {
  origin: string;
  path: string;
  fetch: FetchLike;
  timeoutMs: number;
  maxBytes: number;
  /** Same-origin redirects followed before giving up (a storage layer may redirect a renamed file). */
  maxRedirects?: number;
}

export interface SourceImage {
  bytes: Buffer;
  contentType: string | null;
}

export async function fetchSource(options: SourceFetchOptions): Promise<SourceImage> {
  const origin = allowedOrigin(options.origin);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ImageError('SOURCE_TIMEOUT')), options.timeoutMs);
  try {
    let url = new URL(options.path, origin).href;
    for (let hop = 0; ; hop++) {
      const response = await options.fetch(url, {
        redirect: 'manual',
        signal: controller.signal,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8' },
      });
      if (response.status >= 300 && response.status < 400) {
        await discard(response);
        const next = redirectTarget(response.headers.get('location'), url, origin);
        if (!next || hop >= (options.maxRedirects ?? 2)) {
          throw new ImageError(
            'SOURCE_REDIRECT',
            `redirect from ${url} to ${response.headers.get('location')}`,
          );
        }
        url = next;
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await discard(response);
        throw new ImageError('NOT_FOUND', `source ${response.status} ${url}`);
      }
      if (response.status !== 200) {
        await discard(response);
        throw new ImageError('SOURCE_ERROR', `source ${response.status} ${url}`);
      }
      const bytes = await readCapped(response, options.maxBytes, controller);
      return { bytes, contentType: response.headers.get('content-type') };
    }
  } catch (error) {
    if (error instanceof ImageError) throw error;
    if (controller.signal.aborted && controller.signal.reason instanceof ImageError)
      throw controller.signal.reason;
    throw new ImageError('SOURCE_ERROR', `fetch failed: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

function allowedOrigin(configured: string): string {
  const url = new URL(configured);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ImageError('INTERNAL', 'bad source origin');
  return url.origin;
}

/** The next URL when a redirect stays on the source origin and under /storage/, else null. */
function redirectTarget(location: string | null, from: string, origin: string): string | null {
  if (!location) return null;
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    return null;
  }
  if (next.origin !== origin || !next.pathname.startsWith(STORAGE_PREFIX)) return null;
  return next.href;
}

async function readCapped(
  response: Response,
  maxBytes: number,
  controller: AbortController,
): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    controller.abort(new ImageError('TOO_LARGE', `content-length ${declared}`));
    throw new ImageError('TOO_LARGE', `content-length ${declared}`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop the download now rather than buffering a body that lied about (or omitted) its length.
      const error = new ImageError('TOO_LARGE', `body over ${maxBytes} bytes`);
      controller.abort(error);
      await reader.cancel().catch(() => undefined);
      throw error;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}
