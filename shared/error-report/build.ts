/** Builds the requirements §3 error record from what each side knows. */
import { mismatchKind } from '../api/contract-check';
import type { ApiError } from '../api/errors';
import { STACK_TRACE_LINES } from '../constants';
import { fingerprint } from './fingerprint';
import {
  bodyWithoutPersonalData,
  headersWithoutPersonalData,
  urlWithoutPersonalData,
  withoutPersonalData,
} from './personal';
import type { ErrorLocation, ErrorRecord, ErrorRecordUser, UserLocation } from './types';

export const EMPTY_LOCATION: UserLocation = { ip: '', city: '', country: '', region: '' };

/** requirements §9: only the first 3 lines of a stack go into a report. */
export function firstStackLines(stack: string | undefined, lines = STACK_TRACE_LINES): string {
  return (stack ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, lines)
    .join('\n');
}

/** Anything thrown, as a message and a stack. */
export function describeThrown(thrown: unknown): { message: string; stack: string } {
  if (thrown instanceof Error) return { message: thrown.message || thrown.name, stack: thrown.stack ?? '' };
  if (typeof thrown === 'string') return { message: thrown, stack: '' };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown), stack: '' };
  } catch {
    return { message: String(thrown), stack: '' };
  }
}

export interface BuildRecordInput {
  location: ErrorLocation;
  code: number;
  message: string;
  stack?: string;
  window: { hostname: string; href: string; protocol: string };
  user: Partial<Omit<ErrorRecordUser, 'location'>> & { location?: Partial<UserLocation> };
  /** For a failed fetch: the API client's error object and the endpoint's name. */
  fetch?: { error: ApiError; endpoint: string };
  now?: Date;
}

export function buildErrorRecord(input: BuildRecordInput): ErrorRecord {
  const stackTrace = firstStackLines(input.stack);
  const endpoint = input.fetch?.endpoint ?? '';
  // The id names the failure, not the occurrence (not the URL's query, the time or the visitor), so the
  // same bug from a thousand visitors collapses into one report: a failed fetch by code and endpoint (its
  // message may carry the URL) and, for an answer that breaks the contract, the kind of mismatch; anything
  // else by code, message and the top of the stack.
  const issues = input.fetch?.error.issues;
  const id = input.fetch
    ? fingerprint([input.location, input.code, endpoint, ...(issues ? [mismatchKind(issues)] : [])])
    : fingerprint([input.location, input.code, input.message, stackTrace.split('\n')[0] ?? '']);
  const apiError = input.fetch?.error;
  return {
    id,
    location: input.location,
    error: { code: input.code, message: input.message, stackTrace },
    // The visitor's own data stays out of the developers' chat (./personal.ts).
    window: { ...input.window, href: urlWithoutPersonalData(input.window.href) },
    ...(apiError
      ? {
          fetch: {
            endpoint,
            duration: apiError.duration,
            url: urlWithoutPersonalData(apiError.url),
            params: withoutPersonalData(apiError.params),
            requestHeaders: headersWithoutPersonalData(apiError.requestHeaders),
            responseHeaders: apiError.responseHeaders,
            responseData: bodyWithoutPersonalData(apiError.responseData),
            timeout: apiError.timeout,
            time: apiError.time,
          },
        }
      : {}),
    time: (input.now ?? new Date()).toISOString(),
    user: {
      agent: input.user.agent ?? '',
      browser: input.user.browser ?? '',
      device: input.user.device ?? '',
      os: input.user.os ?? '',
      clickId: input.user.clickId ?? '',
      location: { ...EMPTY_LOCATION, ...input.user.location },
    },
  };
}
