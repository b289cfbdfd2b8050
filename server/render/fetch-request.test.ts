import type { Request as ExpressRequest } from 'express';
import { describe, expect, it } from 'vitest';
import { toFetchRequest } from './fetch-request';

const fake = (originalUrl: string, host = 'evil.example') =>
  ({ originalUrl, method: 'GET', headers: { host }, body: undefined }) as unknown as ExpressRequest;

describe('toFetchRequest', () => {
  it.each(['/cruise/a?x=1', '//other.example/x', '/\\@;b^~gwq]?region=1', '/\\\\evil.example/x'])(
    'keeps the site origin whatever the path or Host header: %s',
    (path) => {
      const request = toFetchRequest(fake(path), new AbortController().signal, 'https://cruise.example');
      expect(new URL(request.url).origin).toBe('https://cruise.example');
    },
  );
});

describe('the headers a loader sees', () => {
  it('are the cookie and a form’s content type, not the rest of the visitor’s request', () => {
    const req = {
      originalUrl: '/cruise/a',
      method: 'GET',
      headers: {
        host: 'cruise.example',
        cookie: 'cookie_consent=1',
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mozilla/5.0',
        'accept-language': 'ru',
      },
      body: undefined,
    } as unknown as ExpressRequest;
    const request = toFetchRequest(req, new AbortController().signal, 'https://cruise.example');
    expect([...request.headers.keys()].sort()).toEqual(['content-type', 'cookie']);
    expect(request.headers.get('cookie')).toBe('cookie_consent=1');
  });
});
