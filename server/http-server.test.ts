import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteServer } from './http-server';

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listen(app: express.Express) {
  const server = createSiteServer(app);
  servers.push(server);
  const arrived: object[] = [];
  // Before Express sees them: what the server made.
  server.prependListener('request', (req, res) =>
    arrived.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, arrived };
}

describe('createSiteServer', () => {
  it("makes each request and response with the app's own prototypes, before Express sets them", async () => {
    const app = express();
    app.get('/', (_req, res) => res.send('ok'));
    const { base, arrived } = await listen(app);
    await (await fetch(base)).text();
    expect(arrived).toEqual([app.request, app.response]);
  });

  it('serves as Express does: query, headers, JSON, status, a streamed body', async () => {
    const app = express();
    app.get('/echo', (req, res) => {
      res
        .status(201)
        .set('X-Seen', req.get('x-test') ?? '')
        .json({ q: req.query.q, app: req.app === app });
    });
    app.get('/stream', (_req, res) => {
      res.type('text/plain');
      res.write('раз ');
      res.end('два');
    });
    const { base } = await listen(app);
    const echo = await fetch(`${base}/echo?q=%D0%BA%D1%80%D1%83%D0%B8%D0%B7`, {
      headers: { 'X-Test': 'yes' },
    });
    expect(echo.status).toBe(201);
    expect(echo.headers.get('x-seen')).toBe('yes');
    expect(await echo.json()).toEqual({ q: 'круиз', app: true });
    expect(await (await fetch(`${base}/stream`)).text()).toBe('раз два');
  });

  it('answers an address longer than Node reads with a Russian page (431), and a garbled request with 400', async () => {
    const app = express();
    app.get('/search', (_req, res) => res.send('ok'));
    const { base } = await listen(app);
    const long = await fetch(`${base}/search?term=${'%D0%B0'.repeat(3_000)}`);
    expect(long.status).toBe(431);
    expect(long.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await long.text();
    expect(page).toContain('<h1>Слишком длинный адрес</h1>');
    expect(page).toContain('<a href="/">На главную</a>');
    // The server still serves the next visitor.
    expect(await (await fetch(`${base}/search`)).text()).toBe('ok');
    const { port } = new URL(base);
    const garbled = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
    });
    expect(garbled).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});
