/**
 * The one way out to Telegram: a FIFO with a token bucket (Telegram allows about 20 messages a minute to
 * one group, https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this), a pause
 * when the Bot API answers 429 with `retry_after`, and a bounded length that drops the oldest. One send at a
 * time, so a message and its file keep their order. Nobody waits for it: callers push and go.
 */
import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { SendResult, TelegramPayload, TelegramTransport } from './telegram-types';

interface QueueJob {
  /** For logs: 'message -1 abc123'. */
  label: string;
  /** Resolved when the job's turn comes (the IP/geo lookup runs meanwhile). */
  payload: () => TelegramPayload | Promise<TelegramPayload>;
}

export interface OutgoingQueueOptions {
  transport: TelegramTransport;
  clock: Clock;
  logger: Logger;
  perMinute: number;
  burst: number;
  maxLength: number;
  /** Tries of one job when Telegram says 429 (each waits retry_after). */
  maxAttempts?: number;
}

export interface OutgoingQueue {
  push(job: QueueJob): void;
  readonly length: number;
  /** Jobs given up since start: pushed out of a full queue, or refused by Telegram too often. */
  readonly dropped: number;
  /** Resolves when nothing is queued or being sent (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

interface Item extends QueueJob {
  attempts: number;
  resolved?: TelegramPayload;
}

export function createOutgoingQueue(options: OutgoingQueueOptions): OutgoingQueue {
  const { clock, logger } = options;
  const maxAttempts = options.maxAttempts ?? 4;
  const perMs = options.perMinute / 60_000;
  const items: Item[] = [];
  let tokens = options.burst;
  let refilledAt = clock.now();
  let pausedUntil = 0;
  let running = false;
  let closed = false;
  let cancelTimer: (() => void) | null = null;
  let waiters: Array<() => void> = [];
  let dropped = 0;

  function refill(now: number): void {
    tokens = Math.min(options.burst, tokens + (now - refilledAt) * perMs);
    refilledAt = now;
  }

  function wakeIn(ms: number): void {
    if (cancelTimer) return;
    cancelTimer = clock.setTimeout(
      () => {
        cancelTimer = null;
        void pump();
      },
      Math.max(1, Math.ceil(ms)),
    );
  }

  function settleWaiters(): void {
    if (running || items.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  async function send(payload: TelegramPayload): Promise<SendResult> {
    try {
      return await options.transport.send(payload);
    } catch (error) {
      // Transports do not throw; if one does, the queue still goes on.
      return {
        ok: false,
        status: 0,
        description: String((error as Error)?.name ?? 'error'),
        retryable: false,
      };
    }
  }

  async function pump(): Promise<void> {
    if (running || closed) return;
    running = true;
    try {
      while (items.length > 0 && !closed) {
        const now = clock.now();
        if (pausedUntil > now) return wakeIn(pausedUntil - now);
        refill(now);
        if (tokens < 1) return wakeIn((1 - tokens) / perMs);
        const item = items.shift() as Item;
        tokens -= 1;
        if (!item.resolved) {
          try {
            item.resolved = await item.payload();
          } catch (error) {
            dropped += 1;
            logger.warn({ job: item.label, err: error }, 'notifier job could not be prepared; dropped');
            continue;
          }
        }
        const result = await send(item.resolved);
        if (result.ok) continue;
        item.attempts += 1;
        if (result.retryAfterMs !== undefined && item.attempts < maxAttempts) {
          // Telegram's flood control: everything waits, this job goes first when it ends.
          pausedUntil = clock.now() + result.retryAfterMs;
          items.unshift(item);
          logger.warn(
            { job: item.label, retryAfterMs: result.retryAfterMs },
            'telegram asked to slow down; queue paused',
          );
          continue;
        }
        if (result.retryable && item.attempts < 2) {
          pausedUntil = clock.now() + 1_000;
          items.unshift(item);
          logger.warn(
            { job: item.label, status: result.status, description: result.description },
            'telegram send failed; retrying once',
          );
          continue;
        }
        dropped += 1;
        logger.warn(
          { job: item.label, status: result.status, description: result.description },
          'telegram send failed; dropped',
        );
      }
    } finally {
      running = false;
      settleWaiters();
    }
  }

  return {
    push(job) {
      if (closed) return;
      if (items.length >= options.maxLength) {
        const oldest = items.shift();
        dropped += 1;
        logger.warn({ job: oldest?.label, queued: items.length }, 'notifier queue full; dropped the oldest');
      }
      items.push({ ...job, attempts: 0 });
      void pump();
    },
    get length() {
      return items.length;
    },
    get dropped() {
      return dropped;
    },
    idle() {
      if (!running && items.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    close() {
      closed = true;
      cancelTimer?.();
      cancelTimer = null;
      if (items.length) logger.info({ dropped: items.length }, 'notifier closed with reports still queued');
      items.length = 0;
      settleWaiters();
    },
  };
}
