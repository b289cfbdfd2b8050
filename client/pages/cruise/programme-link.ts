/**
 * The printed programme's link: the same short link 'Поделиться' makes (one per page), and its QR code. The
 * server makes it while loading a cruise page; after a client-side move the page makes it once shown
 * (programme.tsx), never in a prefetch, where nobody would print. The encoder is a chunk of its own in the
 * browser.
 */
import type { ApiClient } from '../../../shared/api/client';
import { href } from '../../../shared/routes';
import { shortUrlOf } from '../share/short-url';
import type { QrShape } from './qr-path';

export interface ProgrammeLink {
  shortUrl: string;
  qr: QrShape;
}

export async function makeProgrammeLink(
  api: ApiClient,
  slug: string,
  origin: string,
  signal?: AbortSignal,
): Promise<ProgrammeLink | null> {
  const link = await api.createShortLink({ url: href.cruise(slug) }, { signal });
  if (!link.ok) return null;
  const shortUrl = shortUrlOf(origin, link.data.code);
  const { qrShape } = await import('./qr-shape');
  return { shortUrl, qr: qrShape(shortUrl) };
}
