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

  it("lets a page's parallel API calls all follow the request's signal without a leak warning", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const request = toFetchRequest(fake('/'), new AbortController().signal, 'https://cruise.example');
      for (let i = 0; i < 20; i++) request.signal.addEventListener('abort', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
  });
});
