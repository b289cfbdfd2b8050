/**
 * Runs a task when the browser's main thread is idle, and by `timeoutMs` at the latest. Where the browser
 * cannot tell (Safari), after `fallbackMs`.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, fallbackMs);
}
