/** The process: config → logger → createApp → listen → graceful shutdown (DESIGN "Where things live"). */
import http from 'node:http';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { createApp } from './app';
import { installGracefulShutdown } from './shutdown';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const app = await createApp(config, { logger });
  const server = http.createServer(app);
  // Timeouts set on purpose: slow clients cannot hold sockets, keep-alive outlives the PaaS router's.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 65_000;
  app.attachServer(server);
  server.listen(config.port, config.host, () => {
    logger.info({ port: config.port, api: config.apiUrl ?? 'embedded catalogue' }, 'site listening');
  });
  installGracefulShutdown({
    server,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onClose: () => app.dispose(),
  });
}

void main();
