/** The real createApp: a broken product API is reported to Telegram from SSR, and the visitor still gets a page. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSite, type TestSite } from '../../tests/integration/harness';
import { startFakeTelegram, type FakeTelegram } from '../../tests/fakes/telegram';

let telegram: FakeTelegram;
let brokenApi: http.Server;
let site: TestSite;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  brokenApi = http.createServer((_req, res) =>
    res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>'),
  );
  await new Promise<void>((resolve) => brokenApi.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(brokenApi.address() as AddressInfo).port}`;
  site = await startSite({
    API_URL: apiUrl,
    TELEGRAM_BOT_TOKEN: '42:site-token',
    TELEGRAM_CHAT_ID: '-100500',
    TELEGRAM_API_URL: telegram.url,
  });
});

afterAll(async () => {
  await site?.close();
  brokenApi?.closeAllConnections();
  await new Promise((resolve) => brokenApi?.close(resolve));
  await telegram?.close();
});

describe('createApp with the notifier and visitor cookies', () => {
  it('answers the page and reports the 502 once, with backend and devops mentioned', async () => {
    const first = await fetch(`${site.url}/`, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
    });
    await first.text();
    expect(first.status).toBeGreaterThanOrEqual(200);
    expect(first.headers.getSetCookie().some((c) => c.startsWith('locale=ru'))).toBe(true);
    await vi.waitFor(() => expect(telegram.messages.length).toBeGreaterThan(0), { timeout: 5_000 });
    const m = telegram.messages[0];
    expect(m.chatId).toBe('-100500');
    expect(m.text.split('\n').slice(0, 2)).toEqual(['#production', '@backend @devops']);
    expect(m.text).toContain('<b>Ошибка 502</b>');
  });

  it('the notifier endpoint is mounted and guarded', async () => {
    const res = await fetch(`${site.url}/api/telegram-msg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.test' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });
});
