import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const base: Omit<Parameters<typeof securityHeaders>[0], 'extras'> = {
  isProduction: true,
  publicApiUrl: '',
  apiUrl: null,
};

async function csp(extras: Parameters<typeof securityHeaders>[0]['extras'], api: Partial<typeof base> = {}) {
  const app = express();
  app.use(securityHeaders({ ...base, ...api, extras }));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const res = await request(app).get('/');
  return String(res.headers['content-security-policy']);
}

describe('CSP and the production extras', () => {
  it('stays strict when no extra is configured', async () => {
    const policy = await csp(null);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toContain('yandex');
  });

  it('names the API host once when the browser and the server reach the same one', async () => {
    const policy = await csp(null, {
      publicApiUrl: 'https://api.cruise.ru/api/v1',
      apiUrl: 'https://api.cruise.ru',
    });
    expect(policy).toContain("img-src 'self' data: https://api.cruise.ru;");
    expect(policy).toContain("connect-src 'self' https://api.cruise.ru;");
  });

  it('opens exactly the hosts of the configured extras', async () => {
    const policy = await csp({ metricaId: '12345678', gtmId: null, chatWidgetId: null });
    expect(policy).toContain("script-src 'self' https://mc.yandex.ru https://yastatic.net");
    expect(policy).toContain('frame-src https://mc.yandex.ru');
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('jivosite');
  });
});
