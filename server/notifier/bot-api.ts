/**
 * Telegram Bot API over node-fetch: sendMessage (HTML parse mode) and sendDocument (multipart, a .txt
 * file). The token is part of every URL, so nothing here logs a URL or a raw error message: both are
 * passed through `redact` first.
 */
import fetch, { Blob, FormData } from 'node-fetch';
import type { Logger } from 'pino';
import type { SendResult, TelegramPayload, TelegramTransport } from './telegram-types';

export interface BotApiOptions {
  apiUrl: string;
  token: string;
  chatId: string;
  timeoutMs: number;
  logger: Logger;
}

interface BotApiAnswer {
  ok?: boolean;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

const SECRET_MASK = '[скрыто]';

function createRedactor(token: string): (text: string) => string {
  return (text) => (token ? text.split(token).join(SECRET_MASK) : text);
}

function buildBody(
  payload: TelegramPayload,
  chatId: string,
  withThread: boolean,
): { method: string; body: string | FormData; json: boolean } {
  const thread = withThread && payload.threadId !== null ? payload.threadId : undefined;
  if (payload.kind === 'message') {
    return {
      method: 'sendMessage',
      json: true,
      body: JSON.stringify({
        chat_id: chatId,
        ...(thread !== undefined ? { message_thread_id: thread } : {}),
        parse_mode: 'HTML',
        text: payload.text,
        link_preview_options: { is_disabled: true },
      }),
    };
  }
  const form = new FormData();
  form.set('chat_id', chatId);
  if (thread !== undefined) form.set('message_thread_id', String(thread));
  form.set('caption', payload.caption);
  form.set('parse_mode', 'HTML');
  form.set('document', new Blob([payload.content], { type: 'text/plain;charset=utf-8' }), payload.fileName);
  return { method: 'sendDocument', json: false, body: form };
}

export function createBotApiTransport(options: BotApiOptions): TelegramTransport {
  const redact = createRedactor(options.token);

  async function call(payload: TelegramPayload, withThread: boolean): Promise<SendResult> {
    const { method, body, json } = buildBody(payload, options.chatId, withThread);
    let response;
    try {
      response = await fetch(`${options.apiUrl}/bot${options.token}/${method}`, {
        method: 'POST',
        headers: json ? { 'content-type': 'application/json' } : undefined,
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const err = error as { name?: string; code?: string; message?: string };
      // A timed-out send may still have been delivered: never retried, so no duplicates.
      const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
      return {
        ok: false,
        status: 0,
        description: redact(err.code ?? (timedOut ? 'timeout' : (err.message ?? 'network error'))),
        retryable: !timedOut,
      };
    }
    let answer: BotApiAnswer = {};
    try {
      answer = (await response.json()) as BotApiAnswer;
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (response.ok && answer.ok !== false) return { ok: true };
    const status = answer.error_code ?? response.status;
    const description = redact(String(answer.description ?? response.statusText ?? '')).slice(0, 300);
    const retryAfter = answer.parameters?.retry_after;
    if (status === 429) {
      return {
        ok: false,
        status,
        description,
        retryAfterMs: Math.max(0.2, Number.isFinite(Number(retryAfter)) ? Number(retryAfter) : 5) * 1_000,
        retryable: true,
      };
    }
    return { ok: false, status, description, retryable: status >= 500 };
  }

  return {
    async send(payload) {
      const result = await call(payload, true);
      // A thread id the group does not have (placeholder defaults, a deleted topic): the General topic
      // gets the report rather than nobody.
      if (
        !result.ok &&
        result.status === 400 &&
        /thread not found/i.test(result.description) &&
        payload.threadId !== null
      ) {
        options.logger.warn(
          { threadId: payload.threadId },
          'telegram thread not found; sent to the General topic',
        );
        return call(payload, false);
      }
      return result;
    },
  };
}

/** Without a token: say what would have gone out, and pretend it went. */
export function createLogTransport(logger: Logger): TelegramTransport {
  return {
    async send(payload) {
      if (payload.kind === 'message') {
        logger.info(
          { threadId: payload.threadId, text: payload.text },
          'telegram disabled (no TELEGRAM_BOT_TOKEN): message not sent',
        );
      } else {
        logger.info(
          {
            threadId: payload.threadId,
            fileName: payload.fileName,
            caption: payload.caption,
            bytes: payload.content.length,
          },
          'telegram disabled (no TELEGRAM_BOT_TOKEN): document not sent',
        );
      }
      return { ok: true };
    },
  };
}
