/** The request id on every log line: the caller's X-Request-Id when it is a sane token, else a new one. */
import { createRequestId } from '../../shared/api/client';

const SAFE_ID = /^[A-Za-z0-9-]{6,64}$/;

export function requestIdFor(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_ID.test(value) ? value : createRequestId();
}
