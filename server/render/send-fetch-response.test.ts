import express, { type ErrorRequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendFetchResponse } from './send-fetch-response';

function appSending(make: () => Response) {
  const app = express();
  app.get('/', (_req, res, next) => void sendFetchResponse(make(), res, next));
  const onError: ErrorRequestHandler = (_err, _req, res, _next) => {
    res.status(500).send('fallback');
  };
  app.use(onError);
  return app;
}

describe('sendFetchResponse', () => {
  it('keeps every Set-Cookie header of a redirect', async () => {
    const headers = new Headers({ Location: '/back' });
    headers.append('Set-Cookie', 'a=1; Path=/');
    headers.append('Set-Cookie', 'b=2; Path=/; HttpOnly');
    const res = await request(appSending(() => new Response(null, { status: 303, headers }))).get('/');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/back');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends the status, headers and body of any other response', async () => {
    const res = await request(
      appSending(
        () => new Response('{"ok":true}', { status: 409, headers: { 'Content-Type': 'application/json' } }),
      ),
    ).get('/');
    expect(res.status).toBe(409);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ ok: true });
  });

  it('hands a body that fails to the error handler instead of hanging', async () => {
    const failing = new ReadableStream({
      pull(controller) {
        controller.error(new Error('torn'));
      },
    });
    const res = await request(appSending(() => new Response(failing, { status: 200 }))).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toBe('fallback');
  });
});
