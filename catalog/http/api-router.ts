import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { CONTRACT } from '../../shared/api/contract';
import { cacheControlFor } from '../../shared/api/cache-lifetimes';
import { API_PREFIX, ENDPOINTS, type EndpointName } from '../../shared/api/endpoints';
import { buildOpenApiDocument } from '../../shared/api/openapi';
import { HANDLERS } from '../handlers';
import type { HandlerContext } from '../handlers/context';
import { HttpError, sendError } from './errors';
import { rateLimit } from './rate-limit';
import { parseInput, queryOf } from './validate';
import { oncePer } from '../../shared/once-per';

const BODY_LIMIT = '16kb';

type Ctx = Omit<HandlerContext, 'req'>;

/** Answers that depend on more than the day's catalogue view: never served from the response cache. */
const UNCACHEABLE = new Set<EndpointName>([
  'checkPayment',
  'getCacheKeysForDeleting',
  'getShortLink',
  'getWrongResponse',
]);
const RESPONSE_CACHE_MAX = 2000;

/** The /api/v1 endpoints: method check, validation with the contract's input schema, handler, headers. */
export function apiRouter(ctx: Ctx, rateLimitPerMinute: number): Router {
  const router = express.Router();
  const limiter = rateLimit(rateLimitPerMinute);
  const json = express.json({ limit: BODY_LIMIT, type: 'application/json' });
  let openapi: unknown;
  // Serialized GET answers per day view: a new view (midnight, or a data change) starts an empty cache, so
  // nothing stale survives a change. Only successful answers are stored, so a hit never skips validation of
  // an input that was not valid.
  const responsesOf = oncePer((_view: object) => new Map<string, string>());
  const cacheFor = () => {
    const m = responsesOf(ctx.store.view());
    if (m.size > RESPONSE_CACHE_MAX) m.clear();
    return m;
  };

  router.get(`${API_PREFIX}/openapi.json`, (_req, res) => {
    openapi ??= buildOpenApiDocument();
    res.set('Cache-Control', 'public, max-age=600').json(openapi);
  });

  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const { method, path } = ENDPOINTS[name];
    const schema = CONTRACT[name].input;
    const handler = HANDLERS[name] as (input: unknown, c: HandlerContext) => unknown;
    const cacheable = method === 'GET' && !UNCACHEABLE.has(name);
    const run = async (req: Request, res: Response, input: unknown) => {
      const cache = cacheable ? cacheFor() : null;
      const q = req.originalUrl.indexOf('?');
      const key = cache ? name + (q < 0 ? '' : req.originalUrl.slice(q)) : '';
      const hit = cache?.get(key);
      if (hit !== undefined) {
        res.set('Cache-Control', cacheControlFor(name)).type('application/json').send(hit);
        return;
      }
      const output = await handler(parseInput(schema, input), { ...ctx, req });
      if (name === 'getWrongResponse') {
        // Sent as text on purpose: res.json would make it valid JSON.
        res.set('Cache-Control', cacheControlFor(name)).type('application/json').send(String(output));
        return;
      }
      res.set('Cache-Control', cacheControlFor(name)).json(output);
    };
    const wrongMethod = (req: Request, _res: Response, next: NextFunction) => {
      const allowed = method === 'GET' ? ['GET', 'HEAD'] : ['POST'];
      if (allowed.includes(req.method)) return next();
      next(
        new HttpError(
          405,
          'METHOD_NOT_ALLOWED',
          `Метод ${req.method} не поддерживается, используйте ${method}`,
          undefined,
          { Allow: allowed.join(', ') },
        ),
      );
    };
    const full = `${API_PREFIX}${path}`;
    if (method === 'GET') {
      router.get(full, (req, res) => run(req, res, queryOf(req.originalUrl)));
    } else {
      router.post(
        full,
        (req, _res, next) => {
          // Only JSON bodies: a form post or text could otherwise be half-understood.
          if (!req.is('application/json'))
            return next(
              new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Тело запроса должно быть в формате JSON'),
            );
          next();
        },
        limiter,
        json,
        (req, res) => run(req, res, req.body ?? {}),
      );
    }
    router.all(full, wrongMethod);
  }

  router.all(`${API_PREFIX}/*rest`, (_req, res) =>
    sendError(res, new HttpError(404, 'UNKNOWN_ENDPOINT', 'Такого метода API нет')),
  );
  router.all(API_PREFIX, (_req, res) =>
    sendError(res, new HttpError(404, 'UNKNOWN_ENDPOINT', 'Такого метода API нет')),
  );
  return router;
}
