/**
 * Internal error codes (requirements §8) and the error object every API call returns instead of throwing.
 * Codes -2, -3, -4, -11 and -12 have no meaning in the specification; ours are in
 * docs/decisions/003-error-codes.md.
 */
import { ERROR_CODE } from './error-codes';

export { ERROR_CODE };

export const NO_URL_MESSAGE = 'Not provided url for request';
export const NOT_ALLOWED_MESSAGE = 'Этот запрос не поддерживается в текущем окружении';

interface RequestDuration {
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** `123 ms` */
  text: string;
}

/** Everything the notifier needs to describe a failed fetch (requirements §3, error record). */
export interface ApiError {
  code: number;
  message: string;
  url: string;
  params: unknown;
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string> | null;
  responseData: unknown;
  timeout: number;
  duration: RequestDuration;
  /** ISO moment of the failure. */
  time: string;
  /** `error.code` and `error.field` from the API's JSON error body, when it sent one. */
  apiCode?: string;
  field?: string;
  /** Code -4: what in the answer breaks the contract, `prices[2].amount: expected number, got string`. */
  issues?: string[];
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Maps what fetch threw to a requirements §8 code. `timedOut` tells our own timeout from an outside abort. */
export function codeForThrown(thrown: unknown, timedOut: boolean): number {
  if (timedOut) return ERROR_CODE.timeout;
  const err = thrown as { name?: string; code?: string; type?: string; cause?: { code?: string } } | null;
  const name = err?.name ?? '';
  const sysCode = err?.code ?? err?.cause?.code ?? '';
  if (name === 'AbortError' || err?.type === 'aborted') return ERROR_CODE.aborted;
  if (name === 'TimeoutError') return ERROR_CODE.timeout;
  if (name === 'SecurityError') return ERROR_CODE.insecure;
  if (sysCode === 'EAI_AGAIN' || sysCode === 'ENOTFOUND') return ERROR_CODE.dnsNotFound;
  return ERROR_CODE.network;
}

/** Reported to the developer chat? Every failure of our API except 404 (requirements §8) and a visitor leaving. */
export function isReportable(error: ApiError): boolean {
  return error.code !== 404 && error.code !== ERROR_CODE.aborted;
}
