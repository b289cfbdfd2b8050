/**
 * The environment, read once at start and validated (architecture habit 2). A bad value stops the process
 * with a message that names the variable; nothing else in the server reads process.env.
 */
import { z } from 'zod';
import {
  CHAT_WIDGET_ID_RE,
  cleanExtrasConfig,
  GTM_ID_RE,
  METRICA_ID_RE,
  type SiteExtrasConfig,
} from '../client/app/extras/config';
import { NOTIFIER_ENV, type NotifierConfig, notifierConfigFrom } from './notifier/notifier-config';
import { invalidEnvironment, parseEnvironment } from '../shared/environment';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v.replace(/\/+$/, ''))
  .pipe(z.string().url())
  .optional()
  .or(z.literal('').transform(() => undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The product API host (without /api/v1). Unset: the embedded catalogue is mounted in-process. */
  API_URL: optionalUrl,
  /** The API host the browser calls; defaults to API_URL, or the site itself for the embedded catalogue. */
  PUBLIC_API_URL: optionalUrl,
  /** The site's public origin for canonical URLs, sitemaps and cookies; defaults to http://localhost:PORT. */
  SITE_URL: optionalUrl,
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Pages a process renders at once; the rest wait their turn (their data still loads meanwhile). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(8),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(8_000),
  /** Hops of proxies in front of the app (the PaaS router): how far X-Forwarded-For is believed. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(1),
  /** The embedded catalogue's SQLite file, its image cache and its seed (docs/catalog.md). */
  CATALOG_DB: z.string().trim().min(1).default('data/catalog.sqlite'),
  CATALOG_STORAGE: z.string().trim().min(1).optional(),
  CATALOG_SEED: z.string().trim().min(1).optional(),
  /** Where the image optimizer keeps its resized variants (docs/images.md); git ignores .cache/. */
  IMAGE_CACHE_DIR: z.string().trim().min(1).default('.cache/images'),
  /** API response cache: `on` (default) or `off` (benchmarks of the uncached path). */
  API_CACHE: z.enum(['on', 'off']).default('on'),
  API_CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(5_000),
  /** How often `/get-cache-keys-for-deleting` is polled. */
  CACHE_POLL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  /** Whole-page micro-cache lifetime; 0 turns it off. */
  MICRO_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Redis shared by every instance (response cache, invalidation, rate limits). Unset: in-process only. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Worker processes on this machine (node:cluster); 1 runs the server in the main process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Prometheus metrics on a port of their own (all workers aggregated); unset: no metrics port. */
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `/metrics` on the site's own port, for `Authorization: Bearer <token>` only; unset: not served there. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{24,256}$/, 'at least 24 printable characters, no spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // TELEGRAM_*, NOTIFIER_*, IP_LOOKUP_URL, GEO_LOOKUP_URL, LOOKUP_TIMEOUT_MS (docs/notifier.md).
  ...NOTIFIER_ENV,
  // production-only Metrica, tag manager and chat widget ids (client/app/extras).
  METRICA_ID: z
    .string()
    .trim()
    .regex(METRICA_ID_RE, 'digits only')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GTM_ID: z
    .string()
    .trim()
    .regex(GTM_ID_RE, 'GTM-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CHAT_WIDGET_ID: z
    .string()
    .trim()
    .regex(CHAT_WIDGET_ID_RE, 'letters, digits, - and _')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  /** Product API host, or null for the embedded catalogue. */
  apiUrl: string | null;
  publicApiUrl: string;
  siteUrl: string;
  apiTimeoutMs: number;
  renderTimeoutMs: number;
  renderConcurrency: number;
  shutdownTimeoutMs: number;
  trustProxy: number;
  /** The embedded catalogue's settings (used only when apiUrl is null). */
  catalog: { dbPath: string; storageDir: string | undefined; seed: string | undefined };
  /** Disk cache of the image optimizer's variants. */
  imageCacheDir: string;
  apiCache: boolean;
  apiCacheMaxEntries: number;
  cachePollMs: number;
  microCacheTtlMs: number;
  redisUrl: string | null;
  webConcurrency: number;
  /** Where `/metrics` is served: its own port and/or the site's port behind a bearer token (docs/operations.md). */
  metrics: { port: number | null; token: string | null };
  /** Telegram relay, its limits and the IP/geo lookups for reports (docs/notifier.md). */
  notifier: NotifierConfig;
  /** What reaches the browser for the production extras; null outside production or unset. */
  extras: SiteExtrasConfig | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnvironment(EnvSchema, env, ConfigError);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(invalidEnvironment(['METRICS_PORT: must differ from PORT']));
  }
  let notifier: NotifierConfig;
  try {
    notifier = notifierConfigFrom(e);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    apiUrl: e.API_URL ?? null,
    publicApiUrl: e.PUBLIC_API_URL ?? e.API_URL ?? '',
    siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    renderTimeoutMs: e.RENDER_TIMEOUT_MS,
    renderConcurrency: e.RENDER_CONCURRENCY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    catalog: { dbPath: e.CATALOG_DB, storageDir: e.CATALOG_STORAGE, seed: e.CATALOG_SEED },
    imageCacheDir: e.IMAGE_CACHE_DIR,
    apiCache: e.API_CACHE === 'on',
    apiCacheMaxEntries: e.API_CACHE_MAX_ENTRIES,
    cachePollMs: e.CACHE_POLL_MS,
    microCacheTtlMs: e.MICRO_CACHE_TTL_MS,
    redisUrl: e.REDIS_URL ?? null,
    webConcurrency: e.WEB_CONCURRENCY,
    metrics: { port: e.METRICS_PORT ?? null, token: e.METRICS_TOKEN ?? null },
    notifier,
    extras:
      e.NODE_ENV === 'production'
        ? cleanExtrasConfig({ metricaId: e.METRICA_ID, gtmId: e.GTM_ID, chatWidgetId: e.CHAT_WIDGET_ID })
        : null,
  };
}
