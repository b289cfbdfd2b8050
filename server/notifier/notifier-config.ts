/**
 * The notifier's part of the environment (docs/notifier.md). config.ts spreads NOTIFIER_ENV into its schema
 * and calls notifierConfigFrom, so the environment is still read and validated once, in one place.
 */
import { z } from 'zod';
import { invalidEnvironment } from '../../shared/environment';
import { DEFAULT_THREAD_KEY, type MentionRole, REPORTED_CODES } from '../../shared/error-report/routing';

/** Thread key (an error code, or 'default') → Telegram `message_thread_id` (null: the General topic). */
export type ThreadMap = Record<string, number | null>;
type Mentions = Record<MentionRole, string>;

/**
 * Placeholders in the order of the catalogue of codes: a real group's topic ids come from TELEGRAM_THREADS.
 * A thread the group does not have is retried in the General topic (bot-api.ts), so nothing is lost.
 */
export const DEFAULT_THREADS: ThreadMap = {
  [DEFAULT_THREAD_KEY]: null,
  ...Object.fromEntries(REPORTED_CODES.map((code, index) => [String(code), index + 2])),
};

const DEFAULT_MENTIONS: Mentions = {
  backend: '@backend',
  devops: '@devops',
  frontend: '@frontend',
  management: '@management',
};

function jsonOf<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text || !text.trim()) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());
}

const url = z
  .string()
  .trim()
  .pipe(z.url())
  .optional()
  .or(z.literal('').transform(() => undefined));

const threadKey = z.union([z.literal(DEFAULT_THREAD_KEY), z.string().regex(/^-?\d{1,4}$/)]);
const handle = z.string().regex(/^@?[A-Za-z0-9_]{1,64}$/, 'a Telegram @handle');

export const NOTIFIER_ENV = {
  /** Unset: nothing goes to Telegram, the notifier logs what it would have sent. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, 'looks like 123456:ABC-DEF...')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TELEGRAM_CHAT_ID: z
    .string()
    .trim()
    .regex(/^(-?\d+|@[A-Za-z0-9_]+)$/, 'a numeric chat id or @channel')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TELEGRAM_API_URL: url.transform((v) => (v ?? 'https://api.telegram.org').replace(/\/+$/, '')),
  TELEGRAM_THREADS: jsonOf(z.record(threadKey, z.number().int().positive().nullable())),
  TELEGRAM_MENTIONS: jsonOf(
    z.object({ backend: handle, devops: handle, frontend: handle, management: handle }).partial().strict(),
  ),
  /** The tag line of every report (requirements §8: reports are tagged 'production'). */
  TELEGRAM_TAG: z
    .string()
    .regex(/^\w{1,32}$/)
    .default('production'),
  TELEGRAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Outgoing pace: Telegram allows about 20 messages a minute to one group; a burst spends from that. */
  TELEGRAM_MESSAGES_PER_MINUTE: z.coerce.number().min(1).max(600).default(15),
  TELEGRAM_BURST: z.coerce.number().int().min(1).max(100).default(5),
  NOTIFIER_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(200),
  /** The same error id within this window is sent once. */
  NOTIFIER_REPEAT_WINDOW_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  /** Requests a minute to /api/telegram-*: from one IP, and from everyone together. */
  NOTIFIER_RATE_PER_IP: z.coerce.number().int().min(1).max(10_000).default(10),
  NOTIFIER_RATE_TOTAL: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Public-IP lookup: answers the IP as text or JSON {ip}. Unset: skipped. */
  IP_LOOKUP_URL: url,
  /** Geo by IP: a URL with `{ip}`, answers JSON {city, country, region}. Unset: skipped. */
  GEO_LOOKUP_URL: url.refine((v) => v === undefined || v.includes('{ip}'), 'must contain {ip}'),
  LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1_500),
};

const NotifierEnvSchema = z.object(NOTIFIER_ENV);
export type NotifierEnv = z.infer<typeof NotifierEnvSchema>;

export interface NotifierConfig {
  botToken: string | null;
  chatId: string | null;
  apiUrl: string;
  threads: ThreadMap;
  mentions: Mentions;
  tag: string;
  timeoutMs: number;
  messagesPerMinute: number;
  burst: number;
  queueMax: number;
  repeatWindowMs: number;
  ratePerIp: number;
  rateTotal: number;
  ipLookupUrl: string | null;
  geoLookupUrl: string | null;
  lookupTimeoutMs: number;
}

function asHandle(value: string): string {
  return value.startsWith('@') ? value : `@${value}`;
}

export function notifierConfigFrom(e: NotifierEnv): NotifierConfig {
  if (e.TELEGRAM_BOT_TOKEN && !e.TELEGRAM_CHAT_ID) {
    throw new Error(invalidEnvironment(['TELEGRAM_CHAT_ID: required when TELEGRAM_BOT_TOKEN is set']));
  }
  const mentions = { ...DEFAULT_MENTIONS, ...e.TELEGRAM_MENTIONS };
  return {
    botToken: e.TELEGRAM_BOT_TOKEN ?? null,
    chatId: e.TELEGRAM_CHAT_ID ?? null,
    apiUrl: e.TELEGRAM_API_URL,
    // Merged over the defaults: every code the specification names keeps a thread.
    threads: { ...DEFAULT_THREADS, ...e.TELEGRAM_THREADS },
    mentions: Object.fromEntries(
      Object.entries(mentions).map(([role, h]) => [role, asHandle(h)]),
    ) as Mentions,
    tag: e.TELEGRAM_TAG,
    timeoutMs: e.TELEGRAM_TIMEOUT_MS,
    messagesPerMinute: e.TELEGRAM_MESSAGES_PER_MINUTE,
    burst: e.TELEGRAM_BURST,
    queueMax: e.NOTIFIER_QUEUE_MAX,
    repeatWindowMs: e.NOTIFIER_REPEAT_WINDOW_MS,
    ratePerIp: e.NOTIFIER_RATE_PER_IP,
    rateTotal: e.NOTIFIER_RATE_TOTAL,
    ipLookupUrl: e.IP_LOOKUP_URL ?? null,
    geoLookupUrl: e.GEO_LOOKUP_URL ?? null,
    lookupTimeoutMs: e.LOOKUP_TIMEOUT_MS,
  };
}

/** For tests and tools: a complete notifier config from a few overrides. */
export function notifierConfigFromEnv(env: Record<string, string | undefined> = {}): NotifierConfig {
  return notifierConfigFrom(NotifierEnvSchema.parse(env));
}
