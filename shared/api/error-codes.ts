/**
 * Internal error codes (requirements §8), on their own so that browser code that only needs a code does not carry
 * the rest of errors.ts. Codes -2, -3, -4, -11 and -12 are ours: docs/decisions/003-error-codes.md.
 */
export const ERROR_CODE = {
  clientRender: -1,
  emptyResponse: -2,
  brokenJson: -3,
  contractMismatch: -4,
  network: -5,
  aborted: -6,
  timeout: -7,
  insecure: -8,
  dnsNotFound: -9,
  cache: -11,
  notifier: -12,
} as const;

/** `error.code` values of the API's JSON error bodies that the site reacts to. */
export const API_ERROR_CODE = {
  /** /leads/save for a cruise that has departed (409). */
  cruiseSailed: 'CRUISE_SAILED',
  /** /leads/save for a cabin already booked on that sailing (409). */
  cabinBooked: 'CABIN_BOOKED',
  /** /leads/save for a cabin class with no place left on that sailing (409). */
  categorySoldOut: 'CATEGORY_SOLD_OUT',
} as const;

/**
 * The one map from a failed call to the HTTP status of the page that needed it: the API's 404 (and 400, a
 * slug it refuses) is the not-found page; a timeout (-7, or a gateway's 504) is 504; anything else 502.
 */
export function pageStatusOfApiError(code: number): 404 | 502 | 504 {
  if (code === 404 || code === 400) return 404;
  if (code === ERROR_CODE.timeout || code === 504) return 504;
  return 502;
}
