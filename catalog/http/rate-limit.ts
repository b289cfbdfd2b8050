import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * Fixed-window limiter per client IP, in memory: enough to stop a form being hammered from one address.
 * Several processes each count on their own; a shared store is the production API's job.
 */
export function rateLimit(perMinute: number, now: () => number = Date.now): RequestHandler {
  const windowMs = 60_000;
  let windowStart = 0;
  let hits = new Map<string, number>();
  return (req, _res, next) => {
    const t = now();
    if (t - windowStart >= windowMs) {
      // A new window: dropping the whole map also bounds memory to one minute of clients.
      windowStart = t - (t % windowMs);
      hits = new Map();
    }
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const n = (hits.get(ip) ?? 0) + 1;
    hits.set(ip, n);
    if (n > perMinute) {
      const retry = Math.max(1, Math.ceil((windowStart + windowMs - t) / 1000));
      return next(
        new HttpError(429, 'RATE_LIMITED', 'Слишком много запросов. Повторите через минуту.', undefined, {
          'Retry-After': String(retry),
        }),
      );
    }
    next();
  };
}
