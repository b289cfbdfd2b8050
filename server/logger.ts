/** pino: JSON lines in production, pretty in development (architecture habit 7). */
import pino, { type Logger } from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  const pretty = config.env === 'development';
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.token', '*.botToken'],
      censor: '[скрыто]',
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
