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
