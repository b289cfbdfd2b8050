/**
 * Server rendering of one page (DESIGN "The way a request travels"): run the loaders through the static
 * handler, decide the status before anything streams, then stream the document. People get the shell as
 * soon as it is ready; crawlers get the whole page at once. A timer bounds every render, and a visitor who
 * leaves aborts the render and the loaders' API calls.
 */
import express, {
  Router,
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import pLimit from 'p-limit';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { isbot } from 'isbot';
import type { ApiClient } from '../../shared/api/client';
import { Document } from '../../client/document';
import { A11Y_COOKIE, parseA11y } from '../../shared/a11y';
import { routes } from '../../client/routes';
import type { LoaderContext } from '../../client/api';
import { BatchedDestination } from './batched-destination';
import { pageScripts, type ClientManifest } from './assets';
import { toFetchRequest } from './fetch-request';
import { sendFetchResponse } from './send-fetch-response';
import { hydrationJson } from './hydration';
import { matchedBranch } from './matched-branch';
import { FALLBACK_ERROR_HTML } from './fallback-page';
import type { RenderPhase } from '../metrics/metrics';

export interface RenderOptions {
  manifest: ClientManifest;
  /** API base the browser calls (ends in /api/v1). */
  publicApiBase: string;
  renderTimeoutMs: number;
  /**
   * Pages rendered at once. Rendering is CPU work: beyond a few at a time, more only hold more memory (50
   * half-done pages under load) and stretch every response. Loading data is not limited.
   */
  renderConcurrency: number;
  siteUrl: string;
  extras: LoaderContext['extras'];
  /** Builds the per-request API client bound to the signal that fires when the client goes away. */
  apiFor: (req: ExpressRequest, signal: AbortSignal) => ApiClient;
  /** Sanitised editorial HTML, read through the request's API client (server/content). */
  contentFor: (api: ApiClient) => LoaderContext['content'];
  /** Cache-Control of a rendered page. */
  cacheControl: (req: ExpressRequest, res: ExpressResponse, status: number) => string;
  /** Told how long each phase of a page took, in ms, with the matched route's id (metrics, Server-Timing). */
  onPhase?: (res: ExpressResponse, routeId: string, phase: RenderPhase, ms: number) => void;
}

export interface PageRenderer extends Router {
  /** Pages rendering now and pages waiting for a render slot. */
  renderLoad(): { rendering: number; waiting: number };
}

/** Crawlers wait for the complete page. */
function isCrawler(userAgent: string | undefined): boolean {
  return Boolean(userAgent) && isbot(userAgent);
}

/** Form posts to a page run its route action; only small url-encoded forms are accepted. */
export const FORM_BODY_LIMIT = '16kb';

export function createPageRenderer(options: RenderOptions): PageRenderer {
  const handler = createStaticHandler(routes);
  const renderSlots = pLimit(options.renderConcurrency);
  const router = Object.assign(Router(), {
    renderLoad: () => ({ rendering: renderSlots.activeCount, waiting: renderSlots.pendingCount }),
  });
  router.post('/{*path}', (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded')) {
      res
        .status(415)
        .type('text/plain; charset=utf-8')
        .send('Ожидается форма (application/x-www-form-urlencoded)');
      return;
    }
    next();
  });
  router.post('/{*path}', express.raw({ type: 'application/x-www-form-urlencoded', limit: FORM_BODY_LIMIT }));
  router.use(renderPage);
  return router;

  async function renderPage(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      res
        .status(405)
        .set('Allow', 'GET, HEAD, POST')
        .type('text/plain; charset=utf-8')
        .send('Метод не поддерживается');
      return;
    }
    const clientGone = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) clientGone.abort();
    };
    res.on('close', onClose);

    let context: StaticHandlerContext | Response;
    const loadersStart = performance.now();
    try {
      const api = options.apiFor(req, clientGone.signal);
      const requestContext: LoaderContext = {
        api,
        siteUrl: options.siteUrl,
        extras: options.extras,
        content: options.contentFor(api),
      };
      context = await handler.query(toFetchRequest(req, clientGone.signal, options.siteUrl), {
        requestContext,
      });
    } catch (error) {
      if (clientGone.signal.aborted) return;
      next(error);
      return;
    }
    if (clientGone.signal.aborted) return;

    if (context instanceof Response) {
      await sendFetchResponse(context, res, next);
      return;
    }
    const routeId = context.matches.at(-1)?.route.id ?? 'unknown';
    res.locals.routeId = routeId;
    const phase = (name: RenderPhase, since: number) =>
      options.onPhase?.(res, routeId, name, performance.now() - since);
    phase('loaders', loadersStart);

    // The data is in; the render waits for a slot (see RenderOptions.renderConcurrency).
    const queued = performance.now();
    await renderSlots(() => {
      phase('queue', queued);
      return streamPage(req, res, context, clientGone, phase);
    });
  }

  function streamPage(
    req: ExpressRequest,
    res: ExpressResponse,
    context: StaticHandlerContext,
    clientGone: AbortController,
    phase: (name: RenderPhase, since: number) => void,
  ): Promise<void> {
    if (clientGone.signal.aborted || res.destroyed) return Promise.resolve();
    const finished = new Promise<void>((resolve) => res.once('close', () => resolve()));
    const status = context.statusCode;
    const router = createStaticRouter(matchedBranch(handler.dataRoutes, context), context);
    const assets = {
      entry: options.manifest.entry,
      css: options.manifest.css,
      icons: options.manifest.icons,
      preload: pageScripts(options.manifest, context),
      apiBase: options.publicApiBase,
    };
    const crawler = isCrawler(req.get('user-agent'));
    let renderFailed = false;
    const renderStart = performance.now();

    const { pipe, abort } = renderToPipeableStream(
      <Document
        assets={assets}
        hydrationJson={hydrationJson(context, assets)}
        a11y={parseA11y(req.cookies?.[A11Y_COOKIE] as string | undefined)}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Document>,
      {
        onShellReady() {
          phase('shell', renderStart);
          if (crawler) return;
          start();
        },
        onAllReady() {
          if (!crawler) return;
          phase('render', renderStart);
          start();
        },
        onShellError(error) {
          req.log.error({ err: error }, 'page shell failed to render');
          if (!res.headersSent)
            res.status(500).type('html').set('Cache-Control', 'no-store').send(FALLBACK_ERROR_HTML);
        },
        onError(error) {
          if (clientGone.signal.aborted) return;
          renderFailed = true;
          req.log.error({ err: error }, 'page render error');
        },
      },
    );

    function start() {
      if (res.headersSent || clientGone.signal.aborted) return;
      const finalStatus = renderFailed ? 500 : status;
      res.status(finalStatus);
      res.set('Content-Type', 'text/html; charset=utf-8');
      res.set('Cache-Control', options.cacheControl(req, res, finalStatus));
      res.set('Vary', 'Accept-Encoding, Cookie');
      if (req.method === 'HEAD') {
        res.end();
        abort();
        return;
      }
      // A person's page is complete when React has written its last byte (onAllReady may come later).
      pipe(new BatchedDestination(res, crawler ? undefined : () => phase('render', renderStart)));
    }

    const timer = setTimeout(() => {
      req.log.warn({ ms: options.renderTimeoutMs }, 'render timed out, aborting');
      abort();
    }, options.renderTimeoutMs);
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) abort();
    });
    return finished;
  }
}
