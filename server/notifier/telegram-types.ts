/** What goes out to the chat, independent of how it is sent. */
export type TelegramPayload =
  | { kind: 'message'; text: string; threadId: number | null }
  | { kind: 'document'; fileName: string; content: string; caption: string; threadId: number | null };

export type SendResult =
  | { ok: true }
  /** `retryAfterMs`: Telegram said 429, wait this long. `retryable`: a transient failure worth one more try. */
  | { ok: false; status: number; description: string; retryAfterMs?: number; retryable: boolean };

export interface TelegramTransport {
  send(payload: TelegramPayload): Promise<SendResult>;
}
