/**
 * The error record sent to the notifier (requirements §3). Isomorphic: built in the browser for render and
 * browser-API errors, on the server for SSR fetch errors.
 */
import type { ApiError } from '../api/errors';

export type ErrorLocation = 'CLIENT' | 'SERVER';

export interface UserLocation {
  ip: string;
  city: string;
  country: string;
  region: string;
}

export interface ErrorRecordUser {
  agent: string;
  browser: string;
  device: string;
  os: string;
  clickId: string;
  location: UserLocation;
}

/** Only for failed fetches (requirements §3: duration, url, params, headers, response data, timeout, time). */
type FetchErrorDetails = { endpoint: string } & Pick<
  ApiError,
  'duration' | 'url' | 'params' | 'requestHeaders' | 'responseHeaders' | 'responseData' | 'timeout' | 'time'
>;

export interface ErrorRecord {
  /** Stable for the same failure (a fingerprint), so repeats collapse; see docs/decisions/004. */
  id: string;
  location: ErrorLocation;
  error: { code: number; message: string; stackTrace: string };
  window: { hostname: string; href: string; protocol: string };
  fetch?: FetchErrorDetails;
  /** ISO moment the record was built. */
  time: string;
  user: ErrorRecordUser;
}
