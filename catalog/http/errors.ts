import type { ErrorRequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ApiErrorBody } from '../../shared/api/schemas';

/** An error we mean to show: its status, a stable code and a Russian message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Не найдено') => new HttpError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'BAD_REQUEST', message, field);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

export function sendError(res: Response, err: HttpError): void {
  const body: ApiErrorBody = {
    error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) },
  };
  for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res.status(err.status).setHeader('Cache-Control', 'no-store').json(body);
}

/**
 * The catalogue's last error handler. body-parser errors carry a `type`; everything unknown is our fault:
 * logged in full, answered with a generic 500 and never a stack trace.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) return sendError(res, err);
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.too.large')
      return sendError(res, new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Слишком большой запрос'));
    if (e.type === 'entity.parse.failed')
      return sendError(res, new HttpError(400, 'MALFORMED_JSON', 'Некорректный JSON в теле запроса'));
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
      return sendError(
        res,
        new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Неподдерживаемая кодировка запроса'),
      );
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
      return sendError(res, new HttpError(e.status, 'BAD_REQUEST', 'Некорректный запрос'));
    logger.error({ err, method: req.method, url: req.originalUrl }, 'catalogue request failed');
    sendError(res, new HttpError(500, 'INTERNAL', 'Внутренняя ошибка сервера. Попробуйте позже.'));
  };
}
