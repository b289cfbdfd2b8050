import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The reporter keeps its loaded part per page: every test starts with a fresh module.
async function freshReporter() {
  vi.resetModules();
  return import('./error-reporter');
}

type Call = { url: string; body: Record<string, unknown> };

function stubPage(href = 'https://kruiz.example/cruise/a') {
  const calls: Call[] = [];
  const location = { hostname: 'kruiz.example', href, protocol: 'https:' };
  vi.stubGlobal('window', { location });
  vi.stubGlobal('navigator', { userAgent: 'test' });
  vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
    calls.push({ url, body: JSON.parse(init.body) });
    return { ok: true };
  });
  return { calls, location };
}

beforeEach(() => {
  vi.doUnmock('../../shared/error-report/browser-reporter');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reportClientError', () => {
  it('does nothing on the server', async () => {
    const { reportClientError } = await freshReporter();
    expect(() => reportClientError(new Error('x'))).not.toThrow();
  });

  it('sends the message first, then the file, once per error, and never throws', async () => {
    const { reportClientError } = await freshReporter();
    const { calls } = stubPage();
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
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(2);
  });

  it('sends errors that happen while the reporter is still loading, each with its own page', async () => {
    const { reportClientError, reportApiClientError } = await freshReporter();
    const { calls, location } = stubPage('https://kruiz.example/cruise/first');
    reportClientError(new Error('first'));
    // The visitor moves on before the reporter has arrived.
    location.href = 'https://kruiz.example/cruise/second';
    reportClientError(new Error('second'));
    reportApiClientError(
      {
        code: 502,
        message: 'Bad gateway',
        url: 'https://kruiz.example/api/v1/search/get-cruises',
        params: {},
        requestHeaders: {},
        responseHeaders: null,
        responseData: null,
        timeout: 15_000,
        duration: { start: 0, end: 1, text: '1 ms' },
        time: '2025-01-01T00:00:00.000Z',
      },
      'searchCruises',
    );
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/telegram-file')).toHaveLength(3));
    const messages = calls.filter((c) => c.url === '/api/telegram-msg').map((c) => String(c.body.message));
    expect(messages[0]).toContain('first');
    expect(messages[0]).toContain('/cruise/first');
    expect(messages[1]).toContain('second');
    expect(messages[1]).toContain('/cruise/second');
    expect(messages[2]).toContain('searchCruises');
  });

  it('drops reports while the reporter cannot load, and sends the next error once it can', async () => {
    vi.doMock('../../shared/error-report/browser-reporter', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { reportClientError } = await freshReporter();
    const { calls } = stubPage();
    expect(() => reportClientError(new Error('while offline'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);

    vi.doUnmock('../../shared/error-report/browser-reporter');
    reportClientError(new Error('back online'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(String(calls[0].body.message)).toContain('back online');
  });

  it('swallows a failing notifier', async () => {
    const { reportClientError } = await freshReporter();
    stubPage();
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(() => reportClientError(new Error('another'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
