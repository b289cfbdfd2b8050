/**
 * Turns reports into queued Telegram sends: picks the thread and the mentions for the code, collapses
 * repeats of the same error id, starts the visitor's IP/geo lookup at once and lets the queue wait for it
 * only when the report's turn comes. Everything here returns immediately.
 */
import type { Logger } from 'pino';
import { DEFAULT_THREAD_KEY, mentionRolesFor } from '../../shared/error-report/routing';
import {
  composeTelegramMessage,
  formatFileCaption,
  formatRecordBody,
  formatRecordFile,
} from '../../shared/error-report/format';
import type { ErrorRecord, UserLocation } from '../../shared/error-report/types';
import type { GeoLookup } from './geo-lookup';
import type { NotifierConfig } from './notifier-config';
import type { OutgoingQueue } from './outgoing-queue';
import type { RepeatFilter } from './repeat-filter';

interface ResolvedThread {
  /** The thread key: an error code as text, or 'default'. */
  key: string;
  /** The code whose staff are mentioned (NaN for 'default'). */
  code: number;
  threadId: number | null;
}

export interface NotifierService {
  /** `threadID` from a request: a key of the map (an error code) or one of its thread ids. */
  resolveThread(threadID: string | number): ResolvedThread | null;
  threadForCode(code: number): ResolvedThread;
  /** Queues a message. False when it repeats an error already sent within the window. */
  sendMessage(input: { collapseKey: string; thread: ResolvedThread; body: string; ip: string }): boolean;
  sendDocument(input: { errorId: string; thread: ResolvedThread; content: string }): boolean;
  /** A whole record (server-side failures): the message, then the file. */
  sendRecord(record: ErrorRecord, ip: string): boolean;
  /** A notice for the managers (a new booking request): the General topic, no mentions, never collapsed. */
  sendNotice(label: string, body: string): void;
}

export function createNotifierService(deps: {
  config: NotifierConfig;
  queue: OutgoingQueue;
  repeats: RepeatFilter;
  geo: GeoLookup;
  logger: Logger;
}): NotifierService {
  const { config, queue, repeats, geo, logger } = deps;

  function thread(key: string): ResolvedThread {
    return {
      key,
      code: key === DEFAULT_THREAD_KEY ? Number.NaN : Number(key),
      threadId: config.threads[key] ?? null,
    };
  }

  function mentionsFor(code: number): string[] {
    return mentionRolesFor(code).map((role) => config.mentions[role]);
  }

  function locate(ip: string): Promise<UserLocation> {
    return geo.locate(ip).catch(() => ({ ip, city: '', country: '', region: '' }));
  }

  function firstSeen(key: string): boolean {
    if (repeats.firstSeen(key)) return true;
    logger.debug({ key, repeats: repeats.repeats(key) }, 'repeat of a reported error; collapsed');
    return false;
  }

  const service: NotifierService = {
    resolveThread(threadID) {
      const key = String(threadID).trim();
      if (Object.hasOwn(config.threads, key)) return thread(key);
      const byValue = Object.entries(config.threads).find(([, id]) => id !== null && String(id) === key);
      return byValue ? thread(byValue[0]) : null;
    },
    threadForCode(code) {
      return thread(Object.hasOwn(config.threads, String(code)) ? String(code) : DEFAULT_THREAD_KEY);
    },
    sendMessage({ collapseKey, thread: t, body, ip }) {
      if (!firstSeen(`message:${collapseKey}`)) return false;
      const location = locate(ip);
      queue.push({
        label: `message ${t.key} ${collapseKey}`,
        payload: async () => ({
          kind: 'message',
          threadId: t.threadId,
          text: composeTelegramMessage({
            tag: config.tag,
            mentions: mentionsFor(t.code),
            body,
            location: await location,
          }),
        }),
      });
      return true;
    },
    sendDocument({ errorId, thread: t, content }) {
      if (!firstSeen(`document:${errorId}`)) return false;
      queue.push({
        label: `document ${t.key} ${errorId}`,
        payload: () => ({
          kind: 'document',
          threadId: t.threadId,
          fileName: `error-${errorId}.txt`,
          caption: formatFileCaption(config.tag, errorId),
          content,
        }),
      });
      return true;
    },
    sendNotice(label, body) {
      const t = thread(DEFAULT_THREAD_KEY);
      queue.push({
        label: `notice ${label}`,
        payload: () => ({
          kind: 'message',
          threadId: t.threadId,
          text: composeTelegramMessage({ tag: config.tag, mentions: [], body }),
        }),
      });
    },
    sendRecord(record, ip) {
      const t = service.threadForCode(record.error.code);
      if (!firstSeen(`message:${record.id}`)) return false;
      repeats.firstSeen(`document:${record.id}`);
      const location = locate(ip);
      queue.push({
        label: `message ${t.key} ${record.id}`,
        payload: async () => {
          record.user.location = await location;
          return {
            kind: 'message',
            threadId: t.threadId,
            text: composeTelegramMessage({
              tag: config.tag,
              mentions: mentionsFor(record.error.code),
              body: formatRecordBody(record),
              location: record.user.location,
            }),
          };
        },
      });
      queue.push({
        label: `document ${t.key} ${record.id}`,
        payload: async () => {
          record.user.location = await location;
          return {
            kind: 'document',
            threadId: t.threadId,
            fileName: `error-${record.id}.txt`,
            caption: formatFileCaption(config.tag, record.id),
            content: formatRecordFile(record),
          };
        },
      });
      return true;
    },
  };
  return service;
}
