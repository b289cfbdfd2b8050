/**
 * POST /api/telegram-msg { message, threadID, errorId? } and POST /api/telegram-file { errorId,
 * errorDetails, threadID } (requirements §7). Public, so: rate limits per IP and overall, same origin, JSON only,
 * 16 KB, known fields and known threads only. The answer never waits for Telegram.
 */
import { clientKey } from '../middleware/rate-limit';
import { Router, type Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { z } from 'zod';
import { fingerprint } from '../../shared/error-report/fingerprint';
import { sanitizeTelegramHtml } from '../../shared/error-report/html';
import type { NotifierConfig } from './notifier-config';
import type { NotifierService } from './notifier-service';
import { bodyErrors, jsonBody, requireJson, sameOriginOnly, sendError } from './request-guards';

const TELEGRAM_MSG_PATH = '/api/telegram-msg';
const TELEGRAM_FILE_PATH = '/api/telegram-file';

const threadID = z.union([z.string().max(16), z.number().int()]);
const errorId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

const MessageBody = z.strictObject({
  message: z.string().trim().min(1).max(16_000),
  threadID,
  errorId: errorId.optional(),
});
const FileBody = z.strictObject({ errorId, errorDetails: z.string().min(1).max(16_000), threadID });

export interface EndpointDeps {
  config: NotifierConfig;
  siteUrl: string;
  service: NotifierService;
  logger: Logger;
}

function visitorIp(req: Request): string {
  return req.res?.locals.visitor?.ip ?? req.ip ?? '';
}

function logOf(req: Request, fallback: Logger): Logger {
  return (req.log as Logger | undefined) ?? fallback;
}

export function createNotifierRouter(deps: EndpointDeps): Router {
  const { config, service } = deps;
  const router = Router();
  const tooMany = 'Слишком много сообщений, попробуйте позже';
  const perIp = rateLimit({
    windowMs: 60_000,
    limit: config.ratePerIp,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The same client key as the page posts: a forged X-Forwarded-For is neither trusted nor logged.
    keyGenerator: clientKey,
    handler: (_req, res) => sendError(res, 429, 'RATE_LIMITED', tooMany),
  });
  // Everyone together: a botnet of many IPs still cannot push more than this into the queue.
  const total = rateLimit({
    windowMs: 60_000,
    limit: config.rateTotal,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: () => 'all',
    handler: (_req, res) => sendError(res, 429, 'RATE_LIMITED', tooMany),
  });
  const guards = [perIp, total, sameOriginOnly(deps.siteUrl), requireJson, jsonBody];

  const invalid = (res: Parameters<typeof sendError>[0], issues: z.core.$ZodIssue[]) =>
    sendError(
      res,
      400,
      'INVALID_BODY',
      `Некорректное тело запроса: ${issues.map((i) => i.path.join('.') || i.message).join(', ')}`,
    );
  const unknownThread = (res: Parameters<typeof sendError>[0]) =>
    sendError(res, 400, 'UNKNOWN_THREAD', 'Неизвестный тред (threadID)');

  router.post(TELEGRAM_MSG_PATH, ...guards, (req, res) => {
    const parsed = MessageBody.safeParse(req.body);
    if (!parsed.success) return invalid(res, parsed.error.issues);
    const thread = service.resolveThread(parsed.data.threadID);
    if (!thread) return unknownThread(res);
    const body = sanitizeTelegramHtml(parsed.data.message);
    const sent = service.sendMessage({
      collapseKey: parsed.data.errorId ?? fingerprint([thread.key, body]),
      thread,
      body,
      ip: visitorIp(req),
    });
    logOf(req, deps.logger).info(
      { thread: thread.key, errorId: parsed.data.errorId, collapsed: !sent },
      'error report received',
    );
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });

  router.post(TELEGRAM_FILE_PATH, ...guards, (req, res) => {
    const parsed = FileBody.safeParse(req.body);
    if (!parsed.success) return invalid(res, parsed.error.issues);
    const thread = service.resolveThread(parsed.data.threadID);
    if (!thread) return unknownThread(res);
    const sent = service.sendDocument({
      errorId: parsed.data.errorId,
      thread,
      content: parsed.data.errorDetails,
    });
    logOf(req, deps.logger).info(
      { thread: thread.key, errorId: parsed.data.errorId, collapsed: !sent },
      'error details received',
    );
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });

  router.all([TELEGRAM_MSG_PATH, TELEGRAM_FILE_PATH], (_req, res) => {
    res.set('Allow', 'POST');
    sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Метод не поддерживается, используйте POST');
  });
  router.use(bodyErrors);
  return router;
}
