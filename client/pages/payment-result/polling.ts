/** How a pending payment is re-checked in the browser: every 3 s, at most 5 times, then advice. */
export const RECHECK_INTERVAL_MS = 3_000;
export const RECHECK_MAX = 5;

/** Statuses the gateway may still change: worth asking again. */
export function isUnsettled(status: string): boolean {
  return status === 'pending' || status === 'new';
}

export function shouldRecheck(status: string, checksDone: number): boolean {
  return isUnsettled(status) && checksDone < RECHECK_MAX;
}
