/**
 * Which chat thread and which staff an error code goes to (requirements §8). The handles themselves are server
 * configuration; here only the roles.
 */
import { ERROR_CODE } from '../api/errors';

/** Every code the specification names; each has its own thread, anything else goes to `default`. */
export const REPORTED_CODES = [
  -1, -2, -3, -4, -5, -6, -7, -8, -9, -11, -12, 400, 401, 403, 404, 405, 409, 429, 500, 502, 503, 504, 523,
  524, 525, 526,
] as const;
export const DEFAULT_THREAD_KEY = 'default';

export type MentionRole = 'backend' | 'devops' | 'frontend' | 'management';

/** Gateway and edge failures: the backend and whoever runs the servers (requirements §8). */
const GATEWAY_CODES: ReadonlySet<number> = new Set([502, 504, 523, 524, 525, 526]);

export function mentionRolesFor(code: number): MentionRole[] {
  if (GATEWAY_CODES.has(code)) return ['backend', 'devops'];
  if (code >= 500 && code <= 599) return ['backend'];
  if (code === ERROR_CODE.contractMismatch) return ['frontend', 'backend', 'management'];
  if (code === ERROR_CODE.cache) return ['devops'];
  return [];
}

/** The thread key the browser sends as `threadID`: the code when the specification names it. */
export function threadKeyFor(code: number): string {
  return (REPORTED_CODES as readonly number[]).includes(code) ? String(code) : DEFAULT_THREAD_KEY;
}
