/**
 * The notifier: the public endpoints, the server-side API error reporter, and the one outgoing queue both
 * share. Without TELEGRAM_BOT_TOKEN it logs what it would have sent (docs/notifier.md).
 */
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createBotApiTransport, createLogTransport } from './bot-api';
import { type Clock, realClock } from './clock';
import { createNotifierRouter } from './endpoints';
import { createGeoLookup, type GeoLookup } from './geo-lookup';
import { createNotifierService, type NotifierService } from './notifier-service';
import { createOutgoingQueue, type OutgoingQueue } from './outgoing-queue';
import { createRepeatFilter } from './repeat-filter';
import { createReporterFor, type ServerErrorReporter } from './server-reporter';
import type { TelegramTransport } from './telegram-types';

export interface NotifierDeps {
  config: Pick<Config, 'siteUrl' | 'notifier'>;
  logger: Logger;
  /** Tests: a manual clock, a fake transport or lookup. */
  clock?: Clock;
  transport?: TelegramTransport;
  geo?: GeoLookup;
}

export interface Notifier extends ServerErrorReporter {
  router: Router;
  service: NotifierService;
  queue: OutgoingQueue;
  /** Resolves when every queued report has gone (or been dropped). */
  idle(): Promise<void>;
  dispose(): void;
}

export function createNotifier(deps: NotifierDeps): Notifier {
  const config = deps.config.notifier;
  const logger = deps.logger;
  const clock = deps.clock ?? realClock;
  const transport =
    deps.transport ??
    (config.botToken && config.chatId
      ? createBotApiTransport({
          apiUrl: config.apiUrl,
          token: config.botToken,
          chatId: config.chatId,
          timeoutMs: config.timeoutMs,
          logger,
        })
      : createLogTransport(logger));
  const queue = createOutgoingQueue({
    transport,
    clock,
    logger,
    perMinute: config.messagesPerMinute,
    burst: config.burst,
    maxLength: config.queueMax,
  });
  const geo =
    deps.geo ??
    createGeoLookup({
      ipLookupUrl: config.ipLookupUrl,
      geoLookupUrl: config.geoLookupUrl,
      timeoutMs: config.lookupTimeoutMs,
      logger,
    });
  const service = createNotifierService({
    config,
    queue,
    repeats: createRepeatFilter({ windowMs: config.repeatWindowMs, clock }),
    geo,
    logger,
  });
  const reporter = createReporterFor(service, logger);
  return {
    router: createNotifierRouter({ config, siteUrl: deps.config.siteUrl, service, logger }),
    service,
    queue,
    reportApiError: reporter.reportApiError,
    idle: () => queue.idle(),
    dispose: () => queue.close(),
  };
}
