import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import sharp from 'sharp';
import { imageUrl } from '../../client/ui/image-url';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_DEVICE_WIDTHS, IMAGE_SMALL_SIZES } from '../../shared/constants';
import { DiskCache } from './disk-cache';
import {
  createEncoder,
  createImageOptimizer,
  IMAGE_CACHE_CONTROL,
  type ImageOptimizerOptions,
} from './index';
import { ALPHA, PHOTO, startFakeSource, type FakeSource } from './test-fixtures';

let source: FakeSource;
const cacheDirs: string[] = [];
// One encoder child for the file, as the site has one for its process.
const encoder = createEncoder();

beforeAll(async () => {
  source = await startFakeSource({ slowMs: 3_000, heldMs: 800 });
});
afterAll(async () => {
  encoder.close();
  await source.close();
  await Promise.all(cacheDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});
afterEach(() => source.hits.clear());

async function makeApp(overrides: Partial<ImageOptimizerOptions> = {}) {
  const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'img-cache-'));
  cacheDirs.push(cacheDir);
  const app = express();
  app.use(
    createImageOptimizer({
      sourceOrigin: () => source.origin,
      cacheDir,
      logger: pino({ level: 'silent' }),
      encoder,
      ...overrides,
    }),
  );
  return { app, cacheDir };
}

const img = (url: string, w: number | string, q?: number | string) =>
  `/_img?url=${encodeURIComponent(url)}&w=${w}${q === undefined ? '' : `&q=${q}`}`;

function binary(res: request.Response, callback: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

function getImage(app: express.Express, url: string, accept?: string) {
  const req = request(app).get(url).buffer(true).parse(binary);
  return accept ? req.set('Accept', accept) : req;
}

const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ACCEPT = 'image/webp,*/*';

describe('widths and quality', () => {
  it('serves every required width and refuses any other', async () => {
    const { app } = await makeApp();
    for (const w of [...IMAGE_SMALL_SIZES, 640]) {
      const res = await getImage(app, img('/storage/photo.jpg', w));
      expect(res.status, `w=${w}`).toBe(200);
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(w);
    }
    for (const w of ['100', '641', '0', '-16', '16.0', '1e3', '0640', 'abc', '', '99999']) {
      const res = await request(app).get(`/_img?url=${encodeURIComponent('/storage/photo.jpg')}&w=${w}`);
      expect(res.status, `w=${w}`).toBe(400);
      expect(res.body.error.code).toBe('BAD_WIDTH');
      expect(res.body.error.message).toMatch(/ширина/);
    }
    expect((await request(app).get(`/_img?url=${encodeURIComponent('/storage/photo.jpg')}`)).status).toBe(
      400,
    );
  });

  it('never enlarges past the original width', async () => {
    const { app } = await makeApp();
    for (const w of IMAGE_DEVICE_WIDTHS.filter((d) => d > PHOTO.width).slice(0, 2)) {
      const res = await getImage(app, img('/storage/photo.jpg', w));
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.width).toBe(PHOTO.width);
      expect(meta.height).toBe(PHOTO.height);
    }
  });

  it('applies q (default 75) and refuses out-of-range values', async () => {
    const { app } = await makeApp();
    const low = await getImage(app, img('/storage/photo.jpg', 640, 10));
    const high = await getImage(app, img('/storage/photo.jpg', 640, 95));
    const byDefault = await getImage(app, img('/storage/photo.jpg', 640));
    const explicit75 = await getImage(app, img('/storage/photo.jpg', 640, 75));
    expect((low.body as Buffer).length).toBeLessThan((high.body as Buffer).length);
    expect(Buffer.compare(byDefault.body as Buffer, explicit75.body as Buffer)).toBe(0);
    expect(explicit75.headers['x-image-cache']).toBe('HIT'); // same key as the default
    for (const q of ['0', '101', '7.5', 'abc', '-1']) {
      const res = await request(app).get(img('/storage/photo.jpg', 640, q));
      expect(res.status, `q=${q}`).toBe(400);
      expect(res.body.error.code).toBe('BAD_QUALITY');
    }
  });
});

describe('source URL rules', () => {
  const bad = [
    'http://evil',
    'https://evil.com/storage/a.jpg',
    '/etc/passwd',
    '/storage/../x',
    '/storage/a/../../etc/passwd',
    '/storage/./x.jpg',
    '//evil.com/x',
    '/storage//evil.com/x.jpg',
    '/storage/%2e%2e/x',
    '/storage/%2E%2E%2Fetc%2Fpasswd',
    '/storage/..%2fx',
    '/storage\\..\\x',
    '/storage/\\\\evil.com/x',
    '/storage/x.jpg?y=1',
    '/storage/x.jpg#frag',
    '/storage/x\u0000.jpg',
    '/storage/x\n.jpg',
    '/storage/',
    '/storagex/a.jpg',
    'storage/a.jpg',
    `/storage/${'a'.repeat(600)}.jpg`,
    '',
  ];

  it.each(bad)('refuses %j with 400 and never contacts the source', async (url) => {
    const { app } = await makeApp();
    const res = await request(app).get(img(url, 640));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BAD_URL', message: expect.stringMatching(/\/storage\//) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(source.hits.size).toBe(0);
  });

  it('refuses raw (unencoded) traversal and repeated parameters', async () => {
    const { app } = await makeApp();
    expect((await request(app).get('/_img?url=/storage/../etc/passwd&w=640')).status).toBe(400);
    expect((await request(app).get('/_img?url=/storage/%252e%252e/x&w=640')).status).toBe(400);
    expect((await request(app).get('/_img?url=/storage/a.jpg&url=/storage/b.jpg&w=640')).status).toBe(400);
    expect((await request(app).get('/_img?url=/storage/photo.jpg&w=640&w=750')).status).toBe(400);
    expect((await request(app).get('/_img?w=640')).status).toBe(400);
    expect((await request(app).get('/_img?s=../etc/passwd&w=640')).status).toBe(400);
    expect((await request(app).get('/_img?s=/etc/passwd&w=640')).status).toBe(400);
    expect((await request(app).get('/_img?s=photo.jpg&url=/storage/photo.jpg&w=640')).status).toBe(400);
    // The path form checks the same: dot segments, encoded traversal, widths outside the lists.
    expect((await request(app).get('/_img/640/%2e%2e/etc/passwd')).status).toBe(400);
    expect((await request(app).get('/_img/640/a%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    expect((await request(app).get('/_img/641/photo.jpg')).status).toBe(400);
    expect(source.hits.size).toBe(0);
  });

  it('accepts the exact format client/ui/image-url.ts builds, and the fully encoded one', async () => {
    const { app } = await makeApp();
    expect(imageUrl('/storage/photo.jpg', 640)).toBe('/_img/640/photo.jpg');
    expect((await getImage(app, imageUrl('/storage/photo.jpg', 640))).status).toBe(200);
    expect((await getImage(app, '/_img?s=photo.jpg&w=640')).status).toBe(200);
    expect((await getImage(app, imageUrl('/storage/photo.jpg', 640, 60))).status).toBe(200);
    expect((await getImage(app, '/_img?url=%2Fstorage%2Fphoto.jpg&w=640&q=75')).status).toBe(200);
  });
});

describe('output format by Accept', () => {
  it('AVIF when accepted, then WebP, else the source format; always Vary: Accept', async () => {
    const { app } = await makeApp();
    const cases: Array<[string | undefined, string, string]> = [
      [AVIF_ACCEPT, 'image/avif', 'heif'],
      [WEBP_ACCEPT, 'image/webp', 'webp'],
      ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      [undefined, 'image/jpeg', 'jpeg'],
    ];
    for (const [accept, type, sharpFormat] of cases) {
      const res = await getImage(app, img('/storage/photo.jpg', 384), accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.format).toBe(sharpFormat);
      expect(meta.width).toBe(384);
    }
  });

  it('keeps PNG (and its transparency) for a PNG source without modern formats', async () => {
    const { app } = await makeApp();
    const res = await getImage(app, img('/storage/alpha.png', 128));
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 128, hasAlpha: true });
    expect(meta.height).toBe(Math.round((128 * ALPHA.height) / ALPHA.width));
  });

  it('trusts magic bytes over a generic octet-stream label', async () => {
    const { app } = await makeApp();
    const res = await getImage(app, img('/storage/mislabelled.bin', 64), WEBP_ACCEPT);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});

describe('hostile or broken sources', () => {
  it('refuses SVG by content type and by magic bytes, and HTML', async () => {
    const { app } = await makeApp();
    for (const url of ['/storage/logo.svg', '/storage/disguised.png', '/storage/page.jpg']) {
      const res = await request(app).get(img(url, 640));
      expect(res.status, url).toBe(415);
      expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA');
    }
  });

  it('refuses redirects that leave the source origin or /storage, without contacting the target', async () => {
    const { app } = await makeApp();
    for (const url of [
      '/storage/redirect-away.jpg',
      '/storage/redirect-out.jpg',
      '/storage/redirect-loop.jpg',
    ]) {
      const res = await request(app).get(img(url, 640));
      expect(res.status, url).toBe(502);
      expect(res.body.error.code).toBe('SOURCE_REDIRECT');
    }
    expect(source.other.hits()).toBe(0);
    expect(source.hitsOf('/etc/passwd')).toBe(0);
    expect(source.hitsOf('/storage/redirect-loop.jpg')).toBe(3); // the first request and two allowed hops
  });

  it('follows a redirect that stays under /storage on the same origin', async () => {
    const { app } = await makeApp();
    const res = await getImage(app, img('/storage/redirect-same.jpg', 640));
    expect(res.status).toBe(200);
    expect(source.hitsOf('/storage/photo.jpg')).toBe(1);
  });

  it('refuses a small file that declares a huge canvas (pixel cap)', async () => {
    const { app } = await makeApp();
    const res = await request(app).get(img('/storage/huge.png', 640));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('TOO_LARGE');
  });

  it('caps the download: by Content-Length and while streaming', async () => {
    const { app } = await makeApp({ maxSourceBytes: 1024 * 1024 });
    for (const url of ['/storage/declared-big.jpg', '/storage/endless.jpg']) {
      const res = await request(app).get(img(url, 640));
      expect(res.status, url).toBe(413);
      expect(res.body.error.code).toBe('TOO_LARGE');
    }
  });

  it('answers 504 when the source is too slow', async () => {
    const { app } = await makeApp({ timeoutMs: 200 });
    const started = Date.now();
    const res = await request(app).get(img('/storage/slow.jpg', 640));
    expect(res.status).toBe(504);
    expect(res.body.error.code).toBe('SOURCE_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('passes a source 404 through and turns other failures into 502', async () => {
    const { app } = await makeApp();
    const missing = await request(app).get(img('/storage/missing.jpg', 640));
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Изображение не найдено' });
    expect((await request(app).get(img('/storage/error.jpg', 640))).status).toBe(502);
  });

  it('answers 502 when the source host is unreachable or not known yet', async () => {
    const down = await makeApp({ sourceOrigin: () => 'http://127.0.0.1:1' });
    expect((await request(down.app).get(img('/storage/photo.jpg', 640))).status).toBe(502);
    const early = await makeApp({ sourceOrigin: () => '' });
    expect((await request(early.app).get(img('/storage/photo.jpg', 640))).status).toBe(502);
  });
});

describe('load limits and caching', () => {
  it('limits concurrent misses: a full queue answers 503 with Retry-After', async () => {
    const { app } = await makeApp({ concurrency: 1, maxQueue: 1 });
    const widths = [640, 750, 828, 1080];
    const responses = await Promise.all(widths.map((w) => request(app).get(img('/storage/held.jpg', w))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503]);
    const busy = responses.find((r) => r.status === 503)!;
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.body.error.code).toBe('BUSY');
  });

  it('serves the second request from disk without touching the source', async () => {
    const { app, cacheDir } = await makeApp();
    const first = await getImage(app, img('/storage/photo.jpg', 256), WEBP_ACCEPT);
    const second = await getImage(app, img('/storage/photo.jpg', 256), WEBP_ACCEPT);
    expect(first.headers['x-image-cache']).toBe('MISS');
    expect(second.headers['x-image-cache']).toBe('HIT');
    expect(second.headers['content-type']).toBe('image/webp');
    expect(second.headers.vary).toBe('Accept');
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    expect(source.hitsOf('/storage/photo.jpg')).toBe(1);

    // Another Accept is another variant: one more source fetch, then cached as well.
    await getImage(app, img('/storage/photo.jpg', 256), AVIF_ACCEPT);
    await getImage(app, img('/storage/photo.jpg', 256), AVIF_ACCEPT);
    expect(source.hitsOf('/storage/photo.jpg')).toBe(2);

    const shards = await fs.readdir(cacheDir);
    const files = (await Promise.all(shards.map((s) => fs.readdir(path.join(cacheDir, s))))).flat();
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files.map((f) => path.extname(f)).sort()).toEqual(['.avif', '.webp']);
  });

  it('streams a cache hit with at most two close listeners of its own on the response', async () => {
    // The site's stack already listens for `close` four times (request tracker, logger, metrics,
    // compression); Node warns of a leak past ten, which stream.pipeline alone used to reach.
    const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'img-cache-'));
    cacheDirs.push(cacheDir);
    const mostAdded: number[] = [];
    const app = express();
    app.use((_req, res, next) => {
      let most = 0;
      res.on('close', () => mostAdded.push(most));
      const before = res.listenerCount('close');
      // Emitted just before a listener is added.
      res.on('newListener', (event) => {
        if (event === 'close') most = Math.max(most, res.listenerCount('close') + 1 - before);
      });
      next();
    });
    app.use(
      createImageOptimizer({
        sourceOrigin: () => source.origin,
        cacheDir,
        logger: pino({ level: 'silent' }),
        encoder,
      }),
    );
    await getImage(app, img('/storage/photo.jpg', 256), WEBP_ACCEPT);
    const hit = await getImage(app, img('/storage/photo.jpg', 256), WEBP_ACCEPT);
    expect(hit.headers['x-image-cache']).toBe('HIT');
    expect(hit.body.length).toBe(Number(hit.headers['content-length']));
    await vi.waitFor(() => expect(mostAdded).toHaveLength(2));
    expect(mostAdded[1]).toBeLessThanOrEqual(2);
  });

  it("closes a cache hit's file when the visitor has gone before it is sent", async () => {
    const { app } = await makeApp();
    await getImage(app, img('/storage/photo.jpg', 256), WEBP_ACCEPT);
    const handles: Array<{ fd: number }> = [];
    let socket: net.Socket | undefined;
    const get = DiskCache.prototype.get;
    // The visitor goes away while the cache is being looked up (a page closed, a prefetch cancelled).
    const lookup = vi.spyOn(DiskCache.prototype, 'get').mockImplementation(async function (
      this: DiskCache,
      key,
      formats,
    ) {
      socket?.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const hit = await get.call(this, key, formats);
      if (hit) handles.push(hit.handle);
      return hit;
    });
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        `GET ${img('/storage/photo.jpg', 256)} HTTP/1.1\r\nHost: x\r\nAccept: ${WEBP_ACCEPT}\r\n\r\n`,
      );
      await vi.waitFor(() => expect(handles).toHaveLength(1));
      // A closed FileHandle's fd is -1.
      await vi.waitFor(() => expect(handles[0].fd).toBe(-1), { timeout: 2_000 });
    } finally {
      lookup.mockRestore();
      server.close();
    }
  });

  it('answers HEAD from the cache without a body', async () => {
    const { app } = await makeApp();
    await getImage(app, img('/storage/photo.jpg', 128));
    const head = await request(app).head(img('/storage/photo.jpg', 128));
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('rebuilds a variant once it is older than the cache TTL', async () => {
    const { app } = await makeApp({ cacheTtlMs: 1 });
    await getImage(app, img('/storage/photo.jpg', 96));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await getImage(app, img('/storage/photo.jpg', 96));
    expect(again.headers['x-image-cache']).toBe('MISS');
    expect(source.hitsOf('/storage/photo.jpg')).toBe(2);
  });

  it('single-flight: 10 concurrent identical misses fetch the source once', async () => {
    const { app } = await makeApp({ concurrency: 1, maxQueue: 0 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => getImage(app, img('/storage/held.jpg', 640), WEBP_ACCEPT)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => (r.body as Buffer).toString('base64'))).size).toBe(1);
    expect(source.hitsOf('/storage/held.jpg')).toBe(1);
  });
});
