import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToContainAll } from '../../shared/expect-text.test-util';
import type { ApiError } from '../../shared/api/errors';
import { startFakeTelegram, type FakeTelegram } from '../../tests/fakes/telegram';
import { visitorCookies } from '../middleware/visitor-cookies';
import { createNotifier } from './index';
import { DEFAULT_THREADS, notifierConfigFromEnv } from './notifier-config';
import { createCapturingLogger } from './testing';

let telegram: FakeTelegram;
beforeAll(async () => {
  telegram = await startFakeTelegram();
});
afterAll(() => telegram.close());

function apiError(code: number, extra: Partial<ApiError> = {}): ApiError {
  return {
    code,
    message: code === -6 ? 'aborted' : 'Bad Gateway',
    url: 'http://api.test/api/v1/cruises/get-by-slug?slug=volga',
    params: { slug: 'volga' },
    requestHeaders: { 'X-Request-Variant': 'ssr' },
    responseHeaders: { 'content-type': 'text/html' },
    responseData: '<h1>502</h1>',
    timeout: 8000,
    duration: { start: 1, end: 41, text: '40 ms' },
    time: '2025-05-01T10:00:00.000Z',
    ...extra,
  };
}

function pageApp(env: Record<string, string> = {}) {
  const log = createCapturingLogger();
  const notifier = createNotifier({
    config: {
      siteUrl: 'http://site.test',
      notifier: notifierConfigFromEnv({
        TELEGRAM_BOT_TOKEN: '1:abc',
        TELEGRAM_CHAT_ID: '-1',
        TELEGRAM_API_URL: telegram.url,
        TELEGRAM_BURST: '50',
        ...env,
      }),
    },
    logger: log.logger,
  });
  const app = express();
  app.use(cookieParser());
  app.use(visitorCookies({ secure: false }));
  // A page whose loader's API call failed: the renderer reports and goes on.
  app.get('/cruise/:slug', (req, res) => {
    const code = Number(req.query.code ?? 502);
    notifier.reportApiError(apiError(code), 'getCruise', req);
    res.status(200).send('<html>page</html>');
  });
  return { app, notifier, log };
}

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('server-side API error reports', () => {
  it('sends the record: message with mentions, then the file', async () => {
    const { app, notifier } = pageApp();
    await request(app).get('/cruise/volga?yclid=777').set('User-Agent', CHROME).expect(200);
    await notifier.idle();
    expect(telegram.messages).toHaveLength(1);
    const [m] = telegram.messages;
    expect(m.threadId).toBe(DEFAULT_THREADS['502']);
    const lines = m.text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['#production', '@backend @devops', '<b>Ошибка 502</b> · сервер']);
    expectToContainAll(m.text, [
      '<b>URL:</b> http://api.test/api/v1/cruises/get-by-slug?slug=volga',
      '<b>Страница:</b> http://127.0.0.1',
      '<b>Ответ:</b> <code>&lt;h1&gt;502&lt;/h1&gt;</code>',
      '<b>Браузер:</b> Chrome 120.0.0.0',
      '<b>ОС:</b> Windows 10',
      '<b>Click id:</b> 777',
      '<b>Место:</b> SERVER',
    ]);
    const [d] = telegram.documents;
    expect(d.fileName).toMatch(/^error-[0-9a-f]{8}\.txt$/);
    expect(d.content).toContain('"X-Request-Variant": "ssr"');
    expect(d.content).toContain('"responseData": "<h1>502</h1>"');
    expect(d.content).toContain('"ip": "127.0.0.1"');
  });

  it('never reports 404 or a visitor who left (-6), and collapses repeats', async () => {
    telegram.messages.length = 0;
    const { app, notifier } = pageApp();
    await request(app).get('/cruise/a?code=404').expect(200);
    await request(app).get('/cruise/a?code=-6').expect(200);
    for (let i = 0; i < 5; i += 1) await request(app).get(`/cruise/x${i}?code=500`).expect(200);
    await notifier.idle();
    expect(telegram.messages).toHaveLength(1);
    expect(telegram.messages[0].text.split('\n')[1]).toBe('@backend');
  });

  it('a dead Telegram does not slow a page down', async () => {
    const modes: Array<Record<string, string>> = [{ TELEGRAM_API_URL: 'http://127.0.0.1:9' }, {}];
    for (const env of modes) {
      const { app, notifier } = pageApp({ ...env, TELEGRAM_TIMEOUT_MS: '5000' });
      telegram.hang(!env.TELEGRAM_API_URL);
      const started = Date.now();
      for (let i = 0; i < 10; i += 1)
        await request(app)
          .get(`/cruise/p${i}?code=${500 + i}`)
          .expect(200, '<html>page</html>');
      expect(Date.now() - started).toBeLessThan(500);
      telegram.hang(false);
      notifier.dispose();
    }
  });
});
