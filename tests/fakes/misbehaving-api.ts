/**
 * A misbehaving product API as a real HTTP server on 127.0.0.1. Behaving, it proxies to the embedded
 * catalogue (started standalone in this process on its own ephemeral port, on a temp SQLite file), so pages
 * get real data; switched with `behave()`, it is slow, hangs, resets the connection, answers 5xx, HTML,
 * truncated or broken JSON, or an empty body, or JSON that breaks the contract (contract-faults.ts) — for
 * every API path, or only for the paths a pattern matches.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import express from 'express';
import pino from 'pino';
import { createCatalog, type Catalog } from '../../catalog/index';
import { API_PREFIX, ENDPOINTS, type EndpointName } from '../../shared/api/endpoints';
import { breakAnswer, CONTRACT_FAULTS, type ContractFault } from './contract-faults';

export type Behaviour =
  | 'ok'
  /** Answers correctly after `delayMs` (default 5 s: beyond any API timeout a test sets). */
  | 'slow'
  /** Reads the request and never answers. */
  | 'hang'
  /** Destroys the socket as soon as the request arrives (ECONNRESET). */
  | 'reset'
  | '500'
  | '502'
  | '503'
  | '504'
  /** 200 with an HTML error page from a proxy in front of the API. */
  | 'html'
  /** 200 with the first half of the real JSON: a complete response whose body is cut. */
  | 'truncated'
  /** 200 with text that is not JSON and cannot be repaired (requirements §5). */
  | 'broken-json'
  /** 200 with an empty body. */
  | 'empty'
  /** Headers promise more bytes than arrive, then the socket closes: a connection dropped mid-body. */
  | 'cut'
  /** 200 with JSON that breaks the contract, made from the real answer. */
  | ContractFault;

const ENDPOINT_BY_PATH = new Map(
  (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [`${API_PREFIX}${ENDPOINTS[name].path}`, name]),
);
const isContractFault = (behaviour: Behaviour): behaviour is ContractFault =>
  (CONTRACT_FAULTS as readonly string[]).includes(behaviour);

export interface BehaveOptions {
  /** Only API paths matching this misbehave; others are proxied. Default: every path. */
  match?: RegExp;
  /** For 'slow'. */
  delayMs?: number;
}

export interface MisbehavingApi {
  /** Use as API_URL (no /api/v1). */
  url: string;
  /** The catalogue's own address (behaving always). */
  upstreamUrl: string;
  catalog: Catalog;
  behave(behaviour: Behaviour, options?: BehaveOptions): void;
  /** Requests seen since start or the last `resetLog()`: path and the behaviour applied. */
  log: Array<{ path: string; behaviour: Behaviour; at: number }>;
  resetLog(): void;
  /** Requests the fake is holding open (hang, slow) right now. */
  pending(): number;
  close(): Promise<void>;
}

const BROKEN_JSON = 'undefined{"items": [1, 2, oops — это не JSON';
const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';

export async function startMisbehavingApi(options: { dbPath?: string; siteOrigins?: string[] } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'misbehaving-api-'));
  const logger = pino({ level: 'silent' });
  const catalog = createCatalog({
    dbPath: options.dbPath ?? path.join(dir, 'catalog.sqlite'),
    storageDir: path.join(dir, 'storage'),
    logger,
    siteOrigins: options.siteOrigins ?? ['http://127.0.0.1'],
    // The site calls the catalogue from one address: a per-IP limit would throttle the whole test.
    rateLimitPerMinute: 100_000,
  });
  const upstreamApp = express();
  upstreamApp.use(catalog.router);
  const upstream = http.createServer(upstreamApp);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamPort = (upstream.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  let current: { behaviour: Behaviour; match?: RegExp; delayMs: number } = { behaviour: 'ok', delayMs: 0 };
  const log: MisbehavingApi['log'] = [];
  const held = new Set<http.ServerResponse>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  /**
   * The real answer from the catalogue, buffered (so 'truncated' can cut it). `whole`: without the site's
   * `If-None-Match`, for a fault made from the answer: a broken API sends its broken answer whole, whatever
   * the site read before (decision 037), where the catalogue would say 304.
   */
  function fetchUpstream(req: http.IncomingMessage, body: Buffer, whole = false) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const headers = { ...req.headers, host: `127.0.0.1:${upstreamPort}` };
        delete headers['accept-encoding'];
        if (whole) delete headers['if-none-match'];
        const out = http.request(
          { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers, agent },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
            );
            res.on('error', reject);
          },
        );
        out.on('error', reject);
        out.end(body);
      },
    );
  }

  async function proxy(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    try {
      const answer = await fetchUpstream(req, body);
      const headers = { ...answer.headers };
      delete headers['transfer-encoding'];
      delete headers.connection;
      delete headers['keep-alive'];
      headers['content-length'] = String(answer.body.length);
      res.writeHead(answer.status, headers).end(answer.body);
    } catch {
      if (!res.headersSent) res.writeHead(502).end();
    }
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = req.url ?? '/';
    const applies = url.startsWith('/api/') && (!current.match || current.match.test(url));
    const behaviour: Behaviour = applies ? current.behaviour : 'ok';
    log.push({ path: url, behaviour, at: Date.now() });
    const json = (status: number, text: string, type = 'application/json; charset=utf-8') =>
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) }).end(text);

    if (isContractFault(behaviour)) {
      const real = await fetchUpstream(req, body, true).catch(() => null);
      const endpoint = ENDPOINT_BY_PATH.get(url.split('?')[0]);
      if (!real || real.status !== 200 || !endpoint) return proxy(req, res, body);
      return json(200, breakAnswer(behaviour, endpoint, real.body.toString('utf8')));
    }
    switch (behaviour) {
      case 'ok':
        return proxy(req, res, body);
      case 'slow': {
        held.add(res);
        const timer = setTimeout(() => {
          timers.delete(timer);
          held.delete(res);
          if (!res.destroyed) void proxy(req, res, body);
        }, current.delayMs);
        timers.add(timer);
        res.on('close', () => held.delete(res));
        return;
      }
      case 'hang':
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case 'reset':
        req.socket.resetAndDestroy();
        return;
      case '500':
      case '502':
      case '503':
      case '504':
        return json(
          Number(behaviour),
          JSON.stringify({ error: { code: 'UPSTREAM', message: `Сбой ${behaviour}` } }),
        );
      case 'html':
        return json(200, HTML_PAGE, 'text/html; charset=utf-8');
      case 'broken-json':
        return json(200, BROKEN_JSON);
      case 'empty':
        return json(200, '');
      case 'truncated': {
        const real = await fetchUpstream(req, body, true).catch(() => null);
        const text = real ? real.body.toString('utf8') : '{"items":[{"slug":"x"}]}';
        // Cut inside the first object: no balanced block survives, so requirements §5 repair cannot save it.
        return json(200, text.slice(0, Math.max(2, Math.floor(text.length / 2))).replace(/[}\]]+$/, ''));
      }
      case 'cut': {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
        res.write('{"items":[');
        setImmediate(() => req.socket.destroy());
        return;
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: MisbehavingApi = {
    url: `http://127.0.0.1:${port}`,
    upstreamUrl: `http://127.0.0.1:${upstreamPort}`,
    catalog,
    behave(behaviour, opts = {}) {
      current = { behaviour, match: opts.match, delayMs: opts.delayMs ?? 5_000 };
    },
    log,
    resetLog() {
      log.splice(0);
    },
    pending: () => held.size,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of held) res.destroy();
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      upstream.closeAllConnections();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
      catalog.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return fake;
}
