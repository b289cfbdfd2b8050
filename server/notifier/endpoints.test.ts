import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeGeo, type FakeGeo } from '../../tests/fakes/geo';
import { startFakeTelegram, type FakeTelegram } from '../../tests/fakes/telegram';
import { CHAT_MESSAGE_TOO_LONG, EMPTY_FIELD_TEXT } from '../../shared/constants';
import { visitorCookies } from '../middleware/visitor-cookies';
import { createNotifier, type Notifier } from './index';
import { DEFAULT_THREADS, notifierConfigFromEnv } from './notifier-config';
import { createCapturingLogger } from './testing';

const TOKEN = '123456:SECRET-token_value';
const SITE = 'http://site.test';

let telegram: FakeTelegram;
let geo: FakeGeo;
const notifiers: Notifier[] = [];

beforeAll(async () => {
  telegram = await startFakeTelegram();
  geo = await startFakeGeo({
    publicIp: '198.51.100.10',
    places: {
      '203.0.113.5': { city: 'Казань', country: 'Россия', region: 'Татарстан' },
      '198.51.100.10': { city: 'Москва', country: 'Россия', region: 'Москва' },
    },
  });
});
afterAll(async () => {
  await telegram.close();
  await geo.close();
});
afterEach(() => {
  for (const n of notifiers.splice(0)) n.dispose();
  telegram.messages.length = 0;
  telegram.documents.length = 0;
});

function makeApp(env: Record<string, string> = {}, options: { trustProxy?: number } = {}) {
  const log = createCapturingLogger();
  const notifier = createNotifier({
    config: {
      siteUrl: SITE,
      notifier: notifierConfigFromEnv({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_CHAT_ID: '-100123',
        TELEGRAM_API_URL: telegram.url,
        TELEGRAM_MESSAGES_PER_MINUTE: '600',
        TELEGRAM_BURST: '100',
        NOTIFIER_RATE_PER_IP: '1000',
        NOTIFIER_RATE_TOTAL: '1000',
        TELEGRAM_TIMEOUT_MS: '300',
        ...env,
      }),
    },
    logger: log.logger,
  });
  notifiers.push(notifier);
  const app = express();
  app.set('trust proxy', options.trustProxy ?? 0);
  app.use(cookieParser());
  app.use(visitorCookies({ secure: false }));
  app.use(notifier.router);
  return { app, notifier, log };
}

const post = (app: express.Express, path: string, body: unknown) =>
  request(app)
    .post(path)
    .set('Origin', SITE)
    .set('Sec-Fetch-Site', 'same-origin')
    .send(body as object);

/** A post to the message endpoint from the site of a raw body with its content type. */
const postRaw = (app: express.Express, contentType: string, text: string) =>
  request(app).post('/api/telegram-msg').set('Origin', SITE).set('Content-Type', contentType).send(text);

describe('POST /api/telegram-msg', () => {
  it('relays to sendMessage: chat, thread of the code, HTML, #production, location', async () => {
    const { app, notifier } = makeApp();
    const res = await post(app, '/api/telegram-msg', { message: '<b>Ошибка -1</b> boom', threadID: '-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    await notifier.idle();
    expect(telegram.messages).toHaveLength(1);
    const [m] = telegram.messages;
    expect(m).toMatchObject({
      token: TOKEN,
      chatId: '-100123',
      threadId: DEFAULT_THREADS['-1'],
      parseMode: 'HTML',
    });
    expect(m.text.startsWith('#production\n<b>Ошибка -1</b> boom')).toBe(true);
    // No lookups configured: the place reads 'Не указан'; the IP is the visitor's.
    expect(m.text).toContain(`<b>Город:</b> ${EMPTY_FIELD_TEXT}`);
    expect(m.text).toContain('<b>IP:</b> 127.0.0.1');
  });

  it('escapes what is not a bare formatting tag', async () => {
    const { app, notifier } = makeApp();
    await post(app, '/api/telegram-msg', {
      message: '<a href="https://evil">click</a> & <b>bold</b> <script>x</script>',
      threadID: -1,
    });
    await notifier.idle();
    expect(telegram.messages[0].text).toContain(
      '&lt;a href=&quot;https://evil&quot;&gt;click&lt;/a&gt; &amp; <b>bold</b> &lt;script&gt;x&lt;/script&gt;',
    );
  });

  it('replaces a message over 4096 characters by the fixed notice', async () => {
    const { app, notifier } = makeApp();
    await post(app, '/api/telegram-msg', { message: 'я'.repeat(5000), threadID: '500' });
    await notifier.idle();
    expect(telegram.messages[0].text).toBe(CHAT_MESSAGE_TOO_LONG);
  });

  it.each([
    ['502', '@backend @devops'],
    ['504', '@backend @devops'],
    ['523', '@backend @devops'],
    ['524', '@backend @devops'],
    ['525', '@backend @devops'],
    ['526', '@backend @devops'],
    ['500', '@backend'],
    ['503', '@backend'],
    ['-4', '@front @backend @boss'],
    ['-11', '@devops'],
  ])('code %s goes to its thread and mentions %s', async (code, mentions) => {
    const { app, notifier } = makeApp({ TELEGRAM_MENTIONS: '{"frontend":"front","management":"@boss"}' });
    await post(app, '/api/telegram-msg', { message: 'x', threadID: code });
    await notifier.idle();
    const [m] = telegram.messages;
    expect(m.threadId).toBe(DEFAULT_THREADS[code]);
    expect(m.text.split('\n')[1]).toBe(mentions);
  });

  it('mentions nobody for 400 and -1, and uses the configured thread map', async () => {
    const { app, notifier } = makeApp({ TELEGRAM_THREADS: '{"400": 77, "default": 5}' });
    await post(app, '/api/telegram-msg', { message: 'a', threadID: '400' });
    await post(app, '/api/telegram-msg', { message: 'b', threadID: 'default' });
    // A thread id itself (a value of the map) is understood too.
    await post(app, '/api/telegram-msg', { message: 'c', threadID: 77 });
    await notifier.idle();
    expect(telegram.messages.map((m) => [m.threadId, m.text])).toEqual([
      [77, `#production\na\n${locationBlock('127.0.0.1')}`],
      [5, `#production\nb\n${locationBlock('127.0.0.1')}`],
      [77, `#production\nc\n${locationBlock('127.0.0.1')}`],
    ]);
  });

  it('collapses repeats of the same error id', async () => {
    const { app, notifier, log } = makeApp();
    for (let i = 0; i < 3; i += 1) {
      const res = await post(app, '/api/telegram-msg', {
        message: `same ${i}`,
        threadID: '-1',
        errorId: 'abc123',
      });
      expect(res.status).toBe(200);
    }
    await post(app, '/api/telegram-msg', { message: 'other', threadID: '-1', errorId: 'def456' });
    await notifier.idle();
    expect(telegram.messages.map((m) => m.text.split('\n')[1])).toEqual(['same 0', 'other']);
    expect(log.text()).toContain('"collapsed":true');
  });
});

function locationBlock(
  ip: string,
  city = EMPTY_FIELD_TEXT,
  region = EMPTY_FIELD_TEXT,
  country = EMPTY_FIELD_TEXT,
) {
  return `<b>Местоположение</b>\n<b>IP:</b> ${ip}\n<b>Город:</b> ${city}\n<b>Регион:</b> ${region}\n<b>Страна:</b> ${country}`;
}

describe('POST /api/telegram-file', () => {
  it('relays a .txt document with the error id in the caption, after its message', async () => {
    const { app, notifier } = makeApp();
    await post(app, '/api/telegram-msg', { message: 'msg', threadID: '-5', errorId: 'e1' });
    await post(app, '/api/telegram-file', {
      errorId: 'e1',
      errorDetails: 'Стек:\nError: x <y>\n  at a',
      threadID: '-5',
    });
    await notifier.idle();
    expect(telegram.documents).toHaveLength(1);
    const [d] = telegram.documents;
    expect(d).toMatchObject({
      chatId: '-100123',
      threadId: DEFAULT_THREADS['-5'],
      fileName: 'error-e1.txt',
      parseMode: 'HTML',
    });
    expect(d.content).toBe('Стек:\nError: x <y>\n  at a');
    expect(d.caption).toBe('#production\nОшибка <code>e1</code>');
    expect(telegram.messages[0].at).toBeLessThanOrEqual(d.at);
    // A repeat of the same id is not sent again.
    await post(app, '/api/telegram-file', { errorId: 'e1', errorDetails: 'again', threadID: '-5' });
    await notifier.idle();
    expect(telegram.documents).toHaveLength(1);
  });
});

describe('abuse guards', () => {
  it('400 on unknown fields, unknown threads, bad JSON, missing fields (Russian message)', async () => {
    const { app } = makeApp();
    const cases = [
      { body: { message: 'x', threadID: '-1', extra: 1 }, code: 'INVALID_BODY' },
      { body: { message: 'x', threadID: '999' }, code: 'UNKNOWN_THREAD' },
      { body: { message: '', threadID: '-1' }, code: 'INVALID_BODY' },
      { body: { threadID: '-1' }, code: 'INVALID_BODY' },
    ];
    for (const c of cases) {
      const res = await post(app, '/api/telegram-msg', c.body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(c.code);
      expect(res.body.error.message).toMatch(/[а-я]/);
    }
    const file = await post(app, '/api/telegram-file', {
      errorId: 'bad id!',
      errorDetails: 'x',
      threadID: '-1',
    });
    expect(file.status).toBe(400);
    const broken = await postRaw(app, 'application/json', '{"message":');
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('INVALID_JSON');
    expect(telegram.messages).toHaveLength(0);
  });

  it('415 for anything but JSON', async () => {
    const { app } = makeApp();
    const res = await postRaw(app, 'application/x-www-form-urlencoded', 'message=x&threadID=-1');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toMatch(/JSON/);
    const text = await postRaw(app, 'text/plain', '{}');
    expect(text.status).toBe(415);
  });

  it('413 over 16 KB', async () => {
    const { app } = makeApp();
    const res = await post(app, '/api/telegram-msg', { message: 'x'.repeat(17 * 1024), threadID: '-1' });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('403 for a foreign Origin or a cross-site fetch without Origin', async () => {
    const { app } = makeApp();
    const statusWith = async (header: string, value: string) =>
      (await request(app).post('/api/telegram-msg').set(header, value).send({ message: 'x', threadID: '-1' }))
        .status;
    expect(await statusWith('Origin', 'https://evil.example')).toBe(403);
    expect(await statusWith('Sec-Fetch-Site', 'cross-site')).toBe(403);
    expect(await statusWith('Sec-Fetch-Site', 'same-site')).toBe(403);
    // Same origin without Origin, or the request's own host as Origin, pass.
    expect(await statusWith('Sec-Fetch-Site', 'same-origin')).toBe(200);
    const own = await request(app)
      .post('/api/telegram-msg')
      .set('Host', 'shop.test:8080')
      .set('Origin', 'http://shop.test:8080')
      .send({ message: 'y', threadID: '-1' });
    expect(own.status).toBe(200);
  });

  it('405 for other methods', async () => {
    const { app } = makeApp();
    const res = await request(app).get('/api/telegram-msg');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('429 per IP and overall', async () => {
    const perIp = makeApp({ NOTIFIER_RATE_PER_IP: '2' }, { trustProxy: 1 }).app;
    const send = (app: express.Express, ip: string) =>
      post(app, '/api/telegram-msg', { message: `from ${ip}`, threadID: '-1' }).set('X-Forwarded-For', ip);
    expect((await send(perIp, '203.0.113.1')).status).toBe(200);
    expect((await send(perIp, '203.0.113.1')).status).toBe(200);
    const limited = await send(perIp, '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect((await send(perIp, '203.0.113.2')).status).toBe(200);

    const total = makeApp({ NOTIFIER_RATE_TOTAL: '3' }, { trustProxy: 1 }).app;
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await send(total, ip)).status).toBe(200);
    expect((await send(total, '198.51.100.4')).status).toBe(429);
  });
});

describe('Telegram failures', () => {
  it('honours 429 retry_after from the Bot API', async () => {
    const { app, notifier, log } = makeApp();
    telegram.failNext(429, 1);
    const started = Date.now();
    await post(app, '/api/telegram-msg', { message: 'later', threadID: '-1' });
    await notifier.idle();
    expect(telegram.messages).toHaveLength(1);
    expect(telegram.messages[0].at - started).toBeGreaterThanOrEqual(950);
    expect(log.text()).toContain('"retryAfterMs":1000');
  });

  it('falls back to the General topic when the thread does not exist', async () => {
    const { app, notifier } = makeApp();
    telegram.failNext(400, undefined, 'Bad Request: message thread not found');
    await post(app, '/api/telegram-msg', { message: 'x', threadID: '-1' });
    await notifier.idle();
    expect(telegram.messages[0].threadId).toBeNull();
  });

  it('never logs the token (refused, 400, 429, hanging)', async () => {
    const refused = makeApp({ TELEGRAM_API_URL: 'http://127.0.0.1:9' });
    await post(refused.app, '/api/telegram-msg', { message: 'x', threadID: '-1' });
    await post(refused.app, '/api/telegram-file', { errorId: 'z', errorDetails: 'x', threadID: '-1' });
    await refused.notifier.idle();
    expect(refused.log.text()).toContain('ECONNREFUSED');

    const failing = makeApp();
    telegram.failNext(400, undefined, `Bad Request: token ${TOKEN} echoed`);
    telegram.failNext(429, 0);
    await post(failing.app, '/api/telegram-msg', { message: 'x', threadID: '-1' });
    await post(failing.app, '/api/telegram-msg', { message: 'y', threadID: '-1' });
    await failing.notifier.idle();
    expect(failing.log.text()).toContain('queue paused');

    const hanging = makeApp();
    telegram.hang(true);
    await post(hanging.app, '/api/telegram-msg', { message: 'x', threadID: '-1' });
    await hanging.notifier.idle();
    telegram.hang(false);

    for (const { log } of [refused, failing, hanging]) {
      expect(log.text()).not.toContain(TOKEN);
      expect(log.text()).not.toContain('SECRET');
    }
    expect(failing.log.text()).toContain('[скрыто]');
  });

  it('a dead Telegram changes nothing for the visitor: the endpoint answers at once', async () => {
    for (const mode of ['refused', 'hanging'] as const) {
      const { app } = makeApp(
        mode === 'refused'
          ? { TELEGRAM_API_URL: 'http://127.0.0.1:9', TELEGRAM_TIMEOUT_MS: '5000' }
          : { TELEGRAM_TIMEOUT_MS: '5000' },
      );
      telegram.hang(mode === 'hanging');
      for (let i = 0; i < 5; i += 1) {
        const started = Date.now();
        const res = await post(app, '/api/telegram-msg', { message: `x${i}`, threadID: '-1' });
        expect(res.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(200);
      }
      telegram.hang(false);
    }
  });

  it('without a token logs what it would send and answers ok', async () => {
    const { app, notifier, log } = makeApp({ TELEGRAM_BOT_TOKEN: '' });
    const res = await post(app, '/api/telegram-msg', { message: 'dry run', threadID: '-1' });
    expect(res.body).toEqual({ ok: true });
    await notifier.idle();
    expect(telegram.messages).toHaveLength(0);
    expect(log.text()).toContain('telegram disabled');
    expect(log.text()).toContain('dry run');
  });
});

describe('IP and geo lookups', () => {
  it('locates the visitor IP (trust proxy) and falls back to our public IP for a local one', async () => {
    const { app, notifier } = makeApp(
      { IP_LOOKUP_URL: geo.ipUrl, GEO_LOOKUP_URL: geo.geoUrl },
      { trustProxy: 1 },
    );
    await post(app, '/api/telegram-msg', { message: 'remote', threadID: '-1' }).set(
      'X-Forwarded-For',
      '203.0.113.5',
    );
    await post(app, '/api/telegram-msg', { message: 'local', threadID: '-1' });
    await notifier.idle();
    expect(telegram.messages[0].text).toContain(
      locationBlock('203.0.113.5', 'Казань', 'Татарстан', 'Россия'),
    );
    expect(telegram.messages[1].text).toContain(locationBlock('198.51.100.10', 'Москва', 'Москва', 'Россия'));
  });

  it("a slow lookup gives 'Не указан' and the report still goes", async () => {
    const { app, notifier } = makeApp(
      { GEO_LOOKUP_URL: geo.geoUrl, LOOKUP_TIMEOUT_MS: '100' },
      { trustProxy: 1 },
    );
    geo.setDelay(1_000);
    await post(app, '/api/telegram-msg', { message: 'slow', threadID: '-1' }).set(
      'X-Forwarded-For',
      '203.0.113.5',
    );
    await notifier.idle();
    geo.setDelay(0);
    expect(telegram.messages[0].text).toContain(locationBlock('203.0.113.5'));
  });
});

describe('browser reporter → endpoints → Telegram', () => {
  it('a render error reported by the browser arrives as a message and a file', async () => {
    const { createBrowserReporter } = await import('../../shared/error-report/browser-reporter');
    const { app, notifier } = makeApp();
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const reporter = createBrowserReporter({
      post: (url, body) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify(body),
        }),
      env: () => ({
        location: { hostname: 'h', href: 'https://h/x', protocol: 'https:' },
        userAgent: 'UA',
        cookie: 'device=desktop',
      }),
    });
    reporter.reportError(new Error('render <failed>'));
    await vi.waitFor(() => expect(telegram.documents).toHaveLength(1));
    await notifier.idle();
    server.close();
    const [m] = telegram.messages;
    expect(m.threadId).toBe(DEFAULT_THREADS['-1']);
    expect(m.text).toContain('#production\n<b>Ошибка -1</b> · браузер');
    expect(m.text).toContain('render &lt;failed&gt;');
    expect(m.text).toContain('<b>Устройство:</b> desktop');
    expect(telegram.documents[0].content).toContain('"message": "render <failed>"');
  });
});

describe('geo lookup cache', () => {
  it('asks the lookup once per IP', async () => {
    const { createGeoLookup } = await import('./geo-lookup');
    const lookup = createGeoLookup({
      ipLookupUrl: geo.ipUrl,
      geoLookupUrl: geo.geoUrl,
      timeoutMs: 1_000,
      logger: createCapturingLogger().logger,
    });
    geo.requests.length = 0;
    const [a, b] = await Promise.all([lookup.locate('203.0.113.5'), lookup.locate('::ffff:203.0.113.5')]);
    await lookup.locate('203.0.113.5');
    expect(a).toEqual({ ip: '203.0.113.5', city: 'Казань', country: 'Россия', region: 'Татарстан' });
    expect(b).toEqual(a);
    expect(geo.requests).toEqual(['/geo/203.0.113.5']);
  });
});
