/** Time as a dependency: the queue's pacing and the repeat window run on a manual clock in tests. */
export interface Clock {
  now(): number;
  /** Calls `fn` after `ms`; returns a cancel function. */
  setTimeout(fn: () => void, ms: number): () => void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const timer = setTimeout(fn, ms);
    // A pending report must not keep the process alive at shutdown.
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};
