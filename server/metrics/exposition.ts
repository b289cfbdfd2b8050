/**
 * Where Prometheus reads the metrics, never the public: `/metrics` on a port of its own (METRICS_PORT), or
 * on the site's port for a bearer token (METRICS_TOKEN). With WEB_CONCURRENCY > 1 every answer is the sum
 * over all workers: the primary asks each worker (prom-client's AggregatorRegistry), and a worker that is
 * asked on the site's port passes the question to the primary.
 */
import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AggregatorRegistry, type Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

interface Exposition {
  contentType: string;
  body: string;
}
export type ReadMetrics = () => Promise<Exposition>;

const ASK = 'cruise-site:metrics?';
const ANSWER = 'cruise-site:metrics!';
interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  body?: string;
  error?: string;
}

/** This process's metrics, or, in a cluster worker, the whole cluster's through the primary. */
export function metricsReader(registry: Registry): ReadMetrics {
  if (!cluster.isWorker) {
    return async () => ({ contentType: registry.contentType, body: await registry.metrics() });
  }
  // Constructing one installs prom-client's answer to the primary's requests for this worker's numbers.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let nextId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: Answer) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(
        () => settle({ type: ANSWER, id, error: 'the primary did not answer' }),
        6_000,
      );
      function settle(answer: Answer) {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.body !== undefined) resolve({ contentType: registry.contentType, body: answer.body });
        else reject(new Error(answer.error ?? 'no metrics'));
      }
      waiting.set(id, settle);
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}

/** In the primary: aggregates the workers' metrics and answers workers that were asked for them. */
export function clusterMetricsReader(logger: Logger): ReadMetrics {
  const aggregator = new AggregatorRegistry();
  const read: ReadMetrics = async () => ({
    contentType: aggregator.contentType,
    body: await aggregator.clusterMetrics(),
  });
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    read().then(
      ({ body }) => worker.send({ type: ANSWER, id: message.id, body } satisfies Answer),
      (error: Error) => {
        logger.warn({ err: error.message }, 'cluster metrics failed');
        worker.send({ type: ANSWER, id: message.id, error: error.message } satisfies Answer);
      },
    );
  });
  return read;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** `GET /metrics` on the site's port, answered only to `Authorization: Bearer <token>`. */
export function metricsRoute(token: string, read: ReadMetrics): RequestHandler {
  const expected = digest(`Bearer ${token}`);
  return (req, res, next) => {
    const given = digest(req.get('authorization') ?? '');
    if (!timingSafeEqual(given, expected)) {
      res.status(401).set({ 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' }).end();
      return;
    }
    read().then((out) => {
      res.status(200).set({ 'Content-Type': out.contentType, 'Cache-Control': 'no-store' }).send(out.body);
    }, next);
  };
}

/** A server of its own for METRICS_PORT: `/metrics` and nothing else. */
export function startMetricsServer(options: {
  port: number;
  host: string;
  read: ReadMetrics;
  logger: Logger;
}): http.Server {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    options.read().then(
      (out) => res.writeHead(200, { 'Content-Type': out.contentType }).end(out.body),
      (error: Error) => {
        options.logger.warn({ err: error.message }, 'metrics could not be read');
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  server.listen(options.port, options.host, () =>
    options.logger.info({ port: options.port }, 'metrics listening'),
  );
  return server;
}
