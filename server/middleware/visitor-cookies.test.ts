import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CLICK_ID_COOKIE_DAYS, UTM_COOKIE_DAYS } from '../../shared/constants';
import { decideUtm, utmCookies } from './utm-cookies';
import { googleClientId, yandexClientId } from './visitor-client-ids';
import { visitorCookies } from './visitor-cookies';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

function makeApp(options: { secure?: boolean; trustProxy?: number | boolean } = {}) {
  const app = express();
  app.set('trust proxy', options.trustProxy ?? 1);
  app.use(cookieParser());
  app.use(visitorCookies({ secure: options.secure ?? false }));
  app.use(utmCookies({ secure: options.secure ?? false }));
  app.get(['/', '/page', '/api/thing'], (_req, res) => {
    res.json({ visitor: res.locals.visitor, setsCookies: res.locals.setsCookies ?? false });
  });
  return app;
}

/** Set-Cookie lines → { name: { value, attrs } }. */
function parseSetCookie(header: string[] | string | undefined) {
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const out: Record<string, { value: string; raw: string }> = {};
  for (const line of lines) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    out[pair.slice(0, eq)] = { value: decodeURIComponent(pair.slice(eq + 1)), raw: line };
  }
  return out;
}

/** The Cookie header a browser would send back. */
function cookieHeader(set: ReturnType<typeof parseSetCookie>, keep: Record<string, string> = {}) {
  const jar: Record<string, string> = { ...keep };
  for (const [name, { value, raw }] of Object.entries(set)) {
    if (/Expires=Thu, 01 Jan 1970/.test(raw)) delete jar[name];
    else jar[name] = value;
  }
  return Object.entries(jar)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
}

describe('visitor cookies', () => {
  it('sets the requirements §3 cookies on a first visit and exposes res.locals.visitor', async () => {
    const res = await request(makeApp()).get('/').set('User-Agent', IPHONE).set('Host', 'cruise.test');
    const set = parseSetCookie(res.headers['set-cookie']);
    expect(Object.keys(set).sort()).toEqual([
      'base_url',
      'browser',
      'device',
      'ip',
      'locale',
      'os',
      'user_agent',
    ]);
    expect(set.locale.value).toBe('ru');
    expect(set.base_url.value).toBe('http://cruise.test');
    expect(set.user_agent.value).toBe(IPHONE);
    expect(set.device.value).toBe('mobile');
    expect(set.os.value).toBe('iOS 17.1');
    expect(set.browser.value).toBe('Mobile Safari 17.1');
    for (const { raw } of Object.values(set)) {
      expect(raw).toContain('Path=/');
      expect(raw).toContain('SameSite=Lax');
      // Session cookies: IP and user agent are personal data, set before consent (decision 017).
      expect(raw).not.toMatch(/Max-Age|Expires/);
      expect(raw).not.toContain('Secure');
      expect(raw).not.toContain('HttpOnly');
    }
    expect(res.body.setsCookies).toBe(true);
    expect(res.body.visitor).toMatchObject({
      locale: 'ru',
      device: 'mobile',
      os: 'iOS 17.1',
      consent: false,
      utm: {},
    });
  });

  it('parses desktop and tablet agents', async () => {
    const desktop = await request(makeApp()).get('/').set('User-Agent', CHROME_WIN);
    expect(desktop.body.visitor).toMatchObject({
      device: 'desktop',
      os: 'Windows 10',
      browser: 'Chrome 120.0.0.0',
    });
    const tablet = await request(makeApp()).get('/').set('User-Agent', IPAD);
    expect(tablet.body.visitor.device).toBe('tablet');
  });

  it('a plain repeat visit gets no Set-Cookie at all', async () => {
    const app = makeApp();
    const first = await request(app).get('/').set('User-Agent', CHROME_WIN).set('Host', 'cruise.test');
    const cookie = cookieHeader(parseSetCookie(first.headers['set-cookie']));
    const again = await request(app)
      .get('/page')
      .set('User-Agent', CHROME_WIN)
      .set('Host', 'cruise.test')
      .set('Cookie', cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body.setsCookies).toBe(false);
    // A changed value (a new browser version) sets only that cookie... and the agent's parts.
    const upgraded = await request(app)
      .get('/')
      .set('User-Agent', CHROME_WIN.replace('120.0.0.0', '121.0.0.0'))
      .set('Host', 'cruise.test')
      .set('Cookie', cookie);
    expect(Object.keys(parseSetCookie(upgraded.headers['set-cookie'])).sort()).toEqual([
      'browser',
      'user_agent',
    ]);
  });

  it('sets Secure only in production', async () => {
    const res = await request(makeApp({ secure: true }))
      .get('/')
      .set('User-Agent', CHROME_WIN);
    for (const { raw } of Object.values(parseSetCookie(res.headers['set-cookie'])))
      expect(raw).toContain('Secure');
  });

  it('takes the IP from X-Forwarded-For as far as trust proxy allows', async () => {
    const trusted = await request(makeApp({ trustProxy: 1 }))
      .get('/')
      .set('X-Forwarded-For', '203.0.113.9, 198.51.100.1');
    expect(parseSetCookie(trusted.headers['set-cookie']).ip.value).toBe('198.51.100.1');
    const two = await request(makeApp({ trustProxy: 2 }))
      .get('/')
      .set('X-Forwarded-For', '203.0.113.9, 198.51.100.1');
    expect(two.body.visitor.ip).toBe('203.0.113.9');
    const none = await request(makeApp({ trustProxy: 0 }))
      .get('/')
      .set('X-Forwarded-For', '203.0.113.9');
    expect(none.body.visitor.ip).toMatch(/127\.0\.0\.1$/);
    const https = await request(makeApp({ trustProxy: 1 }))
      .get('/')
      .set('X-Forwarded-Proto', 'https')
      .set('Host', 'cruise.test');
    expect(https.body.visitor.baseUrl).toBe('https://cruise.test');
  });

  it('keeps the ad-click id (yclid, gclid) and its source', async () => {
    const app = makeApp();
    // supertest listens on a new port each time: a fixed Host keeps the base URL stable.
    const get = (url: string) => request(app).get(url).set('Host', 'cruise.test');
    const y = await get('/?yclid=123456');
    const set = parseSetCookie(y.headers['set-cookie']);
    expect(set.click_id.value).toBe('123456');
    expect(set.click_id_source.value).toBe('yclid');
    const cookie = cookieHeader(set);
    const plain = await get('/').set('Cookie', cookie);
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(plain.body.visitor).toMatchObject({ clickId: '123456', clickIdSource: 'yclid' });
    const g = await get('/?gclid=Cj0KCQ').set('Cookie', cookie);
    expect(parseSetCookie(g.headers['set-cookie'])).toMatchObject({
      click_id: { value: 'Cj0KCQ' },
      click_id_source: { value: 'gclid' },
    });
  });

  it('encodes values so `;` and `=` from a query make one harmless cookie', async () => {
    const res = await request(makeApp()).get(
      '/?gclid=' + encodeURIComponent('a;b=c; Path=/admin; Domain=evil.test'),
    );
    const lines = res.headers['set-cookie'] as unknown as string[];
    const click = lines.find((l) => l.startsWith('click_id='));
    expect(click).toBe(
      `click_id=a%3Bb%3Dc%3B%20Path%3D%2Fadmin%3B%20Domain%3Devil.test; Max-Age=${CLICK_ID_COOKIE_DAYS * 86_400}; Path=/; Expires=${click?.split('Expires=')[1]}`,
    );
    expect(lines.every((l) => !/Domain=/i.test(l.replace(/%3D/g, '')) || l.startsWith('click_id='))).toBe(
      true,
    );
    expect(lines.filter((l) => l.startsWith('click_id=')).length).toBe(1);
  });

  it('reads client ids and the consent flag without setting them', async () => {
    const res = await request(makeApp())
      .get('/api/thing')
      .set('Cookie', '_ga=GA1.1.1234567890.1700000000; _ym_uid=1700000000123456789; cookie_consent=true');
    expect(res.body.visitor).toMatchObject({
      googleClientId: '1234567890.1700000000',
      yandexClientId: '1700000000123456789',
      consent: true,
    });
    // API answers stay cookie-free.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(googleClientId('GA1.2.555.666')).toBe('555.666');
    expect(googleClientId('junk')).toBe('');
    expect(yandexClientId('abc')).toBe('');
  });
});

describe('UTM cookies', () => {
  const utmQuery =
    '/?utm_source=yandex&utm_medium=cpc&utm_campaign=volga&utm_content=banner&utm_term=' +
    encodeURIComponent('круизы');

  it('saves the five values for 20 days when the query has one', async () => {
    const res = await request(makeApp()).get(utmQuery);
    const set = parseSetCookie(res.headers['set-cookie']);
    expect(set.utm_source.value).toBe('yandex');
    expect(set.utm_term.value).toBe('круизы');
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term']) {
      expect(set[key].raw).toContain(`Max-Age=${UTM_COOKIE_DAYS * 86_400}`);
    }
    expect(res.body.visitor.utm).toEqual({
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'volga',
      utm_content: 'banner',
      utm_term: 'круизы',
    });
  });

  it('saves nothing without UTM in the query; one value is enough', async () => {
    const none = await request(makeApp()).get('/?foo=bar');
    expect(
      Object.keys(parseSetCookie(none.headers['set-cookie'])).filter((k) => k.startsWith('utm_')),
    ).toEqual([]);
    const one = await request(makeApp()).get('/?utm_campaign=spring');
    const set = parseSetCookie(one.headers['set-cookie']);
    expect(Object.keys(set).filter((k) => k.startsWith('utm_'))).toEqual(['utm_campaign']);
  });

  it('the same source overwrites nothing', async () => {
    const stored = 'utm_source=yandex; utm_medium=cpc; utm_campaign=volga';
    const res = await request(makeApp())
      .get('/?utm_source=yandex&utm_medium=email&utm_campaign=other')
      .set('Cookie', stored);
    expect(
      Object.keys(parseSetCookie(res.headers['set-cookie'])).filter((k) => k.startsWith('utm_')),
    ).toEqual([]);
    expect(res.body.visitor.utm).toEqual({ utm_source: 'yandex', utm_medium: 'cpc', utm_campaign: 'volga' });
  });

  it('a different source replaces all five together, clearing the absent ones', async () => {
    const stored = 'utm_source=yandex; utm_medium=cpc; utm_campaign=volga; utm_content=banner; utm_term=x';
    const res = await request(makeApp()).get('/?utm_source=google&utm_medium=cpc').set('Cookie', stored);
    const set = parseSetCookie(res.headers['set-cookie']);
    expect(set.utm_source.value).toBe('google');
    // Written again even though equal: the new campaign's values start their 20 days together.
    expect(set.utm_medium.value).toBe('cpc');
    for (const key of ['utm_campaign', 'utm_content', 'utm_term'])
      expect(set[key].raw).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(res.body.visitor.utm).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
  });

  it('the rule as a function', () => {
    expect(decideUtm({}, { utm_source: 'a' })).toEqual({ action: 'keep' });
    expect(decideUtm({ utm_source: 'a' }, {})).toEqual({ action: 'replace', values: { utm_source: 'a' } });
    expect(decideUtm({ utm_source: 'a', utm_term: 't' }, { utm_source: 'a' })).toEqual({ action: 'keep' });
    expect(decideUtm({ utm_medium: 'm' }, { utm_source: 'a' })).toEqual({
      action: 'replace',
      values: { utm_medium: 'm' },
    });
    expect(decideUtm({ utm_medium: 'm' }, { utm_medium: 'old' })).toEqual({ action: 'keep' });
  });

  it('a UTM link visited again sets nothing', async () => {
    const app = makeApp();
    const first = await request(app).get(utmQuery).set('User-Agent', CHROME_WIN).set('Host', 'cruise.test');
    const cookie = cookieHeader(parseSetCookie(first.headers['set-cookie']));
    const again = await request(app)
      .get(utmQuery)
      .set('User-Agent', CHROME_WIN)
      .set('Host', 'cruise.test')
      .set('Cookie', cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body.setsCookies).toBe(false);
  });
});
