/**
 * createApp builds the Express app and never listens, so tests drive it without a port (architecture habit 1).
 * The middleware order follows DESIGN "The way a request travels".
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type http from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import { urlWithoutPersonalData, withoutPersonalData } from '../shared/error-report/personal';
import type { Logger } from 'pino';
import { API_PREFIX } from '../shared/api/endpoints';
import { PATHS } from '../shared/routes';
import type { Config } from './config';
import {
  compressApiAnswers,
  createRequestApiClient,
  createServerFetch,
  type RequestApiOptions,
} from './api-client';
import { loadManifest } from './render/assets';
import { createPageRenderer } from './render/render-page';
import { BAD_REQUEST_HTML, FALLBACK_ERROR_HTML } from './render/fallback-page';
import { requestIdFor } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { staticFiles } from './middleware/static-files';
import { visitorCookies } from './middleware/visitor-cookies';
import { utmCookies } from './middleware/utm-cookies';
import { createNotifier } from './notifier/index';
import { createEncoder, createImageOptimizer } from './images/index';
import { setupApiCaching } from './cache';
import { htmlCacheControl } from './cache/html-policy';
import { microCache } from './cache/micro-cache';
import { createReadAnswers } from './cache/read-answers';
// redirects, sanitised content data, robots.txt and sitemaps.
import { createRedirects } from './middleware/redirects';
import { createContentRouter } from './content/router';
import { createContentSource } from './content/content-source';
import { createSeoRouter } from './seo/router';
import { createSitemap } from './seo/sitemap';
// form-post rate limit, readiness, soak diagnostics (docs/reliability.md).
import { createPostRateLimit } from './middleware/rate-limit';
import { createReadiness, isShuttingDown } from './middleware/health';
import { diagnostics } from './middleware/diagnostics';
import { sameOriginPosts } from './middleware/same-origin-posts';
import { cookieConsentPost } from './middleware/cookie-consent-post';
import { visitorToolsPost } from './middleware/visitor-tools-post';
import { a11yPost } from './middleware/a11y-post';
// Prometheus metrics and Server-Timing (docs/operations.md, docs/decisions/021-metrics-and-load-testing.md).
import { createMetrics, type SiteMetrics } from './metrics/metrics';
import { METRICS_PATH, metricsReader, metricsRoute, type ReadMetrics } from './metrics/exposition';
import { microCacheOutcome, serverTiming, timingOf } from './metrics/request-timing';
import { routeLabel } from './metrics/route-label';
import type { ApiCallRecord } from '../shared/api/client';

export interface AppDeps {
  logger: Logger;
  /** Folder of the browser build (dist/client); its manifest.json lists the assets. */
  clientDir?: string;
  publicDir?: string;
  /** Mount /_diag (soak tests; DIAGNOSTICS=1 in server/index.ts). */
  diagnostics?: boolean;
}

export interface SiteApp extends Express {
  /** Tell the app where it listens: the embedded catalogue is then reached over HTTP on that port. */
  attachServer(server: http.Server): void;
  /** Release keep-alive sockets, timers and the catalogue's database. */
  dispose(): Promise<void>;
  /** This app's metrics; `read` gives the exposition (the whole cluster's in a worker). */
  metrics: SiteMetrics & { read: ReadMetrics };
}

const ROOT = process.cwd();
/** ~2 M characters of answers' text (4 MB of two-byte Cyrillic, with their parsed values ~3× that). */
const READ_ANSWERS_MAX_CHARS = 2_000_000;

export async function createApp(config: Config, deps: AppDeps): Promise<SiteApp> {
  const app = express() as unknown as SiteApp;
  const clientDir = deps.clientDir ?? path.join(ROOT, 'dist/client');
  const publicDir = deps.publicDir ?? path.join(ROOT, 'public');
  const disposers: Array<() => void | Promise<void>> = [];

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  // The embedded catalogue stands in for the product API host, so it goes first: its answers are not
  // logged, given the site's headers or compressed by the site (it compresses for browsers itself).
  // Error reports and managers' lead notices go to the chat through one queue (docs/notifier.md).
  const notifier = createNotifier({ config, logger: deps.logger.child({ module: 'notifier' }) });
  if (!config.apiUrl) {
    const catalog = await openEmbeddedCatalog(config, deps.logger, (text) =>
      notifier.service.sendNotice('lead', text),
    );
    app.use(catalog.router);
    disposers.push(() => catalog.close());
  }

  const metrics = createMetrics();
  app.metrics = Object.assign(metrics, { read: metricsReader(metrics.registry) });
  app.use((req, res, next) => {
    const start = performance.now();
    res.once('close', () => {
      // 499: the client went away before the last byte (nginx's name for it).
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.request(routeLabel(req, res), req.method, status, (performance.now() - start) / 1_000);
    });
    next();
  });
  /** Every call that went to the API: its metric. */
  const observeApiCall = ({ endpoint, result, startMs, endMs }: ApiCallRecord) =>
    metrics.apiCall(endpoint, result, (endMs - startMs) / 1_000);

  // Where SSR reaches the API: the configured host, or this very process for the embedded catalogue.
  let apiBase = config.apiUrl ? `${config.apiUrl}${API_PREFIX}` : '';
  // The same host without the API prefix: /storage originals for the image optimizer.
  let apiOrigin = config.apiUrl ?? '';
  let listeningServer: http.Server | null = null;
  app.attachServer = (server) => {
    listeningServer = server;
    const bind = () => {
      const address = server.address();
      if (!config.apiUrl && address && typeof address === 'object') {
        apiOrigin = `http://127.0.0.1:${address.port}`;
        apiBase = `${apiOrigin}${API_PREFIX}`;
      }
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
      // An order link's key or a phone's last digits in a page's address stay out of the logs.
      serializers: {
        req: (req: { url?: string; query?: unknown }) => ({
          ...req,
          url: req.url && urlWithoutPersonalData(req.url),
          query: withoutPersonalData(req.query),
        }),
      },
    }),
  );
  app.use(securityHeaders(config));
  // Pages are compressed as they stream. Brotli at quality 3 with a 256 KB window (larger than any page):
  // half the CPU of quality 4 per streamed page (its encoder sets up larger hash tables for every response)
  // for ~6% more bytes, still smaller than gzip -4 (docs/performance.md, "Round two"). The default 4 MB
  // window only costs memory.
  app.use(
    compression({
      brotli: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      },
    }),
  );
  app.use(staticFiles({ clientDir, publicDir }));
  app.use(cookieParser());
  // visitor cookies and UTM cookies mount here.
  app.use(visitorCookies({ secure: config.isProduction }));
  app.use(utmCookies({ secure: config.isProduction }));

  if (config.metrics.token) app.get(METRICS_PATH, metricsRoute(config.metrics.token, app.metrics.read));
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  // /readyz: API reachable (a cheap call, cached ~2 s), Redis reported, 503 while shutting down.
  const readiness = createReadiness({
    checkApi: async () =>
      (await backgroundApi(Math.min(config.apiTimeoutMs, 2_000)).getHeader({ locale: 'ru' })).ok,
    redis: () => caching.shared?.redis,
    shuttingDown: () => isShuttingDown(app),
  });
  app.get('/readyz', readiness.handler);
  if (deps.diagnostics) app.use(diagnostics({ server: () => listeningServer }));

  // the API's list, loaded on the first request (the embedded catalogue's address is known only
  // after listening) and refreshed every 5 minutes, never per request.
  const redirects = createRedirects({
    loadRedirects: () => backgroundApi().getRedirects({}),
    logger: deps.logger.child({ module: 'redirects' }),
  });
  app.use(redirects.middleware);
  disposers.push(() => redirects.stop());

  // /api/telegram-msg and /api/telegram-file mount here.
  app.use(notifier.router);
  disposers.push(() => notifier.dispose());

  // /_img resizes /storage originals from the API host (docs/images.md), encoding in a child process.
  const encoder = createEncoder();
  disposers.push(() => encoder.close());
  app.use(
    createImageOptimizer({
      sourceOrigin: () => apiOrigin,
      cacheDir: config.imageCacheDir,
      logger: deps.logger,
      encoder,
    }),
  );

  const serverFetch = createServerFetch({ compress: compressApiAnswers(config.apiUrl) });
  disposers.push(() => serverFetch.destroy());
  const manifest = loadManifest(path.join(clientDir, 'manifest.json'));
  /** An API client tied to no visitor: cache invalidation, redirects, sitemaps. */
  const backgroundApi = (timeoutMs = config.apiTimeoutMs) =>
    createRequestApiClient({
      baseUrl: apiBase,
      fetch: serverFetch.fetch,
      timeoutMs,
      signal: new AbortController().signal,
      log: deps.logger,
      utm: {},
      onSettled: observeApiCall,
    });
  const caching = setupApiCaching({
    config,
    logger: deps.logger.child({ module: 'cache' }),
    backgroundApi,
    onLookup: (endpoint, outcome) => metrics.cacheLookup(endpoint, outcome),
  });
  disposers.push(() => caching.dispose());
  app.locals.caching = caching;

  const readAnswers = createReadAnswers({ maxChars: READ_ANSWERS_MAX_CHARS });
  /** The API client of one visitor's request: the response cache, the request's log and abort signal. */
  const requestApi = (req: Request, signal: AbortSignal, own: Pick<RequestApiOptions, 'utm' | 'onError'>) => {
    // The page's Server-Timing, which this request's calls and cache look-ups go into.
    const timing = req.res && timingOf(req.res);
    const cache = caching.cache;
    return createRequestApiClient({
      baseUrl: apiBase,
      fetch: serverFetch.fetch,
      timeoutMs: config.apiTimeoutMs,
      signal,
      log: req.log,
      cache:
        cache && timing
          ? { wrap: (key, endpoint, load) => cache.wrap(key, endpoint, load, (o) => timing.cacheLookup(o)) }
          : cache,
      readAnswers,
      onSettled: timing
        ? (call) => {
            observeApiCall(call);
            timing.apiCall(call.startMs, call.endMs);
          }
        : observeApiCall,
      clientIp: req.ip,
      ...own,
    });
  };

  // sanitised content pages: SSR loaders call the source directly, browser loaders fetch
  // /_data/content/... (sanitize-html stays on the server; docs/decisions/007-content-payment-seo.md).
  const contentSource = createContentSource({ siteOrigin: config.siteUrl });
  app.use(
    createContentRouter({
      source: contentSource,
      apiFor: (req, signal) => requestApi(req, signal, { utm: {} }),
    }),
  );
  // robots.txt and the sitemap index with its files, built from the API and cached ~10 minutes.
  const sitemap = createSitemap({
    siteUrl: config.siteUrl,
    api: backgroundApi,
    logger: deps.logger.child({ module: 'sitemap' }),
  });
  app.use(createSeoRouter({ siteUrl: config.siteUrl, sitemap }));

  // every form post is rate-limited per visitor IP, shared across instances through Redis.
  const postLimit = createPostRateLimit({
    redis: caching.shared?.redis,
    logger: deps.logger.child({ module: 'rate-limit' }),
  });
  app.post('/{*path}', postLimit.middleware);
  disposers.push(() => postLimit.dispose());
  // Form posts come from the site's own pages only; the cookie banner's and the reading-settings panel's
  // posts are answered here.
  app.post('/{*path}', sameOriginPosts(config.siteUrl));
  app.post('/{*path}', ...cookieConsentPost({ secure: config.isProduction }));
  // The heart and the compare button without JavaScript (docs/decisions/025-visitor-tools.md).
  app.post('/{*path}', visitorToolsPost({ secure: config.isProduction }));
  app.post('/{*path}', ...a11yPost({ secure: config.isProduction }));
  // Order look-ups by number, per visitor: trying numbers one after another is a script, not a payer.
  const lookupLimit = createPostRateLimit({
    redis: caching.shared?.redis,
    logger: deps.logger.child({ module: 'rate-limit' }),
    prefix: 'cruise-site:rl:order-lookup:',
  });
  app.get([PATHS.payment, PATHS.paymentResult], (req, res, next) =>
    req.query.order === undefined ? next() : lookupLimit.middleware(req, res, next),
  );
  disposers.push(() => lookupLimit.dispose());

  app.use(
    serverTiming({
      onFinish: (req, res) => {
        if (req.method === 'GET') metrics.microCache(microCacheOutcome(res));
      },
    }),
  );
  app.use(microCache({ ttlMs: config.microCacheTtlMs, maxEntries: 1_000 }));

  const renderer = createPageRenderer({
    manifest,
    publicApiBase: `${config.publicApiUrl}${API_PREFIX}`,
    renderConcurrency: config.renderConcurrency,
    renderTimeoutMs: config.renderTimeoutMs,
    siteUrl: config.siteUrl,
    extras: config.extras,
    contentFor: contentSource,
    apiFor: (req, signal) =>
      requestApi(req, signal, {
        // the UTM values in force after this request (a campaign link's own, on its first visit).
        utm: {
          medium: req.res?.locals.visitor?.utm.utm_medium ?? req.cookies?.utm_medium,
          source: req.res?.locals.visitor?.utm.utm_source ?? req.cookies?.utm_source,
        },
        // failed API calls go to the chat: queued, never awaited.
        onError: (error, endpoint) => notifier.reportApiError(error, endpoint, req),
      }),
    cacheControl: htmlCacheControl,
    onPhase: (res, routeId, phase, ms) => {
      metrics.renderPhase(routeId, phase, ms / 1_000);
      timingOf(res)?.phase(phase, ms);
    },
  });
  app.use(renderer);
  metrics.setSources({
    renderLoad: renderer.renderLoad,
    notifierQueue: () => ({ length: notifier.queue.length, dropped: notifier.queue.dropped }),
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = httpStatusOf(error);
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (req.path.startsWith('/api/')) {
      res.status(status).json({
        error: {
          code: status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
          message: status >= 500 ? 'Внутренняя ошибка сервера' : 'Некорректный запрос',
        },
      });
      return;
    }
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(status === 400 && !decodesAsPath(req.path) ? BAD_REQUEST_HTML : FALLBACK_ERROR_HTML);
  });

  app.dispose = async () => {
    for (const dispose of disposers.reverse()) await dispose();
  };
  return app;
}

/** False for a path with a broken %-escape («/cruise/%ZZ»): the link is wrong, not the site. */
function decodesAsPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function httpStatusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The embedded catalogue, when API_URL is unset. The one place that reaches into catalog/ (DESIGN). */
export async function openEmbeddedCatalog(
  config: Config,
  logger: Logger,
  notifyLead?: (text: string) => void,
) {
  const { createCatalog } = await import('../catalog/index');
  return createCatalog({
    ...config.catalog,
    logger: logger.child({ module: 'catalog' }),
    siteOrigins: [config.siteUrl],
    // The built-in gateway's page is served here, at the site's own address: the address the site calls
    // its catalogue by (127.0.0.1) is no visitor's, and the form's redirect must stay within form-action.
    publicUrl: config.siteUrl,
    notifyLead,
  });
}
