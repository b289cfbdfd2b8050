/**
 * SSR's failed API calls go to the chat from the server (requirements §8: every failure of our API but 404; a
 * visitor who left, -6, is not an error). Called from the API client's onError: builds the record and
 * queues it, synchronously and without throwing, so a page never waits for a report.
 */
import type { Request } from 'express';
import type { Logger } from 'pino';
import { type ApiError, isReportable } from '../../shared/api/errors';
import { buildErrorRecord } from '../../shared/error-report/build';
import { parseUserAgent } from '../middleware/visitor-agent';
import type { NotifierService } from './notifier-service';

export interface ServerErrorReporter {
  reportApiError(error: ApiError, endpoint: string, req: Request): void;
}

export function createReporterFor(service: NotifierService, logger: Logger): ServerErrorReporter {
  return {
    reportApiError(error, endpoint, req) {
      try {
        if (!isReportable(error)) return;
        const visitor = req.res?.locals.visitor;
        const userAgent = visitor?.userAgent ?? req.get('user-agent') ?? '';
        const agent = visitor ?? parseUserAgent(userAgent);
        const host = req.get('host') ?? req.hostname;
        const record = buildErrorRecord({
          location: 'SERVER',
          code: error.code,
          message: error.message,
          window: {
            hostname: req.hostname,
            href: `${req.protocol}://${host}${req.originalUrl}`,
            protocol: `${req.protocol}:`,
          },
          user: {
            agent: userAgent,
            browser: agent.browser,
            device: agent.device,
            os: agent.os,
            clickId: visitor?.clickId ?? '',
          },
          fetch: { error, endpoint },
        });
        service.sendRecord(record, visitor?.ip ?? req.ip ?? '');
      } catch (failure) {
        // A report that cannot be built is logged; the page goes on.
        logger.warn({ err: failure, endpoint, code: error?.code }, 'could not queue an API error report');
      }
    },
  };
}
