import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { htmlCacheControl } from './html-policy';
import { microCache } from './micro-cache';

/** A stand-in renderer that streams a page in chunks and counts its renders. */
function appWithCounter(setsCookie = false) {
  let renders = 0;
  const app = express();
  app.use(cookieParser());
  app.use((req, res, next) => {
    if (setsCookie && req.query.utm_source) {
      res.locals.setsCookies = true;
      res.cookie('utm_source', String(req.query.utm_source));
    }
    next();
  });
  app.use(microCache({ ttlMs: 1_000, maxEntries: 10 }));
  app.use((req, res) => {
    renders++;
    const status = req.path === '/missing' ? 404 : req.path === '/broken' ? 500 : 200;
    res
      .status(status)
      .type('html')
      .set('Cache-Control', htmlCacheControl(req, res, status));
    res.write(`<p>${req.cookies.cookie_consent ? 'no banner' : 'banner'}`);
    setTimeout(() => res.end(` render ${renders}</p>`), 20);
  });
  return { app, renders: () => renders };
}

describe('HTML micro-cache', () => {
  it('renders a public page once for a crowd and serves copies', async () => {
    const { app, renders } = appWithCounter();
    const server = app.listen(0);
    const agent = request(server);
    const first = await Promise.all(Array.from({ length: 20 }, () => agent.get('/cruise/x')));
    const later = await agent.get('/cruise/x');
    server.close();
    expect(renders()).toBe(1);
    for (const res of [...first, later]) expect(res.text).toBe('<p>banner render 1</p>');
    expect(later.headers['x-micro-cache']).toBe('HIT');
  });

  it('serves a hit gzip-encoded once and for all when the client accepts it', async () => {
    const { app } = appWithCounter();
    await request(app).get('/ship/x');
    const hit = await request(app).get('/ship/x').set('Accept-Encoding', 'gzip');
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.text).toBe('<p>banner render 1</p>');
  });

  it('does not gzip a hit for a client that refuses gzip', async () => {
    const { app } = appWithCounter();
    await request(app).get('/ship/x');
    const hit = await request(app).get('/ship/x').set('Accept-Encoding', 'gzip;q=0, identity');
    expect(hit.headers['x-micro-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(hit.text).toBe('<p>banner render 1</p>');
  });

  it('keeps the consent variant apart', async () => {
    const { app, renders } = appWithCounter();
    const withBanner = await request(app).get('/');
    const withoutBanner = await request(app).get('/').set('Cookie', 'cookie_consent=1');
    expect(withBanner.text).toContain('banner render');
    expect(withoutBanner.text).toContain('no banner');
    expect(renders()).toBe(2);
  });

  it('never caches private pages, errors, or requests that set cookies', async () => {
    const { app, renders } = appWithCounter(true);
    for (let i = 0; i < 2; i++) {
      await request(app).get('/payment?order=CR-1');
      await request(app).get('/broken');
      const utm = await request(app).get('/?utm_source=ya');
      expect(utm.headers['set-cookie']).toBeDefined();
      expect(utm.headers['cache-control']).toBe('private, no-cache');
    }
    expect(renders()).toBe(6);
  });

  it('serves first visits (which get visitor cookies) from the cache, privately', async () => {
    const { app, renders } = appWithCounter();
    const withVisitorCookie = express();
    withVisitorCookie.use((_req, res, next) => {
      res.cookie('locale', 'ru');
      next();
    });
    withVisitorCookie.use(app);
    await request(withVisitorCookie).get('/region/x').expect(200);
    const second = await request(withVisitorCookie).get('/region/x').expect(200);
    expect(renders()).toBe(1);
    expect(second.headers['x-micro-cache']).toBe('HIT');
    expect(second.headers['set-cookie']).toBeDefined();
    expect(second.headers['cache-control']).toBe('private, no-cache');
  });

  it('caches a not-found page briefly too', async () => {
    const { app, renders } = appWithCounter();
    await request(app).get('/missing').expect(404);
    await request(app).get('/missing').expect(404);
    expect(renders()).toBe(1);
  });
});
