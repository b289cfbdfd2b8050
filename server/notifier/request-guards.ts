/**
 * Guards for the public notifier endpoints: same origin only, JSON only, small bodies, and one error
 * shape `{ error: { code, message } }` with a Russian message.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';

const NOTIFIER_BODY_LIMIT_BYTES = 16 * 1024;

export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error: { code, message } });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Browsers send Origin on every POST; a foreign one is refused. Without Origin, only a same-origin fetch
 * (Sec-Fetch-Site: same-origin) or a client that sends neither header (a non-browser) passes.
 */
export function sameOriginOnly(siteUrl: string): RequestHandler {
  const site = originOf(siteUrl);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin) {
      const own = `${req.protocol}://${req.get('host') ?? ''}`;
      if (origin === site || origin === own) return next();
      return sendError(res, 403, 'FORBIDDEN_ORIGIN', 'Запрос с другого сайта отклонён');
    }
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === undefined || fetchSite === 'same-origin') return next();
    sendError(res, 403, 'FORBIDDEN_ORIGIN', 'Запрос с другого сайта отклонён');
  };
}

export const requireJson: RequestHandler = (req, res, next) => {
  if (req.is('application/json')) return next();
  sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Ожидается тело в формате JSON (application/json)');
};

export const jsonBody: RequestHandler = express.json({
  limit: NOTIFIER_BODY_LIMIT_BYTES,
  strict: true,
  type: 'application/json',
});

/** body-parser's errors in our shape. */
export const bodyErrors: ErrorRequestHandler = (
  error: { type?: string; status?: number },
  req: Request,
  res: Response,
  next,
) => {
  if (res.headersSent) return next(error);
  if (error.type === 'entity.too.large')
    return sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'Слишком большое тело запроса (не более 16 КБ)');
  if (error.type === 'entity.parse.failed')
    return sendError(res, 400, 'INVALID_JSON', 'Тело запроса не является корректным JSON');
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Неподдерживаемая кодировка тела запроса');
  }
  next(error);
};
