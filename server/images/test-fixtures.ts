/**
 * Test-only: the error code a check throws, and a real HTTP server on 127.0.0.1 standing in for the API host's /storage, with the ways a
 * source can misbehave (SVG, a lying PNG header, redirects, slowness, oversized bodies). Each path's
 * hits are counted so tests can prove what was (not) fetched.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { ImageError } from './errors';

/** The code of the ImageError `fn` throws, or null when it returns. */
export function codeOf(fn: () => unknown): ImageError['code'] | null {
  try {
    fn();
  } catch (error) {
    return (error as ImageError).code;
  }
  return null;
}

export interface FakeSource {
  origin: string;
  hits: Map<string, number>;
  hitsOf(path: string): number;
  /** Another host on 127.0.0.1 that redirects point to; it must never be contacted. */
  other: { origin: string; hits: () => number };
  close(): Promise<void>;
}

export const PHOTO = { width: 800, height: 600 };
export const ALPHA = { width: 300, height: 200 };

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export async function makePhoto(): Promise<Buffer> {
  // A gradient-ish noise picture, so quality settings make a measurable difference in size.
  const { width, height } = PHOTO;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 9) * 31) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function makeAlphaPng(): Promise<Buffer> {
  return sharp({ create: { ...ALPHA, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A valid PNG whose header declares 20000×20000 (400 MP) while the file is a few dozen bytes. */
export function makeHugeDeclaredPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startFakeSource(
  options: { slowMs?: number; heldMs?: number } = {},
): Promise<FakeSource> {
  const photo = await makePhoto();
  const alpha = await makeAlphaPng();
  const huge = makeHugeDeclaredPng();
  const hits = new Map<string, number>();

  let otherHits = 0;
  const other = http.createServer((_req, res) => {
    otherHits++;
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  });
  const otherOrigin = await listen(other);

  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const send = (type: string, body: Buffer) => res.writeHead(200, { 'content-type': type }).end(body);
    switch (path) {
      case '/storage/photo.jpg':
        return send('image/jpeg', photo);
      case '/storage/alpha.png':
        return send('image/png', alpha);
      case '/storage/mislabelled.bin':
        return send('application/octet-stream', photo);
      case '/storage/logo.svg':
        return send('image/svg+xml', SVG);
      case '/storage/disguised.png':
        return send('image/png', SVG);
      case '/storage/page.jpg':
        return send('text/html', Buffer.from('<html></html>'));
      case '/storage/huge.png':
        return send('image/png', huge);
      case '/storage/redirect-away.jpg':
        return res.writeHead(302, { location: `${otherOrigin}/storage/photo.jpg` }).end();
      case '/storage/redirect-out.jpg':
        return res.writeHead(301, { location: '/etc/passwd' }).end();
      case '/storage/redirect-same.jpg':
        return res.writeHead(302, { location: '/storage/photo.jpg' }).end();
      case '/storage/redirect-loop.jpg':
        return res.writeHead(302, { location: '/storage/redirect-loop.jpg' }).end();
      case '/storage/slow.jpg':
        return later(options.slowMs ?? 2_000, () => send('image/jpeg', photo));
      case '/storage/held.jpg':
        return later(options.heldMs ?? 300, () => send('image/jpeg', photo));
      case '/storage/declared-big.jpg':
        return res
          .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(50 * 1024 * 1024) })
          .end();
      case '/storage/endless.jpg': {
        // No Content-Length: the cap must stop the download while it streams.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(photo.subarray(0, 3));
        const block = Buffer.alloc(64 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < 64 * 1024 * 1024 && !res.destroyed) {
            sent += block.length;
            if (!res.write(block)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
        return;
      }
      case '/storage/error.jpg':
        return res.writeHead(500).end();
      default:
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  const origin = await listen(server);

  return {
    origin,
    hits,
    hitsOf: (path) => hits.get(path) ?? 0,
    other: { origin: otherOrigin, hits: () => otherHits },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const s of [server, other]) {
        s.closeAllConnections();
        await new Promise((resolve) => s.close(resolve));
      }
    },
  };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
