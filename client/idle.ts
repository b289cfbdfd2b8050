type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs a task when the browser's main thread is idle, and by `timeoutMs` at the latest. Where the browser
 * cannot tell (Safari), after `fallbackMs`. Returns a function that cancels the task if it has not run.
 */
export function whenIdle(
  task: () => void,
  timeoutMs: number,
  fallbackMs: number,
  win: IdleWindow = window,
): () => void {
  // Browsers shipped requestIdleCallback and cancelIdleCallback together: one test covers both.
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(task, fallbackMs);
  return () => win.clearTimeout(handle);
}
