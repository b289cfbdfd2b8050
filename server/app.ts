/**
 * createApp builds the Express app and never listens, so tests drive it without a port (DESIGN habit 1).
 * The middleware order follows DESIGN "The way a request travels".
 */
import path from 'node:path';
import type http from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { API_PREFIX } from '../shared/api/endpoints';
import type { Config } from './config';
import { createRequestApiClient, createServerFetch } from './api-client';
import { loadManifest } from './render/assets';
import { createPageRenderer } from './render/render-page';
import { FALLBACK_ERROR_HTML } from './render/fallback-page';
import { requestIdFor } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { staticFiles } from './middleware/static-files';

export interface AppDeps {
  logger: Logger;
  /** Folder of the browser build (dist/client); its manifest.json lists the assets. */
  clientDir?: string;
  publicDir?: string;
}

export interface SiteApp extends Express {
  /** Tell the app where it listens: the embedded catalogue is then reached over HTTP on that port. */
  attachServer(server: http.Server): void;
  /** Release keep-alive sockets, timers and the catalogue's database. */
  dispose(): Promise<void>;
}

const ROOT = process.cwd();

export async function createApp(config: Config, deps: AppDeps): Promise<SiteApp> {
  const app = express() as unknown as SiteApp;
  const clientDir = deps.clientDir ?? path.join(ROOT, 'dist/client');
  const publicDir = deps.publicDir ?? path.join(ROOT, 'public');
  const disposers: Array<() => void | Promise<void>> = [];

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  // Where SSR reaches the API: the configured host, or this very process for the embedded catalogue.
  let apiBase = config.apiUrl ? `${config.apiUrl}${API_PREFIX}` : '';
  app.attachServer = (server) => {
    const bind = () => {
      const address = server.address();
      if (!config.apiUrl && address && typeof address === 'object')
        apiBase = `http://127.0.0.1:${address.port}${API_PREFIX}`;
    };
    if (server.listening) bind();
    else server.once('listening', bind);
  };

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = requestIdFor(req.headers['x-request-id']);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
      autoLogging: { ignore: (req) => Boolean(req.url?.startsWith('/assets/')) },
    }),
  );
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(staticFiles({ clientDir, publicDir }));
  app.use(cookieParser());
  // [visitor] visitor cookies and UTM cookies (issue 4) mount here.

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  // [notifier] /api/telegram-msg and /api/telegram-file (issue 4) mount here.

  if (!config.apiUrl) {
    // The only line that reaches into catalog/ (DESIGN: nothing else imports it).
    const { createCatalog } = await import('../catalog/index');
    const catalog = await createCatalog({
      dbPath: config.catalogDb,
      logger: deps.logger.child({ module: 'catalog' }),
      siteOrigins: [config.siteUrl],
    });
    app.use(catalog.router);
    disposers.push(() => catalog.close());
  }

  const serverFetch = createServerFetch();
  disposers.push(() => serverFetch.destroy());
  const manifest = loadManifest(path.join(clientDir, 'manifest.json'));

  app.use(
    createPageRenderer({
      manifest,
      publicApiBase: `${config.publicApiUrl}${API_PREFIX}`,
      renderTimeoutMs: config.renderTimeoutMs,
      apiFor: (req, signal) =>
        createRequestApiClient({
          baseUrl: apiBase,
          fetch: serverFetch.fetch,
          timeoutMs: config.apiTimeoutMs,
          signal,
          log: req.log,
          utm: { medium: req.cookies?.utm_medium, source: req.cookies?.utm_source },
        }),
      cacheControl: () => 'private, no-cache',
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = httpStatusOf(error);
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (req.path.startsWith('/api/')) {
      res
        .status(status)
        .json({
          error: {
            code: status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
            message: status >= 500 ? 'Внутренняя ошибка сервера' : 'Некорректный запрос',
          },
        });
      return;
    }
    res.status(status).type('html').set('Cache-Control', 'no-store').send(FALLBACK_ERROR_HTML);
  });

  app.dispose = async () => {
    for (const dispose of disposers.reverse()) await dispose();
  };
  return app;
}

function httpStatusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
