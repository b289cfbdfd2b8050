import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportClientError } from './error-reporter';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reportClientError', () => {
  it('does nothing on the server', () => {
    expect(() => reportClientError(new Error('x'))).not.toThrow();
  });

  it('sends the message first, then the file, once per error, and never throws', async () => {
    const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
    vi.stubGlobal('window', {
      location: { hostname: 'kruiz.example', href: 'https://kruiz.example/cruise/a', protocol: 'https:' },
    });
    vi.stubGlobal('navigator', { userAgent: 'test' });
    vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
      calls.push({ url, body: JSON.parse(init.body) });
      return { ok: true };
    });
    const error = new Error('Cannot read properties of undefined');
    reportClientError(error);
    reportClientError(error);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0].url).toBe('/api/telegram-msg');
    expect(calls[0].body).toMatchObject({ threadID: '-1' });
    expect(String(calls[0].body.message)).toContain('Cannot read properties of undefined');
    expect(calls[1].url).toBe('/api/telegram-file');
    expect(calls[1].body).toMatchObject({ threadID: '-1', errorId: calls[0].body.errorId });
    expect(String(calls[1].body.errorDetails)).toContain('"location": "CLIENT"');
  });

  it('swallows a failing notifier', async () => {
    vi.stubGlobal('window', { location: { hostname: 'h', href: 'https://h/', protocol: 'https:' } });
    vi.stubGlobal('navigator', { userAgent: 'test' });
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(() => reportClientError(new Error('another'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
