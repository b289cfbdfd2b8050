/**
 * The standalone catalogue's environment (`npm run catalog`), read once at start and validated like the
 * site's (server/config.ts): a bad value stops the process with a message naming the variable. Mounted
 * inside the site, the catalogue takes its settings from the site's config instead; it never reads
 * process.env itself.
 */
import { z } from 'zod';
import { invalidEnvironment, parseEnvironment } from '../shared/environment';

const origins = z
  .string()
  .default('http://localhost:3000')
  .transform((value, ctx) => {
    const list: string[] = [];
    for (const part of value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      try {
        list.push(new URL(part).origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `not an origin: ${part}` });
        return z.NEVER;
      }
    }
    return list.length > 0 ? list : ['http://localhost:3000'];
  });

const CatalogEnv = z.object({
  CATALOG_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  CATALOG_HOST: z.string().trim().min(1).default('127.0.0.1'),
  CATALOG_DB: z.string().trim().min(1).default('data/catalog.sqlite'),
  CATALOG_STORAGE: z.string().trim().min(1).optional(),
  CATALOG_SEED: z.string().trim().min(1).optional(),
  /** POSTs per IP per minute. */
  CATALOG_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Absolute origin for payment links when the catalogue is reached through a proxy. */
  CATALOG_PUBLIC_URL: z.string().url().optional(),
  /** Comma-separated site origins: CORS, short-link hosts, payment return URLs. */
  SITE_ORIGINS: origins,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface CatalogConfig {
  port: number;
  host: string;
  dbPath: string;
  storageDir: string | undefined;
  seed: string | undefined;
  rateLimitPerMinute: number | undefined;
  publicUrl: string | undefined;
  siteOrigins: string[];
  logLevel: z.infer<typeof CatalogEnv>['LOG_LEVEL'];
}

/**
 * A `CATALOG_` variable the catalogue does not read is a misspelt one: it stops the process too, instead
 * of leaving the default in force unnoticed (the benchmark once set a rate limit nobody read, and its
 * load used up the default 30 POSTs a minute that the pages' short links then needed).
 */
function refuseUnknownSettings(env: NodeJS.ProcessEnv): void {
  const known = Object.keys(CatalogEnv.shape).filter((name) => name.startsWith('CATALOG_'));
  const unknown = Object.keys(env).filter((name) => name.startsWith('CATALOG_') && !known.includes(name));
  if (unknown.length > 0)
    throw new Error(
      invalidEnvironment(unknown.map((name) => `${name}: not a catalogue setting (${known.join(', ')})`)),
    );
}

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  refuseUnknownSettings(env);
  const e = parseEnvironment(CatalogEnv, env);
  return {
    port: e.CATALOG_PORT,
    host: e.CATALOG_HOST,
    dbPath: e.CATALOG_DB,
    storageDir: e.CATALOG_STORAGE,
    seed: e.CATALOG_SEED,
    rateLimitPerMinute: e.CATALOG_RATE_LIMIT,
    publicUrl: e.CATALOG_PUBLIC_URL,
    siteOrigins: e.SITE_ORIGINS,
    logLevel: e.LOG_LEVEL,
  };
}
