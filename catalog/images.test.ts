import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalog, type TestCatalog } from './test/helpers';

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

const binary = (url: string) =>
  request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });

describe('/storage gallery', () => {
  it('renders a referenced image on first request, then serves it from disk', async () => {
    const ship = (await request(t.app).get('/api/v1/ships/get-by-slug?slug=msc-grandiosa')).body;
    const res = await binary(ship.image.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ship.image.width, ship.image.height]);
    expect(fs.existsSync(path.join(t.dir, 'storage/gallery', path.basename(ship.image.url)))).toBe(true);
    const again = await binary(ship.image.url);
    expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).toBe(0);
  });

  it('serves WebP and card sizes', async () => {
    const logo = (await request(t.app).get('/api/v1/cruise-companies/get-by-slug?slug=vodokhod')).body.logo
      .url as string;
    const webp = await binary(logo.replace('.jpg', '.webp'));
    expect(webp.headers['content-type']).toBe('image/webp');
    const region = (await request(t.app).get('/api/v1/regions/get-by-slug?slug=volga')).body.image
      .url as string;
    const card = await binary(region.replace('.jpg', '-800x600.jpg'));
    const meta = await sharp(card.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it('every image the API references exists in the gallery', () => {
    const m = t.catalog.store.model();
    const keys = [
      ...m.cruises.slice(0, 1).flatMap(() => []),
      ...m.ships.flatMap((s) => s.images),
      ...m.ports.flatMap((p) => p.images),
      ...m.regions.flatMap((r) => r.images),
      ...m.countries.flatMap((c) => c.images),
      ...m.cities.flatMap((c) => c.images),
      ...m.lines.flatMap((l) => [l.logo, ...l.images]),
      ...m.promotions.map((p) => p.image),
      ...m.banners.map((b) => b.image),
      ...[...m.cabinsByShip.values()].flat().map((c) => c.image),
    ];
    for (const k of keys) expect(m.images.has(k), k).toBe(true);
  });

  it('refuses unknown files, odd sizes and traversal', async () => {
    expect((await request(t.app).get('/storage/gallery/nothing-here.jpg')).status).toBe(404);
    expect((await request(t.app).get('/storage/gallery/region-volga-1-1234x567.jpg')).status).toBe(404);
    expect((await request(t.app).get('/storage/gallery/..%2F..%2Fcatalog.sqlite')).status).toBe(404);
    expect((await request(t.app).get('/storage/../catalog.sqlite')).status).toBe(404);
  });
});
