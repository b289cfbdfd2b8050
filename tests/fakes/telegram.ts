/**
 * A fake Telegram Bot API as a real HTTP server on 127.0.0.1: records sendMessage and sendDocument calls
 * (JSON and multipart) and can fail (429 with retry_after, 400, 500) or hang on demand.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMessage {
  token: string;
  chatId: string;
  threadId: number | null;
  parseMode: string;
  text: string;
  at: number;
}

export interface FakeDocument {
  token: string;
  chatId: string;
  threadId: number | null;
  caption: string;
  parseMode: string;
  fileName: string;
  content: string;
  at: number;
}

export interface FakeTelegram {
  /** Base URL to use as TELEGRAM_API_URL. */
  url: string;
  messages: FakeMessage[];
  documents: FakeDocument[];
  /** Every request's path and status, failures included. */
  requests: Array<{ path: string; status: number; at: number }>;
  /** The next request is answered with this error (429 carries parameters.retry_after). */
  failNext(status: number, retryAfter?: number, description?: string): void;
  /** While true, requests get no answer at all. */
  hang(on: boolean): void;
  close(): Promise<void>;
}

/**
 * The site's environment for reporting to `telegram` with every call uncached: many reports in a short test
 * (the real pace, 15 a minute, would hold them back for minutes).
 */
export function reportingSiteEnv(telegram: FakeTelegram): Record<string, string> {
  return {
    API_CACHE: 'off',
    MICRO_CACHE_TTL_MS: '0',
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_BOT_TOKEN: '123456:test-token',
    TELEGRAM_CHAT_ID: '-100',
    TELEGRAM_MESSAGES_PER_MINUTE: '600',
    TELEGRAM_BURST: '100',
    NOTIFIER_QUEUE_MAX: '5000',
  };
}

const METHOD = /^\/bot([^/]+)\/(sendMessage|sendDocument)$/;

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function threadOf(value: unknown): number | null {
  return value === undefined || value === null || value === '' ? null : Number(value);
}

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const messages: FakeMessage[] = [];
  const documents: FakeDocument[] = [];
  const requests: FakeTelegram['requests'] = [];
  const failures: Array<{ status: number; retryAfter?: number; description?: string }> = [];
  const hanging = new Set<http.ServerResponse>();
  let hang = false;

  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    const answer = (status: number, payload: unknown) => {
      requests.push({ path, status, at: Date.now() });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (hang) {
      hanging.add(res);
      return;
    }
    const match = METHOD.exec(path);
    if (!match || req.method !== 'POST')
      return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
    const failure = failures.shift();
    if (failure) {
      return answer(failure.status, {
        ok: false,
        error_code: failure.status,
        description:
          failure.description ??
          (failure.status === 429
            ? `Too Many Requests: retry after ${failure.retryAfter ?? 1}`
            : 'Bad Request'),
        ...(failure.retryAfter !== undefined ? { parameters: { retry_after: failure.retryAfter } } : {}),
      });
    }
    const [, token, method] = match;
    if (method === 'sendMessage') {
      const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      messages.push({
        token,
        chatId: String(json.chat_id),
        threadId: threadOf(json.message_thread_id),
        parseMode: String(json.parse_mode ?? ''),
        text: String(json.text ?? ''),
        at: Date.now(),
      });
      return answer(200, { ok: true, result: { message_id: messages.length } });
    }
    // Multipart parsing by the platform's own Request (undici) keeps the fake free of dependencies.
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const file = form.get('document');
    documents.push({
      token,
      chatId: String(form.get('chat_id')),
      threadId: threadOf(form.get('message_thread_id')),
      caption: String(form.get('caption') ?? '').replace(/\r\n/g, '\n'),
      parseMode: String(form.get('parse_mode') ?? ''),
      fileName: file && typeof file !== 'string' ? file.name : '',
      content: file && typeof file !== 'string' ? await file.text() : '',
      at: Date.now(),
    });
    return answer(200, { ok: true, result: { message_id: documents.length } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    documents,
    requests,
    failNext(status, retryAfter, description) {
      failures.push({ status, retryAfter, description });
    },
    hang(on) {
      hang = on;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
