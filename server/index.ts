/**
 * The process: config → logger → createApp → listen → graceful shutdown (DESIGN "Where things live").
 * With WEB_CONCURRENCY > 1 the primary forks that many workers (node:cluster) sharing the port, passes
 * SIGTERM on to them and exits when they have finished.
 */
import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { createApp, openEmbeddedCatalog } from './app';
import { createSiteServer } from './http-server';
import { installGracefulShutdown } from './shutdown';
import { markShuttingDown } from './middleware/health';
import { clusterMetricsReader, startMetricsServer } from './metrics/exposition';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function serve(config: Config, logger: Logger) {
  // DIAGNOSTICS=1 mounts the loopback-only /_diag for soak tests: a test switch, not configuration.
  const app = await createApp(config, { logger, diagnostics: process.env.DIAGNOSTICS === '1' });
  const server = createSiteServer(app);
  // Timeouts set on purpose (docs/reliability.md): a client must send its headers within 20 s and its whole
  // request within 30 s (slowloris), and an idle keep-alive socket outlives the PaaS router's 60 s so the
  // router never reuses one we have just closed. Responses are bounded by RENDER_TIMEOUT_MS, not by these.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 65_000;
  app.attachServer(server);
  // In a cluster the primary serves the metrics port, for all workers at once.
  const metricsServer =
    config.metrics.port && cluster.isPrimary
      ? startMetricsServer({ port: config.metrics.port, host: config.host, read: app.metrics.read, logger })
      : null;
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, api: config.apiUrl ?? 'embedded catalogue', pid: process.pid },
      'site listening',
    );
  });
  installGracefulShutdown({
    server,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onStart: () => markShuttingDown(app),
    onClose: async () => {
      metricsServer?.close();
      await app.dispose();
    },
  });
}

async function primary(config: Config, logger: Logger) {
  if (!config.apiUrl) {
    // Create and seed the embedded catalogue once, before the workers open it together.
    (await openEmbeddedCatalog(config, logger)).close();
  }
  const readMetrics = clusterMetricsReader(logger);
  const metricsServer = config.metrics.port
    ? startMetricsServer({ port: config.metrics.port, host: config.host, read: readMetrics, logger })
    : null;
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.webConcurrency; i++) fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code }, 'worker died; starting another');
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    metricsServer?.close();
    logger.info('primary: stopping workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const config = readConfig();
const logger = createLogger(config);
if (config.webConcurrency > 1 && cluster.isPrimary) void primary(config, logger);
else void serve(config, logger);
