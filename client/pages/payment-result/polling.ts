/** How a pending payment is re-checked in the browser: every 3 s, at most 5 times, then advice. */
export const RECHECK_INTERVAL_MS = 3_000;
export const RECHECK_MAX = 5;

/** A payment the bank is processing: worth asking again. An order with none begun ('new') is not. */
export function isUnsettled(status: string): boolean {
  return status === 'pending';
}

export function shouldRecheck(status: string, checksDone: number): boolean {
  return isUnsettled(status) && checksDone < RECHECK_MAX;
}
