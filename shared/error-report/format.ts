/**
 * Record → Telegram HTML message and record → the text of the attached file (requirements §5: every field
 * escaped, an empty field reads 'Не указан', more than 4096 characters are replaced by a fixed notice).
 */
import { CHAT_MESSAGE_LIMIT, CHAT_MESSAGE_TOO_LONG, EMPTY_FIELD_TEXT } from '../constants';
import { escapeHtml } from './html';
import type { ErrorRecord, UserLocation } from './types';

/** Long values (params, response bodies) are cut in the message; the file carries them whole. */
const MESSAGE_VALUE_LIMIT = 600;

function stringify(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

function isEmptyValue(value: unknown): boolean {
  const text = stringify(value).trim();
  return text === '' || text === '{}' || text === '[]';
}

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** One escaped field: the value, or 'Не указан'. */
export function field(value: unknown, limit = MESSAGE_VALUE_LIMIT): string {
  return isEmptyValue(value) ? EMPTY_FIELD_TEXT : escapeHtml(cut(stringify(value), limit));
}

function line(label: string, value: unknown, code = false): string {
  const shown = field(value);
  return `<b>${escapeHtml(label)}:</b> ${code && !isEmptyValue(value) ? `<code>${shown}</code>` : shown}`;
}

/** Everything but the tag, mentions and visitor location (those the server adds). */
export function formatRecordBody(record: ErrorRecord): string {
  const lines = [
    `<b>Ошибка ${escapeHtml(String(record.error.code))}</b> · ${record.location === 'SERVER' ? 'сервер' : 'браузер'}`,
    line('ID', record.id, true),
    line('Время', record.fetch?.time ?? record.time),
    line('Место', record.location),
    line('Сообщение', record.error.message),
    line('Страница', record.window.href),
    line('Хост', record.window.hostname),
    line('Протокол', record.window.protocol),
  ];
  const f = record.fetch;
  if (f) {
    lines.push(
      line('Эндпоинт', f.endpoint),
      line('URL', f.url),
      line('Параметры', f.params, true),
      line('Длительность', f.duration.text),
      line('Таймаут', f.timeout ? `${f.timeout} ms` : ''),
      line('Ответ', f.responseData, true),
    );
  } else {
    lines.push(line('Стек', record.error.stackTrace, true));
  }
  lines.push(
    '<b>Пользователь</b>',
    line('Браузер', record.user.browser),
    line('Устройство', record.user.device),
    line('ОС', record.user.os),
    line('Click id', record.user.clickId),
    line('User agent', record.user.agent),
  );
  return lines.join('\n');
}

function formatLocation(location: Partial<UserLocation>): string {
  return [
    '<b>Местоположение</b>',
    line('IP', location.ip),
    line('Город', location.city),
    line('Регион', location.region),
    line('Страна', location.country),
  ].join('\n');
}

export interface ComposeInput {
  /** Without '#': 'production'. */
  tag: string;
  /** Handles, '@backend'. */
  mentions: string[];
  /** Already safe Telegram HTML. */
  body: string;
  location?: Partial<UserLocation>;
}

/** The final message text, with the 4096-character rule applied to what would be sent. */
export function composeTelegramMessage(input: ComposeInput): string {
  const parts = [`#${escapeHtml(input.tag)}`];
  if (input.mentions.length) parts.push(input.mentions.map(escapeHtml).join(' '));
  parts.push(input.body);
  if (input.location) parts.push(formatLocation(input.location));
  return applyMessageLimit(parts.join('\n'));
}

function applyMessageLimit(text: string): string {
  return text.length > CHAT_MESSAGE_LIMIT ? CHAT_MESSAGE_TOO_LONG : text;
}

function block(title: string, value: unknown): string {
  const text = isEmptyValue(value)
    ? EMPTY_FIELD_TEXT
    : typeof value === 'string'
      ? value
      : JSON.stringify(value, null, 2);
  return `${title}:\n${text}`;
}

/**
 * Plain text for the attached .txt file: a readable summary (the stack whole as the record has it), then
 * the complete record as JSON for anyone who wants to search or parse it. Nothing escaped.
 */
export function formatRecordFile(record: ErrorRecord): string {
  const f = record.fetch;
  const sections = [
    block('ID', record.id),
    block('Место', record.location),
    block('Время', f?.time ?? record.time),
    block('Код', String(record.error.code)),
    block('Сообщение', record.error.message),
    block('Стек', record.error.stackTrace),
    block('Страница', record.window.href),
  ];
  if (f)
    sections.push(block('Эндпоинт', f.endpoint), block('URL', f.url), block('Длительность', f.duration.text));
  sections.push(block('Запись целиком (JSON)', JSON.stringify(record, null, 2)));
  return `${sections.join('\n\n')}\n`;
}

/** The document's caption: short (Telegram allows 1024 characters), tag and id. */
export function formatFileCaption(tag: string, errorId: string): string {
  return `#${escapeHtml(tag)}\nОшибка <code>${field(errorId, 64)}</code>`;
}
