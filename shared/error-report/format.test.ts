import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/errors';
import { CHAT_MESSAGE_TOO_LONG, EMPTY_FIELD_TEXT } from '../constants';
import { buildErrorRecord, firstStackLines } from './build';
import {
  composeTelegramMessage,
  field,
  formatFileCaption,
  formatRecordBody,
  formatRecordFile,
} from './format';
import { escapeHtml, sanitizeTelegramHtml } from './html';
import { mentionRolesFor, threadKeyFor } from './routing';

const apiError: ApiError = {
  code: 502,
  message: 'Bad Gateway <nginx>',
  url: 'https://api.example.ru/api/v1/cruises/get-by-slug?slug=volga',
  params: { slug: 'volga' },
  requestHeaders: { 'X-Request-Id': '1234567890123' },
  responseHeaders: { server: 'nginx' },
  responseData: '<html>bad gateway</html>',
  timeout: 8000,
  duration: { start: 1_000, end: 1_250, text: '250 ms' },
  time: '2025-01-01T00:00:00.000Z',
};

const window = {
  hostname: 'cruise.example.ru',
  href: 'https://cruise.example.ru/cruise/volga?a=1&b=<2>',
  protocol: 'https:',
};

describe('error record', () => {
  it('keeps the first 3 stack lines', () => {
    expect(firstStackLines('Error: x\n  at a\n  at b\n  at c\n  at d')).toBe('Error: x\n  at a\n  at b');
  });

  it('builds the requirements §3 record for a fetch error with a stable id', () => {
    const one = buildErrorRecord({
      location: 'SERVER',
      code: 502,
      message: apiError.message,
      window,
      user: { agent: 'UA' },
      fetch: { error: apiError, endpoint: 'getCruise' },
    });
    const two = buildErrorRecord({
      location: 'SERVER',
      code: 502,
      message: 'other text',
      window: { ...window, href: 'https://x/other' },
      user: { agent: 'другой' },
      fetch: { error: apiError, endpoint: 'getCruise' },
    });
    expect(one.id).toMatch(/^[0-9a-f]{8}$/);
    expect(one.id).toBe(two.id);
    expect(one.fetch).toMatchObject({
      url: apiError.url,
      params: { slug: 'volga' },
      timeout: 8000,
      duration: apiError.duration,
      time: apiError.time,
    });
    expect(one.user).toEqual({
      agent: 'UA',
      browser: '',
      device: '',
      os: '',
      clickId: '',
      location: { ip: '', city: '', country: '', region: '' },
    });
    const other = buildErrorRecord({
      location: 'SERVER',
      code: 500,
      message: 'x',
      window,
      user: {},
      fetch: { error: apiError, endpoint: 'getCruise' },
    });
    expect(other.id).not.toBe(one.id);
  });
});

describe('Telegram message format', () => {
  const record = buildErrorRecord({
    location: 'SERVER',
    code: 502,
    message: 'Bad <b>Gateway</b> & "quotes"',
    window,
    user: { agent: 'Mozilla <script>', browser: 'Chrome 120', device: 'desktop', os: '', clickId: '' },
    fetch: { error: apiError, endpoint: 'getCruise' },
  });

  it('escapes every field', () => {
    const body = formatRecordBody(record);
    expect(body).toContain('Bad &lt;b&gt;Gateway&lt;/b&gt; &amp; &quot;quotes&quot;');
    expect(body).toContain('Mozilla &lt;script&gt;');
    expect(body).toContain('b=&lt;2&gt;');
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<nginx>');
  });

  it("shows 'Не указан' for empty fields", () => {
    const body = formatRecordBody(record);
    expect(body).toContain(`<b>ОС:</b> ${EMPTY_FIELD_TEXT}`);
    expect(body).toContain(`<b>Click id:</b> ${EMPTY_FIELD_TEXT}`);
    expect(field('')).toBe(EMPTY_FIELD_TEXT);
    expect(field('   ')).toBe(EMPTY_FIELD_TEXT);
    expect(field(null)).toBe(EMPTY_FIELD_TEXT);
    expect(field({})).toBe(EMPTY_FIELD_TEXT);
  });

  it('tags production, mentions, adds the location', () => {
    const text = composeTelegramMessage({
      tag: 'production',
      mentions: ['@back', '@ops'],
      body: formatRecordBody(record),
      location: { ip: '1.2.3.4', city: 'Москва' },
    });
    expect(text.split('\n').slice(0, 2)).toEqual(['#production', '@back @ops']);
    expect(text).toContain('<b>Город:</b> Москва');
    expect(text).toContain(`<b>Страна:</b> ${EMPTY_FIELD_TEXT}`);
  });

  it('replaces a text over 4096 characters by the fixed notice', () => {
    const exact = composeTelegramMessage({
      tag: 'production',
      mentions: [],
      body: 'x'.repeat(4096 - '#production\n'.length),
    });
    expect(exact.length).toBe(4096);
    const over = composeTelegramMessage({ tag: 'production', mentions: [], body: 'x'.repeat(4096) });
    expect(over).toBe(CHAT_MESSAGE_TOO_LONG);
    expect(CHAT_MESSAGE_TOO_LONG).toBe('Сообщение длинее 4096 символов');
  });

  it('writes the whole record, unescaped, into the file text', () => {
    const file = formatRecordFile(record);
    expect(file).toContain('Bad <b>Gateway</b>');
    expect(file).toContain('"X-Request-Id": "1234567890123"');
    expect(file).toContain('"responseHeaders": {');
    expect(file).toContain('"location": "SERVER"');
    expect(formatFileCaption('production', record.id)).toBe(`#production\nОшибка <code>${record.id}</code>`);
  });
});

describe('Telegram HTML', () => {
  it('escapes the four characters', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps bare formatting tags and entities from the browser, escapes the rest', () => {
    expect(sanitizeTelegramHtml('<b>ID:</b> <code>a&lt;b</code>')).toBe('<b>ID:</b> <code>a&lt;b</code>');
    expect(sanitizeTelegramHtml('<a href="https://evil">x</a> & <b>y</b>')).toBe(
      '&lt;a href=&quot;https://evil&quot;&gt;x&lt;/a&gt; &amp; <b>y</b>',
    );
    expect(sanitizeTelegramHtml('<b>open')).toBe('&lt;b&gt;open');
    expect(sanitizeTelegramHtml('<b><i>x</b></i>')).toBe('&lt;b&gt;&lt;i&gt;x&lt;/b&gt;&lt;/i&gt;');
  });
});

describe('routing', () => {
  it.each([
    [502, ['backend', 'devops']],
    [504, ['backend', 'devops']],
    [523, ['backend', 'devops']],
    [526, ['backend', 'devops']],
    [500, ['backend']],
    [503, ['backend']],
    [-4, ['frontend', 'backend', 'management']],
    [-11, ['devops']],
    [400, []],
    [-1, []],
  ])('code %i mentions %j', (code, roles) => {
    expect(mentionRolesFor(code)).toEqual(roles);
  });

  it('sends unknown codes to the default thread', () => {
    expect(threadKeyFor(502)).toBe('502');
    expect(threadKeyFor(418)).toBe('default');
  });
});
