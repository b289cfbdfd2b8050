import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/errors';
import { createBrowserReporter, MAX_REPORTS_PER_PAGE, type BrowserEnv } from './browser-reporter';

const env: BrowserEnv = {
  location: { hostname: 'kruiz.test', href: 'https://kruiz.test/cruise/a?x=<1>', protocol: 'https:' },
  userAgent: 'Mozilla/5.0 test',
  cookie: 'device=mobile; os=iOS%2017.1; browser=Mobile%20Safari%2017.1; click_id=abc%3Bdef; ip=203.0.113.5',
};

function setup(post?: (url: string, body: unknown) => Promise<unknown>) {
  const calls: Array<{ url: string; body: Record<string, string> }> = [];
  const reporter = createBrowserReporter({
    post:
      post ??
      (async (url, body) => {
        calls.push({ url, body: body as Record<string, string> });
      }),
    env: () => env,
  });
  return { reporter, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function apiError(code: number): ApiError {
  return {
    code,
    message: `failed ${code}`,
    url: 'https://kruiz.test/api/v1/search/get-cruises',
    params: { q: 'волга' },
    requestHeaders: {},
    responseHeaders: null,
    responseData: null,
    timeout: 15000,
    duration: { start: 0, end: 10, text: '10 ms' },
    time: '2025-01-01T00:00:00.000Z',
  };
}

describe('browser reporter', () => {
  it('posts the message, then the file, with the record of a render error', async () => {
    const { reporter, calls } = setup();
    const error = new Error('boom <x>');
    error.stack = 'Error: boom <x>\n    at A (app.js:1:1)\n    at B (app.js:2:2)\n    at C (app.js:3:3)';
    reporter.reportError(error);
    await settle();
    expect(calls.map((c) => c.url)).toEqual(['/api/telegram-msg', '/api/telegram-file']);
    const [msg, file] = calls;
    expect(msg.body.threadID).toBe('-1');
    expect(msg.body.errorId).toBe(file.body.errorId);
    expect(msg.body.message).toContain('boom &lt;x&gt;');
    expect(msg.body.message).toContain('<b>Устройство:</b> mobile');
    expect(msg.body.message).toContain('<b>Click id:</b> abc;def');
    expect(msg.body.message).toContain('x=&lt;1&gt;');
    expect(msg.body.message).toContain('    at B (app.js:2:2)');
    expect(msg.body.message).not.toContain('at C');
    expect(file.body.errorDetails).toContain('"location": "CLIENT"');
    expect(file.body.errorDetails).toContain('"ip": "203.0.113.5"');
  });

  it('reports an error once per page, and at most a few in all', async () => {
    const { reporter, calls } = setup();
    const error = new Error('same');
    reporter.reportError(error);
    reporter.reportError(error);
    for (let i = 0; i < 30; i += 1) reporter.reportError(new Error(`e${i}`));
    await settle();
    expect(calls.filter((c) => c.url === '/api/telegram-msg')).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('reports API failures except 404 and aborted, each in its thread', async () => {
    const { reporter, calls } = setup();
    reporter.reportApiError(apiError(404), 'getCruise');
    reporter.reportApiError(apiError(-6), 'getCruise');
    reporter.reportApiError(apiError(502), 'searchCruises');
    reporter.reportApiError(apiError(418), 'searchCruises');
    await settle();
    const messages = calls.filter((c) => c.url === '/api/telegram-msg');
    expect(messages.map((m) => m.body.threadID)).toEqual(['502', 'default']);
    expect(messages[0].body.message).toContain('<b>Эндпоинт:</b> searchCruises');
    expect(messages[0].body.message).toContain(
      '<b>Параметры:</b> <code>{&quot;q&quot;:&quot;волга&quot;}</code>',
    );
  });

  it('sends no digits of a phone, no order key and no payer’s name to the chat (a 403 is reported)', async () => {
    const { reporter, calls } = setup();
    reporter.reportApiError(
      {
        ...apiError(403),
        url: 'https://kruiz.test/api/v1/payments/check?orderRef=CR-100001&phoneLast4=9999',
        params: { orderRef: 'CR-100001', phoneLast4: '9999' },
        responseData: { order: { ref: 'CR-100001', customerName: 'Иван Петров' } },
      },
      'checkPayment',
    );
    await settle();
    expect(calls).toHaveLength(2);
    for (const { body } of calls) {
      const sent = JSON.stringify(body);
      expect(sent).toContain('CR-100001');
      expect(sent).not.toContain('9999');
      expect(sent).not.toContain('Иван');
    }
  });

  it('never throws and sends no file when the message failed', async () => {
    const urls: string[] = [];
    const failing = setup(async (url) => {
      urls.push(url);
      throw new Error('offline');
    });
    expect(() => failing.reporter.reportError(new Error('x'))).not.toThrow();
    const throwing = setup(() => {
      throw new Error('sync');
    });
    expect(() => throwing.reporter.reportError(new Error('y'))).not.toThrow();
    expect(() => throwing.reporter.reportApiError(null as unknown as ApiError, 'x')).not.toThrow();
    await settle();
    expect(urls).toEqual(['/api/telegram-msg']);
  });
});
